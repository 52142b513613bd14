package docusaurus

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"

	"docskit.dev/docskit"
)

// infimaTokens maps Infima's variables (the classic theme's CSS framework),
// which a site's customCss sets, onto docskit's theme tokens. both marks
// the tokens that a value set for light mode keeps in dark mode too, as in
// Infima, whose dark mode does not redefine them.
var infimaTokens = map[string]struct {
	token string
	both  bool
}{
	"--ifm-color-primary":            {"--dk-color-primary", true},
	"--ifm-color-primary-dark":       {"--dk-color-primary-dark", true},
	"--ifm-font-family-base":         {"--dk-font", true},
	"--ifm-font-family-monospace":    {"--dk-font-mono", true},
	"--ifm-navbar-height":            {"--dk-navbar-height", true},
	"--doc-sidebar-width":            {"--dk-sidebar-width", true},
	"--ifm-background-color":         {"--dk-color-bg", false},
	"--ifm-background-surface-color": {"--dk-color-bg-soft", false},
	"--ifm-font-color-base":          {"--dk-color-text", false},
	"--ifm-code-background":          {"--dk-color-code-bg", false},
	"--ifm-hero-background-color":    {"--dk-hero-background", false},
	"--ifm-toc-border-color":         {"--dk-color-border", false},
}

// siteTokens is the CSS that carries a site's Infima variables onto
// docskit's tokens, and how many variables it carries.
type siteTokens struct {
	css   string
	count int
}

var (
	cssComment = regexp.MustCompile(`(?s)/\*.*?\*/`)
	cssDecl    = regexp.MustCompile(`(--[a-zA-Z0-9-]+)\s*:\s*([^;]+)`)
)

// readTokens reads the customCss files and keeps the Infima variables set
// at the top level for :root / html (light) and [data-theme='dark'].
func readTokens(files []string) (siteTokens, error) {
	light, dark := map[string]string{}, map[string]string{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return siteTokens{}, fmt.Errorf("theme.customCss: %w", err)
		}
		src := cssComment.ReplaceAllString(string(data), "")
		for _, b := range topLevelBlocks(src) {
			var into map[string]string
			switch sel := strings.ReplaceAll(strings.ReplaceAll(b.selector, `"`, "'"), " ", ""); {
			case strings.Contains(sel, "data-theme='dark'") || strings.Contains(sel, "data-theme=dark"):
				into = dark
			case sel == ":root" || sel == "html" || sel == ":root,html" || sel == "html,:root":
				into = light
			default:
				continue
			}
			for _, m := range cssDecl.FindAllStringSubmatch(b.body, -1) {
				if t, ok := infimaTokens[m[1]]; ok {
					into[t.token] = strings.TrimSpace(m[2])
				}
			}
		}
	}
	// Light values of the tokens Infima keeps across modes hold in dark
	// mode unless the site sets them there.
	for v, t := range infimaTokens {
		_ = v
		if val, ok := light[t.token]; ok && t.both {
			if _, set := dark[t.token]; !set {
				dark[t.token] = val
			}
		}
	}
	var b strings.Builder
	// :root:root outranks the theme's own :root rules wherever the
	// style element stands.
	writeRule(&b, ":root:root", light)
	writeRule(&b, ":root:root[data-theme='dark']", dark)
	return siteTokens{css: b.String(), count: len(light) + len(dark)}, nil
}

func writeRule(b *strings.Builder, sel string, decls map[string]string) {
	if len(decls) == 0 {
		return
	}
	keys := make([]string, 0, len(decls))
	for k := range decls {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	b.WriteString(sel + "{")
	for _, k := range keys {
		// A value cannot close the rule or the style element.
		v := strings.NewReplacer("}", "", "<", "", "{", "").Replace(decls[k])
		b.WriteString(k + ":" + v + ";")
	}
	b.WriteString("}")
}

type cssBlock struct{ selector, body string }

// topLevelBlocks are the rules of a stylesheet outside at-rules.
func topLevelBlocks(src string) []cssBlock {
	var out []cssBlock
	depth, start, selStart := 0, 0, 0
	sel := ""
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '{':
			if depth == 0 {
				sel = strings.TrimSpace(src[selStart:i])
				start = i + 1
			}
			depth++
		case '}':
			depth--
			if depth == 0 {
				if !strings.HasPrefix(sel, "@") {
					out = append(out, cssBlock{selector: sel, body: src[start:i]})
				}
				selStart = i + 1
			}
			if depth < 0 {
				depth = 0
			}
		case ';':
			if depth == 0 {
				selStart = i + 1 // @import …;
			}
		}
	}
	return out
}

// tokensPlugin puts the site's tokens in every page's head.
type tokensPlugin struct{ css string }

func (tokensPlugin) Name() string { return "docusaurus-custom-css" }

func (p tokensPlugin) InjectTags(*docskit.Context, *docskit.Page) docskit.Tags {
	return docskit.Tags{Head: []docskit.Tag{{Name: "style", Attrs: map[string]string{"data-docskit": "custom-css"}, InnerHTML: p.css}}}
}
