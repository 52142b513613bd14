package mdx

import (
	"bytes"
	"errors"
	"html"
	"regexp"
	"strconv"
	"strings"

	"docskit.dev/docskit/internal/highlight"
	"github.com/yuin/goldmark/ast"
)

// code highlights a code block at build time: fenced, or indented in
// CommonMark (no language). What it shows follows Docusaurus's theme: the
// language lower-cased and "text" when there is none, the lines of a {1,3-5}
// range highlighted or, without one, the lines its magic comments mark (and
// the comments removed).
func (w *walker) code(n ast.Node) Node {
	var info string
	if f, ok := n.(*ast.FencedCodeBlock); ok && f.Info != nil {
		info = string(f.Info.Segment.Value(w.src))
	}
	meta := parseCodeInfo(info)
	var code bytes.Buffer
	for i := 0; i < n.Lines().Len(); i++ {
		seg := n.Lines().At(i)
		code.Write(seg.Value(w.src))
	}
	text := code.String()
	if w.opts.Format == FormatMD {
		// Docusaurus reads the HTML of a .md page again (rehype-raw), and an
		// HTML parser drops the line break that directly follows <pre>: a
		// first blank line is lost there, and so here.
		if t, ok := strings.CutPrefix(text, "\n"); ok {
			text = t
		} else if t, ok := strings.CutPrefix(text, "\r\n"); ok {
			text = t
		}
	}
	lang := strings.ToLower(meta.lang)
	if lang == "" {
		lang = "text"
	}
	lines := meta.lines
	if lines == nil {
		text, lines = highlight.MagicComments(text, lang)
	}
	props := map[string]any{"language": lang}
	// An empty block has no title in Docusaurus: MDX gives its code element
	// no children, and the theme shows those as a bare <pre>.
	if meta.title != "" && text != "" && text != "\n" {
		props["title"] = meta.title
	}
	if meta.lineNumbers {
		props["showLineNumbers"] = true
	}
	opts := highlight.Options{Lang: lang, HighlightLines: lines, ShowLineNumbers: meta.lineNumbers}
	out, err := w.opts.Code.highlight(text, opts)
	switch {
	case err == nil:
	case errors.Is(err, highlight.ErrUnknownLanguage) && w.opts.UnknownCodeAsText:
		w.st.warnf(w.fenceOffset(n), "unknown code language %q, shown as plain text", meta.lang)
		opts.Lang = "text"
		out, _ = w.opts.Code.highlight(text, opts)
	default:
		w.st.errorf(w.fenceOffset(n), "name a supported language after the ``` fence, or use text", "%v", err)
		out = html.EscapeString(text)
	}
	props["html"] = out
	block := Node{Type: "c", Name: "CodeBlock", Props: props}
	if meta.npm2yarn && len(w.opts.NPM2Yarn) > 0 {
		return w.npm2yarn(block, text, func(converted string) Node {
			p := map[string]any{}
			for k, v := range props {
				p[k] = v
			}
			o := opts
			o.HighlightLines = nil
			h, err := w.opts.Code.highlight(converted, o)
			if err != nil {
				h = html.EscapeString(converted)
			}
			p["html"] = h
			return Node{Type: "c", Name: "CodeBlock", Props: p}
		})
	}
	return block
}

func (w *walker) fenceOffset(n ast.Node) int {
	if f, ok := n.(*ast.FencedCodeBlock); ok && f.Info != nil {
		return f.Info.Segment.Start
	}
	if n.Lines().Len() > 0 {
		// The fence is on the line before the first code line.
		start := n.Lines().At(0).Start - 1
		for start > 0 && w.src[start-1] != '\n' {
			start--
		}
		return start
	}
	return n.Pos()
}

// codeInfo is what a fence's info string says: `ts title="a.ts" {1,3-5} showLineNumbers`.
type codeInfo struct {
	lang        string       // as written
	title       string       // "" when none
	lines       map[int]bool // the {…} range's lines; nil when there is none
	lineNumbers bool
	npm2yarn    bool // the meta string says npm2yarn
}

// lineRange is a {1,3-5} range in the meta string, as Docusaurus reads
// it: digits, commas and hyphens only.
var lineRange = regexp.MustCompile(`\{([\d,-]+)\}`)

// parseCodeInfo reads a fence's info string: the language, then the meta
// string, read as Docusaurus 3.9's theme does. A title needs quotes
// (title="a.ts" or title='a.ts'; an unquoted title=a.ts is no title), the
// first {…} of digits, commas and hyphens is the range, and a word that
// begins with showLineNumbers numbers the lines. The language is the first
// word, as in CommonMark ({.python is a language, if an unknown one), but
// a range right after a language begins the meta string (```js{1,3}
// highlights as js).
func parseCodeInfo(info string) codeInfo {
	var ci codeInfo
	s := strings.TrimSpace(info)
	k := strings.IndexAny(s, " \t")
	if k < 0 {
		k = len(s)
	}
	if j := strings.IndexByte(s[:k], '{'); j > 0 {
		k = j
	}
	ci.lang, s = s[:k], s[k:]
	for rest := s; ; {
		i := strings.Index(rest, "title=")
		if i < 0 {
			break
		}
		rest = rest[i+len("title="):]
		if rest != "" && (rest[0] == '"' || rest[0] == '\'') {
			if j := strings.IndexByte(rest[1:], rest[0]); j >= 0 {
				ci.title = rest[1 : j+1]
				break
			}
		}
	}
	if m := lineRange.FindStringSubmatch(s); m != nil {
		ci.lines = parseLineRanges(m[1])
	}
	for _, word := range strings.Fields(s) {
		if strings.HasPrefix(word, "showLineNumbers") {
			ci.lineNumbers = true
		}
		if word == "npm2yarn" {
			ci.npm2yarn = true
		}
	}
	return ci
}

// parseLineRanges reads "1,3-5": line numbers and ranges, a range counting
// down when written so ("5-3"). Numbers below 1 are left out.
func parseLineRanges(s string) map[int]bool {
	out := map[int]bool{}
	for _, part := range strings.Split(s, ",") {
		a, b, isRange := strings.Cut(part, "-")
		if a == "" && isRange {
			// "-2": a negative number, no line.
			continue
		}
		from, err := strconv.Atoi(a)
		if err != nil {
			continue
		}
		to := from
		if isRange {
			if to, err = strconv.Atoi(b); err != nil {
				continue
			}
		}
		step := 1
		if to < from {
			step = -1
		}
		for i, n := 0, from; i < 10000; i, n = i+1, n+step {
			if n > 0 {
				out[n] = true
			}
			if n == to {
				break
			}
		}
	}
	return out
}
