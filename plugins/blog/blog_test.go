package blog_test

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"docskit.dev/docskit/mdx"
	"docskit.dev/plugins/blog"
	"docskit.dev/plugins/docs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var fixture = os.DirFS("testdata/site")

var cfg = docskit.Config{Title: "Lantern", URL: "https://lantern.example"}

// loadSite runs load, parse and resolve over fsys with the docs plugin and
// a blog; dev builds as the dev server does (drafts shown).
func loadSite(t *testing.T, fsys fs.FS, opts blog.Options, dev bool) (*docskit.Site, *blog.Plugin) {
	t.Helper()
	bp := blog.New(opts)
	o := []docskit.Option{docskit.WithSource(fsys), docskit.WithPlugins(docs.New(docs.Options{}), bp)}
	if dev {
		o = append(o, docskit.WithDev())
	}
	b, err := docskit.New(cfg, o...)
	require.NoError(t, err)
	site, err := b.LoadSite(context.Background())
	require.NoError(t, err)
	return site, bp
}

func props(t *testing.T, s *docskit.Site, route string) *blog.PageProps {
	t.Helper()
	p := s.Page(route)
	require.NotNil(t, p, "no page at %s", route)
	bp, ok := p.Props["blog"].(*blog.PageProps)
	require.True(t, ok, "%s has no blog props", route)
	return bp
}

func permalinks(items []blog.ListItem) []string {
	var out []string
	for _, it := range items {
		out = append(out, it.Post.Permalink)
	}
	return out
}

func TestPostsAndTheirRoutes(t *testing.T) {
	s, _ := loadSite(t, fixture, blog.Options{}, false)
	tests := []struct {
		source, route, title, date string
	}{
		{"blog/2024-01-15-hello-lantern.md", "/blog/2024/01/15/hello-lantern", "Hello, Lantern", "2024-01-15T00:00:00Z"},
		{"blog/2024-03-02-faster-builds/index.mdx", "/blog/2024/03/02/faster-builds", "Faster builds", "2024-03-02T00:00:00Z"},
		{"blog/2024/06/10/summer-update.md", "/blog/2024/06/10/summer-update", "Summer update", "2024-06-10T00:00:00Z"},
		{"blog/2023-09-01-first-steps.md", "/blog/first-steps", "First steps", "2023-09-01T09:30:00Z"},
		{"blog/2024-02-01-hidden-notes.md", "/blog/2024/02/01/hidden-notes", "Notes for testers", "2024-02-01T00:00:00Z"},
		{"blog/2024-04-20-interactive.mdx", "/blog/2024/04/20/interactive", "Numbers in posts", "2024-04-20T00:00:00Z"},
		{"blog/2022-12-24-year-in-review.md", "/blog/2022/12/24/year-in-review", "A year of Lantern", "2022-12-24T00:00:00Z"},
	}
	for _, tc := range tests {
		t.Run(tc.source, func(t *testing.T) {
			p := s.PageBySource(tc.source)
			require.NotNil(t, p)
			assert.Equal(t, tc.route, p.Route)
			assert.Equal(t, blog.KindPost, p.Kind)
			assert.Equal(t, tc.title, p.Title, "front matter title, else the first # heading")
			post := props(t, s, p.Route).Post
			require.NotNil(t, post)
			assert.Equal(t, tc.date, post.Date, "front matter date, else the file name's")
			assert.Equal(t, tc.title, post.Title)
		})
	}
	assert.Nil(t, s.PageBySource("blog/2023-11-30-draft-ideas.md"), "a draft is not built in production")
	assert.Nil(t, s.Page("/blog/2023/11/30/draft-ideas"))
	summer := s.Page("/blog/2024/06/10/summer-update")
	assert.Equal(t, "Summer update", summer.Doc.H1)
	assert.False(t, summer.Doc.H1InBody, "the leading # title is taken out of the body: the post's header shows it")
	assert.Equal(t, "Lantern 1.3 reads front matter in TOML as well as YAML, and the introduction explains how to install it.", summer.Description,
		"without a description the first paragraph is one")
}

