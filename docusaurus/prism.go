package docusaurus

import (
	"encoding/json"

	"docskit.dev/docskit"
)

// prismTheme is a prism-react-renderer theme, as themeConfig.prism.theme
// and darkTheme hold it once evaluated: the plain colours and a style per
// list of Prism token types.
type prismTheme struct {
	Plain struct {
		Color           string `json:"color"`
		BackgroundColor string `json:"backgroundColor"`
	} `json:"plain"`
	Styles []struct {
		Types []string `json:"types"`
		Style struct {
			Color string `json:"color"`
		} `json:"style"`
	} `json:"styles"`
}

// prismKinds are, for each kind of token docskit colours, the Prism token
// types whose colour it takes, the closest first.
var prismKinds = []struct {
	set   func(c *docskit.CodeColors, color string)
	types []string
}{
	{func(c *docskit.CodeColors, v string) { c.Comment = v }, []string{"comment", "prolog", "doctype", "cdata"}},
	{func(c *docskit.CodeColors, v string) { c.Keyword = v }, []string{"keyword", "atrule", "operator"}},
	{func(c *docskit.CodeColors, v string) { c.String = v }, []string{"string", "attr-value", "char", "inserted"}},
	{func(c *docskit.CodeColors, v string) { c.Constant = v }, []string{"number", "constant", "boolean", "builtin", "attr-name", "property"}},
	{func(c *docskit.CodeColors, v string) { c.Function = v }, []string{"function", "function-variable"}},
	{func(c *docskit.CodeColors, v string) { c.Variable = v }, []string{"variable", "class-name", "namespace"}},
	{func(c *docskit.CodeColors, v string) { c.Tag = v }, []string{"tag", "regex", "selector"}},
	{func(c *docskit.CodeColors, v string) { c.Deleted = v }, []string{"deleted"}},
}

// codeColors maps a Prism theme onto docskit's code colours: nil when raw
// is no theme (unset, or a package that is not installed).
func codeColors(raw json.RawMessage) *docskit.CodeColors {
	var t prismTheme
	if len(raw) == 0 || json.Unmarshal(raw, &t) != nil || t.Plain.Color == "" && len(t.Styles) == 0 {
		return nil
	}
	// A type's colour is that of the last style naming it, as in Prism.
	byType := map[string]string{}
	for _, st := range t.Styles {
		for _, ty := range st.Types {
			if st.Style.Color != "" {
				byType[ty] = st.Style.Color
			}
		}
	}
	c := &docskit.CodeColors{Background: t.Plain.BackgroundColor, Text: t.Plain.Color}
	for _, k := range prismKinds {
		for _, ty := range k.types {
			if v, ok := byType[ty]; ok {
				k.set(c, v)
				break
			}
		}
	}
	return c
}
