//go:build unix

package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/linkcheck"
	"docskit.dev/plugins/pages"
	"docskit.dev/plugins/sitemap"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The catalogue of bad inputs is testdata/badinput (at the repository root).
// _base is a small good site. Every other folder is one kind of bad input:
// its files are laid over a copy of _base, and its error.txt lists what the
// build must print: one "file:line[:col]: message [plugin]" per problem, each
// the start of a printed line, optionally followed by a "hint: …" line; #
// starts a comment. The build must report exactly that many problems. What a
// folder cannot hold in Git (a FIFO, a symlink loop, a 10 MB page) and bad
// configuration are made by the case's entry in catalogue below.
//
// Each case runs `build -out OUT` through the command line, where OUT already
// holds the good site, and checks the exit status, the messages and that OUT
// is left byte for byte as it was. (Unix only: it makes FIFOs and symlinks.)
const catalogueDir = "../../testdata/badinput"

// special makes the part of a case that a folder cannot hold.
type special struct {
	// setup changes the copied site before the build.
	setup func(t *testing.T, site string)
	// config changes the site configuration.
	config func(c *docskit.Config)
	// skip returns a reason to skip the case on this machine, or "".
	skip func() string
}

var catalogue = map[string]special{
	"navbar-invalid": {config: func(c *docskit.Config) {
		c.Navbar.Items = append(c.Navbar.Items, docskit.NavItem{Label: "GitHub"})
	}},
	"markdown-config-invalid": {config: func(c *docskit.Config) {
		c.Markdown = docskit.Markdown{Format: "commonmark", UnknownCodeLanguage: "ignore"}
	}},
	"navbar-broken-target": {config: func(c *docskit.Config) {
		c.Navbar.Items = append(c.Navbar.Items, docskit.NavItem{Label: "API", To: "/docs/api"})
	}},
	"navbar-version-broken-target": {config: func(c *docskit.Config) {
		c.Navbar.Items = append(c.Navbar.Items,
			docskit.NavItem{Label: "Guide", To: "/docs/guide/intro", DocsPlugin: "default", VersionTo: map[string]string{"1.0": "/docs/1.0/guide/intro"}},
			docskit.NavItem{Type: docskit.NavVersionDropdown, DocsPlugin: "default", Versions: []docskit.VersionLink{{Name: "1.0", Label: "1.0", To: "/docs/1.0/intro"}}})
	}},
	"unreadable-chmod": {
		setup: func(t *testing.T, site string) {
			writeCaseFile(t, filepath.Join(site, "docs/guide/secret.mdx"), "---\ntitle: Secret\n---\n")
			require.NoError(t, os.Chmod(filepath.Join(site, "docs/guide/secret.mdx"), 0))
		},
		skip: func() string {
			if os.Geteuid() == 0 {
				return "running as root, which reads a file whatever its mode; unreadable-fifo and unreadable-dangling-symlink cover a failed read"
			}
			return ""
		},
	},
	"unreadable-fifo": {setup: func(t *testing.T, site string) {
		require.NoError(t, syscall.Mkfifo(filepath.Join(site, "docs/guide/pipe.mdx"), 0o644))
	}},
	"static-fifo": {setup: func(t *testing.T, site string) {
		require.NoError(t, syscall.Mkfifo(filepath.Join(site, "static/img/pipe.svg"), 0o644))
	}},
	"unreadable-dangling-symlink": {setup: func(t *testing.T, site string) {
		require.NoError(t, os.Symlink("moved-away.mdx", filepath.Join(site, "docs/guide/link.mdx")))
	}},
	"symlink-loop": {setup: func(t *testing.T, site string) {
		require.NoError(t, os.Symlink("b.mdx", filepath.Join(site, "docs/guide/a.mdx")))
		require.NoError(t, os.Symlink("a.mdx", filepath.Join(site, "docs/guide/b.mdx")))
		require.NoError(t, os.Symlink(".", filepath.Join(site, "docs/guide/again")))
	}},
	"huge-page": {setup: func(t *testing.T, site string) {
		var b strings.Builder
		b.WriteString("---\ntitle: Huge\n---\n\n")
		for b.Len() < 10<<20 {
			fmt.Fprintf(&b, "Paragraph %d of a page that grew far too long.\n\n", b.Len())
		}
		writeCaseFile(t, filepath.Join(site, "docs/guide/huge.mdx"), b.String())
	}},
	"deep-nesting": {setup: func(t *testing.T, site string) {
		writeCaseFile(t, filepath.Join(site, "docs/guide/deep.mdx"), "---\ntitle: Deep\n---\n\n"+strings.Repeat("- ", 10000)+"bottom\n")
	}},
}

func catalogueConfig() docskit.Config {
	return docskit.Config{
		Title:  "Bad input",
		URL:    "https://bad.example",
		Locale: docskit.Locale{Label: "English", HTMLLang: "en"},
		Navbar: docskit.Navbar{Items: []docskit.NavItem{{Label: "Guide", To: "/docs/guide/intro", Sidebar: "guide"}}},
		Footer: docskit.Footer{Columns: []docskit.FooterColumn{}},
	}
}

