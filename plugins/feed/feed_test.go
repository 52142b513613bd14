package feed_test

import (
	"context"
	"encoding/xml"
	"fmt"
	"strings"
	"testing"
	"time"

	"docskit.dev/docskit"
	"docskit.dev/docskit/docskittest"
	"docskit.dev/docskit/mdx"
	"docskit.dev/plugins/feed"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// atom is what a feed reader needs from an Atom document.
type atom struct {
	XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"`
	ID      string   `xml:"id"`
	Title   string   `xml:"title"`
	Updated string   `xml:"updated"`
	Links   []link   `xml:"link"`
	Author  struct {
		Name string `xml:"name"`
	} `xml:"author"`
	Entries []struct {
		ID      string `xml:"id"`
		Title   string `xml:"title"`
		Updated string `xml:"updated"`
		Link    link   `xml:"link"`
		Summary string `xml:"summary"`
	} `xml:"entry"`
}

type link struct {
	Rel  string `xml:"rel,attr"`
	Href string `xml:"href,attr"`
}

// page is a page as the builder gives it to plugins, from its source file:
// front matter split off, body parsed.
func page(route, title, src string) *docskit.Page {
	file := "docs" + strings.TrimPrefix(route, "/docs") + ".mdx"
	fm, body, line, d := mdx.SplitFrontMatter(file, []byte(src))
	if d != nil {
		panic(d)
	}
	doc, ds := mdx.NewParser([]string{"X"}).Parse(body, mdx.Options{File: file, LineOffset: line})
	if len(ds) > 0 {
		panic(ds)
	}
	return &docskit.Page{Route: route, Title: title, Source: file, FrontMatter: fm, Body: body, BodyLine: line, Doc: doc}
}

func release(route, title, day, version, body string) *docskit.Page {
	fm := fmt.Sprintf("---\ntitle: %q\nversion: %s\n", title, version)
	if day != "" {
		fm += "date: " + day + "\n" // YAML decodes an unquoted date as time.Time
	}
	return page(route, title, fm+"---\n\n"+body)
}

func pages() []*docskit.Page {
	return []*docskit.Page{
		{Route: "/", Title: "누리"},
		page("/docs/releases/sdk/intro", "SDK 릴리스 노트", "---\ntitle: SDK 릴리스 노트\n---\n소개 문단입니다.\n"),
		release("/docs/releases/sdk/release-v-1-0-0", "SDK v1.0.0", "2024-01-10", "1.0.0", "첫 릴리스입니다.\n\n## 변경\n\n- 하나\n"),
		release("/docs/releases/sdk/release-v-1-6-10", "SDK v1.6.10", "2025-03-02", "1.6.10", "`nuri.push.getToken()`이\n[문서](/docs/guide/push)와 **같이** 동작합니다.\n\n둘째 문단.\n"),
		release("/docs/releases/sdk/release-v-1-6-9", "SDK v1.6.9 <beta> & \"more\"", "2025-03-02", "1.6.9", "import X from '@theme/X';\n\n같은 날 나온 이전 패치입니다.\n"),
		release("/docs/releases/ios/release-v-1-1-0", "iOS v1.1.0", "2024-06-01", "1.1.0", "iOS 릴리스입니다.\n"),
	}
}

var opts = feed.Options{Feeds: []feed.Feed{
	{Title: "SDK 릴리스", Prefix: "/docs/releases/sdk/", Path: "releases/sdk.xml", Page: "/docs/releases/sdk/intro"},
	{Title: "모든 릴리스", Prefix: "/docs/releases/", Path: "releases/all.xml"},
}}

var cfg = &docskit.Config{Title: "누리 개발자 문서", URL: "https://docs.nuri.example/", BaseURL: "/"}

// build runs the post-build step into a fresh folder and parses every feed.
func build(t *testing.T, ps []*docskit.Page) map[string]atom {
	t.Helper()
	out := &docskittest.Output{}
	p := feed.New(opts)
	require.NoError(t, p.Validate())
	err := p.PostBuild(&docskit.Context{Context: context.Background(), Config: cfg}, &docskit.Site{Config: cfg, Pages: ps}, out)
	require.NoError(t, err)
	got := map[string]atom{}
	for _, f := range opts.Feeds {
		b, ok := out.File(f.Path)
		require.True(t, ok, f.Path)
		require.True(t, strings.HasPrefix(string(b), `<?xml version="1.0" encoding="UTF-8"?>`), f.Path)
		var a atom
		require.NoError(t, xml.Unmarshal(b, &a), "%s is well-formed Atom", f.Path)
		got[f.Path] = a
	}
	return got
}

func TestFeedsAreAtomNewestFirst(t *testing.T) {
	feeds := build(t, pages())

	sdk := feeds["releases/sdk.xml"]
	assert.Equal(t, "https://docs.nuri.example/releases/sdk.xml", sdk.ID)
	assert.Equal(t, "SDK 릴리스", sdk.Title)
	assert.Equal(t, "2025-03-02T00:00:00Z", sdk.Updated, "the feed is as new as its newest entry")
	assert.Equal(t, "누리 개발자 문서", sdk.Author.Name)
	assert.Equal(t, []link{
		{Rel: "self", Href: "https://docs.nuri.example/releases/sdk.xml"},
		{Rel: "alternate", Href: "https://docs.nuri.example/docs/releases/sdk/intro"},
	}, sdk.Links)

	var titles []string
	for _, e := range sdk.Entries {
		titles = append(titles, e.Title)
		_, err := time.Parse(time.RFC3339, e.Updated)
		assert.NoError(t, err, "%s: updated is RFC 3339", e.Title)
		assert.Equal(t, e.ID, e.Link.Href, "the id is the page's absolute URL")
		assert.Equal(t, "alternate", e.Link.Rel)
		assert.NotEmpty(t, e.Summary)
	}
	assert.Equal(t, []string{"SDK v1.6.10", `SDK v1.6.9 <beta> & "more"`, "SDK v1.0.0"}, titles,
		"newest first; on the same day the higher version first; the intro page (no date, no version) is not an entry")

	e := sdk.Entries[0]
	assert.Equal(t, "https://docs.nuri.example/docs/releases/sdk/release-v-1-6-10", e.ID)
	assert.Equal(t, "2025-03-02T00:00:00Z", e.Updated)
	assert.Equal(t, "nuri.push.getToken()이 문서와 같이 동작합니다.", e.Summary, "the first paragraph as plain text")
	assert.Equal(t, "같은 날 나온 이전 패치입니다.", sdk.Entries[1].Summary, "MDX imports are not the first paragraph")

	all := feeds["releases/all.xml"]
	require.Len(t, all.Entries, 4)
	assert.Equal(t, "iOS v1.1.0", all.Entries[2].Title, "lists are merged by date")
	assert.Equal(t, []link{
		{Rel: "self", Href: "https://docs.nuri.example/releases/all.xml"},
		{Rel: "alternate", Href: "https://docs.nuri.example/docs/releases"},
	}, all.Links, "without Page the alternate link is the prefix")
}

func TestTitlesAreEscaped(t *testing.T) {
	out := &docskittest.Output{}
	require.NoError(t, feed.New(opts).PostBuild(&docskit.Context{Context: context.Background(), Config: cfg}, &docskit.Site{Config: cfg, Pages: pages()}, out))
	raw, ok := out.File("releases/sdk.xml")
	require.True(t, ok)
	assert.Contains(t, string(raw), `SDK v1.6.9 &lt;beta&gt; &amp; &#34;more&#34;</title>`)
	assert.NotContains(t, string(raw), "<beta>")
}

func TestIDsAreStableAcrossBuilds(t *testing.T) {
	first := build(t, pages())
	// A second build that loads the pages in another order.
	ps := pages()
	for i, j := 0, len(ps)-1; i < j; i, j = i+1, j-1 {
		ps[i], ps[j] = ps[j], ps[i]
	}
	second := build(t, ps)
	for path, a := range first {
		b := second[path]
		assert.Equal(t, a.ID, b.ID, path)
		require.Equal(t, len(a.Entries), len(b.Entries), path)
		for i := range a.Entries {
			assert.Equal(t, a.Entries[i].ID, b.Entries[i].ID, "%s entry %d", path, i)
			assert.Equal(t, a.Entries[i].Updated, b.Entries[i].Updated, "%s entry %d", path, i)
		}
	}
}

func TestReleaseWithoutADateFailsWithItsFile(t *testing.T) {
	ps := pages()
	ps = append(ps,
		release("/docs/releases/sdk/release-v-1-9-0", "SDK v1.9.0", "", "1.9.0", "곧 나옵니다.\n"),
		page("/docs/releases/ios/release-v-2-0-0", "iOS v2.0.0", "---\ntitle: iOS v2.0.0\nversion: 2.0.0\ndate: next week\n---\n\n본문\n"))
	err := feed.New(opts).PostBuild(&docskit.Context{Context: context.Background(), Config: cfg}, &docskit.Site{Config: cfg, Pages: ps}, &docskittest.Output{})
	require.Error(t, err)
	msg := err.Error()
	assert.Contains(t, msg, "docs/releases/sdk/release-v-1-9-0.mdx:1: ")
	assert.Contains(t, msg, `has version "1.9.0" but no date`)
	assert.Contains(t, msg, "docs/releases/ios/release-v-2-0-0.mdx:4: ", "a bad date is reported on its line")
	assert.Contains(t, msg, `date "next week" is not a date`)
	assert.Equal(t, 1, strings.Count(msg, "release-v-1-9-0.mdx"), "a page in two feeds is reported once")
}

func TestLinksInHead(t *testing.T) {
	p := feed.New(opts)
	ctx := &docskit.Context{Context: context.Background(), Config: &docskit.Config{BaseURL: "/site/"}}
	hrefs := func(route string) []string {
		var out []string
		for _, tag := range p.InjectTags(ctx, &docskit.Page{Route: route}).Head {
			assert.Equal(t, "link", tag.Name)
			assert.Equal(t, "alternate", tag.Attrs["rel"])
			assert.Equal(t, "application/atom+xml", tag.Attrs["type"])
			assert.NotEmpty(t, tag.Attrs["title"])
			out = append(out, tag.Attrs["href"])
		}
		return out
	}
	assert.Equal(t, []string{"/site/releases/sdk.xml", "/site/releases/all.xml"}, hrefs("/"))
	assert.Equal(t, []string{"/site/releases/sdk.xml", "/site/releases/all.xml"}, hrefs("/docs/releases/sdk/release-v-1-0-0"))
	assert.Equal(t, []string{"/site/releases/all.xml"}, hrefs("/docs/releases/ios/release-v-1-1-0"))
	assert.Empty(t, hrefs("/docs/guide/intro"))
}

func TestValidate(t *testing.T) {
	ok := feed.Feed{Title: "SDK", Prefix: "/docs/releases/sdk/", Path: "releases/sdk.xml"}
	tests := []struct {
		name string
		mod  func(f *feed.Feed)
		want string
	}{
		{"no title", func(f *feed.Feed) { f.Title = " " }, "Feeds[1].Title is empty"},
		{"prefix without slash", func(f *feed.Feed) { f.Prefix = "/docs/releases/sdk" }, `Feeds[1].Prefix "/docs/releases/sdk" must start and end with /`},
		{"absolute path", func(f *feed.Feed) { f.Path = "/releases/sdk.xml" }, `Feeds[1].Path "/releases/sdk.xml" must be a clean relative file path`},
		{"path leaves the output", func(f *feed.Feed) { f.Path = "../sdk.xml" }, `Feeds[1].Path "../sdk.xml" must be a clean relative`},
		{"not xml", func(f *feed.Feed) { f.Path = "releases/sdk.atom" }, `Feeds[1].Path "releases/sdk.atom" must end in .xml`},
		{"page not a route", func(f *feed.Feed) { f.Page = "intro" }, `Feeds[1].Page "intro" must be a route`},
		{"same path twice", func(f *feed.Feed) { f.Path = "releases/all.xml" }, `Feeds[1].Path "releases/all.xml" is also the path of Feeds[0]`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			bad := ok
			tc.mod(&bad)
			err := feed.New(feed.Options{Feeds: []feed.Feed{{Title: "all", Prefix: "/docs/releases/", Path: "releases/all.xml"}, bad}}).Validate()
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	err := feed.New(feed.Options{}).Validate()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Options.Feeds is empty")
	assert.NoError(t, feed.New(feed.Options{Feeds: []feed.Feed{ok}}).Validate())
}

func TestAFeedWithoutReleasesIsAnError(t *testing.T) {
	_, err := feed.Render(feed.Site{Title: "x", URLs: (&docskit.Config{URL: "https://x.example"}).URLs()}, feed.Feed{Title: "t", Prefix: "/docs/relases/", Path: "r.xml"}, nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no release pages")
	assert.Contains(t, err.Error(), "/docs/relases/", "names the prefix, which is likely misspelt")
}

func TestPaths(t *testing.T) {
	assert.Equal(t, []string{"/releases/sdk.xml", "/releases/all.xml"}, opts.Paths())
}
