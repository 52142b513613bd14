package blog_test

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"strings"
	"testing"
	"time"

	"docskit.dev/docskit"
	"docskit.dev/docskit/docskittest"
	"docskit.dev/plugins/blog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rss and atom are what a feed reader reads of each format.
type rss struct {
	XMLName xml.Name `xml:"rss"`
	Channel struct {
		Title string `xml:"title"`
		// The channel's <link> and Atom's <atom:link rel="self">.
		Links []struct {
			XMLName xml.Name
			Href    string `xml:"href,attr"`
			Text    string `xml:",chardata"`
		} `xml:"link"`
		Description string `xml:"description"`
		Language    string `xml:"language"`
		Copyright   string `xml:"copyright"`
		Items       []struct {
			Title      string   `xml:"title"`
			Link       string   `xml:"link"`
			GUID       string   `xml:"guid"`
			PubDate    string   `xml:"pubDate"`
			Desc       string   `xml:"description"`
			Content    string   `xml:"http://purl.org/rss/1.0/modules/content/ encoded"`
			Authors    []string `xml:"author"`
			Categories []string `xml:"category"`
		} `xml:"item"`
	} `xml:"channel"`
}

type atom struct {
	XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"`
	ID      string   `xml:"id"`
	Title   string   `xml:"title"`
	Updated string   `xml:"updated"`
	Links   []struct {
		Rel  string `xml:"rel,attr"`
		Href string `xml:"href,attr"`
	} `xml:"link"`
	Entries []struct {
		ID      string `xml:"id"`
		Title   string `xml:"title"`
		Updated string `xml:"updated"`
		Link    struct {
			Href string `xml:"href,attr"`
		} `xml:"link"`
		Authors []struct {
			Name string `xml:"name"`
		} `xml:"author"`
		Categories []struct {
			Term string `xml:"term,attr"`
		} `xml:"category"`
		Content struct {
			Type string `xml:"type,attr"`
			Text string `xml:",chardata"`
		} `xml:"content"`
	} `xml:"entry"`
}

// buildFeeds loads the fixture and runs the post-build step.
func buildFeeds(t *testing.T, opts blog.Options) (*docskit.Site, *docskittest.Output) {
	t.Helper()
	s, bp := loadSite(t, fixture, opts, false)
	out := &docskittest.Output{}
	require.NoError(t, bp.PostBuild(&docskit.Context{Context: context.Background(), Config: &cfg}, s, out))
	return s, out
}

// route is the route of an absolute URL of the site, failing when it is not one of its pages.
func route(t *testing.T, s *docskit.Site, u string) string {
	t.Helper()
	path, ok := strings.CutPrefix(u, "https://lantern.example")
	require.True(t, ok, "%s is an absolute URL of the site", u)
	path, _, _ = strings.Cut(path, "#")
	require.NotNil(t, s.Page(path), "%s is a page of the site", u)
	return path
}

func TestFeeds(t *testing.T) {
	s, out := buildFeeds(t, blog.Options{Feed: blog.Feed{Copyright: "© Lantern authors"}})
	want := []string{"/blog/2024/06/10/summer-update", "/blog/2024/04/20/interactive", "/blog/2024/03/02/faster-builds",
		"/blog/2024/01/15/hello-lantern", "/blog/first-steps", "/blog/2022/12/24/year-in-review"}

	raw, ok := out.File("blog/rss.xml")
	require.True(t, ok, "rss.xml is written by default")
	var r rss
	require.NoError(t, xml.Unmarshal(raw, &r), "RSS is well-formed XML")
	assert.Equal(t, "Lantern Blog", r.Channel.Title)
	assert.Equal(t, "Lantern Blog", r.Channel.Description)
	require.Len(t, r.Channel.Links, 2)
	assert.Equal(t, "https://lantern.example/blog", r.Channel.Links[0].Text)
	assert.Equal(t, xml.Name{Space: "http://www.w3.org/2005/Atom", Local: "link"}, r.Channel.Links[1].XMLName)
	assert.Equal(t, "https://lantern.example/blog/rss.xml", r.Channel.Links[1].Href, "the feed names itself")
	assert.Equal(t, "© Lantern authors", r.Channel.Copyright)
	var got []string
	for _, it := range r.Channel.Items {
		got = append(got, route(t, s, it.Link))
		assert.Equal(t, it.Link, it.GUID)
		_, err := time.Parse(time.RFC1123Z, it.PubDate)
		assert.NoError(t, err, "pubDate is RFC 1123")
	}
	assert.Equal(t, want, got, "the listed posts, newest first: no draft, no unlisted post")
	summer := r.Channel.Items[0]
	assert.Contains(t, summer.Content, `<a href="https://lantern.example/docs/intro#install">introduction</a>`, "full content, links absolute")
	assert.Contains(t, summer.Content, "lists show all of it")
	builds := r.Channel.Items[2]
	assert.Contains(t, builds.Content, "How we measured", "the whole post, past its truncate marker")
	assert.Contains(t, builds.Content, `<code class="language-bash">`, "code blocks as HTML")
	assert.Contains(t, builds.Content, "lantern build --profile", "admonitions as HTML")
	assert.Equal(t, "Lantern 1.2 builds a thousand notes in under a second.", builds.Desc)
	assert.Equal(t, []string{"ada@lantern.example (Ada Park)"}, builds.Authors, "RSS names authors who have an email")
	assert.Equal(t, []string{"Performance", "Releases"}, builds.Categories)

	raw, ok = out.File("blog/atom.xml")
	require.True(t, ok, "atom.xml is written by default")
	var a atom
	require.NoError(t, xml.Unmarshal(raw, &a), "Atom is well-formed XML")
	assert.Equal(t, "https://lantern.example/blog/atom.xml", a.ID)
	assert.Equal(t, "2024-06-10T00:00:00Z", a.Updated, "as new as the newest post")
	for _, l := range a.Links {
		if l.Rel == "alternate" {
			assert.Equal(t, "/blog", route(t, s, l.Href))
		}
	}
	got = nil
	for _, e := range a.Entries {
		got = append(got, route(t, s, e.Link.Href))
		assert.Equal(t, "html", e.Content.Type)
		assert.NotEmpty(t, e.Content.Text)
	}
	assert.Equal(t, want, got)
	var names []string
	for _, au := range a.Entries[2].Authors {
		names = append(names, au.Name)
	}
	assert.Equal(t, []string{"Ada Park", "Grace Ortiz"}, names)
	assert.Equal(t, "Performance", a.Entries[2].Categories[0].Term)

	_, ok = out.File("blog/feed.json")
	assert.False(t, ok, "no JSON feed unless asked for")
}

