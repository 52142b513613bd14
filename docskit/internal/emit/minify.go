package emit

import (
	"bytes"
	"sync"

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

// minifyBuffers are the input and output of HTML while it runs: a page's
// body passes through them once, and the result is its only allocation.
var minifyBuffers = sync.Pool{New: func() any { return new([2]bytes.Buffer) }}

// HTML minifies an HTML fragment; on a minifier error the input is returned unchanged.
func (mf *Minifier) HTML(s string) string {
	bufs := minifyBuffers.Get().(*[2]bytes.Buffer)
	defer minifyBuffers.Put(bufs)
	in, out := &bufs[0], &bufs[1]
	in.Reset()
	out.Reset()
	in.WriteString(s)
	if err := mf.m.Minify("text/html", out, in); err != nil {
		return s
	}
	return out.String()
}
