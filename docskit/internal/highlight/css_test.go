package highlight

import (
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
	"github.com/stretchr/testify/assert"
)

// relativeLuminance implements WCAG 2.x relative luminance of "#rrggbb".
func relativeLuminance(t *testing.T, hex string) float64 {
	t.Helper()
	if len(hex) != 7 || hex[0] != '#' {
		t.Fatalf("colour %q is not #rrggbb", hex)
	}
	channel := func(s string) float64 {
		v, err := strconv.ParseUint(s, 16, 8)
		if err != nil {
			t.Fatalf("colour %q: %v", hex, err)
		}
		c := float64(v) / 255
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*channel(hex[1:3]) + 0.7152*channel(hex[3:5]) + 0.0722*channel(hex[5:7])
}

func contrast(t *testing.T, a, b string) float64 {
	la, lb := relativeLuminance(t, a), relativeLuminance(t, b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

func TestContrastFormula(t *testing.T) {
	if got := contrast(t, "#000000", "#ffffff"); math.Abs(got-21) > 1e-9 {
		t.Errorf("black on white = %v, want 21", got)
	}
	if got := contrast(t, "#777777", "#ffffff"); got > 4.5 || got < 4.47 {
		t.Errorf("#777 on white = %v, want ≈4.48", got)
	}
}

var (
	ruleRE  = regexp.MustCompile(`([^{}]+)\{([^{}]*)\}`)
	colorRE = regexp.MustCompile(`(?:^|;)\s*color:\s*([^;]+)`)
	bgRE    = regexp.MustCompile(`(?:^|;)\s*background(?:-color)?:\s*([^;]+)`)
)

// cssRule is one rule of CSS(): its selector list, split, and its declarations.
type cssRule struct {
	selectors []string
	decl      string
}

func parseRules(css string) []cssRule {
	var rules []cssRule
	for _, m := range ruleRE.FindAllStringSubmatch(css, -1) {
		var sels []string
		for _, s := range strings.Split(m[1], ",") {
			sels = append(sels, strings.TrimSpace(s))
		}
		rules = append(rules, cssRule{sels, m[2]})
	}
	return rules
}

// scopeOf returns the palette a rule belongs to: "dark" when every selector is
// under darkScope, "light" when none is.
func scopeOf(t *testing.T, r cssRule) string {
	t.Helper()
	dark := 0
	for _, s := range r.selectors {
		if strings.HasPrefix(s, darkScope) {
			dark++
		}
	}
	switch dark {
	case 0:
		return "light"
	case len(r.selectors):
		return "dark"
	}
	t.Fatalf("rule %v mixes light and dark selectors", r.selectors)
	return ""
}

// backgroundOf returns the background colour set by the rule whose selector
// is exactly sel.
func backgroundOf(t *testing.T, rules []cssRule, sel string) string {
	t.Helper()
	for _, r := range rules {
		if len(r.selectors) == 1 && r.selectors[0] == sel {
			if bg := bgRE.FindStringSubmatch(r.decl); bg != nil {
				return strings.TrimSpace(bg[1])
			}
		}
	}
	t.Fatalf("no background in a %q rule of CSS", sel)
	return ""
}

// themeToken returns the value of a --dk-* custom property declared in a
// stylesheet of the docskit theme.
func themeToken(t *testing.T, file, name string) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "..", "theme", "styles", file))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(regexp.QuoteMeta(name) + `:\s*([^;]+);`).FindSubmatch(src)
	if m == nil {
		t.Fatalf("%s declares no %s", file, name)
	}
	return strings.TrimSpace(string(m[1]))
}

// TestCSSContrast checks every text colour in CSS(), for the light palette
// and the dark one (rules under :root[data-theme='dark']), against that
// palette's code background and highlighted-line background, or against the
// rule's own background when it sets one: all must reach WCAG AA (4.5:1).
// The code backgrounds are those of the docskit theme (--dk-color-code-bg in
// theme.css and color-mode.css), on which the code blocks are drawn.
func TestCSSContrast(t *testing.T) {
	rules := parseRules(CSS())
	codeBG := map[string]string{
		"light": themeToken(t, "theme.css", "--dk-color-code-bg"),
		"dark":  themeToken(t, "color-mode.css", "--dk-color-code-bg"),
	}
	lineHL := map[string]string{
		"light": backgroundOf(t, rules, ".dk-line-hl"),
		"dark":  backgroundOf(t, rules, darkScope+".dk-line-hl"),
	}
	for scope, sel := range map[string]string{"light": ".dk-code", "dark": darkScope + ".dk-code"} {
		if got := backgroundOf(t, rules, sel); got != codeBG[scope] {
			t.Errorf("%s background %s, but the theme draws %s code blocks on %s", sel, got, scope, codeBG[scope])
		}
	}

	checked := map[string]int{}
	for _, r := range rules {
		fg := colorRE.FindStringSubmatch(r.decl)
		if fg == nil {
			continue
		}
		scope := scopeOf(t, r)
		color := strings.TrimSpace(fg[1])
		backgrounds := []string{codeBG[scope], lineHL[scope]}
		if bg := bgRE.FindStringSubmatch(r.decl); bg != nil {
			backgrounds = []string{strings.TrimSpace(bg[1])}
		}
		selector := strings.Join(r.selectors, ",")
		for _, bg := range backgrounds {
			checked[scope]++
			if c := contrast(t, color, bg); c < 4.5 {
				t.Errorf("%s: %s on %s has contrast %.2f:1, below 4.5:1", selector, color, bg, c)
			} else {
				t.Logf("%-5s %-40.40s %s on %s: %.2f:1", scope, selector, color, bg, c)
			}
		}
	}
	for _, scope := range []string{"light", "dark"} {
		if checked[scope] < 10 {
			t.Errorf("only %d %s colour checks; is the CSS parsed?", checked[scope], scope)
		}
	}
}

