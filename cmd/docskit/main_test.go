package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBuildADocusaurusSite builds the docusaurus package's test site with
// the command, as a team switching from Docusaurus would.
func TestBuildADocusaurusSite(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a site")
	}
	out := filepath.Join(t.TempDir(), "build")
	var stderr bytes.Buffer
	code := run([]string{"build", "-out", out, "../../docusaurus/testdata/site"}, &stderr)
	require.Equal(t, 0, code, stderr.String())
	assert.Contains(t, stderr.String(), "warning: docusaurus.config.js: plugin docusaurus-plugin-widget-analytics: not supported")

	page, err := os.ReadFile(filepath.Join(out, "guide/guides/setup-widget.html"))
	require.NoError(t, err)
	html := string(page)
	assert.Contains(t, html, `<html lang="en"`)
	assert.Contains(t, html, "Set up a widget")
	assert.Contains(t, html, `href="/guide/intro#introduction"`, "a Markdown link to a .md file is the doc's route")
	assert.Contains(t, html, "Widgets 2.0 is out")
	assert.Contains(t, html, "--dk-color-primary:#2e8555", "customCss's Infima colour is the theme's")
	assert.Contains(t, html, `<script async src="https://cdn.example.com/widget.js"></script>`, "config.scripts")
	assert.Contains(t, html, `<link href="https://fonts.example.com/widget.css" rel="stylesheet">`, "config.stylesheets")
	assert.Contains(t, html, `<meta content="2" name="widget-version">`, "config.headTags")
	_, err = os.Stat(filepath.Join(out, "img/logo.svg"))
	assert.NoError(t, err, "the static folder is copied")

	// The preset's blog: its pages, feeds, and a post's link to a doc (docs
	// link posts in plugins/blog's tests: this docs folder is also built alone).
	assert.NotContains(t, stderr.String(), "blog", "the blog is built: no warning names it")
	for _, rel := range []string{"blog.html", "blog/page/2.html", "blog/2026/01/20/widgets-2.html", "blog/2025/11/02/round-widgets.html", "blog/2025/12/01/widget-count.html",
		"blog/tags/release.html", "blog/archive.html", "blog/rss.xml", "blog/atom.xml", "blog/feed.json"} {
		_, err := os.Stat(filepath.Join(out, rel))
		assert.NoError(t, err, rel)
	}
	post, err := os.ReadFile(filepath.Join(out, "blog/2026/01/20/widgets-2.html"))
	require.NoError(t, err)
	assert.Contains(t, string(post), `href="/guide/guides/setup-widget"`, "a post's link to a doc's file is the doc's route")
	assert.Contains(t, string(post), `href="https://github.com/example/widgets/edit/main/site/blog/2026-01-20-widgets-2.md"`, "editUrl")
}

func TestStrictFailsOnAWarning(t *testing.T) {
	out := filepath.Join(t.TempDir(), "build")
	var stderr bytes.Buffer
	code := run([]string{"build", "--strict", "-out", out, "../../docusaurus/testdata/site"}, &stderr)
	assert.Equal(t, 1, code)
	assert.True(t, strings.Contains(stderr.String(), "--strict"), stderr.String())
	_, err := os.Stat(out)
	assert.True(t, os.IsNotExist(err), "nothing is written")
}

func TestUsage(t *testing.T) {
	var stderr bytes.Buffer
	assert.Equal(t, 2, run(nil, &stderr))
	assert.Contains(t, stderr.String(), "usage: docskit")
	stderr.Reset()
	assert.Equal(t, 2, run([]string{"build", "a", "b"}, &stderr))
	assert.Contains(t, stderr.String(), "one site folder")
}

// TestBuildABareDocsFolder builds a docs folder without a site around it.
func TestBuildABareDocsFolder(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a site")
	}
	out := filepath.Join(t.TempDir(), "build")
	var stderr bytes.Buffer
	require.Equal(t, 0, run([]string{"build", "-out", out, "../../docusaurus/testdata/site/docs"}, &stderr), stderr.String())
	for _, f := range []string{"docs/intro.html", "docs/guides/setup-widget.html", "index.html"} {
		_, err := os.Stat(filepath.Join(out, f))
		assert.NoError(t, err, f)
	}
}

