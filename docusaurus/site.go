package docusaurus

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"docskit.dev/docskit"
	"docskit.dev/plugins/docs"
)

// configNames are the file names Docusaurus looks for, in its order.
var configNames = []string{"docusaurus.config.ts", "docusaurus.config.mts", "docusaurus.config.cts", "docusaurus.config.js", "docusaurus.config.mjs", "docusaurus.config.cjs"}

// ConfigFile is the docusaurus.config file of the site folder dir, or "".
func ConfigFile(dir string) string {
	for _, n := range configNames {
		if st, err := os.Stat(filepath.Join(dir, n)); err == nil && st.Mode().IsRegular() {
			return n
		}
	}
	return ""
}

// Warning is something of the site that docskit does not build as
// Docusaurus would: what it is, where it is set, and what happens instead.
type Warning struct {
	File    string // the file that sets it, relative to the site folder
	What    string
	Instead string
}

func (w Warning) String() string { return w.File + ": " + w.What + ": " + w.Instead }

// Site is a Docusaurus site folder read as docskit's configuration.
type Site struct {
	Dir      string // the site folder (absolute)
	Config   docskit.Config
	Options  []docskit.Option
	Warnings []Warning
	// plugins are plugins the config adds besides the docs, pages, link
	// check and sitemap (customCss's tokens).
	plugins []docskit.Plugin
	// npm2yarn: the config imports Docusaurus's npm2yarn remark plugin.
	npm2yarn bool
}

// LoadOptions configure Load.
type LoadOptions struct {
	// Strict makes every warning an error.
	Strict bool
}

// docsInstance is one docs plugin of the site (the preset's or a
// plugin-content-docs entry).
type docsInstance struct {
	abs    string // the docs folder
	opts   docs.Options
	routes map[string]string // doc id → route
	first  string            // route of the first doc, in the docs plugin's order
}

// Load reads the site folder dir: it evaluates the config, maps it onto
// docskit's configuration and plugins, and collects the warnings. The
// returned options build the site with docskit.New(site.Config, site.Options...).
func Load(ctx context.Context, dir string, lo LoadOptions) (*Site, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	name := ConfigFile(dir)
	if name == "" {
		return loadDocsFolder(ctx, dir, lo)
	}
	ev, err := Eval(ctx, dir, name)
	if err != nil {
		return nil, err
	}
	var sc SiteConfig
	if err := json.Unmarshal(ev.JSON, &sc); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	s := &Site{Dir: dir}
	for _, m := range ev.Missing {
		s.warn(name, "package "+m+" is not installed", "it is read as empty (run npm install in the site folder to use it)")
	}
	for _, pkg := range ev.Packages {
		switch {
		case pkg == "@docusaurus/remark-plugin-npm2yarn":
			s.npm2yarn = true
		case strings.Contains(pkg, "remark") || strings.Contains(pkg, "rehype"):
			s.warn(name, "Markdown plugin "+pkg, "not run: what it would change in the pages is shown as written")
		}
	}
	for _, f := range ev.MissingFiles {
		s.warn(name, "file "+f+" is not there", "it is read as empty (is it made by a script that runs before docusaurus build?)")
	}
	if err := s.configure(ctx, name, &sc); err != nil {
		return nil, err
	}
	if lo.Strict && len(s.Warnings) > 0 {
		var errs []error
		for _, w := range s.Warnings {
			errs = append(errs, errors.New(w.String()))
		}
		return nil, fmt.Errorf("--strict: %w", errors.Join(errs...))
	}
	return s, nil
}

// loadDocsFolder reads a folder without a config as Docusaurus's defaults
// would: its docs/ folder, or the folder itself when it holds the
// Markdown files, under /docs.
func loadDocsFolder(ctx context.Context, dir string, lo LoadOptions) (*Site, error) {
	docsDir := filepath.Join(dir, "docs")
	if !dirExists(docsDir) {
		if !hasMarkdown(dir) {
			return nil, fmt.Errorf("%s: no docusaurus.config.{ts,js,mjs,…}, no docs/ folder and no .md/.mdx files in this folder", dir)
		}
		docsDir = dir
	}
	s := &Site{Dir: filepath.Dir(docsDir)}
	opts, err := json.Marshal(map[string]any{"docs": map[string]any{"path": filepath.Base(docsDir)}, "blog": false})
	if err != nil {
		return nil, err
	}
	sc := SiteConfig{Title: "Documentation", URL: "https://example.com", Presets: []PluginEntry{{Name: "@docusaurus/preset-classic", Options: opts}}}
	if err := s.configure(ctx, "(no docusaurus.config)", &sc); err != nil {
		return nil, err
	}
	if lo.Strict && len(s.Warnings) > 0 {
		return nil, fmt.Errorf("--strict: %s", s.Warnings[0])
	}
	return s, nil
}

