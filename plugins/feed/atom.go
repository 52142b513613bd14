package feed

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
)

// Site is what a feed needs to know about the site.
type Site struct {
	// Title names the feed's author (the site).
	Title string
	// URLs makes the feed's absolute URLs: the production origin, the base
	// URL and the trailing slash (docskit.Config.URLs).
	URLs docskit.URLs
}

// Entry is one release page of a feed.
type Entry struct {
	Title   string
	Route   string
	Date    time.Time
	Version string
	// Summary is the first paragraph of the body as plain text (the
	// description when the body has no paragraph).
	Summary string
}

// Collect returns the release pages under prefix, newest first: the pages
// whose front matter has a `date` or a `version`. A release page whose date
// is missing or unreadable is a diagnostic at its front matter key's line.
// An entry's summary is the page's first paragraph (Page.Doc), or its
// description.
func Collect(pages []*docskit.Page, prefix string) ([]Entry, diag.List) {
	var out []Entry
	var ds diag.List
	for _, pg := range pages {
		if !strings.HasPrefix(pg.Route, prefix) {
			continue
		}
		rawDate, dateLine, hasDate := pg.FrontMatterValue("date")
		rawVersion, _, hasVersion := pg.FrontMatterValue("version")
		if !hasDate && !hasVersion {
			continue // an intro or overview page of the list
		}
		version := ""
		if hasVersion {
			version = fmt.Sprint(rawVersion)
		}
		if !hasDate {
			ds = append(ds, diag.Diagnostic{Plugin: "feed", Pos: diag.Pos{File: pg.Source, Line: 1},
				Msg:  fmt.Sprintf("release page %s has version %q but no date in its front matter", pg.Route, version),
				Hint: "add date: YYYY-MM-DD (the release day)"})
			continue
		}
		date, err := parseDate(rawDate)
		if err != nil {
			ds = append(ds, diag.Diagnostic{Plugin: "feed", Pos: diag.Pos{File: pg.Source, Line: dateLine},
				Msg: fmt.Sprintf("release page %s: %v", pg.Route, err), Hint: "write the date as YYYY-MM-DD"})
			continue
		}
		summary := ""
		if pg.Doc != nil {
			summary = pg.Doc.FirstParagraph
		}
		if summary == "" {
			summary = pg.Description
		}
		out = append(out, Entry{Title: pg.Title, Route: pg.Route, Date: date, Version: version, Summary: summary})
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if !a.Date.Equal(b.Date) {
			return a.Date.After(b.Date)
		}
		if c := compareVersions(a.Version, b.Version); c != 0 {
			return c > 0
		}
		return a.Route < b.Route
	})
	return out, ds
}

func parseDate(v any) (time.Time, error) {
	switch d := v.(type) {
	case time.Time:
		return d.UTC(), nil
	case string:
		if t, err := time.Parse("2006-01-02", d); err == nil {
			return t, nil
		}
		if t, err := time.Parse(time.RFC3339, d); err == nil {
			return t.UTC(), nil
		}
		return time.Time{}, fmt.Errorf("date %q is not a date", d)
	}
	return time.Time{}, fmt.Errorf("date %v is not a date", v)
}

// compareVersions orders dotted numeric versions ("1.6.11" > "1.6.2").
func compareVersions(a, b string) int {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(pa) || i < len(pb); i++ {
		var x, y int
		if i < len(pa) {
			x, _ = strconv.Atoi(pa[i])
		}
		if i < len(pb) {
			y, _ = strconv.Atoi(pb[i])
		}
		if x != y {
			if x > y {
				return 1
			}
			return -1
		}
	}
	return strings.Compare(a, b)
}

type atomFeed struct {
	XMLName   xml.Name    `xml:"http://www.w3.org/2005/Atom feed"`
	ID        string      `xml:"id"`
	Title     string      `xml:"title"`
	Updated   string      `xml:"updated"`
	Links     []atomLink  `xml:"link"`
	Author    atomPerson  `xml:"author"`
	Generator string      `xml:"generator"`
	Entries   []atomEntry `xml:"entry"`
}

type atomLink struct {
	Rel  string `xml:"rel,attr"`
	Type string `xml:"type,attr,omitempty"`
	Href string `xml:"href,attr"`
}

type atomPerson struct {
	Name string `xml:"name"`
	URI  string `xml:"uri,omitempty"`
}

type atomText struct {
	Type string `xml:"type,attr"`
	Text string `xml:",chardata"`
}

type atomEntry struct {
	ID        string   `xml:"id"`
	Title     atomText `xml:"title"`
	Updated   string   `xml:"updated"`
	Published string   `xml:"published"`
	Link      atomLink `xml:"link"`
	Summary   atomText `xml:"summary"`
}

// Render returns the Atom document of f with entries (already newest
// first). Ids are the pages' absolute URLs, so they stay the same from one
// build to the next; the feed's updated time is its newest entry's date.
func Render(site Site, f Feed, entries []Entry) ([]byte, error) {
	u := site.URLs
	if u.Origin() == "" {
		return nil, fmt.Errorf("feed %s: the site URL (Config.URL) is empty", f.Path)
	}
	if len(entries) == 0 {
		return nil, fmt.Errorf("feed %s: no release pages (with a date in their front matter) under %s", f.Path, f.Prefix)
	}
	page := f.Page
	if page == "" {
		page = strings.TrimSuffix(f.Prefix, "/")
	}
	doc := atomFeed{
		ID:      u.AbsFile(f.Path),
		Title:   f.Title,
		Updated: entries[0].Date.UTC().Format(time.RFC3339),
		Links: []atomLink{
			{Rel: "self", Type: "application/atom+xml", Href: u.AbsFile(f.Path)},
			{Rel: "alternate", Type: "text/html", Href: u.AbsPage(page)},
		},
		Author:    atomPerson{Name: site.Title, URI: u.AbsPage("/")},
		Generator: "docskit",
	}
	for _, e := range entries {
		date := e.Date.UTC().Format(time.RFC3339)
		ae := atomEntry{
			ID:        u.AbsPage(e.Route),
			Title:     atomText{Type: "text", Text: e.Title},
			Updated:   date,
			Published: date,
			Link:      atomLink{Rel: "alternate", Type: "text/html", Href: u.AbsPage(e.Route)},
			Summary:   atomText{Type: "text", Text: e.Summary},
		}
		doc.Entries = append(doc.Entries, ae)
	}
	var b bytes.Buffer
	b.WriteString(xml.Header)
	enc := xml.NewEncoder(&b)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return nil, fmt.Errorf("feed %s: %w", f.Path, err)
	}
	b.WriteByte('\n')
	return b.Bytes(), nil
}
