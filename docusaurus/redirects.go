package docusaurus

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"docskit.dev/plugins/redirects"
)

// clientRedirects maps the options of @docusaurus/plugin-client-redirects
// (the plugin at index i of the config's plugins) onto plugins/redirects:
// fromExtensions, toExtensions, redirects ({from, to}, from a path or a
// list of paths) and createRedirects. createRedirects is a function of the
// config, which needs the site's routes: the plugin's Create evaluates the
// config again in Node (CallEach) and calls it once per route, as
// Docusaurus does after its build, with each route as Docusaurus spells it
// (a trailing slash when the site's trailingSlash is true).
func (s *Site) clientRedirects(name string, i int, raw json.RawMessage, trailingSlash bool) (*redirects.Plugin, error) {
	var o struct {
		FromExtensions []string `json:"fromExtensions"`
		ToExtensions   []string `json:"toExtensions"`
		Redirects      []struct {
			From json.RawMessage `json:"from"`
			To   string          `json:"to"`
		} `json:"redirects"`
		CreateRedirects *struct {
			Function string `json:"$function"`
		} `json:"createRedirects"`
	}
	where := name + ": @docusaurus/plugin-client-redirects"
	if len(raw) > 0 && string(raw) != "null" {
		if err := json.Unmarshal(raw, &o); err != nil {
			return nil, fmt.Errorf("%s options: %w", where, err)
		}
	}
	opts := redirects.Options{FromExtensions: o.FromExtensions, ToExtensions: o.ToExtensions}
	for _, r := range o.Redirects {
		var froms []string
		var one string
		if json.Unmarshal(r.From, &one) == nil {
			froms = []string{one}
		} else if err := json.Unmarshal(r.From, &froms); err != nil {
			return nil, fmt.Errorf("%s: redirects: from is a path or a list of paths, not %s", where, abbreviate(r.From))
		}
		if r.To == "" {
			return nil, fmt.Errorf("%s: redirects: the redirect from %s has no to", where, strings.Join(froms, ", "))
		}
		for _, f := range froms {
			opts.Redirects = append(opts.Redirects, redirects.Redirect{From: f, To: r.To})
		}
	}
	if o.CreateRedirects != nil {
		dir, config := s.Dir, name
		opts.Create = func(ctx context.Context, routes []string) ([]redirects.Redirect, error) {
			spelled := make([]string, len(routes))
			for j, r := range routes {
				spelled[j] = r
				if trailingSlash && r != "/" {
					spelled[j] += "/"
				}
			}
			at := []any{"plugins", i, 1, "createRedirects"}
			out, err := CallEach(ctx, dir, config, at, spelled)
			if err != nil {
				return nil, fmt.Errorf("%s: createRedirects: %w", where, err)
			}
			var results []json.RawMessage
			if err := json.Unmarshal(out, &results); err != nil || len(results) != len(routes) {
				return nil, fmt.Errorf("%s: createRedirects: its results cannot be read", where)
			}
			var made []redirects.Redirect
			for j, res := range results {
				var froms []string
				var one string
				switch {
				case string(res) == "null":
				case json.Unmarshal(res, &one) == nil:
					froms = []string{one}
				case json.Unmarshal(res, &froms) == nil:
				default:
					return nil, fmt.Errorf("%s: createRedirects(%q) returned %s, not a path or a list of paths", where, spelled[j], abbreviate(res))
				}
				for _, f := range froms {
					made = append(made, redirects.Redirect{From: f, To: routes[j]})
				}
			}
			return made, nil
		}
	}
	p := redirects.New(opts)
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", where, err)
	}
	return p, nil
}
