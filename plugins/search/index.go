package search

import (
	"cmp"
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

// Index holds sections and their token sets, ready for [Search].
type Index struct {
	Sections []Section
	fields   [][4]termSet // fieldTitle, fieldHeading, fieldText, fieldDescription of each section
}

// NewIndex tokenizes the sections.
func NewIndex(sections []Section) *Index {
	return &Index{Sections: sections, fields: tokenizeSections(sections)}
}

// tokenizeSections returns the token sets of each section's title, heading
// and text.
func tokenizeSections(sections []Section) [][4]termSet {
	fields := make([][4]termSet, len(sections))
	for i, s := range sections {
		fields[i] = [4]termSet{
			fieldTitle:       tokenSet(Tokenize(s.PageTitle)),
			fieldHeading:     tokenSet(Tokenize(s.Heading)),
			fieldText:        tokenSet(Tokenize(s.Text)),
			fieldDescription: tokenSet(Tokenize(s.Description)),
		}
	}
	return fields
}

// The fields of a section.
const (
	fieldTitle = iota
	fieldHeading
	fieldText
	fieldDescription
)

// Result is one search hit.
type Result struct {
	Section Section
	URL     string // Section.URL()
	Score   float64
}

// Field weights: a hit in the page title counts most in the page's lead
// section (which stands for the whole page); in the page's other sections the
// title only adds context, so that a query naming the page and a term of one
// of its sections finds that section.
const (
	weightTitleLead   = 10
	weightTitle       = 2
	weightHeading     = 5
	weightDescription = 2
	weightText        = 1
)

// Search returns the sections that match the words of query, best first:
// title hits above heading hits above body hits (see matchWord for how one
// word matches; the last word also matches as a prefix unless the query ends
// after it, in a space or punctuation), and its page's weight multiplies
// the score (see Section.Weight). A section must match every word;
// with three words or more it may miss one, at half its score. Two query
// words that stand next to each other in the section (their [SpaceBigram] is
// there) add half the weight of the field they are in. Ties keep index
// order. The browser's scorer (client/engine.ts) is a port of this function.
func Search(ix *Index, query string) []Result {
	words := Words(query)
	if len(words) == 0 {
		return nil
	}
	qws := make([]queryWord, len(words))
	for k, w := range words {
		qws[k] = newQueryWord(w)
	}
	typing := endsInWord(query)
	allowedMissing := 0
	if len(words) >= 3 {
		allowedMissing = 1
	}
	var pairs []string
	for k := 1; k < len(words); k++ {
		if p := SpaceBigram(words[k-1], words[k]); p != "" {
			pairs = append(pairs, p)
		}
	}
	var out []Result
	for i, f := range ix.fields {
		s := ix.Sections[i]
		titleWeight := float64(weightTitle)
		if s.Anchor == "" {
			titleWeight = weightTitleLead
		}
		total, own, missing := 0.0, s.Anchor == "", 0
		for k, w := range qws {
			prefix := typing && k == len(qws)-1
			inSection := max(weightHeading*matchWord(w, f[fieldHeading], prefix), weightText*matchWord(w, f[fieldText], prefix),
				weightDescription*matchWord(w, f[fieldDescription], prefix))
			best := max(titleWeight*matchWord(w, f[fieldTitle], prefix), inSection)
			if best == 0 {
				missing++
				if missing > allowedMissing {
					total = 0
					break
				}
				continue
			}
			own = own || inSection > 0
			total += best
		}
		// A section other than the lead must match by its own heading or
		// text too; the page title alone finds the lead section.
		if total == 0 || !own {
			continue
		}
		for _, p := range pairs {
			total += phraseBonus * max(titleWeight*has(f[fieldTitle], p), weightHeading*has(f[fieldHeading], p),
				weightText*has(f[fieldText], p), weightDescription*has(f[fieldDescription], p))
		}
		if missing > 0 {
			total *= 0.5
		}
		if s.Weight != 0 {
			total *= s.Weight
		}
		out = append(out, Result{Section: s, URL: s.URL(), Score: total})
	}
	slices.SortStableFunc(out, func(a, b Result) int { return cmp.Compare(b.Score, a.Score) })
	return out
}

// phraseBonus is the share of a field's weight that two adjacent query words
// found next to each other add.
const phraseBonus = 0.5

func has(s termSet, t string) float64 {
	if s.has(t) {
		return 1
	}
	return 0
}
