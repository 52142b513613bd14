package highlight

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
)

// Options for one code block.
type Options struct {
	// Lang is the fence language as written by authors (js, ts, kotlin, …).
	// "", text, txt and plaintext mean no highlighting, just escaping.
	Lang string
	// HighlightLines holds the 1-based line numbers to mark with dk-line-hl.
	HighlightLines map[int]bool
	// ShowLineNumbers adds a <span class="dk-ln">N</span> to every line.
	ShowLineNumbers bool
}

// ErrUnknownLanguage is returned (wrapped, with the language name in the
// message) by [Code] for a fence language chroma does not know. Test for it
// with errors.Is; callers add file:line.
var ErrUnknownLanguage = errors.New("unknown code language")

// aliases maps the fence names authors write to chroma lexer names
// (chroma.Config.Name). Names not listed here go to chroma's lexers.Get.
var aliases = map[string]string{
	"js":         "JavaScript",
	"javascript": "JavaScript",
	"jsx":        "react",
	"ts":         "TypeScript",
	"typescript": "TypeScript",
	"tsx":        "TypeScript",
	"json":       "JSON",
	"bash":       "Bash",
	"sh":         "Bash",
	"shell":      "Bash",
	"zsh":        "Bash",
	"console":    "Bash Session",
	"kotlin":     "Kotlin",
	"kt":         "Kotlin",
	"swift":      "Swift",
	"groovy":     "Groovy",
	"gradle":     "Groovy",
	"java":       "Java",
	"objectivec": "Objective-C",
	"objc":       "Objective-C",
	"xml":        "XML",
	"html":       "HTML",
	"css":        "CSS",
	"yaml":       "YAML",
	"yml":        "YAML",
	"diff":       "Diff",
	"http":       "HTTP",
	"go":         "Go",
	"python":     "Python",
	"py":         "Python",
	"ruby":       "Ruby",
	"sql":        "SQL",
	"dart":       "Dart",
	"wasm":       "WebAssembly Text Format",
	"markdown":   "markdown",
	"md":         "markdown",
}

// plainNames are the fence names that mean "no highlighting".
var plainNames = map[string]bool{"": true, "text": true, "txt": true, "plaintext": true}

