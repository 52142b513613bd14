package search

import (
	"encoding/xml"
	"strings"
	"testing"
	"unicode/utf8"

	"docskit.dev/docskit"
)

func TestOpenSearchDescription(t *testing.T) {
	tests := []struct {
		name      string
		cfg       docskit.Config
		short     string
		desc      string
		template  string
		inRawText string
	}{
		{
			name:     "site at the root",
			cfg:      docskit.Config{Title: "누리 개발자 문서", Tagline: "누리의 가이드, API, SDK 문서", URL: "https://docs.nuri.example", BaseURL: "/"},
			short:    "누리 개발자 문서",
			desc:     "누리의 가이드, API, SDK 문서",
			template: "https://docs.nuri.example/?q={searchTerms}",
		},
		{
			name:     "base URL, long title, no tagline, markup in the title",
			cfg:      docskit.Config{Title: "Docs & <Guides> of a very long product name", URL: "https://example.com/", BaseURL: "/product/"},
			short:    "Docs & <Guides>",
			desc:     "Docs & <Guides> of a very long product name",
			template: "https://example.com/product/?q={searchTerms}",
			// The markup is escaped in the file.
			inRawText: "Docs &amp; &lt;Guides&gt;",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			raw := openSearchXML(&tt.cfg)
			var d openSearch
			if err := xml.Unmarshal(raw, &d); err != nil {
				t.Fatalf("not XML: %v\n%s", err, raw)
			}
			if d.XMLName.Space != "http://a9.com/-/spec/opensearch/1.1/" || d.XMLName.Local != "OpenSearchDescription" {
				t.Errorf("root element %v", d.XMLName)
			}
			if d.ShortName != tt.short || utf8.RuneCountInString(d.ShortName) > 16 {
				t.Errorf("ShortName = %q, want %q (at most 16 characters)", d.ShortName, tt.short)
			}
			if d.Description != tt.desc || d.InputEncoding != "UTF-8" {
				t.Errorf("Description = %q, InputEncoding = %q", d.Description, d.InputEncoding)
			}
			if d.URL.Template != tt.template || d.URL.Type != "text/html" || d.URL.Method != "get" {
				t.Errorf("Url = %+v, want template %s", d.URL, tt.template)
			}
			if !strings.HasPrefix(string(raw), "<?xml") || (tt.inRawText != "" && !strings.Contains(string(raw), tt.inRawText)) {
				t.Errorf("file:\n%s", raw)
			}
		})
	}
}

func TestOpenSearchLink(t *testing.T) {
	ctx := &docskit.Context{Config: &docskit.Config{Title: "누리 개발자 문서", BaseURL: "/product/"}}
	tags := New(Options{}).InjectTags(ctx, &docskit.Page{Route: "/docs/a"})
	if len(tags.Head) != 1 || tags.Head[0].Attrs["href"] != "/product/opensearch.xml" || tags.Head[0].Attrs["rel"] != "search" ||
		tags.Head[0].Attrs["type"] != "application/opensearchdescription+xml" || tags.Head[0].Attrs["title"] != "누리 개발자 문서" {
		t.Errorf("head tags = %+v", tags.Head)
	}
	if tags := New(Options{NoOpenSearch: true}).InjectTags(ctx, &docskit.Page{Route: "/docs/a"}); len(tags.Head) != 0 {
		t.Errorf("NoOpenSearch: head tags = %+v", tags.Head)
	}
}
