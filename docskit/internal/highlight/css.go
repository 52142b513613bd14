package highlight

import (
	"cmp"
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// palette is the set of colours a stylesheet is written with.
type palette struct {
	background    string // the code block
	text          string // plain code text
	lineHighlight string // background of a highlighted line
	lineBar       string // left bar of a highlighted line (decorative)
	muted         string // comments, line numbers, prompts, output
	keyword       string // keywords, operators, interpolation
	str           string // strings
	constant      string // numbers, constants, types, attributes
	function      string // functions, decorators
	variable      string // variables, classes, namespaces
	tag           string // tags, regexes, inserted lines
	err           string // errors, deleted lines
	deletedBG     string // background of a deleted diff line
	insertedBG    string // background of an inserted diff line
}

// lightPalette: GitHub Primer "light" syntax colours. Every text colour
// reaches WCAG AA 4.5:1 against background and lineHighlight (and the diff
// colours against their own backgrounds); css_test.go checks this for
// whatever CSS returns.
var lightPalette = palette{
	background:    "#f6f8fa",
	text:          "#1f2328",
	lineHighlight: "#fff8c5",
	lineBar:       "#d4a72c",
	muted:         "#59636e",
	keyword:       "#cf222e",
	str:           "#0a3069",
	constant:      "#0550ae",
	function:      "#6639ba",
	variable:      "#953800",
	tag:           "#116329",
	err:           "#82071e",
	deletedBG:     "#ffebe9",
	insertedBG:    "#dafbe1",
}

// darkPalette is used under <html data-theme="dark">. Its background is the
// dark theme's --dk-color-code-bg (docskit/theme/styles/color-mode.css); the
// colours follow the hues of the light palette, lightened until each reaches
// 4.5:1 on both the background and the highlighted line.
var darkPalette = palette{
	background:    "#202226",
	text:          "#e6edf3",
	lineHighlight: "#2e2b1e",
	lineBar:       "#c0922a",
	muted:         "#9ca3ab",
	keyword:       "#ff8078",
	str:           "#a8d4ff",
	constant:      "#7dbcff",
	function:      "#d4adff",
	variable:      "#ffa95e",
	tag:           "#84e08e",
	err:           "#ffa39b",
	deletedBG:     "#3d1d1f",
	insertedBG:    "#173321",
}

// darkScope prefixes every rule of the dark palette.
const darkScope = ":root[data-theme='dark'] "

// tokenRule styles a set of token classes (chroma's short names). A token
// whose exact class has no rule uses its sub-category's class, then its
// category's class; if none is styled it is written without a span.
// colors gives the declarations that depend on the palette (empty when none
// do), other the ones that do not.
type tokenRule struct {
	classes []string
	colors  func(p palette) string
	other   string
}

func textColor(pick func(p palette) string) func(p palette) string {
	return func(p palette) string { return "color:" + pick(p) }
}

var tokenRules = []tokenRule{
	{[]string{"c"}, textColor(func(p palette) string { return p.muted }), "font-style:italic"},
	{[]string{"cp"}, textColor(func(p palette) string { return p.keyword }), ""},
	{[]string{"k", "o", "si", "sa"}, textColor(func(p palette) string { return p.keyword }), ""},
	{[]string{"kc", "kt", "m", "l", "no", "na", "nb", "py", "ni", "se", "ss"}, textColor(func(p palette) string { return p.constant }), ""},
	{[]string{"s"}, textColor(func(p palette) string { return p.str }), ""},
	{[]string{"nf", "nd"}, textColor(func(p palette) string { return p.function }), ""},
	{[]string{"nv", "nc", "ne", "nn"}, textColor(func(p palette) string { return p.variable }), ""},
	{[]string{"nt", "sr"}, textColor(func(p palette) string { return p.tag }), ""},
	{[]string{"err", "gr", "gt"}, textColor(func(p palette) string { return p.err }), ""},
	{[]string{"gd"}, func(p palette) string { return "color:" + p.err + ";background:" + p.deletedBG }, ""},
	{[]string{"gi"}, func(p palette) string { return "color:" + p.tag + ";background:" + p.insertedBG }, ""},
	{[]string{"gh", "gu"}, textColor(func(p palette) string { return p.constant }), "font-weight:600"},
	{[]string{"ge"}, nil, "font-style:italic"},
	{[]string{"gs"}, nil, "font-weight:600"},
	{[]string{"gl"}, nil, "text-decoration:underline"},
	{[]string{"gp"}, textColor(func(p palette) string { return p.muted }), "user-select:none;-webkit-user-select:none"},
	{[]string{"go"}, textColor(func(p palette) string { return p.muted }), ""},
}

// baseCSS styles the wrapper, lines and line numbers.
func baseCSS(p palette) string {
	return `.dk-code{color:` + p.text + `;background:` + p.background + `}
.dk-code>code{display:block;min-width:max-content}
.dk-line{display:block}
.dk-line-hl{background:` + p.lineHighlight + `;box-shadow:inset 3px 0 0 ` + p.lineBar + `}
.dk-ln{display:inline-block;min-width:3ch;padding-right:2ch;text-align:right;color:` + p.muted + `;user-select:none;-webkit-user-select:none}
`
}

// darkBaseCSS overrides the colours of baseCSS under darkScope.
func darkBaseCSS(p palette) string {
	return darkScope + `.dk-code{color:` + p.text + `;background:` + p.background + `}
` + darkScope + `.dk-line-hl{background:` + p.lineHighlight + `;box-shadow:inset 3px 0 0 ` + p.lineBar + `}
` + darkScope + `.dk-ln{color:` + p.muted + `}
`
}

// writeRule writes the rule for r's classes under scope with decl.
func writeRule(b *strings.Builder, scope string, r tokenRule, decl string) {
	for i, class := range r.classes {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(scope)
		b.WriteString(".dk-line .")
		b.WriteString(class)
	}
	b.WriteString("{")
	b.WriteString(decl)
	b.WriteString("}\n")
}

var (
	// tokenClass maps every chroma token type to the class Code writes for
	// it ("" for no span). Built once, read-only afterwards.
	tokenClass map[chroma.TokenType]string
	// stylesheet is what CSS returns.
	stylesheet string
)

func init() {
	styled := map[string]bool{}
	for _, r := range tokenRules {
		for _, class := range r.classes {
			styled[class] = true
		}
	}
	stylesheet = writeCSS(lightPalette, darkPalette)
	tokenClass = make(map[chroma.TokenType]string, len(chroma.StandardTypes))
	for t := range chroma.StandardTypes {
		tokenClass[t] = resolveClass(t, styled)
	}
}

// writeCSS is the stylesheet of the token rules in two palettes.
func writeCSS(light, dark palette) string {
	var b strings.Builder
	// The light palette, unscoped.
	b.WriteString(baseCSS(light))
	for _, r := range tokenRules {
		var decl []string
		if r.colors != nil {
			decl = append(decl, r.colors(light))
		}
		if r.other != "" {
			decl = append(decl, r.other)
		}
		writeRule(&b, "", r, strings.Join(decl, ";"))
	}
	// The dark palette: only the declarations that depend on it.
	b.WriteString(darkBaseCSS(dark))
	for _, r := range tokenRules {
		if r.colors != nil {
			writeRule(&b, darkScope, r, r.colors(dark))
		}
	}
	return b.String()
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

// CSS returns the stylesheet for the token classes: a light palette, and a
// dark one scoped under :root[data-theme='dark'] (docskit's dark colour
// mode). Both have good contrast: every token colour reaches WCAG AA 4.5:1
// against its code background (#f6f8fa light, #202226 dark) and against the
// highlighted-line background.
//
// Besides the token rules, scoped under .dk-line, it styles .dk-line,
// .dk-line-hl and .dk-ln, and offers .dk-code for the caller's <pre>
// (text colour and background; its <code> child grows to the widest line so
// highlighted lines stay full-width while scrolling).
func CSS() string {
	return stylesheet
}

// Colors are a site's own colours of highlighted code, as CSS colours, for
// a colour scheme. Background and Text are the code block's; the others are
// the token kinds' (Comment also line numbers and prompts; Constant numbers,
// constants, types and attributes; Variable also class and namespace names;
// Tag also regular expressions and inserted lines; Deleted errors and
// deleted lines). A kind left empty is shown in Text; an empty Background or
// Text keeps docskit's.
type Colors struct {
	Background, Text, Comment, Keyword, String, Constant, Function, Variable, Tag, Deleted string
}

// apply is p with the colours c sets.
func (c *Colors) apply(p palette) palette {
	if c == nil {
		return p
	}
	p.background = cmp.Or(c.Background, p.background)
	p.text = cmp.Or(c.Text, p.text)
	or := func(v string) string { return cmp.Or(v, p.text) }
	p.muted, p.keyword, p.str, p.constant = or(c.Comment), or(c.Keyword), or(c.String), or(c.Constant)
	p.function, p.variable, p.tag, p.err = or(c.Function), or(c.Variable), or(c.Tag), or(c.Deleted)
	return p
}

// CSSWith is CSS with a site's own colours for the light and the dark
// scheme (nil: docskit's). Its colours' contrast is the site's choice.
func CSSWith(light, dark *Colors) string {
	if light == nil && dark == nil {
		return stylesheet
	}
	l, d := light.apply(lightPalette), dark.apply(darkPalette)
	// The theme's code blocks (.dk-codeblock around a .dk-pre) take the
	// site's background and text colour too.
	block := func(scope string, p palette) string {
		return scope + ".dk-codeblock{background:" + p.background + "}\n" + scope + ".dk-pre{color:" + p.text + "}\n"
	}
	return writeCSS(l, d) + block("", l) + block(darkScope, d)
}
