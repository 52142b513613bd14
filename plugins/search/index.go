package search

import (
	"slices"

	"docskit.dev/docskit"
)

// Section is one searchable part of a page: the text before the first h2
// (Anchor "") or an h2/h3 heading and the text up to the next h2/h3. Deeper
// headings stay inside their section's text.
type Section struct {
	Route     string // the page's route, "/docs/sdk/namespaces/push"
	PageTitle string
	Heading   string // heading text; "" for the page's lead section
	Anchor    string // the heading's id, as the MDX parser gives it; "" for the lead section
	Level     int    // 2 or 3; 0 for the lead section
	Text      string // plain text, code blocks left out
	// Description is the page's description, on its lead section only. It
	// is searched like a heading (it names what the page is about) and not
	// shown; it is not in the index files apart from its tokens.
	Description string
	// Weight multiplies the scores of the page's sections (Options.Weight);
	// 0 counts as 1.
	Weight float64
}

// URL is where a result for s links: the route, plus "#anchor" for a heading.
func (s Section) URL() string {
	if s.Anchor == "" {
		return s.Route
	}
	return s.Route + "#" + s.Anchor
}

// PageSections returns p's searchable sections from its parsed document:
// the lead section (before the first h2, with the page's description) and
// one per h2 and h3. A page without a body has one section, its title.
func PageSections(p *docskit.Page) []Section {
	secs := []Section{{Route: p.Route, PageTitle: p.Title}}
	if p.Doc != nil {
		secs = secs[:0]
		for _, ds := range p.Doc.Sections {
			sec := Section{Route: p.Route, PageTitle: p.Title, Text: ds.Text}
			if h := ds.Heading; h != nil {
				sec.Heading, sec.Anchor, sec.Level = h.Text, h.ID, h.Level
			}
			secs = append(secs, sec)
		}
	}
	secs[0].Description = p.Description
	return secs
}

// Index holds sections and their terms, ready for [Files]. Nothing in Go
// ranks them: the browser's engine (client/engine.ts) does, and the tests run
// it in Node (package searchtest).
type Index struct {
	Sections []Section
	// terms are the texts of the term ids in fields (it may hold terms no
	// section has: those of a dev server's earlier builds).
	terms []string
	// fields are the term ids of each section's fieldTitle, fieldHeading,
	// fieldText and fieldDescription, unique, in no order.
	fields [][4][]uint32
}

// NewIndex tokenizes the sections, adding the terms of syn (nil for none)
// to each field.
func NewIndex(sections []Section, syn *Synonyms) *Index {
	dict := newDictionary()
	tz := newTermizer(syn, dict)
	fields := make([][4][]uint32, len(sections))
	for i := range sections {
		fields[i] = sectionTerms(tz, &sections[i])
	}
	return &Index{Sections: sections, terms: dict.terms, fields: fields}
}

// sectionTerms returns the term ids of s's title, heading, text and description.
func sectionTerms(tz *termizer, s *Section) [4][]uint32 {
	return [4][]uint32{
		fieldTitle:       tz.terms(s.PageTitle),
		fieldHeading:     tz.terms(s.Heading),
		fieldText:        tz.terms(s.Text),
		fieldDescription: tz.terms(s.Description),
	}
}

// termSet returns the terms of field f of section i.
func (ix *Index) termSet(i, f int) termSet {
	s := make(termSet, len(ix.fields[i][f]))
	for k, id := range ix.fields[i][f] {
		s[k] = ix.terms[id]
	}
	slices.Sort(s)
	return s
}

// The fields of a section.
const (
	fieldTitle = iota
	fieldHeading
	fieldText
	fieldDescription
)

// termSet is a sorted set of token texts: a field's terms, as the index
// files list them.
type termSet []string

// tokenSet returns the sorted, unique token texts of toks.
func tokenSet(toks []Token) termSet {
	s := make([]string, len(toks))
	for i, t := range toks {
		s[i] = t.Text
	}
	slices.Sort(s)
	return slices.Compact(s)
}