// A React page of src/pages that does not bundle, or throws while it
// renders on the server, fails the build with its file and line (the line of
// the site's file that threw), and the previous output stays.
func TestBrokenReactPage(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a site")
	}
	const config = `module.exports = { title: 'Bad', url: 'https://bad.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]] };`
	for _, tc := range []struct {
		name, file, src string
		want            []string
		// more are other files of the site
		more map[string]string
	}{
		{"syntax error", "src/pages/index.js", "import Layout from '@theme/Layout';\n\nexport default function Home() {\n  return <Layout><p>{1 +}</p></Layout>;\n}\n",
			[]string{"src/pages/index.js:4:25: Unexpected \"}\" [bundle]"}, nil},
		{"type error in TypeScript", "src/pages/status.tsx", "const n: number = ;\nexport default function Status() {\n  return <p>{n}</p>;\n}\n",
			[]string{"src/pages/status.tsx:1:19: Unexpected \";\" [bundle]"}, nil},
		{"throws on the server", "src/pages/throws.js", "import Layout from '@theme/Layout';\n\nfunction Boom() {\n  throw new Error('the widget list is empty');\n}\n\nexport default function Throws() {\n  return <Layout><Boom /></Layout>;\n}\n",
			[]string{"src/pages/throws.js:4:9: Error: the widget list is empty (while rendering /throws on the server) [render]"}, nil},
		{"a component of the site throws on the server", "src/pages/list.js", "import Layout from '@theme/Layout';\nimport First from '@site/src/components/First';\n\nexport default function List() {\n  return <Layout><First /></Layout>;\n}\n",
			[]string{"src/components/First.js:3:23: TypeError: Cannot read properties of undefined (reading 'name') (while rendering /list on the server) [render]"},
			map[string]string{"src/components/First.js": "export default function First() {\n  const items = [];\n  return <p>{items[0].name}</p>;\n}\n"}},
		{"no default export", "src/pages/helpers.js", "export const colors = ['red'];\n",
			[]string{"render /helpers (src/pages/helpers.js)", "the page's module has no default export that is a React component"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			site := t.TempDir()
			require.NoError(t, os.WriteFile(filepath.Join(site, "docusaurus.config.js"), []byte(config), 0o644))
			require.NoError(t, os.MkdirAll(filepath.Join(site, "src/pages"), 0o755))
			out := filepath.Join(t.TempDir(), "build")
			var stderr bytes.Buffer
			require.Equal(t, 0, run([]string{"build", "-out", out, site}, &stderr), stderr.String())
			require.NoError(t, os.WriteFile(filepath.Join(out, "marker.txt"), []byte("good build"), 0o644))

			for name, src := range tc.more {
				require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(site, name)), 0o755))
				require.NoError(t, os.WriteFile(filepath.Join(site, filepath.FromSlash(name)), []byte(src), 0o644))
			}
			require.NoError(t, os.WriteFile(filepath.Join(site, filepath.FromSlash(tc.file)), []byte(tc.src), 0o644))
			stderr.Reset()
			code, printed := withStderr(t, func() int { return run([]string{"build", "-out", out, site}, &stderr) })
			assert.Equal(t, 1, code)
			for _, w := range tc.want {
				assert.Contains(t, printed, w)
			}
			marker, err := os.ReadFile(filepath.Join(out, "marker.txt"))
			require.NoError(t, err, "the previous output stays")
			assert.Equal(t, "good build", string(marker))
		})
	}
}

// withStderr runs f with os.Stderr (where docskit's cli prints a build's
// errors) going to a file, and returns what was printed there.
func withStderr(t *testing.T, f func() int) (int, string) {
	t.Helper()
	tmp, err := os.CreateTemp(t.TempDir(), "stderr")
	require.NoError(t, err)
	defer tmp.Close()
	saved := os.Stderr
	os.Stderr = tmp
	code := f()
	os.Stderr = saved
	b, err := os.ReadFile(tmp.Name())
	require.NoError(t, err)
	return code, string(b)
}

// A bare docs folder has Docusaurus's defaults: a broken link fails the
// build with its file and line and the last good output stays; a code
// language docskit cannot highlight is plain text, with a warning.
func TestBareDocsFolderDefaults(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a site")
	}
	dir := filepath.Join(t.TempDir(), "docs")
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "a"), 0o755))
	page := filepath.Join(dir, "a", "one.md")
	write := func(body string) {
		require.NoError(t, os.WriteFile(page, []byte("---\ntitle: One\n---\n\n"+body), 0o644))
	}
	out := filepath.Join(t.TempDir(), "build")

	write("```mermaid\ngraph TD\n  A --> B\n```\n")
	var stderr bytes.Buffer
	code, printed := withStderr(t, func() int { return run([]string{"build", "-out", out, dir}, &stderr) })
	require.Equal(t, 0, code, printed)
	assert.Contains(t, printed, `one.md:5:4: unknown code language "mermaid", shown as plain text`)
	html, err := os.ReadFile(filepath.Join(out, "docs/a/one.html"))
	require.NoError(t, err)
	assert.Contains(t, string(html), "A --&gt; B")

	write("A [broken link](/docs/a/nowhere).\n")
	code, printed = withStderr(t, func() int { return run([]string{"build", "-out", out, dir}, &stderr) })
	assert.Equal(t, 1, code)
	assert.Contains(t, printed, "a/one.md:5")
	assert.Contains(t, printed, "/docs/a/nowhere")
	kept, err := os.ReadFile(filepath.Join(out, "docs/a/one.html"))
	require.NoError(t, err)
	assert.Equal(t, html, kept, "the last good output stays")
}
