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
	return buildWith(t, cfg, blog.Options{PostsPerPage: 3}, fsys, out)
}

// buildWith is build with the site's configuration and the blog's options.
func buildWith(t *testing.T, c docskit.Config, opts blog.Options, fsys fs.FS, out string) error {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a site with Node.js; skipped with -short")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on PATH; a docskit build renders pages with Node.js")
	}
	bp := blog.New(opts)
	b, err := docskit.New(c, docskit.WithSource(fsys), docskit.WithRoot("testdata/site"), docskit.WithStatic("testdata/site/static"),
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
	fsys := fixtureCopy(t)
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

// fixtureCopy is the fixture in memory, for a test to add files to.
func fixtureCopy(t *testing.T) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	require.NoError(t, fs.WalkDir(fixture, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(fixture, p)
		fsys[p] = &fstest.MapFile{Data: b}
		return err
	}))
	return fsys
}

// The blog speaks the site's language (docskit/uitext): the theme's words
// in the pages and the titles plugins/blog writes from Go in their <title>,
// and a site's Config.UI rewords both alike.
func TestBlogWordsFollowTheSiteLanguage(t *testing.T) {
	fsys := fixtureCopy(t)
	fsys["blog/2024-07-01-updated.md"] = &fstest.MapFile{Data: []byte("---\ntitle: Updated\ntags: [release]\nlast_update:\n  date: 2024-07-02\n  author: Grace\n---\n\nA post that changed.\n")}
	opts := blog.Options{PostsPerPage: 3, EditURL: "https://git.example/lantern/blog"}

	for _, tc := range []struct {
		name string
		lang string
		ui   map[string]string
		// want holds, by output file, what its HTML shows; none of other,
		// the other language's words, may show there.
		want  map[string][]string
		other []string
	}{{
		name: "English",
		lang: "en",
		want: map[string][]string{
			"blog.html": {`aria-label="Read more about Numbers in posts"`, "<b>Read more</b>", "One min read", `<time dateTime="2024-06-10T00:00:00Z">June 10, 2024</time>`,
				`aria-label="Blog list page navigation"`, "Older entries", `aria-label="Blog recent posts navigation"`, "<b>Tags:</b>"},
			"blog/page/2.html": {"Newer entries"},
			"blog/2024/07/01/updated.html": {"Edit this page", `Last updated: <time dateTime="2024-07-02T00:00:00Z">July 2, 2024</time>`, " · Grace",
				`aria-label="Blog post page navigation"`, "Older post"},
			"blog/2024/06/10/summer-update.html": {"Newer post"},
			"blog/2024/02/01/hidden-notes.html":  {"Unlisted page", "This page is unlisted."},
			"blog/tags.html":                     {"<title>Tags | Lantern</title>", "<h1>Tags</h1>"},
			"blog/tags/releases.html":            {"<title>5 posts tagged with &#34;Releases&#34; | Lantern</title>", "<h1>5 posts tagged with &quot;Releases&quot;</h1>", "View All Tags"},
			"blog/tags/internal.html":            {"<title>One post tagged with &#34;internal&#34; | Lantern</title>"},
			"blog/archive.html":                  {"<title>Archive | Lantern</title>", `<meta name="description" content="Archive">`, "<h1>Archive</h1>"},
			"blog/authors.html":                  {"<title>Authors | Lantern</title>", "<h1>Authors</h1>", "2 posts"},
			"blog/authors/ada.html":              {"View all authors"},
		},
		other: []string{"더 보기", "글 ", "태그", "작성자", "전체 글", "최종 수정", "이 페이지 편집"},
	}, {
		name: "Korean, with a word of its own",
		lang: "ko",
		ui:   map[string]string{"theme.tags.tagsPageTitle": "주제"},
		want: map[string][]string{
			"blog.html": {`aria-label="Numbers in posts 더 보기"`, "<b>더 보기</b>", "읽는 데 1분", `<time dateTime="2024-06-10T00:00:00Z">2024년 6월 10일</time>`,
				`aria-label="블로그 목록 탐색"`, "다음 페이지", `aria-label="최근 블로그 글"`, "<b>태그:</b>"},
			"blog/page/2.html": {"이전 페이지"},
			"blog/2024/07/01/updated.html": {"이 페이지 편집", `최종 수정: <time dateTime="2024-07-02T00:00:00Z">2024년 7월 2일</time>`, " · Grace",
				`aria-label="블로그 글 탐색"`, "다음 글"},
			"blog/2024/06/10/summer-update.html": {"이전 글"},
			"blog/2024/02/01/hidden-notes.html":  {"목록에 없는 페이지", "목록에 나오지 않는 페이지입니다."},
			"blog/tags.html":                     {"<title>주제 | Lantern</title>", "<h1>주제</h1>"},
			"blog/tags/releases.html":            {"<title>‘Releases’ 태그가 붙은 글 5개 | Lantern</title>", "<h1>‘Releases’ 태그가 붙은 글 5개</h1>", "모든 태그 보기"},
			"blog/tags/internal.html":            {"<title>‘internal’ 태그가 붙은 글 1개 | Lantern</title>"},
			"blog/archive.html":                  {"<title>전체 글 | Lantern</title>", `<meta name="description" content="블로그의 모든 글을 연도별로 모았습니다.">`, "<h1>전체 글</h1>"},
			"blog/authors.html":                  {"<title>작성자 | Lantern</title>", "<h1>작성자</h1>", "글 2개"},
			"blog/authors/ada.html":              {"모든 작성자 보기"},
		},
		other: []string{"Read more", "min read", "tagged with", "Newer", "Older", "Tags", "Archive", "Authors", "View all", "Edit this page", "Last updated", "Unlisted", "navigation"},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			c := cfg
			c.Locale.HTMLLang, c.UI = tc.lang, tc.ui
			out := filepath.Join(t.TempDir(), "site")
			require.NoError(t, buildWith(t, c, opts, fsys, out))
			for rel, want := range tc.want {
				shown := shownOf(read(t, out, rel))
				for _, s := range want {
					assert.Contains(t, shown, s, rel)
				}
				for _, s := range tc.other {
					assert.NotContains(t, shown, s, rel)
				}
			}
		})
	}
}

// shownOf is a page without its scripts (the page's data holds its
// content's words, not the theme's) and without React's empty comments.
func shownOf(html string) string {
	html = regexp.MustCompile(`(?s)<script\b.*?</script>`).ReplaceAllString(html, "")
	return strings.ReplaceAll(html, "<!-- -->", "")
}
