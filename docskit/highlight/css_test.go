package highlight

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
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

// TestCSSContrast checks every text colour in CSS() against the code
// background #f6f8fa and the highlighted-line background, or against the
// rule's own background when it sets one: all must reach WCAG AA (4.5:1).
func TestCSSContrast(t *testing.T) {
	css := CSS()
	const codeBG = "#f6f8fa"
	lineHL := ""
	for _, m := range ruleRE.FindAllStringSubmatch(css, -1) {
		if strings.TrimSpace(m[1]) == ".dk-line-hl" {
			if bg := bgRE.FindStringSubmatch(m[2]); bg != nil {
				lineHL = strings.TrimSpace(bg[1])
			}
		}
	}
	if lineHL == "" {
		t.Fatal("no .dk-line-hl background in CSS")
	}

	checked := 0
	for _, m := range ruleRE.FindAllStringSubmatch(css, -1) {
		selector, decl := strings.TrimSpace(m[1]), m[2]
		fg := colorRE.FindStringSubmatch(decl)
		if fg == nil {
			continue
		}
		color := strings.TrimSpace(fg[1])
		backgrounds := []string{codeBG, lineHL}
		if bg := bgRE.FindStringSubmatch(decl); bg != nil {
			backgrounds = []string{strings.TrimSpace(bg[1])}
		}
		for _, bg := range backgrounds {
			checked++
			if r := contrast(t, color, bg); r < 4.5 {
				t.Errorf("%s: %s on %s has contrast %.2f:1, below 4.5:1", selector, color, bg, r)
			} else {
				t.Logf("%-40.40s %s on %s: %.2f:1", selector, color, bg, r)
			}
		}
	}
	if checked < 10 {
		t.Fatalf("only %d colour checks; is the CSS parsed?", checked)
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
