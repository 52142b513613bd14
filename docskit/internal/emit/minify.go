package emit

import (
	"bytes"

	"github.com/tdewolff/minify/v2"
	"github.com/tdewolff/minify/v2/html"
	"github.com/tdewolff/minify/v2/svg"
	"github.com/tdewolff/minify/v2/xml"
)

// Minifier minifies output by media type. It is safe for concurrent use.
type Minifier struct {
	m *minify.M
}

// NewMinifier returns a minifier for HTML fragments, SVG and XML.
func NewMinifier() *Minifier {
	m := minify.New()
	m.Add("text/html", &html.Minifier{KeepEndTags: true, KeepQuotes: true, KeepDocumentTags: true, KeepSpecialComments: false})
	m.AddFunc("image/svg+xml", svg.Minify)
	m.AddFunc("application/xml", xml.Minify)
	return &Minifier{m: m}
}

// HTML minifies an HTML fragment; on a minifier error the input is returned unchanged.
func (mf *Minifier) HTML(s string) string {
	var b bytes.Buffer
	b.Grow(len(s))
	if err := mf.m.Minify("text/html", &b, bytes.NewBufferString(s)); err != nil {
		return s
	}
	return b.String()
}
