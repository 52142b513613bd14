package llms

import (
	"bytes"
	"sort"
	"strings"

	"docskit.dev/docskit"
	"docskit.dev/docskit/mdx"
)

// admonitionIDs are the UI messages of the admonition types' titles: the
// theme's Admonition shows the same.
var admonitionIDs = map[string]string{
	"note": "theme.admonition.note", "tip": "theme.admonition.tip", "info": "theme.admonition.info",
	"warning": "theme.admonition.warning", "danger": "theme.admonition.danger", "caution": "theme.admonition.caution",
	"important": "docskit.admonition.important", "success": "docskit.admonition.success", "secondary": "theme.admonition.note",
}

// AdmonitionLabels are the titles the theme gives admonitions by type, in
// the site's language (with its Config.UI): what Converter.AdmonitionLabels
// needs to write what a reader of the page sees.
func AdmonitionLabels(cfg *docskit.Config) map[string]string {
	labels := make(map[string]string, len(admonitionIDs))
	for kind, id := range admonitionIDs {
		labels[kind] = cfg.Text(id)
	}
	return labels
}

// Converter turns a parsed MDX body into plain Markdown that reads well
// without the theme. It copies the source of Markdown blocks as written and
// rewrites only what the theme would render: components, admonitions,
// headings' {#id}, code blocks' meta, imports and link destinations.
type Converter struct {
	// Link maps a link's destination as the builder resolved it
	// (mdx.Link.Dest: "./push.mdx#x" has become "/docs/guide/push#x") to
	// the URL to write. Nil keeps links as written.
	Link func(dest string) string
	// AdmonitionLabels names admonition types by type (AdmonitionLabels
	// gives the theme's); a type it does not name is written as it is.
	AdmonitionLabels map[string]string
}

// Page returns the Markdown of one page: "# title", the description as a
// quote, then the converted body. A body that starts with its own level-1
// heading keeps it instead of the title.
func (c *Converter) Page(title, description string, body []byte, doc *mdx.Doc) string {
	md := c.Body(body, doc)
	var b strings.Builder
	if strings.HasPrefix(md, "# ") {
		h1, rest, _ := strings.Cut(md, "\n")
		b.WriteString(h1 + "\n\n")
		md = strings.TrimLeft(rest, "\n")
	} else {
		b.WriteString("# " + oneLine(title) + "\n\n")
	}
	if description != "" {
		b.WriteString("> " + oneLine(description) + "\n\n")
	}
	b.WriteString(md)
	return strings.TrimRight(b.String(), "\n") + "\n"
}

// Body converts body, parsed as doc, to Markdown. See the package comment
// for what happens to each construct.
func (c *Converter) Body(body []byte, doc *mdx.Doc) string {
	if doc == nil {
		return "\n"
	}
	w := &writer{c: c, src: body, labels: c.AdmonitionLabels}
	if c.Link != nil {
		seen := map[int]bool{}
		for _, l := range doc.Links {
			// Links to one reference definition share its span.
			if l.DestStart >= 0 && l.DestEnd <= len(body) && !seen[l.DestStart] {
				seen[l.DestStart] = true
				w.edits = append(w.edits, edit{l.DestStart, l.DestEnd, true, l.Dest})
			}
		}
	}
	for _, cm := range append(doc.Unwrapped[:len(doc.Unwrapped):len(doc.Unwrapped)], doc.Comments...) {
		// A link inside a comment is none, so the spans do not overlap;
		// an unwrapped fence line holds none either.
		if cm.Start >= 0 && cm.End <= len(body) {
			w.edits = append(w.edits, edit{cm.Start, cm.End, false, ""})
		}
	}
	sort.Slice(w.edits, func(i, j int) bool { return w.edits[i].start < w.edits[j].start })
	return tidy(w.region(0, len(body), doc.Blocks))
}

// line is one output line; code lines are kept as they are (tidy does not
// fold them, a quote does not count them blank).
type line struct {
	text string
	code bool
}

var blank = line{}

// writer converts one body.
type writer struct {
	c      *Converter
	src    []byte
	labels map[string]string
	// edits are the spans of the source to rewrite, in order.
	edits []edit
}

// edit is a span of the source that is not copied as written: a link
// destination (made absolute) or a comment (left out).
type edit struct {
	start, end int
	link       bool
	dest       string // the resolved destination of a link
}

// region converts src[from:to], which holds blocks in order: the text
// around them is copied, each block rewritten.
func (w *writer) region(from, to int, blocks []mdx.Block) []line {
	var out []line
	pos := from
	for _, b := range blocks {
		out = append(out, w.text(pos, b.Start)...)
		out = append(out, w.block(b)...)
		pos = b.End
	}
	return append(out, w.text(pos, to)...)
}