// hasMarkdown reports whether dir holds a .md or .mdx file.
func hasMarkdown(dir string) bool {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	for _, e := range ents {
		if ext := filepath.Ext(e.Name()); !e.IsDir() && (ext == ".md" || ext == ".mdx") {
			return true
		}
	}
	return false
}

func (s *Site) warn(file, what, instead string) {
	s.Warnings = append(s.Warnings, Warning{File: file, What: what, Instead: instead})
}

// configure maps the evaluated config onto s.Config and s.Options.
func (s *Site) configure(ctx context.Context, name string, sc *SiteConfig) error {
	var instances []*docsInstance
	classic := false
	withSearch := false
	for _, p := range sc.Presets {
		p.normalize(s.Dir, "preset")
		switch {
		case p.Name == "":
		case p.Name == "@docusaurus/preset-classic":
			classic = true
			var o struct {
				Docs  json.RawMessage `json:"docs"`
				Blog  json.RawMessage `json:"blog"`
				Pages json.RawMessage `json:"pages"`
				Theme struct {
					CustomCSS json.RawMessage `json:"customCss"`
				} `json:"theme"`
				Gtag             json.RawMessage `json:"gtag"`
				GoogleTagManager json.RawMessage `json:"googleTagManager"`
			}
			if len(p.Options) > 0 {
				if err := json.Unmarshal(p.Options, &o); err != nil {
					return fmt.Errorf("%s: presets: @docusaurus/preset-classic options: %w", name, err)
				}
			}
			if string(o.Docs) != "false" {
				in, err := s.docsInstance(ctx, name, o.Docs)
				if err != nil {
					return err
				}
				instances = append(instances, in)
			}
			if len(o.Blog) > 0 && string(o.Blog) != "false" || len(o.Blog) == 0 && dirExists(filepath.Join(s.Dir, "blog")) {
				s.warn(name, "the blog (preset-classic's blog)", "not built yet: its routes are missing")
			}
			if err := s.customCSS(name, o.Theme.CustomCSS); err != nil {
				return err
			}
			if len(o.Gtag) > 0 || len(o.GoogleTagManager) > 0 {
				s.warn(name, "Google analytics (gtag / googleTagManager)", "not added: docskit's plugins/analytics does this for a Go-configured site")
			}
		default:
			s.warn(name, "preset "+p.Name, "not supported: its plugins and themes are skipped")
		}
	}
	for _, p := range sc.Plugins {
		p.normalize(s.Dir, "plugin")
		switch p.Name {
		case "":
		case "@docusaurus/plugin-content-docs":
			in, err := s.docsInstance(ctx, name, p.Options)
			if err != nil {
				return err
			}
			instances = append(instances, in)
		case "@docusaurus/plugin-sitemap":
		default:
			kind := "plugin"
			if p.Local {
				kind = "the site's own plugin"
			}
			s.warn(name, kind+" "+p.Name, "not supported: skipped (what it adds — routes, scripts, data — is missing)")
		}
	}
	for _, t := range sc.Themes {
		t.normalize(s.Dir, "theme")
		switch {
		case t.Name == "":
		case strings.Contains(t.Name, "search"):
			withSearch = true
			s.warn(name, "theme "+t.Name, "docskit's own full-text search is used instead")
		default:
			s.warn(name, "theme "+t.Name, "not supported: docskit's theme is used")
		}
	}
	if !classic && len(instances) == 0 {
		s.warn(name, "no preset-classic and no docs plugin", "nothing but the pages docskit adds is built")
	}
	s.swizzled()
	head, err := headTags(name, sc)
	if err != nil {
		return err
	}
	if len(head.tags) > 0 {
		s.plugins = append(s.plugins, head)
	}
	if len(sc.ClientModules) > 0 {
		s.warn(name, fmt.Sprintf("clientModules (%d)", len(sc.ClientModules)), "not loaded: docskit runs its own client code only")
	}
	if dirExists(filepath.Join(s.Dir, "src", "pages")) {
		s.warn("src/pages", "React and Markdown pages", "not built yet: docskit's landing page stands in for / when no doc is there")
	}
	return s.assemble(name, sc, instances, withSearch)
}