func TestDraftsInDev(t *testing.T) {
	s, _ := loadSite(t, fixture, blog.Options{}, true)
	p := s.Page("/blog/2023/11/30/draft-ideas")
	require.NotNil(t, p, "the dev server builds drafts")
	assert.True(t, props(t, s, p.Route).Post.Draft, "and the page says it is one")
	hidden := props(t, s, "/blog/2024/02/01/hidden-notes").Post
	assert.False(t, hidden.Unlisted, "in dev an unlisted post is listed, as in Docusaurus")
}

func TestListPagesAndPagination(t *testing.T) {
	s, _ := loadSite(t, fixture, blog.Options{PostsPerPage: 3}, false)
	first := props(t, s, "/blog")
	require.NotNil(t, first.List)
	assert.Equal(t, "Blog", s.Page("/blog").Title)
	assert.Equal(t, []string{"/blog/2024/06/10/summer-update", "/blog/2024/04/20/interactive", "/blog/2024/03/02/faster-builds"}, permalinks(first.List.Items),
		"newest first; the unlisted and draft posts are not listed")
	assert.Equal(t, blog.List{Page: 1, Pages: 2, Total: 6, Older: "/blog/page/2"}, withoutItems(first.List))
	second := props(t, s, "/blog/page/2")
	assert.Equal(t, []string{"/blog/2024/01/15/hello-lantern", "/blog/first-steps", "/blog/2022/12/24/year-in-review"}, permalinks(second.List.Items))
	assert.Equal(t, blog.List{Page: 2, Pages: 2, Total: 6, Newer: "/blog"}, withoutItems(second.List))
	assert.Nil(t, s.Page("/blog/page/3"))

	all, _ := loadSite(t, fixture, blog.Options{PostsPerPage: blog.All, RouteBasePath: "news", PageBasePath: "p"}, false)
	assert.Len(t, props(t, all, "/news").List.Items, 6)
	assert.Nil(t, all.Page("/news/p/2"))
	assert.NotNil(t, all.Page("/news/2024/01/15/hello-lantern"))
}

func withoutItems(l *blog.List) blog.List {
	c := *l
	c.Items = nil
	return c
}

// A list shows each post up to its truncate marker, with "Read more"
// (HasTruncateMarker); a post without one is shown whole. A post whose body
// is a module is shown from its module, cut at the same place.
func TestListsShowSummaries(t *testing.T) {
	s, _ := loadSite(t, fixture, blog.Options{}, false)
	items := map[string]blog.ListItem{}
	for _, it := range props(t, s, "/blog").List.Items {
		items[it.Post.Permalink] = it
	}
	html := func(nodes []mdx.Node) string {
		var b strings.Builder
		for _, n := range nodes {
			b.WriteString(n.HTML)
		}
		return b.String()
	}

	hello := items["/blog/2024/01/15/hello-lantern"]
	assert.True(t, hello.Post.HasTruncateMarker)
	assert.Contains(t, html(hello.Body), "first post says why we built")
	assert.NotContains(t, html(hello.Body), "Why another tool", "nothing after <!-- truncate -->")

	builds := items["/blog/2024/03/02/faster-builds"]
	assert.True(t, builds.Post.HasTruncateMarker, "{/* truncate */} in MDX")
	assert.Equal(t, "<p>Lantern 1.2 builds a thousand notes in under a second, four times faster\nthan 1.1.</p>", html(builds.Body))
	assert.Nil(t, builds.Cut)

	summer := items["/blog/2024/06/10/summer-update"]
	assert.False(t, summer.Post.HasTruncateMarker)
	assert.Contains(t, html(summer.Body), "lists show all of it", "no marker: the whole post")

	mod := items["/blog/2024/04/20/interactive"]
	assert.True(t, mod.Post.HasTruncateMarker)
	assert.Nil(t, mod.Body, "a module post's body is its module's")
	require.NotNil(t, mod.Cut)
	assert.Equal(t, 1, *mod.Cut)
	assert.Equal(t, []string{"/blog/2024/04/20/interactive"}, s.Page("/blog").Embeds, "the list loads the module")
	assert.Empty(t, s.Page("/blog/tags/performance").Embeds)

	assert.Empty(t, items["/blog/first-steps"].Post.TOC, "lists carry no TOC")
}

