package docusaurus

import (
	"encoding/json"
	"fmt"
	"path/filepath"

	"docskit.dev/plugins/pages"
)

// pagesInstance is the site's pages plugin (the preset's pages, or
// @docusaurus/plugin-content-pages): its folder on disk and options.
type pagesInstance struct {
	abs  string // the pages folder
	opts pages.Options
}

// pagesInstance reads a pages plugin's options: path (default src/pages),
// routeBasePath, include and exclude.
func (s *Site) pagesInstance(name string, raw json.RawMessage) (*pagesInstance, error) {
	var o struct {
		Path          string   `json:"path"`
		RouteBasePath string   `json:"routeBasePath"`
		Include       []string `json:"include"`
		Exclude       []string `json:"exclude"`
	}
	if len(raw) > 0 && string(raw) != "null" {
		if err := json.Unmarshal(raw, &o); err != nil {
			return nil, fmt.Errorf("%s: pages plugin options: %w", name, err)
		}
	}
	if o.Path == "" {
		o.Path = "src/pages"
	}
	abs := o.Path
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(s.Dir, abs)
	}
	return &pagesInstance{abs: abs, opts: pages.Options{RouteBase: o.RouteBasePath, Include: o.Include, Exclude: o.Exclude}}, nil
}