// supportedList is the short list of names quoted in unknown-language errors.
var supportedList = func() string {
	names := make([]string, 0, len(aliases)+len(plainNames))
	for name := range aliases {
		names = append(names, name)
	}
	for name := range plainNames {
		if name != "" {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}()

// lexerCache maps a normalised fence name to a *lexerEntry. Unknown names are
// cached too (with a nil lexer): lexers.Get scans every lexer's filename
// patterns before giving up, which is far too slow to repeat per block.
var lexerCache sync.Map

type lexerEntry struct {
	lexer chroma.Lexer // nil: unknown language
	plain bool         // no highlighting
	fast  fastLexer    // nil: chroma only (see fast.go)
}

func normalise(lang string) string {
	return strings.ToLower(strings.TrimSpace(lang))
}

func lookup(lang string) *lexerEntry {
	if e, ok := lexerCache.Load(lang); ok {
		return e.(*lexerEntry)
	}
	e := &lexerEntry{}
	switch {
	case plainNames[lang]:
		e.plain = true
	default:
		name := lang
		if alias, ok := aliases[lang]; ok {
			name = alias
		}
		// lexers.Get returns nil (never chroma's fallback lexer) when nothing
		// matches.
		if l := lexers.Get(name); l != nil {
			e.lexer = chroma.Coalesce(l)
			e.fast = fastLexers[l.Config().Name]
		}
	}
	actual, _ := lexerCache.LoadOrStore(lang, e)
	return actual.(*lexerEntry)
}

// Supported reports whether lang is a fence language Code accepts.
func Supported(lang string) bool {
	e := lookup(normalise(lang))
	return e.plain || e.lexer != nil
}

// Code returns the highlighted HTML of code: a sequence of line spans, each
// `<span class="dk-line">…</span>` (with an extra `dk-line-hl` class when
// highlighted, and a `<span class="dk-ln">N</span>` when ShowLineNumbers),
// token spans with short class names. It does NOT wrap in <pre>/<code>; the
// caller does.
//
// Every line but the last ends with "\n" inside its span, so the text content
// is the code itself and copies cleanly. CRLF and CR line endings become LF,
// and one trailing newline does not produce an extra empty line. Empty code
// gives "".
func Code(code string, opts Options) (string, error) {
	return highlightCode(code, opts, true)
}

// highlightCode is Code; with fast false it never takes a fast lexer, which
// is what the differential tests compare the fast lexers against.
func highlightCode(code string, opts Options, fast bool) (string, error) {
	lang := normalise(opts.Lang)
	e := lookup(lang)
	if !e.plain && e.lexer == nil {
		return "", fmt.Errorf("%w %q; supported: %s (or any chroma lexer name)", ErrUnknownLanguage, opts.Lang, supportedList)
	}
	if code == "" {
		return "", nil
	}
	if strings.IndexByte(code, '\r') >= 0 {
		code = strings.ReplaceAll(code, "\r\n", "\n")
		code = strings.ReplaceAll(code, "\r", "\n")
	}
	// Lexers expect a final newline; the writer drops it again.
	if !strings.HasSuffix(code, "\n") {
		code += "\n"
	}

	w := writer{opts: &opts}
	w.b.Grow(len(code)*3 + 64)

	if e.plain {
		w.text(code, "")
		w.finish()
		return w.b.String(), nil
	}

	// chroma lexes runes, so it sees invalid UTF-8 as U+FFFD: leave such
	// code to it.
	if fast && e.fast != nil && utf8.ValidString(code) {
		if e.fast(&w, code) {
			w.finish()
			return w.b.String(), nil
		}
		// Something the fast lexer does not handle: start again with chroma.
		w = writer{opts: &opts}
		w.b.Grow(len(code)*3 + 64)
	}

	it, err := e.lexer.Tokenise(nil, code)
	if err != nil {
		return "", fmt.Errorf("highlight %s: %w", opts.Lang, err)
	}
	for tok := it(); tok != chroma.EOF; tok = it() {
		w.text(tok.Value, classOf(tok.Type))
	}
	w.finish()
	return w.b.String(), nil
}

// writer emits line spans and token spans. Adjacent tokens that map to the
// same class share one span.
type writer struct {
	b      strings.Builder
	opts   *Options
	line   int    // current line number, 0 before the first line is opened
	inLine bool   // a dk-line span is open
	class  string // class of the open token span, "" if none
}

func (w *writer) openLine() {
	w.line++
	w.inLine = true
	if w.opts.HighlightLines[w.line] {
		w.b.WriteString(`<span class="dk-line dk-line-hl">`)
	} else {
		w.b.WriteString(`<span class="dk-line">`)
	}
	if w.opts.ShowLineNumbers {
		w.b.WriteString(`<span class="dk-ln">`)
		var num [20]byte
		w.b.Write(strconv.AppendInt(num[:0], int64(w.line), 10))
		w.b.WriteString(`</span>`)
	}
}

func (w *writer) setClass(class string) {
	if class == w.class {
		return
	}
	if w.class != "" {
		w.b.WriteString(`</span>`)
	}
	if class != "" {
		w.b.WriteString(`<span class="`)
		w.b.WriteString(class)
		w.b.WriteString(`">`)
	}
	w.class = class
}

// closeLine closes the open token span and the line span. The newline that
// ended the line is written inside the line span unless it is the code's
// final newline, which [writer.finish] drops.
func (w *writer) closeLine() {
	w.setClass("")
	w.inLine = false
}

// text writes s, which may span several lines, in class.
func (w *writer) text(s, class string) {
	for s != "" {
		if !w.inLine {
			if w.line > 0 {
				// The previous line ended with a newline that was not the
				// last one: emit it now, inside that line's span.
				w.b.WriteString("\n</span>")
			}
			w.openLine()
		}
		i := strings.IndexByte(s, '\n')
		if i < 0 {
			w.setClass(class)
			escape(&w.b, s)
			return
		}
		if i > 0 {
			w.setClass(class)
			escape(&w.b, s[:i])
		}
		w.closeLine()
		s = s[i+1:]
	}
}

// finish closes the last line, dropping its trailing newline.
func (w *writer) finish() {
	if w.inLine {
		// Code always ends with "\n", so this only happens if a lexer
		// swallowed it; close the line anyway.
		w.closeLine()
	}
	if w.line > 0 {
		w.b.WriteString("</span>")
	}
}

// escape writes s with the characters that are special in HTML text (&, <, >)
// escaped. Quotes need no escaping outside attribute values.
func escape(b *strings.Builder, s string) {
	last := 0
	for i := 0; i < len(s); i++ {
		var esc string
		switch s[i] {
		case '&':
			esc = "&amp;"
		case '<':
			esc = "&lt;"
		case '>':
			esc = "&gt;"
		default:
			continue
		}
		b.WriteString(s[last:i])
		b.WriteString(esc)
		last = i + 1
	}
	b.WriteString(s[last:])
}