func TestFeedOptions(t *testing.T) {
	_, out := buildFeeds(t, blog.Options{Feed: blog.Feed{Types: []string{"all"}, Limit: 2, Title: "Lantern news", Description: "What is new"}})
	var r rss
	raw, _ := out.File("blog/rss.xml")
	require.NoError(t, xml.Unmarshal(raw, &r))
	assert.Len(t, r.Channel.Items, 2, "Limit")
	assert.Equal(t, "Lantern news", r.Channel.Title)
	assert.Equal(t, "What is new", r.Channel.Description)
	raw, ok := out.File("blog/feed.json")
	require.True(t, ok, "all writes JSON too")
	var j struct {
		Version string `json:"version"`
		Items   []struct {
			URL         string `json:"url"`
			ContentHTML string `json:"content_html"`
		} `json:"items"`
	}
	require.NoError(t, json.Unmarshal(raw, &j))
	assert.Equal(t, "https://jsonfeed.org/version/1.1", j.Version)
	require.Len(t, j.Items, 2)
	assert.Equal(t, "https://lantern.example/blog/2024/06/10/summer-update", j.Items[0].URL)

	_, out = buildFeeds(t, blog.Options{Feed: blog.Feed{Disabled: true}})
	_, ok = out.File("blog/rss.xml")
	assert.False(t, ok, "type: null writes no feed")
}

func TestFeedLinksInEveryHead(t *testing.T) {
	s, bp := loadSite(t, fixture, blog.Options{}, false)
	ctx := &docskit.Context{Config: &docskit.Config{Title: "Lantern", BaseURL: "/site/"}}
	tags := bp.InjectTags(ctx, s.Page("/docs/intro")).Head
	require.Len(t, tags, 2)
	assert.Equal(t, map[string]string{"rel": "alternate", "type": "application/rss+xml", "href": "/site/blog/rss.xml", "title": "Lantern RSS Feed"}, tags[0].Attrs)
	assert.Equal(t, map[string]string{"rel": "alternate", "type": "application/atom+xml", "href": "/site/blog/atom.xml", "title": "Lantern Atom Feed"}, tags[1].Attrs)
	assert.Equal(t, []string{"/blog/rss.xml", "/blog/atom.xml"}, bp.FeedPaths(), "link targets for the link checker")
	assert.Equal(t, map[string][]string{"img-src": {"https://lantern.example"}}, bp.ContentSecurityPolicy(), "authors' pictures from other sites")

	// A post's page is an article, with its date, authors, tags, keywords and card.
	ctx.Config.URL = "https://lantern.example"
	var meta []string
	for _, tag := range bp.InjectTags(ctx, s.Page("/blog/2024/03/02/faster-builds")).Head {
		if tag.Name == "meta" {
			meta = append(meta, tag.Attrs["property"]+tag.Attrs["name"]+"="+tag.Attrs["content"])
		}
	}
	assert.Equal(t, []string{"og:type=article", "article:published_time=2024-03-02T00:00:00Z", "article:author=https://lantern.example/ada",
		"article:tag=Performance", "article:tag=Releases", "keywords=builds,speed",
		"og:image=https://lantern.example/site/img/ada.svg", "twitter:image=https://lantern.example/site/img/ada.svg"}, meta)
	for _, tag := range bp.InjectTags(ctx, s.Page("/blog")).Head {
		assert.Equal(t, "link", tag.Name, "a list page is no article")
	}
}