// TestDarkCoversEveryColour: every selector that the light palette gives a
// colour or background has a dark rule setting the same properties, so no
// light colour is left on a dark page.
func TestDarkCoversEveryColour(t *testing.T) {
	rules := parseRules(CSS())
	dark := map[string]string{} // selector without the scope -> declarations
	for _, r := range rules {
		if scopeOf(t, r) != "dark" {
			continue
		}
		for _, s := range r.selectors {
			dark[strings.TrimPrefix(s, darkScope)] += r.decl + ";"
		}
	}
	props := []struct {
		name string
		re   *regexp.Regexp
	}{{"color", colorRE}, {"background", bgRE}, {"box-shadow", regexp.MustCompile(`(?:^|;)\s*box-shadow:`)}}
	covered := 0
	for _, r := range rules {
		if scopeOf(t, r) != "light" {
			continue
		}
		for _, p := range props {
			if !p.re.MatchString(r.decl) {
				continue
			}
			for _, s := range r.selectors {
				covered++
				if !p.re.MatchString(dark[s]) {
					t.Errorf("%s sets %s in the light palette but has no dark %s", s, p.name, p.name)
				}
			}
		}
	}
	if covered < 20 {
		t.Fatalf("only %d light colours found; is the CSS parsed?", covered)
	}
}

// TestLightRulesUnscoped: the light palette comes first and is not scoped,
// so it applies whatever the colour mode (and to sites without one).
func TestLightRulesUnscoped(t *testing.T) {
	rules := parseRules(CSS())
	seenDark := false
	for _, r := range rules {
		switch scopeOf(t, r) {
		case "dark":
			seenDark = true
		case "light":
			if seenDark {
				t.Errorf("light rule %v comes after a dark rule", r.selectors)
			}
		}
	}
	if !seenDark {
		t.Error("CSS has no dark rules")
	}
}

// TestEveryEmittedClassIsStyled makes sure Code never writes a class that CSS
// has no rule for.
func TestEveryEmittedClassIsStyled(t *testing.T) {
	css := CSS()
	for tt := range chroma.StandardTypes {
		class := classOf(tt)
		if class == "" {
			continue
		}
		if !strings.Contains(css, ".dk-line ."+class+",") && !strings.Contains(css, ".dk-line ."+class+"{") {
			t.Errorf("token type %v emits class %q with no CSS rule", tt, class)
		}
	}
	for _, class := range []string{".dk-line{", ".dk-line-hl{", ".dk-ln{"} {
		if !strings.Contains(css, class) {
			t.Errorf("CSS has no %s rule", class)
		}
	}
	if strings.Contains(css, "style=") {
		t.Error("CSS contains style=")
	}
}

func TestClassOf(t *testing.T) {
	for tt, want := range map[chroma.TokenType]string{
		chroma.Keyword:             "k",
		chroma.KeywordDeclaration:  "k", // falls back to its category
		chroma.KeywordType:         "kt",
		chroma.LiteralStringDouble: "s",
		chroma.NameBuiltinPseudo:   "nb",
		chroma.CommentPreprocFile:  "cp",
		chroma.CommentSingle:       "c",
		chroma.Text:                "",
		chroma.TextWhitespace:      "",
		chroma.Punctuation:         "",
		chroma.NameOther:           "",
		chroma.TokenType(1099):     "k", // unknown subtype of Keyword
	} {
		if got := classOf(tt); got != want {
			t.Errorf("classOf(%v) = %q, want %q", tt, got, want)
		}
	}
}

func TestCSSWithSiteColors(t *testing.T) {
	assert.Equal(t, CSS(), CSSWith(nil, nil), "no colours of the site: docskit's stylesheet")
	css := CSSWith(&Colors{Background: "#f6f1e7", Text: "#393a34", Keyword: "#b3261e"}, nil)
	assert.Contains(t, css, ".dk-line .k,.dk-line .o,.dk-line .si,.dk-line .sa{color:#b3261e}")
	assert.Contains(t, css, ".dk-line .s{color:#393a34}", "a kind the site leaves out is shown in its text colour")
	assert.Contains(t, css, ".dk-codeblock{background:#f6f1e7}\n.dk-pre{color:#393a34}\n")
	assert.Contains(t, css, darkScope+".dk-line .k,", "the dark scheme keeps docskit's colours")
	assert.Contains(t, css, darkScope+".dk-codeblock{background:"+darkPalette.background+"}")
}
