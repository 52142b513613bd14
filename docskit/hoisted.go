package docskit

import (
	"html"
	"regexp"
	"strings"
)

// Head tags that components render while the page renders on the server:
// a <title>, <meta> or <link> anywhere in a React tree is hoisted by React
// 19's renderToString to the start of its output, before the app's markup.
// That is how a React page's <Layout title="…"> and a <Head> of
// @docusaurus/Head set the document's title and meta description. The
// builder moves them into the page's <head> (they replace the shell's
// tags of the same name, the last of a name winning, as react-helmet lets
// the innermost win in Docusaurus); in the browser React then finds them
// there when it hydrates, and keeps them up to date on client-side
// navigation.

// hoistedHead is what the server render hoisted: the last title, and the
// meta and link tags, one per name.
type hoistedHead struct {
	Title string
	Tags  []Tag
}

var (
	hoistedTagRe = regexp.MustCompile(`^(?:<title>([^<]*)</title>|<(meta|link)((?:\s+[a-zA-Z_:][-a-zA-Z0-9_:.]*(?:="[^"]*")?)*)\s*/?>)`)
	hoistedAttr  = regexp.MustCompile(`([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?`)
)

// splitHoisted takes the hoisted tags off the start of a server render.
func splitHoisted(app string) (hoistedHead, string) {
	var h hoistedHead
	index := map[string]int{}
	for {
		m := hoistedTagRe.FindStringSubmatchIndex(app)
		if m == nil {
			return h, app
		}
		if m[2] >= 0 {
			h.Title = html.UnescapeString(app[m[2]:m[3]])
		} else {
			t := Tag{Name: app[m[4]:m[5]], Attrs: map[string]string{}}
			for _, a := range hoistedAttr.FindAllStringSubmatch(app[m[6]:m[7]], -1) {
				t.Attrs[strings.ToLower(a[1])] = html.UnescapeString(a[2])
			}
			key := headKey(t.Name, t.Attrs)
			if i, ok := index[key]; ok && key != "" {
				h.Tags[i] = t
			} else {
				index[key] = len(h.Tags)
				h.Tags = append(h.Tags, t)
			}
		}
		app = app[m[1]:]
	}
}

// headKey names a meta or link tag as the shell's tags are named
// ("name=description", "property=og:title", "rel=canonical"); "" for a
// tag that replaces none (a link other than canonical, a meta with no
// name).
func headKey(name string, attrs map[string]string) string {
	switch name {
	case "meta":
		for _, a := range []string{"name", "property"} {
			if v, ok := attrs[a]; ok {
				return a + "=" + strings.ToLower(v)
			}
		}
	case "link":
		if strings.EqualFold(attrs["rel"], "canonical") {
			return "rel=canonical"
		}
	}
	return ""
}

// keys adds the names of the hoisted tags to own.
func (h hoistedHead) keys(own map[string]bool) map[string]bool {
	for _, t := range h.Tags {
		if k := headKey(t.Name, t.Attrs); k != "" {
			if own == nil {
				own = map[string]bool{}
			}
			own[k] = true
		}
	}
	return own
}
