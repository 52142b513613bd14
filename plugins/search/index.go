package search

import (
	"regexp"
	"slices"
	"strings"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/mdx"
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

// PageSections parses p's MDX body with parser and splits it into sections.
// Pages without a body yield one section with the title only.
func PageSections(parser *mdx.Parser, p *docskit.Page) ([]Section, diag.List) {
	if p.Body == nil {
		return []Section{{Route: p.Route, PageTitle: p.Title}}, nil
	}
	doc, list := parser.Parse(p.Body, mdx.Options{File: p.Source, LineOffset: p.BodyLine})
	if doc == nil {
		return nil, list
	}
	return SplitSections(p.Route, p.Title, p.Body, p.BodyLine, doc.Headings), list
}

var (
	reTag      = regexp.MustCompile(`</?[A-Za-z][^>]*>|\{/\*.*?\*/\}`)
	reLinkDest = regexp.MustCompile(`\]\([^)]*\)`)
	reHeading  = regexp.MustCompile(`^ {0,3}#{1,6}\s+`)
	reImport   = regexp.MustCompile(`^(import|export)\s`)
	// Markdown syntax that context lines do without.
	reTableRule = regexp.MustCompile(`^\|?[\s:|-]*-[\s:|-]*\|?$`)
	reLineMark  = regexp.MustCompile(`^\s*(?:>\s*)*(?:[-*+]\s+|\d+[.)]\s+)?`)
	reAdmonish  = regexp.MustCompile(`^:::\s*[A-Za-z]*\s*`)
	reEmphasis  = regexp.MustCompile(`\*\*|__|~~`)
)

// SplitSections splits an MDX body into sections at its h2 and h3 headings.
// headings are the parser's (mdx.Doc.Headings, whose Line counts lineOffset
// lines of front matter), so a result's "#anchor" is the id the page's
// heading has. The text keeps inline code (identifiers are what people
// search for) and drops fenced code blocks, import/export lines, JSX and
// HTML tags and link destinations.
func SplitSections(route, title string, body []byte, lineOffset int, headings []mdx.Heading) []Section {
	at := map[int]mdx.Heading{}
	for _, h := range headings {
		if h.Level == 2 || h.Level == 3 {
			at[h.Line-lineOffset] = h
		}
	}
	out := []Section{}
	cur := Section{Route: route, PageTitle: title}
	var text strings.Builder
	fence := ""
	for i, line := range strings.Split(string(body), "\n") {
		n := i + 1
		trimmed := strings.TrimSpace(line)
		if fence != "" {
			if strings.HasPrefix(trimmed, fence) && strings.Trim(trimmed, fence[:1]) == "" {
				fence = ""
			}
			continue
		}
		if strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~") {
			fence = trimmed[:3]
			for _, c := range trimmed[3:] {
				if string(c) != fence[:1] {
					break
				}
				fence += fence[:1]
			}
			continue
		}
		if h, ok := at[n]; ok {
			cur.Text = text.String()
			out = append(out, cur)
			text.Reset()
			cur = Section{Route: route, PageTitle: title, Heading: h.Text, Anchor: h.ID, Level: h.Level}
			continue
		}
		if reImport.MatchString(line) {
			continue
		}
		line = reHeading.ReplaceAllString(line, "")
		if reTableRule.MatchString(trimmed) && strings.Contains(trimmed, "-") && strings.Contains(trimmed, "|") {
			continue
		}
		line = reAdmonish.ReplaceAllString(reLineMark.ReplaceAllString(line, ""), "")
		line = reLinkDest.ReplaceAllString(line, "]")
		line = reTag.ReplaceAllString(line, " ")
		line = markdownPunct.Replace(reEmphasis.ReplaceAllString(line, ""))
		text.WriteString(line)
		text.WriteByte('\n')
	}
	cur.Text = text.String()
	out = append(out, cur)
	for i := range out {
		out[i].Text = strings.Join(strings.Fields(out[i].Text), " ")
	}
	return out
}

// markdownPunct removes the Markdown punctuation left in a line: code
// spans' backticks, link brackets, table cell bars.
var markdownPunct = strings.NewReplacer("`", "", "[", "", "]", "", " | ", " ", "| ", "", " |", "")

// Index holds sections and their token sets, ready for [Files]. Nothing in Go
// ranks them: the browser's engine (client/engine.ts) does, and the tests run
// it in Node (package searchtest).
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
