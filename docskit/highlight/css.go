package highlight

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// Palette of the light theme (GitHub Primer "light" syntax colours). Every
// text colour reaches WCAG AA 4.5:1 against Background and LineHighlight;
// css_test.go checks this for whatever CSS returns.
const (
	colorBackground    = "#f6f8fa"
	colorText          = "#1f2328"
	colorLineHighlight = "#fff8c5"
	colorMuted         = "#59636e" // comments, line numbers, prompts, output
	colorKeyword       = "#cf222e" // keywords, operators, interpolation
	colorString        = "#0a3069"
	colorConstant      = "#0550ae" // numbers, constants, types, attributes
	colorFunction      = "#6639ba" // functions, decorators
	colorVariable      = "#953800" // variables, classes, namespaces
	colorTag           = "#116329" // tags, regexes, inserted lines
	colorError         = "#82071e" // errors, deleted lines
)

// tokenRule styles a set of token classes (chroma's short names). A token
// whose exact class has no rule uses its sub-category's class, then its
// category's class; if none is styled it is written without a span.
type tokenRule struct {
	classes []string
	decl    string
}

var tokenRules = []tokenRule{
	{[]string{"c"}, "color:" + colorMuted + ";font-style:italic"},
	{[]string{"cp"}, "color:" + colorKeyword},
	{[]string{"k", "o", "si", "sa"}, "color:" + colorKeyword},
	{[]string{"kc", "kt", "m", "l", "no", "na", "nb", "py", "ni", "se", "ss"}, "color:" + colorConstant},
	{[]string{"s"}, "color:" + colorString},
	{[]string{"nf", "nd"}, "color:" + colorFunction},
	{[]string{"nv", "nc", "ne", "nn"}, "color:" + colorVariable},
	{[]string{"nt", "sr"}, "color:" + colorTag},
	{[]string{"err", "gr", "gt"}, "color:" + colorError},
	{[]string{"gd"}, "color:" + colorError + ";background:#ffebe9"},
	{[]string{"gi"}, "color:" + colorTag + ";background:#dafbe1"},
	{[]string{"gh", "gu"}, "color:" + colorConstant + ";font-weight:600"},
	{[]string{"ge"}, "font-style:italic"},
	{[]string{"gs"}, "font-weight:600"},
	{[]string{"gl"}, "text-decoration:underline"},
	{[]string{"gp"}, "color:" + colorMuted + ";user-select:none;-webkit-user-select:none"},
	{[]string{"go"}, "color:" + colorMuted},
}

// baseCSS styles the wrapper, lines and line numbers.
const baseCSS = `.dk-code{color:` + colorText + `;background:` + colorBackground + `}
.dk-code>code{display:block;min-width:max-content}
.dk-line{display:block}
.dk-line-hl{background:` + colorLineHighlight + `;box-shadow:inset 3px 0 0 #d4a72c}
.dk-ln{display:inline-block;min-width:3ch;padding-right:2ch;text-align:right;color:` + colorMuted + `;user-select:none;-webkit-user-select:none}
`

var (
	// tokenClass maps every chroma token type to the class Code writes for
	// it ("" for no span). Built once, read-only afterwards.
	tokenClass map[chroma.TokenType]string
	// stylesheet is what CSS returns.
	stylesheet string
)

func init() {
	styled := map[string]bool{}
	var b strings.Builder
	b.WriteString(baseCSS)
	for _, r := range tokenRules {
		for i, class := range r.classes {
			styled[class] = true
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(".dk-line .")
			b.WriteString(class)
		}
		b.WriteString("{")
		b.WriteString(r.decl)
		b.WriteString("}\n")
	}
	stylesheet = b.String()

	tokenClass = make(map[chroma.TokenType]string, len(chroma.StandardTypes))
	for t := range chroma.StandardTypes {
		tokenClass[t] = resolveClass(t, styled)
	}
}

// resolveClass finds the most specific styled class for t.
func resolveClass(t chroma.TokenType, styled map[string]bool) string {
	for _, c := range []chroma.TokenType{t, t.SubCategory(), t.Category()} {
		if name, ok := chroma.StandardTypes[c]; ok && styled[name] {
			return name
		}
	}
	return ""
}

// classOf returns the class Code writes for a token of type t.
func classOf(t chroma.TokenType) string {
	if class, ok := tokenClass[t]; ok {
		return class
	}
	// Not a standard type (a lexer-specific one): use its category's class.
	if class, ok := tokenClass[t.SubCategory()]; ok && class != "" {
		return class
	}
	return tokenClass[t.Category()]
}

// CSS returns the stylesheet for the token classes (light palette with good
// contrast: every token colour reaches WCAG AA 4.5:1 against the code
// background #f6f8fa, and against the highlighted-line background).
//
// Besides the token rules, scoped under .dk-line, it styles .dk-line,
// .dk-line-hl and .dk-ln, and offers .dk-code for the caller's <pre>
// (text colour and background; its <code> child grows to the widest line so
// highlighted lines stay full-width while scrolling).
func CSS() string {
	return stylesheet
}
