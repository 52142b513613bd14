package highlight

import (
	"regexp"
	"strings"
	"sync"
)

// Magic comments are the line-highlighting comments Docusaurus's theme
// reads in a code block: a comment on a line of its own saying
// highlight-next-line, or highlight-start and highlight-end around lines.
// The comment lines are removed from the code and the lines they point at
// are highlighted. Which comment syntaxes count depends on the language, as
// in Docusaurus's defaults: `# highlight-next-line` in JavaScript is code,
// not a directive.

// Comment syntaxes a directive can be written in: its opening and closing
// as regular expressions ("" when the comment runs to the end of the line).
var commentSyntax = map[string][2]string{
	"slash":  {`//`, ``},
	"block":  {`/\*`, `\*/`},
	"jsx":    {`\{\s*/\*`, `\*/\s*\}`},
	"hash":   {`#`, ``},
	"html":   {`<!--`, `-->`},
	"dashes": {`--`, ``},
	"wasm":   {`;;`, ``},
	"tex":    {`%`, ``},
	"vb":     {`['‘’]`, ``},
	"vbnet":  {`(?:_\s*)?['‘’]`, ``},
	"rem":    {`[Rr][Ee][Mm]\b`, ``},
	"bang":   {`!`, ``},
	"ml":     {`\(\*`, `\*\)`},
	"cobol":  {`\*>`, ``},
}

// commonSyntaxes are the syntaxes of a language not listed in
// languageSyntaxes, text and no language included.
var commonSyntaxes = []string{"slash", "block", "jsx", "hash", "html"}

// languageSyntaxes lists the comment syntaxes of the languages whose
// directives are read in fewer or other syntaxes than commonSyntaxes.
var languageSyntaxes = map[string][]string{
	"js": {"slash", "block"}, "javascript": {"slash", "block"},
	"ts": {"slash", "block"}, "typescript": {"slash", "block"},
	"jsx": {"slash", "block", "jsx"}, "tsx": {"slash", "block", "jsx"},
	"html":   {"slash", "block", "html"},
	"python": {"hash"}, "py": {"hash"}, "bash": {"hash"},
	// Markdown: HTML and JSX comments in the text, # in front matter.
	"markdown": {"html", "jsx", "hash"}, "md": {"html", "jsx", "hash"},
	"tex": {"tex"}, "latex": {"tex"}, "matlab": {"tex"},
	"lua": {"dashes"}, "haskell": {"dashes"},
	"sql":  {"dashes", "block"},
	"wasm": {"wasm"},
	"vb":   {"vb", "rem"}, "vba": {"vb", "rem"}, "visual-basic": {"vb", "rem"},
	"vbnet":  {"vbnet", "rem"},
	"batch":  {"rem"},
	"basic":  {"rem", "bang"},
	"fsharp": {"slash", "ml"},
	"ocaml":  {"ml"}, "sml": {"ml"},
	"fortran": {"bang"},
	"cobol":   {"cobol"},
}

const (
	nextLine   = "highlight-next-line"
	blockStart = "highlight-start"
	blockEnd   = "highlight-end"
)

// directiveCache maps a comma-joined list of syntaxes to its *regexp.Regexp.
var directiveCache sync.Map

// directiveRegexp matches a line that holds only a directive in one of the
// language's comment syntaxes; the directive is in one of its groups.
func directiveRegexp(lang string) *regexp.Regexp {
	syntaxes, ok := languageSyntaxes[lang]
	if !ok {
		syntaxes = commonSyntaxes
	}
	key := strings.Join(syntaxes, ",")
	if re, ok := directiveCache.Load(key); ok {
		return re.(*regexp.Regexp)
	}
	alts := make([]string, len(syntaxes))
	for i, name := range syntaxes {
		s := commentSyntax[name]
		alts[i] = s[0] + `\s*(` + nextLine + `|` + blockStart + `|` + blockEnd + `)\s*` + s[1]
	}
	re := regexp.MustCompile(`^\s*(?:` + strings.Join(alts, "|") + `)\s*$`)
	actual, _ := directiveCache.LoadOrStore(key, re)
	return actual.(*regexp.Regexp)
}

// MagicComments removes the highlight directives of lang's comment syntaxes
// from code and returns the code that is left with the 1-based numbers of
// the lines they mark (nil when none is). A
// highlight-next-line marks the line after it, a highlight-start … highlight-end
// pair the lines between. As in Docusaurus, an end without a start marks
// every line from the first, and a start without an end marks nothing.
func MagicComments(code, lang string) (string, map[int]bool) {
	if !strings.Contains(code, "highlight-") {
		return code, nil
	}
	re := directiveRegexp(normalise(lang))
	body, final := strings.CutSuffix(code, "\n")
	lines := strings.Split(body, "\n")
	kept := make([]string, 0, len(lines))
	var marked map[int]bool
	mark := func(n int) {
		if marked == nil {
			marked = map[int]bool{}
		}
		if n > 0 {
			marked[n] = true
		}
	}
	start := 1 // the first line after the last highlight-start
	for _, line := range lines {
		m := re.FindStringSubmatch(line)
		if m == nil {
			kept = append(kept, line)
			continue
		}
		var directive string
		for _, g := range m[1:] {
			if g != "" {
				directive = g
				break
			}
		}
		switch directive {
		case nextLine:
			mark(len(kept) + 1)
		case blockStart:
			start = len(kept) + 1
		case blockEnd:
			// An empty pair marks the lines around it: Docusaurus reads
			// the range backwards then.
			for _, n := range numberRange(start, len(kept)) {
				mark(n)
			}
		}
	}
	out := strings.Join(kept, "\n")
	if final {
		out += "\n"
	}
	return out, marked
}

// numberRange lists the numbers from a to b, counting down when b < a;
// at most 10,000 of them.
func numberRange(a, b int) []int {
	step := 1
	if b < a {
		step = -1
	}
	var out []int
	for n := a; len(out) < 10000; n += step {
		out = append(out, n)
		if n == b {
			break
		}
	}
	return out
}
