package mdx

import (
	"errors"
	"io/fs"
	"path"
	"strings"
)

// MD/MDX partials: `import Note from './_note.mdx'` then `<Note />` shows
// the partial's content in place, as Docusaurus does. Props given to it
// (<Note product="누리" />) are its `props` where its expressions read them:
// the page is then a module (module.go). The partial is parsed
// here with the page's options and spliced into the page's Doc: its body
// where the tag stands, its text and sections in order, its links and
// headings, its problems at its own file:line:col. It stays page data; no
// JavaScript is made for it.
//
// Its headings take their ids from the page's slugger, so they never
// collide with the page's, and are left out of the TOC as Docusaurus leaves
// them (Heading.Partial). Its links to .md/.mdx files resolve from the
// partial's own folder, as Docusaurus resolves them from the file they are
// written in; its other relative links are left to the browser, which
// resolves them against the page's URL.

// maxPartialDepth bounds partials that include partials.
const maxPartialDepth = 8

// partialImport is a name imported from an MD/MDX file.
type partialImport struct {
	// path is the file in the site's file system; src and format what
	// Options.ReadPartial gave for it.
	path   string
	src    []byte
	format Format
}

// isPartialSource reports whether an import source names an MD/MDX file.
func isPartialSource(source string) bool {
	return strings.HasSuffix(source, ".mdx") || strings.HasSuffix(source, ".md")
}

// importPartial reads the partial that name is imported from (the import
// line is at offset): relative to the body's file, or @site/ relative to
// the site's root. A file that cannot be read is reported at the import.
func (s *state) importPartial(offset int, name, source string) {
	if s.partials == nil {
		s.partials = map[string]*partialImport{}
	}
	// A name whose import failed stays known (nil), so that its uses are
	// not reported a second time as unknown components.
	s.partials[name] = nil
	// Prettier escapes the _ of "./\_note.mdx" in Markdown: JavaScript
	// reads the escape as the character.
	if u, ok := unescapeJS(source); ok {
		source = u
	}
	var p string
	switch {
	case strings.HasPrefix(source, "@site/"):
		p = path.Clean(strings.TrimPrefix(source, "@site/"))
	case strings.HasPrefix(source, "./") || strings.HasPrefix(source, "../"):
		p = path.Join(path.Dir(s.file), source)
	case strings.HasPrefix(source, "/"):
		s.errorf(offset, "write the path from this file (./_note.mdx) or from the site's root (@site/docs/_note.mdx)", "cannot resolve the import of %s from %q: an absolute path", name, source)
		return
	default:
		// A package's file, from the site's node_modules, as a bundler
		// resolves it.
		p = path.Join("node_modules", source)
	}
	src, format, err := s.readPartial(p)
	if err != nil {
		why := err.Error()
		if errors.Is(err, fs.ErrNotExist) {
			why = p + " does not exist"
			if strings.HasPrefix(p, "node_modules/") {
				why += " (install the site's packages: npm ci)"
			}
		}
		if s.lenient && errors.Is(err, fs.ErrNotExist) {
			// A partial a plugin or a script generates before
			// Docusaurus builds: empty, with a warning.
			s.warnf(offset, "the import of %s from %q: %s; it is shown as empty (made by a plugin or a script?)", name, source, why)
			s.partials[name] = &partialImport{path: p, format: FormatMDX}
			return
		}
		s.errorf(offset, "", "cannot resolve the import of %s from %q: %s", name, source, why)
		return
	}
	s.partials[name] = &partialImport{path: p, src: src, format: format}
}