// customCSS carries the Infima variables of the preset's customCss files
// onto docskit's tokens; the files' other rules are for Infima's markup,
// which docskit's theme does not have.
func (s *Site) customCSS(name string, raw json.RawMessage) error {
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	var files []string
	if err := json.Unmarshal(raw, &files); err != nil {
		var one string
		if err := json.Unmarshal(raw, &one); err != nil {
			return fmt.Errorf("%s: theme.customCss must be a path or a list of paths", name)
		}
		files = []string{one}
	}
	for i, f := range files {
		if !filepath.IsAbs(f) {
			files[i] = filepath.Join(s.Dir, f)
		}
	}
	t, err := readTokens(files)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if t.count > 0 {
		s.plugins = append(s.plugins, tokensPlugin{css: t.css})
	}
	s.warn(name, "theme.customCss", fmt.Sprintf("its Infima colour, font and size variables (%d) are applied to docskit's theme; its other rules are not", t.count))
	return nil
}

// swizzled warns of each theme component the site replaces in src/theme.
func (s *Site) swizzled() {
	ents, err := os.ReadDir(filepath.Join(s.Dir, "src", "theme"))
	if err != nil {
		return
	}
	for _, e := range ents {
		n := strings.TrimSuffix(e.Name(), filepath.Ext(e.Name()))
		s.warn("src/theme/"+e.Name(), "a swizzled theme component ("+n+")", "docskit's own is used (a page module that imports @theme/"+n+" gets the site's when docskit has none)")
	}
}

// docsOptions are the options of a docs plugin that docskit reads.
type docsOptions struct {
	ID            string          `json:"id"`
	Path          string          `json:"path"`
	RouteBasePath *string         `json:"routeBasePath"`
	SidebarPath   json.RawMessage `json:"sidebarPath"`
}

// docsInstance reads one docs plugin's options and loads its docs once,
// for the routes the navbar and footer link to.
func (s *Site) docsInstance(ctx context.Context, name string, raw json.RawMessage) (*docsInstance, error) {
	var o docsOptions
	if len(raw) > 0 && string(raw) != "null" {
		if err := json.Unmarshal(raw, &o); err != nil {
			return nil, fmt.Errorf("%s: docs plugin options: %w", name, err)
		}
	}
	if o.Path == "" {
		o.Path = "docs"
	}
	routeBase := "/docs"
	if o.RouteBasePath != nil {
		routeBase = "/" + strings.Trim(*o.RouteBasePath, "/")
	}
	abs := o.Path
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(s.Dir, abs)
	}
	if !dirExists(abs) {
		return nil, fmt.Errorf("%s: docs path %q: no such folder", name, o.Path)
	}
	// Docs beside the site folder (path: '../docs') are read from the
	// folder that holds both.
	root := commonDir(s.Dir, abs)
	relPath, err := filepath.Rel(root, abs)
	if err != nil {
		return nil, err
	}
	// Docusaurus has no limit on a file's size.
	in := &docsInstance{abs: abs, opts: docs.Options{Path: filepath.ToSlash(relPath), RouteBase: routeBase, MaxFileSize: -1}, routes: map[string]string{}}
	p := docs.New(in.opts)
	c := &docskit.Context{Context: ctx, Config: &docskit.Config{}, Root: root, Source: os.DirFS(root)}
	ps, err := p.Load(c)
	if err != nil {
		return nil, err
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].Source < ps[j].Source })
	in.opts.Path = "" // set by assemble, relative to the build's root
	for _, pg := range ps {
		id := docID(filepath.ToSlash(relPath), pg)
		in.routes[id] = pg.Route
		if in.first == "" {
			in.first = pg.Route
		}
	}
	return in, nil
}

var numberPrefix = regexp.MustCompile(`^\d+[-_.]`)

// docID is Docusaurus's id of a doc: its path in the docs folder without
// extension and number prefixes, the last part replaced by front matter id.
func docID(docsPath string, pg *docskit.Page) string {
	p := strings.TrimPrefix(pg.Source, docsPath+"/")
	p = strings.TrimSuffix(p, path.Ext(p))
	parts := strings.Split(p, "/")
	for i, part := range parts {
		parts[i] = numberPrefix.ReplaceAllString(part, "")
	}
	if v, _, ok := pg.FrontMatterValue("id"); ok {
		if id, ok := v.(string); ok && id != "" {
			parts[len(parts)-1] = id
		}
	}
	return strings.Join(parts, "/")
}

// commonDir is the deepest folder that holds both a and b.
func commonDir(a, b string) string {
	for d := a; ; d = filepath.Dir(d) {
		if r, err := filepath.Rel(d, b); err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator)) {
			return d
		}
		if filepath.Dir(d) == d {
			return d
		}
	}
}

func dirExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}