func TestPostPages(t *testing.T) {
	s, _ := loadSite(t, fixture, blog.Options{}, false)
	p := s.Page("/blog/2024/03/02/faster-builds")
	post := props(t, s, p.Route).Post
	assert.Equal(t, "Lantern 1.2 builds a thousand notes in under a second.", post.Description)
	assert.Equal(t, "_blog", p.Sidebar)
	// Newer and older posts, among the listed ones (the unlisted post of
	// 2024-02-01 is skipped).
	assert.Equal(t, &docskit.NavLink{Label: "Numbers in posts", Href: "/blog/2024/04/20/interactive"}, p.Prev)
	assert.Equal(t, &docskit.NavLink{Label: "Hello, Lantern", Href: "/blog/2024/01/15/hello-lantern"}, p.Next)
	assert.Nil(t, s.Page("/blog/2024/06/10/summer-update").Prev, "the newest has no newer post")
	assert.Nil(t, s.Page("/blog/2022/12/24/year-in-review").Next, "the oldest has no older one")

	// toc_max_heading_level: 4 gives the post its own TOC.
	var ids []string
	for _, h := range post.TOC {
		ids = append(ids, h.ID)
	}
	assert.Equal(t, []string{"how-we-measured", "the-numbers", "by-step"}, ids)
	assert.True(t, p.HideTOC, "the post's TOC replaces the page's")
	assert.Greater(t, post.ReadingTime, 0.0)
	assert.False(t, s.Page("/blog/2024/01/15/hello-lantern").HideTOC)

	hidden := s.Page("/blog/2024/02/01/hidden-notes")
	assert.True(t, hidden.NoIndex, "an unlisted post is out of the sitemap")
	assert.True(t, props(t, s, hidden.Route).Post.Unlisted)
	assert.Nil(t, hidden.Prev)
	assert.Nil(t, hidden.Next)

	noRT, _ := loadSite(t, fixture, blog.Options{HideReadingTime: true, EditURL: "https://git.example/lantern/edit/main/blog/"}, false)
	post = props(t, noRT, "/blog/2024/03/02/faster-builds").Post
	assert.Zero(t, post.ReadingTime)
	assert.Equal(t, "https://git.example/lantern/edit/main/blog/2024-03-02-faster-builds/index.mdx", post.EditURL)
}

func TestAuthors(t *testing.T) {
	s, _ := loadSite(t, fixture, blog.Options{}, false)
	ada := blog.Author{Key: "ada", Name: "Ada Park", Title: "Maintainer of Lantern", URL: "https://lantern.example/ada", ImageURL: "/img/ada.svg",
		Email: "ada@lantern.example", Page: "/blog/authors/ada", Socials: map[string]string{"github": "https://github.com/adapark", "x": "https://x.com/ada_builds"}}
	grace := blog.Author{Key: "grace", Name: "Grace Ortiz", Title: "Release engineer", ImageURL: "https://lantern.example/grace.png"}
	tests := []struct {
		route string
		want  []blog.Author
	}{
		{"/blog/2024/01/15/hello-lantern", []blog.Author{ada}},
		{"/blog/2024/03/02/faster-builds", []blog.Author{ada, grace}},
		{"/blog/2022/12/24/year-in-review", []blog.Author{grace}},
		{"/blog/2024/06/10/summer-update", []blog.Author{{Name: "Sam Lee", Title: "Contributor", URL: "https://lantern.example/sam"}}},
		{"/blog/first-steps", []blog.Author{{Name: "Lin Chen", Title: "Early user"}}},
		{"/blog/2024/04/20/interactive", nil},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, props(t, s, tc.route).Post.Authors, tc.route)
	}
	// Authors with page: true get a page of their posts, and the list of them one.
	page := props(t, s, "/blog/authors/ada")
	require.NotNil(t, page.Author)
	assert.Equal(t, 2, page.Author.Count)
	assert.Equal(t, []string{"/blog/2024/03/02/faster-builds", "/blog/2024/01/15/hello-lantern"}, permalinks(page.List.Items))
	assert.Equal(t, "/blog/authors", page.AllAuthors)
	assert.Equal(t, "Ada Park", s.Page("/blog/authors/ada").Title)
	// The authors page lists every author of the map, with or without a page.
	list := props(t, s, "/blog/authors")
	assert.Equal(t, []blog.AuthorCount{{Author: ada, Count: 2}, {Author: grace, Count: 2}}, list.Authors)
	assert.Nil(t, s.Page("/blog/authors/grace"), "grace has no page of her own")
}

