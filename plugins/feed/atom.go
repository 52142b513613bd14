package feed

import (
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

// Render returns the Atom document of the release feed f with entries
// (already newest first). Ids are the pages' absolute URLs, so they stay the
// same from one build to the next; the feed's updated time is its newest
// entry's date.
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
	d := Document{Title: f.Title, Self: u.AbsFile(f.Path), Page: u.AbsPage(page), Author: site.Title, AuthorURI: u.AbsPage("/"), Updated: entries[0].Date}
	for _, e := range entries {
		d.Items = append(d.Items, Item{ID: u.AbsPage(e.Route), Title: e.Title, Link: u.AbsPage(e.Route), Date: e.Date, Summary: e.Summary})
	}
	b, err := Atom(d)
	if err != nil {
		return nil, fmt.Errorf("feed %s: %w", f.Path, err)
	}
	return b, nil
}