// siteBuilder is a site's main.go: the docs, pages, link-check and sitemap
// plugins over the folder site, as site/main.go has them.
func siteBuilder(site, nodeModules string, config func(*docskit.Config)) NewBuilder {
	return func(extra ...docskit.Option) (*docskit.Builder, error) {
		cfg := catalogueConfig()
		if config != nil {
			config(&cfg)
		}
		static := filepath.Join(site, "static")
		opts := append([]docskit.Option{
			docskit.WithRoot(site),
			docskit.WithStatic(static),
			docskit.WithNodeModules(nodeModules),
			docskit.WithWorkers(4),
			docskit.WithPlugins(
				docs.New(docs.Options{}),
				pages.New(pages.Options{}),
				linkcheck.New(linkcheck.Options{StaticDirs: []string{static}}),
				sitemap.New(sitemap.Options{}),
			),
		}, extra...)
		return docskit.New(cfg, opts...)
	}
}

func TestBadInputCatalogue(t *testing.T) {
	nm := catalogueNodeModules(t)
	entries, err := os.ReadDir(catalogueDir)
	require.NoError(t, err)
	var cases []string
	for _, e := range entries {
		if e.IsDir() && e.Name() != "_base" {
			cases = append(cases, e.Name())
		}
	}
	for name := range catalogue {
		assert.Contains(t, cases, name, "the catalogue entry %s has no folder in %s", name, catalogueDir)
	}

	// The good site, built once; every case starts from a copy of its output.
	good := t.TempDir()
	goodSite := filepath.Join(good, "site")
	copyFiles(t, filepath.Join(catalogueDir, "_base"), goodSite)
	goodOut := filepath.Join(good, "out")
	var stdout, stderr bytes.Buffer
	code := run(siteBuilder(goodSite, nm, nil), []string{"build", "-out", goodOut}, &stdout, &stderr)
	require.Equal(t, 0, code, "the good site builds:\n%s", stderr.String())
	want := snapshotFiles(t, goodOut)

	for _, name := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			sp := catalogue[name]
			if sp.skip != nil {
				if reason := sp.skip(); reason != "" {
					t.Skip(reason)
				}
			}
			expected := readExpected(t, filepath.Join(catalogueDir, name, "error.txt"))
			dir := t.TempDir()
			site := filepath.Join(dir, "site")
			copyFiles(t, filepath.Join(catalogueDir, "_base"), site)
			copyFiles(t, filepath.Join(catalogueDir, name), site)
			require.NoError(t, os.Remove(filepath.Join(site, "error.txt")))
			if sp.setup != nil {
				sp.setup(t, site)
			}
			out := filepath.Join(dir, "out")
			copyFiles(t, goodOut, out)

			var stdout, stderr bytes.Buffer
			code := run(siteBuilder(site, nm, sp.config), []string{"build", "-out", out}, &stdout, &stderr)
			// Files are named relative to the working directory, which is
			// the copy's parent here.
			msg := strings.ReplaceAll(stderr.String(), site+string(filepath.Separator), "")

			assert.Equal(t, 1, code, "exit status\n%s", msg)
			lines := strings.Split(msg, "\n")
			problems := 0
			for _, w := range expected {
				if !strings.HasPrefix(w, "hint: ") {
					problems++
				}
				found := false
				for _, l := range lines {
					if strings.HasPrefix(strings.TrimSpace(l), w) {
						found = true
						break
					}
				}
				assert.True(t, found, "the build does not report\n\t%s\nit printed:\n%s", w, msg)
			}
			noun := "problems"
			if problems == 1 {
				noun = "problem"
			}
			assert.Contains(t, msg, fmt.Sprintf("error: %d %s:", problems, noun), "the build reports exactly the listed problems")
			assert.NotContains(t, msg, "panic", "the build does not panic")

			assert.Equal(t, want, snapshotFiles(t, out), "a failed build leaves the previous output byte for byte")
			names, err := os.ReadDir(dir)
			require.NoError(t, err)
			var left []string
			for _, n := range names {
				if n.Name() != "out.cache" { // the build cache, when the build got that far
					left = append(left, n.Name())
				}
			}
			assert.ElementsMatch(t, []string{"site", "out"}, left, "no temporary folder is left beside the output")
		})
	}
}

// readExpected reads an error.txt: one expected diagnostic per line, or a
// line of the hint printed under it ("hint: …").
func readExpected(t *testing.T, file string) []string {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err, "every case folder has an error.txt")
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	require.NotEmpty(t, out, "%s lists no expected problem", file)
	return out
}

// copyFiles copies the files under src into dst.
func copyFiles(t *testing.T, src, dst string) {
	t.Helper()
	require.NoError(t, filepath.WalkDir(src, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if e.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	}))
}

// snapshotFiles returns every file under dir with its content.
func snapshotFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	require.NoError(t, filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		files[filepath.ToSlash(rel)] = string(data)
		return nil
	}))
	return files
}

func writeCaseFile(t *testing.T, file, content string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Dir(file), 0o755))
	require.NoError(t, os.WriteFile(file, []byte(content), 0o644))
}

// catalogueNodeModules finds the repository's node_modules (react and react-dom),
// which a real build needs; the catalogue is skipped with -short.
func catalogueNodeModules(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds sites with Node.js; skipped with -short")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on PATH; a docskit build renders pages with Node.js")
	}
	dir, err := os.Getwd()
	require.NoError(t, err)
	for {
		nm := filepath.Join(dir, "node_modules")
		if _, err := os.Stat(filepath.Join(nm, "react")); err == nil {
			return nm
		}
		parent := filepath.Dir(dir)
		require.NotEqual(t, parent, dir, "no node_modules with react above the working directory; run scripts/setup.sh")
		dir = parent
	}
}