// Docusaurus (3.5+) makes the authors page whenever the authors map has an
// author, listing them all in the map's order; only authors with page:
// true (or page: {permalink}) get a page of their posts.
func TestAuthorsPages(t *testing.T) {
	post := &fstest.MapFile{Data: []byte("---\ntitle: A\nauthors: [kim, lee]\n---\nText.\n")}
	tests := []struct {
		name    string
		authors string // blog/authors.yml; "" is none
		list    []string
		pages   []string
	}{
		{"no authors map", "", nil, nil},
		{"an empty authors map", "# nobody yet\n", nil, nil},
		{"authors without pages (jest's)", "kim:\n  name: Kim\nlee:\n  name: Lee\n", []string{"kim 1", "lee 1"}, nil},
		{"one author with a page", "lee:\n  name: Lee\n  page: true\nkim:\n  name: Kim\nnobody:\n  name: Nobody\n", []string{"lee 1", "kim 1", "nobody 0"}, []string{"/blog/authors/lee"}},
		{"a page at a permalink", "kim:\n  name: Kim\n  page: {permalink: kim-k}\nlee:\n  name: Lee\n", []string{"kim 1", "lee 1"}, []string{"/blog/authors/kim-k"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{"docs/intro.md": &fstest.MapFile{Data: []byte("# Intro\n")}, "blog/2024-01-01-a.md": post}
			if tc.authors != "" {
				fsys["blog/authors.yml"] = &fstest.MapFile{Data: []byte(tc.authors)}
			}
			if tc.list == nil {
				fsys["blog/2024-01-01-a.md"] = &fstest.MapFile{Data: []byte("---\ntitle: A\nauthors: {name: Kim}\n---\nText.\n")}
			}
			s, _ := loadSite(t, fsys, blog.Options{}, false)
			var pages []string
			for _, pg := range s.Pages {
				if pg.Kind == blog.KindAuthor {
					pages = append(pages, pg.Route)
				}
			}
			assert.Equal(t, tc.pages, pages)
			if tc.list == nil {
				assert.Nil(t, s.Page("/blog/authors"))
				return
			}
			var list []string
			for _, a := range props(t, s, "/blog/authors").Authors {
				list = append(list, fmt.Sprintf("%s %d", a.Author.Key, a.Count))
			}
			assert.Equal(t, tc.list, list)
		})
	}
}

func TestTags(t *testing.T) {
	s, _ := loadSite(t, fixture, blog.Options{PostsPerPage: 3}, false)
	assert.Equal(t, []blog.Tag{
		{Label: "Performance", Permalink: "/blog/tags/performance"},
		{Label: "Releases", Permalink: "/blog/tags/releases", Description: "New versions of Lantern and what changed in them."},
	}, props(t, s, "/blog/2024/03/02/faster-builds").Post.Tags, "keys of tags.yml: its label and permalink, or the key capitalised")
	assert.Equal(t, []blog.Tag{{Label: "internal", Permalink: "/blog/tags/internal"}}, props(t, s, "/blog/2024/02/01/hidden-notes").Post.Tags,
		"a tag tags.yml does not define is used as written")

	var labels []string
	for _, tc := range props(t, s, "/blog/tags").Tags {
		labels = append(labels, tc.Tag.Label)
	}
	assert.Equal(t, []string{"Introductions", "Performance", "Releases"}, labels, "by label; the tag of an unlisted post only is not listed")

	rel := props(t, s, "/blog/tags/releases")
	assert.Equal(t, 4, rel.Tag.Count)
	assert.Equal(t, "/blog/tags", rel.AllTags)
	assert.Equal(t, `4 posts tagged with "Releases"`, s.Page("/blog/tags/releases").Title)
	assert.Equal(t, []string{"/blog/2024/06/10/summer-update", "/blog/2024/04/20/interactive", "/blog/2024/03/02/faster-builds"}, permalinks(rel.List.Items))
	assert.Equal(t, "/blog/tags/releases/page/2", rel.List.Older, "tag pages are paginated")
	assert.Equal(t, []string{"/blog/2024/01/15/hello-lantern"}, permalinks(props(t, s, "/blog/tags/releases/page/2").List.Items))

	internal := s.Page("/blog/tags/internal")
	require.NotNil(t, internal, "a tag of unlisted posts only has its page")
	assert.True(t, internal.NoIndex)
	assert.Equal(t, `One post tagged with "internal"`, internal.Title)
}

