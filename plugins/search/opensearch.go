package search

import (
	"encoding/xml"
	"strings"
	"unicode/utf8"

	"docskit.dev/docskit"
)

// OpenSearchPath is where the OpenSearch description is written: browsers
// that find it (through the <link rel="search"> on every page) offer the site
// as a search engine, whose results page is the site with ?q=… — the search
// dialog opens with that query.
const OpenSearchPath = "opensearch.xml"

type openSearch struct {
	XMLName       xml.Name      `xml:"OpenSearchDescription"`
	NS            string        `xml:"xmlns,attr"`
	ShortName     string        `xml:"ShortName"`
	Description   string        `xml:"Description"`
	InputEncoding string        `xml:"InputEncoding"`
	URL           openSearchURL `xml:"Url"`
}

type openSearchURL struct {
	Type     string `xml:"type,attr"`
	Method   string `xml:"method,attr"`
	Template string `xml:"template,attr"`
}

// openSearchXML is the OpenSearch 1.1 description of a site whose pages
// are at origin+base: searching opens base with ?q=terms.
func openSearchXML(cfg *docskit.Config) []byte {
	title := cfg.Title
	// ShortName has at most 16 characters.
	short := title
	if utf8.RuneCountInString(short) > 16 {
		short = strings.TrimSpace(string([]rune(short)[:16]))
	}
	desc := cfg.Tagline
	if desc == "" {
		desc = title
	}
	d := openSearch{
		NS:            "http://a9.com/-/spec/opensearch/1.1/",
		ShortName:     short,
		Description:   desc,
		InputEncoding: "UTF-8",
		URL: openSearchURL{Type: "text/html", Method: "get",
			Template: cfg.URLs().AbsPage("/") + "?q={searchTerms}"},
	}
	out, _ := xml.MarshalIndent(d, "", "  ") // plain strings: cannot fail
	return append([]byte(xml.Header), append(out, '\n')...)
}

// InjectTags links every page to the OpenSearch description.
func (p *Plugin) InjectTags(ctx *docskit.Context, pg *docskit.Page) docskit.Tags {
	if p.opts.NoOpenSearch || ctx.Config == nil {
		return docskit.Tags{}
	}
	return docskit.Tags{Head: []docskit.Tag{{Name: "link", Attrs: map[string]string{
		"rel": "search", "type": "application/opensearchdescription+xml", "title": ctx.Config.Title, "href": ctx.Config.URLs().File(OpenSearchPath),
	}}}}
}