// include parses the partial of n with the page's options and records
// what it holds in the page's Doc; blockList puts its body where n is.
func (w *walker) include(n *Component) {
	imp := n.partial
	if n.FirstChild() != nil {
		w.st.errorf(n.openLine, "write <"+n.Name+" /> without content", "content inside the partial <%s> is not supported: docskit shows a partial as page data, which cannot read its children", n.Name)
		return
	}
	files := append(append([]string{}, w.chain...), w.opts.File)
	for _, f := range files {
		if f == imp.path {
			w.st.errorf(n.openLine, "remove one of these imports", "the partial %s includes itself: %s", imp.path, strings.Join(append(files, imp.path), " → "))
			return
		}
	}
	if len(files) > maxPartialDepth {
		w.st.errorf(n.openLine, "", "partials are nested more than %d deep: %s", maxPartialDepth, strings.Join(append(files, imp.path), " → "))
		return
	}
	_, body, lines, bad := SplitFrontMatter(imp.path, imp.src)
	if bad != nil {
		via := w.st.pos(n.openLine)
		bad.Via = &via
		w.st.diags = append(w.st.diags, *bad)
		return
	}
	opts := w.opts
	opts.File, opts.Format, opts.LineOffset = imp.path, imp.format, lines
	if resolve := w.opts.ResolveLink; resolve != nil {
		dir := path.Dir(imp.path)
		opts.ResolveLink = func(dest string) string { return resolve(fromPartial(dir, dest)) }
	}
	child := &walker{slugger: w.slugger, seen: w.seen, chain: files}
	doc, ds := w.p.parse(body, opts, child)
	// The outermost include names the page: it is what fails.
	via := w.st.pos(n.openLine)
	for _, d := range ds {
		d.Via = &via
		w.st.diags = append(w.st.diags, d)
	}
	for _, d := range doc.Warnings {
		d.Via = &via
		w.st.warnings = append(w.st.warnings, d)
	}
	if w.included == nil {
		w.included = map[*Component][]Node{}
	}
	w.included[n] = doc.Body
	for _, h := range doc.Headings {
		if h.Partial == "" {
			h.Partial = imp.path
		}
		w.doc.Headings = append(w.doc.Headings, h)
	}
	for _, l := range doc.Links {
		// Its span is in the partial, not in the page's source.
		l.DestStart, l.DestEnd = -1, -1
		w.doc.Links = append(w.doc.Links, l)
	}
	w.doc.Anchors = append(w.doc.Anchors, doc.Anchors...)
	// Its imports serve its body, which is now in the page's module.
	w.doc.ESM = append(w.doc.ESM, doc.ESM...)
	w.doc.Module = w.doc.Module || doc.Module
	w.doc.Head = append(w.doc.Head, doc.Head...)
	if doc.Text != "" {
		w.text.WriteString("\n" + doc.Text + "\n")
	}
	if !w.firstPara && doc.FirstParagraph != "" {
		w.firstPara = true
		w.doc.FirstParagraph = doc.FirstParagraph
	}
	for i, s := range doc.Sections {
		if i > 0 {
			w.endSection(s.Heading)
		}
		w.sec.WriteString("\n" + s.Text + "\n")
	}
}

// fromPartial rewrites a relative link written in a partial in folder dir
// so that the page's resolver, which reads links relative to the page,
// finds what it names: a link to an .md/.mdx file becomes a path from the
// site's root ("/docs/x.md"), which the resolver reads as a source file,
// and a link to another file (an image, a download: a name with an
// extension other than .html) becomes "@site/<path>", which it reads as a
// file to copy into the build, as Docusaurus reads both relative to the
// partial. Other links (routes, URLs) are kept.
func fromPartial(dir, dest string) string {
	if dest == "" || dest[0] == '#' || dest[0] == '/' || dest[0] == '@' || strings.Contains(dest, "://") || strings.HasPrefix(dest, "//") {
		return dest
	}
	end := strings.IndexAny(dest, "?#")
	if end < 0 {
		end = len(dest)
	}
	file := dest[:end]
	if strings.Contains(file, ":") {
		return dest
	}
	if isPartialSource(file) {
		return "/" + path.Join(dir, file) + dest[end:]
	}
	switch path.Ext(file) {
	case "", ".html", ".htm":
		return dest
	}
	return "@site/" + path.Join(dir, file) + dest[end:]
}