func TestInlineTagsCanFail(t *testing.T) {
	b, err := docskit.New(cfg, docskit.WithSource(fixture), docskit.WithPlugins(blog.New(blog.Options{OnInlineTags: "throw"})))
	require.NoError(t, err)
	_, err = b.LoadSite(context.Background())
	require.Error(t, err)
	assert.Contains(t, err.Error(), `blog/2024-02-01-hidden-notes.md:1: tag "internal" is not in blog/tags.yml`)
}

func TestSidebarAndArchive(t *testing.T) {
	s, _ := loadSite(t, fixture, blog.Options{}, false)
	sb := s.Sidebars["_blog"]
	require.NotNil(t, sb)
	var got []string
	for _, year := range sb.Items {
		got = append(got, "category "+year.Label)
		for _, it := range year.Items {
			got = append(got, "  "+it.Label+" "+it.Href)
		}
	}
	assert.Equal(t, []string{
		"category 2024",
		"  Summer update /blog/2024/06/10/summer-update",
		"  Numbers in posts /blog/2024/04/20/interactive",
		"  Faster builds /blog/2024/03/02/faster-builds",
		"  Hello, Lantern /blog/2024/01/15/hello-lantern",
		"category 2023",
		"  First steps /blog/first-steps",
	}, got, "the five newest listed posts, by year")
	assert.Equal(t, "Recent posts", props(t, s, "/blog").SidebarTitle)

	archive := props(t, s, "/blog/archive").Archive
	require.Len(t, archive, 3)
	assert.Equal(t, "2024", archive[0].Year)
	assert.Len(t, archive[0].Posts, 4)
	assert.Equal(t, blog.ArchivePost{Title: "A year of Lantern", Permalink: "/blog/2022/12/24/year-in-review", Date: "2022-12-24T00:00:00Z"}, archive[2].Posts[0])

	none, _ := loadSite(t, fixture, blog.Options{BlogSidebarCount: blog.None, NoArchive: true}, false)
	assert.NotContains(t, none.Sidebars, "_blog")
	assert.Empty(t, none.Page("/blog").Sidebar)
	assert.Nil(t, none.Page("/blog/archive"))
	all, _ := loadSite(t, fixture, blog.Options{BlogSidebarCount: blog.All}, false)
	assert.Len(t, all.Sidebars["_blog"].Items, 3, "every listed post: 2024, 2023 and 2022")
}

// Links between docs and posts resolve both ways, by route or by file.
func TestLinksBetweenDocsAndPosts(t *testing.T) {
	s, _ := loadSite(t, fixture, blog.Options{}, false)
	dests := func(route string) []string {
		var out []string
		for _, l := range s.Page(route).Doc.Links {
			out = append(out, l.Dest)
		}
		return out
	}
	assert.Equal(t, []string{"/blog/2024/01/15/hello-lantern", "/blog/2024/03/02/faster-builds#how-we-measured"}, dests("/docs/intro"))
	assert.Equal(t, []string{"/docs/intro", "/blog/2024/03/02/faster-builds"}, dests("/blog/2024/01/15/hello-lantern"))
}

func TestNoBlogFolder(t *testing.T) {
	s, bp := loadSite(t, fstest.MapFS{"docs/a.md": {Data: []byte("# A\n")}}, blog.Options{}, false)
	p := s.Page("/blog")
	require.NotNil(t, p, "an empty blog still has its page, so links to it hold")
	assert.Empty(t, props(t, s, "/blog").List.Items)
	assert.Empty(t, bp.InjectTags(&docskit.Context{Config: &cfg}, p).Head, "and no feeds")
}
