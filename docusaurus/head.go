package docusaurus

import (
	"encoding/json"
	"fmt"
	"net/url"
	"sort"
	"strings"

	"docskit.dev/docskit"
)

// headPlugin adds the config's scripts, stylesheets and headTags to every
// page's head, as Docusaurus does, and lets the Content-Security-Policy
// load the stylesheets' hosts (the builder allows the scripts' itself).
type headPlugin struct {
	tags   []docskit.Tag
	styles []string // origins of external stylesheets
}

func (headPlugin) Name() string { return "docusaurus-head" }

func (p headPlugin) InjectTags(*docskit.Context, *docskit.Page) docskit.Tags {
	return docskit.Tags{Head: p.tags}
}

func (p headPlugin) ContentSecurityPolicy() map[string][]string {
	if len(p.styles) == 0 {
		return nil
	}
	return map[string][]string{"style-src": p.styles}
}

// headTags reads scripts (a URL or {src, …attributes}), stylesheets (a URL
// or {href, …attributes}) and headTags ({tagName, attributes, innerHTML}).
func headTags(name string, sc *SiteConfig) (*headPlugin, error) {
	p := &headPlugin{}
	origins := map[string]bool{}
	read := func(field string, raw json.RawMessage, tag, urlAttr string) error {
		if len(raw) == 0 || string(raw) == "null" {
			return nil
		}
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			return fmt.Errorf("%s: %s must be a list", name, field)
		}
		for i, it := range items {
			attrs := map[string]string{}
			var u string
			if json.Unmarshal(it, &u) == nil {
				attrs[urlAttr] = u
			} else {
				var m map[string]any
				if err := json.Unmarshal(it, &m); err != nil {
					return fmt.Errorf("%s: %s[%d] must be a URL or an object", name, field, i)
				}
				for k, v := range m {
					if a, ok := attrValue(v); ok {
						attrs[k] = a
					}
				}
				if attrs[urlAttr] == "" {
					return fmt.Errorf("%s: %s[%d] has no %s", name, field, i, urlAttr)
				}
			}
			if tag == "link" {
				attrs["rel"] = "stylesheet"
				if o := origin(attrs["href"]); o != "" {
					origins[o] = true
				}
			}
			p.tags = append(p.tags, docskit.Tag{Name: tag, Attrs: attrs})
		}
		return nil
	}
	if err := read("scripts", sc.Scripts, "script", "src"); err != nil {
		return nil, err
	}
	if err := read("stylesheets", sc.Stylesheets, "link", "href"); err != nil {
		return nil, err
	}
	if len(sc.HeadTags) > 0 && string(sc.HeadTags) != "null" {
		var hts []struct {
			TagName    string         `json:"tagName"`
			Attributes map[string]any `json:"attributes"`
			InnerHTML  string         `json:"innerHTML"`
		}
		if err := json.Unmarshal(sc.HeadTags, &hts); err != nil {
			return nil, fmt.Errorf("%s: headTags: %w", name, err)
		}
		for i, h := range hts {
			if h.TagName == "" {
				return nil, fmt.Errorf("%s: headTags[%d] has no tagName", name, i)
			}
			attrs := map[string]string{}
			for k, v := range h.Attributes {
				if a, ok := attrValue(v); ok {
					attrs[k] = a
				}
			}
			if h.TagName == "link" && strings.Contains(attrs["rel"], "stylesheet") {
				if o := origin(attrs["href"]); o != "" {
					origins[o] = true
				}
			}
			p.tags = append(p.tags, docskit.Tag{Name: h.TagName, Attrs: attrs, InnerHTML: h.InnerHTML})
		}
	}
	for o := range origins {
		p.styles = append(p.styles, o)
	}
	sort.Strings(p.styles)
	return p, nil
}

// attrValue is an attribute's value: true is a bare attribute (""), and
// false (ok false) leaves the attribute out.
func attrValue(v any) (value string, ok bool) {
	switch v := v.(type) {
	case bool:
		return "", v
	case string:
		return v, true
	default:
		b, _ := json.Marshal(v)
		return string(b), true
	}
}

// origin is the scheme and host of an absolute URL, or "".
func origin(u string) string {
	p, err := url.Parse(u)
	if err != nil || p.Host == "" {
		return ""
	}
	if p.Scheme == "" {
		p.Scheme = "https"
	}
	return p.Scheme + "://" + p.Host
}