// text returns the whole lines of src[from:to] with link destinations
// rewritten. Block spans start at a line's start and end at a line's end,
// so what is left of a line before from (white space after a block) is
// skipped, and the newline before to ends the last line.
func (w *writer) text(from, to int) []line {
	if from > 0 && from < to && w.src[from-1] != '\n' {
		k := bytes.IndexByte(w.src[from:to], '\n')
		if k < 0 {
			return nil
		}
		from += k + 1
	}
	if from >= to {
		return nil
	}
	if w.src[to-1] == '\n' {
		to--
	}
	var out []line
	for _, l := range strings.Split(w.copy(from, to), "\n") {
		out = append(out, line{text: strings.TrimSuffix(l, "\r")})
	}
	return out
}

// copy returns src[from:to] with the link destinations inside rewritten
// and the comments left out.
func (w *writer) copy(from, to int) string {
	var b strings.Builder
	i := sort.Search(len(w.edits), func(i int) bool { return w.edits[i].start >= from })
	for ; i < len(w.edits) && w.edits[i].end <= to; i++ {
		e := w.edits[i]
		b.Write(w.src[from:e.start])
		if e.link {
			b.WriteString(w.c.Link(e.dest))
		}
		from = e.end
	}
	b.Write(w.src[from:to])
	return b.String()
}

func (w *writer) block(b mdx.Block) []line {
	switch b.Kind {
	case mdx.BlockImport, mdx.BlockComment:
		return nil
	case mdx.BlockHeading:
		// The heading's text without its {#id}, on one line.
		var parts []string
		for _, l := range strings.Split(w.copy(b.InnerStart, b.InnerEnd), "\n") {
			parts = append(parts, strings.TrimSpace(l))
		}
		return []line{{text: strings.TrimRight(w.indent(b)+strings.Repeat("#", b.Level)+" "+strings.Join(parts, " "), " ")}}
	case mdx.BlockCode:
		return w.code(b)
	case mdx.BlockAdmonition:
		title, _ := b.Props["title"].(string)
		return w.admonition(b, b.Name, title)
	case mdx.BlockComponent:
		return w.component(b)
	}
	return w.region(b.Start, b.End, b.Children)
}

// component drops a component's tags and keeps its content; a tab is
// headed by its label, a summary becomes a bold line, and <Admonition>
// is written like ":::". HTML elements on their own lines are read the same
// way (their tags dropped, their Markdown kept), but for a <head>, which is
// left out, and elements without content that show something: an image, a
// rule, a frame or a video (a link to it).
func (w *writer) component(b mdx.Block) []line {
	out := []line{blank}
	switch b.Name {
	case "head":
		return nil
	case "img":
		return []line{blank, {text: w.indent(b) + "![" + oneLine(stringProp(b, "alt")) + "](" + w.src1(b) + ")"}, blank}
	case "hr":
		return []line{blank, {text: w.indent(b) + "---"}, blank}
	case "iframe", "video", "audio":
		if src := w.src1(b); src != "" {
			label := oneLine(stringProp(b, "title"))
			if label == "" {
				label = src
			}
			return []line{blank, {text: w.indent(b) + "[" + label + "](" + src + ")"}, blank}
		}
	case "TabItem":
		label := stringProp(b, "label")
		if label == "" {
			label = stringProp(b, "value")
		}
		if label != "" {
			out = append(out, line{text: w.indent(b) + "**" + label + "**"}, blank)
		}
	case "summary":
		return append(out, line{text: w.indent(b) + "**" + oneLine(w.copy(b.InnerStart, b.InnerEnd)) + "**"}, blank)
	case "details", "Details":
		if s := stringProp(b, "summary"); s != "" {
			out = append(out, line{text: w.indent(b) + "**" + oneLine(s) + "**"}, blank)
		}
	case "Admonition":
		kind := stringProp(b, "type")
		if kind == "" {
			kind = "note"
		}
		return w.admonition(b, kind, stringProp(b, "title"))
	}
	if b.InnerStart > 0 && b.InnerStart < b.InnerEnd && len(b.Children) == 0 && w.src[b.InnerStart-1] != '\n' {
		// <X>text</X> on one line.
		out = append(out, line{text: w.indent(b) + w.copy(b.InnerStart, b.InnerEnd)})
	} else {
		out = append(out, w.region(b.InnerStart, b.InnerEnd, b.Children)...)
	}
	return append(out, blank)
}

