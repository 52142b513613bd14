package docskit

import (
	"bytes"
	"fmt"
	"io/fs"
	"slices"

	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/internal/emit"

	"docskit.dev/docskit/internal/spool"
	"docskit.dev/docskit/mdx"
)

// BodyReader is implemented by a plugin that reads pages' bodies after
// Parse — Page.Body (the source), or of the parsed document Doc.Body,
// Doc.Text, Doc.Sections or the source spans Doc.Blocks, Doc.Comments and
// Doc.Unwrapped — in Resolve, InjectTags, Check or PostBuild: ReadsBody
// reports whether it reads p's.
//
// A production build keeps those pages' bodies in memory. It writes the
// other pages' parsed bodies, as JSON, to a temporary file as soon as they
// are parsed, releasing the rest of their bodies, and reads each back to
// render its page: the heap holds every page's title, headings, links,
// anchors, first paragraph and head tags, but only the bodies being
// rendered, which is what lets a site of a hundred thousand pages build
// in bounded memory. The dev server keeps every body, as it reuses them
// from one build to the next.
type BodyReader interface {
	ReadsBody(p *Page) bool
}

// spooler decides which parsed bodies a build spools, and holds them.
type spooler struct {
	s       *spool.Spool
	own     bool // s is this build's temporary file
	readers []BodyReader
}

// newSpooler returns the spooler of a production build, or nil when every
// page's body is read after Parse (a plugin reads them all) or the build
// keeps its documents (dev).
func (b *Builder) newSpooler() (*spooler, error) {
	if b.dev {
		return nil, nil
	}
	sp := &spooler{}
	for _, p := range b.plugins {
		if r, ok := p.(BodyReader); ok {
			sp.readers = append(sp.readers, r)
		}
	}
	if dc, ok := b.cache.(*diskCache); ok {
		// The build cache's pack is the spool: what it holds from earlier
		// builds is rendered from there.
		s, err := dc.openPack()
		if err != nil {
			return nil, err
		}
		sp.s = s
		return sp, nil
	}
	s, err := spool.New("")
	if err != nil {
		return nil, err
	}
	sp.s, sp.own = s, true
	return sp, nil
}

// close removes the spool's file, unless it is the build cache's pack.
func (sp *spooler) close() {
	if sp != nil && sp.own {
		_ = sp.s.Close()
	}
}

// put spools p's parsed body when no plugin reads it after Parse: its
// JSON goes to the file, and the body in every form BodyReader lists is
// released. A page whose body is a module (bundled from Doc.Body) keeps it.
func (sp *spooler) put(p *Page, doc *mdx.Doc) error {
	if sp == nil || len(doc.Body) == 0 || doc.Module || doc.NeedsModule() || p.Component != "" {
		return nil
	}
	if sp.keeps(p) {
		return nil
	}
	body, err := emit.MarshalPlain(doc.Body)
	if err != nil {
		return fmt.Errorf("%s: %w", p.Source, err)
	}
	ref, err := sp.s.Put(body)
	if err != nil {
		return err
	}
	p.spooled = &ref
	doc.Body, doc.Text, doc.Sections = nil, "", nil
	doc.Blocks, doc.Comments, doc.Unwrapped = nil, nil, nil
	p.Body = nil
	return nil
}

// keeps reports whether a plugin reads p's body after Parse, so that the
// build keeps it in memory.
func (sp *spooler) keeps(p *Page) bool {
	for _, r := range sp.readers {
		if r.ReadsBody(p) {
			return true
		}
	}
	return false
}

// spooledBodyMark stands for a spooled body in a page's data while it is
// encoded (marked, withBody); its JSON cannot occur elsewhere in the data,
// since a string's quotes are escaped.
var (
	spooledBodyMark     = []mdx.Node{{Type: "\x00spooled"}}
	spooledBodyMarkJSON = []byte(`"body":[{"t":"\u0000spooled"}]`)
)

// marked encodes a page's data with spooledBodyMark for its body.
func (sp *spooler) marked(data *PageData) ([]byte, error) {
	data.Body = spooledBodyMark
	j, err := emit.MarshalPlain(data)
	data.Body = nil
	return j, err
}

// withBody appends to dst marked's JSON with the mark replaced by p's
// spooled body read back: the same bytes as encoding the data with the body
// in it, without decoding the body and encoding it again.
func (sp *spooler) withBody(dst []byte, p *Page, marked []byte) ([]byte, error) {
	i := bytes.Index(marked, spooledBodyMarkJSON)
	if i < 0 {
		return nil, fmt.Errorf("the spooled body has no place in the page's data")
	}
	dst = slices.Grow(dst, len(marked)-len(spooledBodyMarkJSON)+len(`"body":`)+p.spooled.Len())
	dst = append(dst, marked[:i]...)
	dst = append(dst, `"body":`...)
	dst, err := sp.s.AppendTo(dst, *p.spooled)
	if err != nil {
		return nil, err
	}
	return append(dst, marked[i+len(spooledBodyMarkJSON):]...), nil
}

// reparse parses a spooled page's body again from its file, as Parse did,
// for the rare reader that needs its whole document after Parse: a page
// module that imports the page's Markdown file.
func (b *Builder) reparse(site *Site, p *Page) (*mdx.Doc, error) {
	src, err := fs.ReadFile(b.source, p.Source)
	if err != nil {
		return nil, err
	}
	_, body, line, d := mdx.SplitFrontMatter(p.Source, src)
	if d != nil {
		return nil, diag.List{*d}
	}
	q := *p
	q.Body, q.BodyLine, q.spooled = body, line, nil
	doc, ds := b.parsePage(site, &q, emit.NewMinifier(), &mdx.CodeCache{}, &plan{}, noCache{})
	if len(ds) > 0 {
		return nil, ds
	}
	return doc, nil
}
