package feed

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"time"
)

// Document is a feed as the writers take it: what Atom, RSS 2.0 and JSON
// Feed have in common. The release feeds of this plugin and the blog's
// feeds (plugins/blog) are written from it. URLs are absolute.
type Document struct {
	Title       string
	Description string
	// Self is the feed's own URL, which is also its id; Page the URL of
	// the HTML page it mirrors.
	Self, Page string
	// Author names the feed's author (the site) and AuthorURI its page.
	Author, AuthorURI string
	Language          string
	Copyright         string
	// Icon is the URL of the site's icon.
	Icon string
	// Updated is when the feed last changed: its newest item's date.
	Updated time.Time
	Items   []Item
}

// Item is an entry of a feed.
type Item struct {
	// ID is the item's stable id: its page's absolute URL.
	ID    string
	Title string
	// Link is the URL of the item's page.
	Link string
	Date time.Time
	// Summary is plain text; Content the item's full HTML (optional).
	Summary string
	Content string
	Authors []Person
	// Categories are the item's tags.
	Categories []Category
}

// Person is an author of an item.
type Person struct {
	Name, Email, URI string
}

// Category is a tag of an item: its label and the URL of its page.
type Category struct {
	Label, URL string
}

type atomFeed struct {
	XMLName   xml.Name    `xml:"http://www.w3.org/2005/Atom feed"`
	ID        string      `xml:"id"`
	Title     string      `xml:"title"`
	Subtitle  string      `xml:"subtitle,omitempty"`
	Updated   string      `xml:"updated"`
	Links     []atomLink  `xml:"link"`
	Author    atomPerson  `xml:"author"`
	Generator string      `xml:"generator"`
	Icon      string      `xml:"icon,omitempty"`
	Rights    string      `xml:"rights,omitempty"`
	Entries   []atomEntry `xml:"entry"`
}

type atomLink struct {
	Rel  string `xml:"rel,attr"`
	Type string `xml:"type,attr,omitempty"`
	Href string `xml:"href,attr"`
}

type atomPerson struct {
	Name  string `xml:"name"`
	Email string `xml:"email,omitempty"`
	URI   string `xml:"uri,omitempty"`
}

type atomText struct {
	Type string `xml:"type,attr"`
	Text string `xml:",chardata"`
}

type atomCategory struct {
	Term   string `xml:"term,attr"`
	Label  string `xml:"label,attr,omitempty"`
	Scheme string `xml:"scheme,attr,omitempty"`
}

type atomEntry struct {
	ID         string         `xml:"id"`
	Title      atomText       `xml:"title"`
	Updated    string         `xml:"updated"`
	Published  string         `xml:"published"`
	Link       atomLink       `xml:"link"`
	Authors    []atomPerson   `xml:"author"`
	Categories []atomCategory `xml:"category"`
	Summary    *atomText      `xml:"summary"`
	Content    *atomText      `xml:"content"`
}

// Atom writes d as an Atom 1.0 document.
func Atom(d Document) ([]byte, error) {
	doc := atomFeed{
		ID:      d.Self,
		Title:   d.Title,
		Updated: d.Updated.UTC().Format(time.RFC3339),
		Links: []atomLink{
			{Rel: "self", Type: "application/atom+xml", Href: d.Self},
			{Rel: "alternate", Type: "text/html", Href: d.Page},
		},
		Author:    atomPerson{Name: d.Author, URI: d.AuthorURI},
		Generator: "docskit",
		Subtitle:  d.Description,
		Icon:      d.Icon,
		Rights:    d.Copyright,
	}
	for _, it := range d.Items {
		date := it.Date.UTC().Format(time.RFC3339)
		e := atomEntry{
			ID:        it.ID,
			Title:     atomText{Type: "text", Text: it.Title},
			Updated:   date,
			Published: date,
			Link:      atomLink{Rel: "alternate", Type: "text/html", Href: it.Link},
		}
		if it.Summary != "" || it.Content == "" {
			e.Summary = &atomText{Type: "text", Text: it.Summary}
		}
		if it.Content != "" {
			e.Content = &atomText{Type: "html", Text: it.Content}
		}
		for _, a := range it.Authors {
			e.Authors = append(e.Authors, atomPerson(a))
		}
		for _, c := range it.Categories {
			e.Categories = append(e.Categories, atomCategory{Term: c.Label, Label: c.Label, Scheme: c.URL})
		}
		doc.Entries = append(doc.Entries, e)
	}
	return encodeXML(doc)
}

type rss struct {
	XMLName xml.Name   `xml:"rss"`
	Version string     `xml:"version,attr"`
	Content string     `xml:"xmlns:content,attr"`
	AtomNS  string     `xml:"xmlns:atom,attr"`
	Channel rssChannel `xml:"channel"`
}

