package blog_test

import (
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/plugins/blog"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/linkcheck"
	"docskit.dev/plugins/pages"
	"docskit.dev/plugins/sitemap"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// build builds fsys, the fixture or a variant of it, with docs, the blog,
// the landing page, the link checker and the sitemap, rendering every page
// with Node.js (skipped with -short).
func build(t *testing.T, fsys fs.FS, out string) error {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a site with Node.js; skipped with -short")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on PATH; a docskit build renders pages with Node.js")
	}
	bp := blog.New(blog.Options{PostsPerPage: 3})
	b, err := docskit.New(cfg, docskit.WithSource(fsys), docskit.WithRoot("testdata/site"), docskit.WithStatic("testdata/site/static"),
		docskit.WithPlugins(docs.New(docs.Options{}), bp, pages.New(pages.Options{}),
			linkcheck.New(linkcheck.Options{StaticDirs: []string{"testdata/site/static"}, Files: bp.FeedPaths()}), sitemap.New(sitemap.Options{})))
	require.NoError(t, err)
	defer b.Close()
	_, err = b.Build(context.Background(), out)
	return err
}

func read(t *testing.T, out, rel string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(rel)))
	require.NoError(t, err, "%s is in the output", rel)
	return string(b)
}

// main is the rendered <main> of a page, without the data script.
func mainOf(t *testing.T, html string) string {
	t.Helper()
	start := strings.Index(html, `<main id="__docskit_main"`)
	end := strings.Index(html, "</main>")
	require.True(t, start >= 0 && end > start, "the page has its <main>")
	return html[start:end]
}

func TestBuildTheFixture(t *testing.T) {
	out := filepath.Join(t.TempDir(), "site")
	require.NoError(t, build(t, fixture, out))

	for _, rel := range []string{"blog.html", "blog/page/2.html", "blog/2024/03/02/faster-builds.html", "blog/first-steps.html",
		"blog/2024/02/01/hidden-notes.html", "blog/tags.html", "blog/tags/releases.html", "blog/tags/releases/page/2.html",
		"blog/archive.html", "blog/authors.html", "blog/authors/ada.html", "blog/rss.xml", "blog/atom.xml"} {
		_, err := os.Stat(filepath.Join(out, rel))
		assert.NoError(t, err, rel)
	}
	_, err := os.Stat(filepath.Join(out, "blog/2023/11/30/draft-ideas.html"))
	assert.True(t, errors.Is(err, fs.ErrNotExist), "no draft in production")

	list := mainOf(t, read(t, out, "blog.html"))
	assert.Contains(t, list, `<a href="/blog/2024/03/02/faster-builds">Faster builds</a>`, "each post's title links to it")
	assert.Contains(t, list, "four times faster", "the summary, rendered on the server")
	assert.NotContains(t, list, "How we measured", "nothing after the truncate marker")
	assert.Contains(t, list, `aria-label="Read more about Faster builds" href="/blog/2024/03/02/faster-builds"`)
	assert.Contains(t, list, "1.2.1<span> fixes two bugs", "a module post's summary, from its module")
	assert.NotContains(t, list, "renamed while a build runs")
	assert.Contains(t, list, `<time dateTime="2024-06-10T00:00:00Z">June 10, 2024</time>`)
	assert.Contains(t, list, `href="/blog/page/2"`, "the older entries")

	// The list's data names the module of the module post, which the output holds.
	var data struct {
		Embeds map[string]struct {
			Module string `json:"module"`
		} `json:"embeds"`
	}
	require.NoError(t, json.Unmarshal([]byte(read(t, out, "_data/blog.json")), &data))
	mod := data.Embeds["/blog/2024/04/20/interactive"].Module
	require.NotEmpty(t, mod)
	_, err = os.Stat(filepath.Join(out, filepath.FromSlash(strings.TrimPrefix(mod, "/"))))
	assert.NoError(t, err, "the module %s is written", mod)

	post := read(t, out, "blog/2024/03/02/faster-builds.html")
	assert.Contains(t, post, "<title>Faster builds | Lantern</title>")
	assert.Contains(t, mainOf(t, post), `<h1 class="dk-blog-post-title">Faster builds</h1>`)
	assert.Contains(t, mainOf(t, post), "How we measured", "the whole post on its page")
	assert.Regexp(t, `class="dk-toc"[^>]*>.*href="#by-step"`, post, "toc_max_heading_level 4 shows h4s in the TOC")
	assert.Regexp(t, `Newer post.*Numbers in posts.*Older post.*Hello, Lantern`, mainOf(t, post))
	assert.Contains(t, post, `<link href="/blog/rss.xml" rel="alternate" title="Lantern RSS Feed" type="application/rss+xml">`)
	assert.Contains(t, read(t, out, "docs/intro.html"), `href="/blog/atom.xml"`, "every page links the feeds")

	tag := mainOf(t, read(t, out, "blog/tags/releases.html"))
	assert.Contains(t, tag, `4 posts tagged with &quot;Releases&quot;`)
	assert.Contains(t, tag, `href="/blog/tags">View All Tags</a>`)

	sitemapXML := read(t, out, "sitemap.xml")
	assert.Contains(t, sitemapXML, "/blog/2024/03/02/faster-builds</loc>")
	assert.NotContains(t, sitemapXML, "hidden-notes", "an unlisted post is not in the sitemap")

	var meta struct {
		Headers map[string]string `json:"headers"`
	}
	require.NoError(t, json.Unmarshal([]byte(read(t, out, "docskit.json")), &meta))
	assert.Regexp(t, regexp.MustCompile(`img-src [^;]*https://lantern\.example`), meta.Headers["Content-Security-Policy"], "authors' pictures from another site are allowed")
}

// The link checker reads posts like docs: a broken link in a post, or a
// doc's link to a post that is not there, fails the build at its line.
func TestBrokenLinksToAndFromPosts(t *testing.T) {
	fsys := fstest.MapFS{}
	require.NoError(t, fs.WalkDir(fixture, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(fixture, p)
		fsys[p] = &fstest.MapFile{Data: b}
		return err
	}))
	fsys["docs/more.md"] = &fstest.MapFile{Data: []byte("# More\n\nSee [the launch](/blog/2024/01/16/hello-lantern).\n")}
	fsys["blog/2024-07-01-broken.md"] = &fstest.MapFile{Data: []byte("---\ntitle: Broken\n---\n\nRead [the guide](../docs/guide.md) and [intro](/docs/intro#nowhere).\n")}
	out := filepath.Join(t.TempDir(), "site")
	err := build(t, fsys, out)
	require.Error(t, err)
	var list diag.List
	require.True(t, errors.As(err, &list), "%v", err)
	var got []string
	for _, d := range list {
		got = append(got, d.Pos.String()+" "+d.Msg)
	}
	assert.Len(t, got, 3, "%v", got)
	joined := strings.Join(got, "\n")
	assert.Contains(t, joined, "testdata/site/docs/more.md:3:5 broken link \"/blog/2024/01/16/hello-lantern\"")
	assert.Contains(t, joined, "testdata/site/blog/2024-07-01-broken.md:5:6 broken link \"../docs/guide.md\"")
	assert.Contains(t, joined, "testdata/site/blog/2024-07-01-broken.md:5:40 broken anchor")
	_, statErr := os.Stat(out)
	assert.True(t, errors.Is(statErr, fs.ErrNotExist), "a failed build writes nothing")
}