// src1 is the src of an element's block: as written, with a link
// destination in it rewritten.
func (w *writer) src1(b mdx.Block) string {
	i := sort.Search(len(w.edits), func(i int) bool { return w.edits[i].start >= b.Start })
	for ; i < len(w.edits) && w.edits[i].end <= b.End; i++ {
		if e := w.edits[i]; e.link {
			return w.copy(e.start, e.end)
		}
	}
	return stringProp(b, "src")
}

// admonition writes a block quote headed by the type's label and the title;
// the quote marks go after the admonition's own indentation, so that its
// content keeps its place in a list and code keeps its indentation.
func (w *writer) admonition(b mdx.Block, kind, title string) []line {
	name := w.labels[kind]
	if name == "" {
		name = kind
	}
	head := "**" + name + "**"
	if title != "" {
		head = "**" + name + ": " + oneLine(title) + "**"
	}
	ind := w.indent(b)
	out := []line{blank, {text: ind + "> " + head}, {text: ind + ">"}}
	for _, l := range w.region(b.InnerStart, b.InnerEnd, b.Children) {
		rest := trimIndent(l.text, len(ind))
		if !l.code && strings.TrimSpace(rest) == "" {
			out = append(out, line{text: ind + ">"})
		} else {
			out = append(out, line{text: ind + "> " + rest, code: l.code})
		}
	}
	return append(out, blank)
}

// code writes a fenced code block with its language only; a title becomes
// a line above it.
func (w *writer) code(b mdx.Block) []line {
	open := w.src[b.Start:w.lineEnd(b.Start)]
	k := bytes.IndexAny(open, "`~")
	if k < 0 {
		return w.text(b.Start, b.End)
	}
	fence := k
	for fence < len(open) && open[fence] == open[k] {
		fence++
	}
	// What stands before the fence: indentation, a list marker, quote marks.
	prefix, marks := string(open[:k]), continuation(string(open[:k]))
	var out []line
	if title := stringProp(b, "title"); title != "" {
		out = append(out, blank, line{text: prefix + "`" + title + "`"}, line{text: strings.TrimRight(marks, " ")})
		prefix = marks
	}
	out = append(out, line{text: prefix + string(open[k:fence]) + b.Name})
	if b.InnerStart < b.InnerEnd {
		code := w.src[w.lineStart(b.InnerStart):b.InnerEnd]
		code = bytes.TrimSuffix(code, []byte("\n"))
		for _, l := range strings.Split(string(code), "\n") {
			out = append(out, line{text: strings.TrimSuffix(l, "\r"), code: true})
		}
	}
	if last := w.lineStart(b.End); last > b.Start && last >= b.InnerEnd {
		out = append(out, line{text: string(w.src[last:b.End])})
	} else {
		// Not closed before the end of its container: close it.
		out = append(out, line{text: marks + string(open[k:fence])})
	}
	return out
}

// indent is the white space that starts a block's first line.
func (w *writer) indent(b mdx.Block) string {
	i := b.Start
	for i < b.End && (w.src[i] == ' ' || w.src[i] == '\t') {
		i++
	}
	return string(w.src[b.Start:i])
}

func (w *writer) lineStart(i int) int {
	return bytes.LastIndexByte(w.src[:i], '\n') + 1
}

func (w *writer) lineEnd(i int) int {
	if k := bytes.IndexByte(w.src[i:], '\n'); k >= 0 {
		return i + k
	}
	return len(w.src)
}

// continuation is the prefix of the lines after one that starts with
// prefix: quote marks and white space stay, a list marker becomes spaces.
func continuation(prefix string) string {
	b := []byte(prefix)
	for i, c := range b {
		if c != '>' && c != ' ' && c != '\t' {
			b[i] = ' '
		}
	}
	return string(b)
}

// trimIndent removes up to n leading spaces or tabs.
func trimIndent(s string, n int) string {
	i := 0
	for i < n && i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return s[i:]
}

func stringProp(b mdx.Block, name string) string {
	s, _ := b.Props[name].(string)
	return s
}

// tidy joins lines, collapses runs of blank lines (the dropped tags leave
// them; code is left alone) and ends with one newline.
func tidy(lines []line) string {
	var b strings.Builder
	wasBlank := true
	for _, l := range lines {
		isBlank := !l.code && strings.Trim(l.text, " >") == ""
		if isBlank && wasBlank {
			continue
		}
		wasBlank = isBlank
		b.WriteString(l.text)
		b.WriteByte('\n')
	}
	return strings.TrimRight(b.String(), "\n") + "\n"
}