type rssChannel struct {
	Title         string    `xml:"title"`
	Link          string    `xml:"link"`
	Description   string    `xml:"description"`
	LastBuildDate string    `xml:"lastBuildDate"`
	Docs          string    `xml:"docs"`
	Generator     string    `xml:"generator"`
	Language      string    `xml:"language,omitempty"`
	Copyright     string    `xml:"copyright,omitempty"`
	Self          rssAtom   `xml:"atom:link"`
	Items         []rssItem `xml:"item"`
}

type rssAtom struct {
	Href string `xml:"href,attr"`
	Rel  string `xml:"rel,attr"`
	Type string `xml:"type,attr"`
}

type rssGUID struct {
	IsPermaLink string `xml:"isPermaLink,attr"`
	Value       string `xml:",chardata"`
}

type rssItem struct {
	Title       string        `xml:"title"`
	Link        string        `xml:"link"`
	GUID        rssGUID       `xml:"guid"`
	PubDate     string        `xml:"pubDate"`
	Description string        `xml:"description,omitempty"`
	Content     string        `xml:"content:encoded,omitempty"`
	Authors     []string      `xml:"author"`
	Categories  []rssCategory `xml:"category"`
}

type rssCategory struct {
	Domain string `xml:"domain,attr,omitempty"`
	Name   string `xml:",chardata"`
}

// RSS writes d as an RSS 2.0 document, the full content of each item in
// content:encoded. RSS names an item's author by email only: an author
// without one is left out, as Docusaurus does.
func RSS(d Document) ([]byte, error) {
	doc := rss{Version: "2.0", Content: "http://purl.org/rss/1.0/modules/content/", AtomNS: "http://www.w3.org/2005/Atom", Channel: rssChannel{
		Title:         d.Title,
		Link:          d.Page,
		Description:   d.Description,
		LastBuildDate: d.Updated.UTC().Format(time.RFC1123Z),
		Docs:          "https://validator.w3.org/feed/docs/rss2.html",
		Generator:     "docskit",
		Language:      d.Language,
		Copyright:     d.Copyright,
		Self:          rssAtom{Href: d.Self, Rel: "self", Type: "application/rss+xml"},
	}}
	if doc.Channel.Description == "" {
		doc.Channel.Description = d.Title // RSS requires one
	}
	for _, it := range d.Items {
		ri := rssItem{Title: it.Title, Link: it.Link, GUID: rssGUID{IsPermaLink: "false", Value: it.ID},
			PubDate: it.Date.UTC().Format(time.RFC1123Z), Description: it.Summary, Content: it.Content}
		for _, a := range it.Authors {
			if a.Email != "" {
				ri.Authors = append(ri.Authors, fmt.Sprintf("%s (%s)", a.Email, a.Name))
			}
		}
		for _, c := range it.Categories {
			ri.Categories = append(ri.Categories, rssCategory{Domain: c.URL, Name: c.Label})
		}
		doc.Channel.Items = append(doc.Channel.Items, ri)
	}
	return encodeXML(doc)
}

func encodeXML(doc any) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(xml.Header)
	enc := xml.NewEncoder(&b)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	b.WriteByte('\n')
	return b.Bytes(), nil
}

type jsonFeed struct {
	Version     string         `json:"version"`
	Title       string         `json:"title"`
	HomePageURL string         `json:"home_page_url"`
	FeedURL     string         `json:"feed_url"`
	Description string         `json:"description,omitempty"`
	Icon        string         `json:"icon,omitempty"`
	Language    string         `json:"language,omitempty"`
	Items       []jsonFeedItem `json:"items"`
}

type jsonFeedItem struct {
	ID            string           `json:"id"`
	URL           string           `json:"url"`
	Title         string           `json:"title"`
	ContentHTML   string           `json:"content_html,omitempty"`
	Summary       string           `json:"summary,omitempty"`
	DatePublished string           `json:"date_published"`
	Authors       []jsonFeedAuthor `json:"authors,omitempty"`
	Tags          []string         `json:"tags,omitempty"`
}

type jsonFeedAuthor struct {
	Name string `json:"name,omitempty"`
	URL  string `json:"url,omitempty"`
}

// JSONFeed writes d as a JSON Feed 1.1 document.
func JSONFeed(d Document) ([]byte, error) {
	doc := jsonFeed{Version: "https://jsonfeed.org/version/1.1", Title: d.Title, HomePageURL: d.Page, FeedURL: d.Self,
		Description: d.Description, Icon: d.Icon, Language: d.Language, Items: []jsonFeedItem{}}
	for _, it := range d.Items {
		ji := jsonFeedItem{ID: it.ID, URL: it.Link, Title: it.Title, ContentHTML: it.Content, Summary: it.Summary,
			DatePublished: it.Date.UTC().Format(time.RFC3339)}
		for _, a := range it.Authors {
			ji.Authors = append(ji.Authors, jsonFeedAuthor{Name: a.Name, URL: a.URI})
		}
		for _, c := range it.Categories {
			ji.Tags = append(ji.Tags, c.Label)
		}
		doc.Items = append(doc.Items, ji)
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}
