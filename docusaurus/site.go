package docusaurus

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
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
	// math: the config imports remark-math (Markdown.Math); rehype-katex,
	// which renders it, is then what docskit does too.
	math bool
	// origin is the config's url, for pathname:// links.
	origin string
	// searchPage: the site's search theme has a search page (/search),
	// which docskit's search plugin then makes too.
	searchPage bool
	// noSitemap is the preset's sitemap: false; sitemapFile its filename.
	noSitemap   bool
	sitemapFile string
	// themeDirs are the folders of the site's own themes (their src/theme
	// may replace MDX components).
	themeDirs []string
	// early is the default sidebars file, evaluated while the config is.
	early *earlyEval
	// evalCache is LoadOptions.EvalCache.
	evalCache string
	// Cached are the files (relative to Dir) whose evaluation the build
	// cache answered (LoadOptions.EvalCache), and the docs folders whose
	// routes it did ("docs/"); Evaluated are the files Node evaluated and
	// Read the docs folders read for their routes.
	Cached, Evaluated, Read []string
}

// earlyEval is the evaluation of a file started before it is known to be
// needed: the default sidebars file (sidebars.js, …), which most sites
// use, evaluated while the config is, each in a Node process of its own,
// instead of after it (75 ms and more of a build's start).
type earlyEval struct {
	file string
	done chan struct{}
	ev   *Evaluated
	err  error
}

// evalEarly starts evaluating the site's default sidebars file, when it
// has one that needs Node.
func evalEarly(ctx context.Context, dir, cacheDir string) *earlyEval {
	for _, n := range []string{"sidebars.js", "sidebars.ts", "sidebars.json", "sidebars.mjs", "sidebars.cjs"} {
		st, err := os.Stat(filepath.Join(dir, n))
		if err != nil || !st.Mode().IsRegular() {
			continue
		}
		if strings.HasSuffix(n, ".json") {
			return nil
		}
		e := &earlyEval{file: filepath.Join(dir, n), done: make(chan struct{})}
		go func() {
			defer close(e.done)
			e.ev, e.err = EvalCached(ctx, dir, e.file, cacheDir)
		}()
		return e
	}
	return nil
}

// eval is Eval(ctx, s.Dir, abs), answered by the early evaluation when it
// is of that file (the first time only).
func (s *Site) eval(ctx context.Context, abs string) (*Evaluated, error) {
	var ev *Evaluated
	var err error
	if e := s.early; e != nil && e.file == abs {
		s.early = nil
		<-e.done
		ev, err = e.ev, e.err
	} else {
		ev, err = EvalCached(ctx, s.Dir, abs, s.evalCache)
	}
	if err == nil {
		s.evaluated(rel(s.Dir, abs), ev)
	}
	return ev, err
}

// evaluated notes how a file's evaluation was answered (Cached, Evaluated).
func (s *Site) evaluated(file string, ev *Evaluated) {
	if ev.Cached {
		s.Cached = append(s.Cached, file)
	} else {
		s.Evaluated = append(s.Evaluated, file)
	}
}

// LoadOptions configure Load.
type LoadOptions struct {
	// Strict makes every warning an error.
	Strict bool
	// EvalCache is a folder (the build cache's) where the evaluations of
	// the config and sidebars files are kept (EvalCached); "" evaluates
	// them every time.
	EvalCache string
}

// docsInstance is one docs plugin of the site (the preset's or a
// plugin-content-docs entry).
type docsInstance struct {
	abs string // the docs folder
	id  string // the plugin id, "" for the default instance
	// sidebars are the sidebars (by their plugin's name for them, in
	// every version) and the route of each one's first link.
	sidebars map[string]string
	opts     docs.Options
	routes   map[string]string // doc id → route, in the last version
	first    string            // route of the first doc of the last version, in the docs plugin's order
	// versions are the versions built, current first, when there are
	// several (nil otherwise).
	versions []docs.Version
}

// pluginID is the instance's id as Docusaurus names it.
func (in *docsInstance) pluginID() string {
	if in.id == "" {
		return "default"
	}
	return in.id
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
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	early := evalEarly(ctx, dir, lo.EvalCache)
	ev, err := EvalCached(ctx, dir, name, lo.EvalCache)
	if err != nil {
		return nil, err
	}
	var sc SiteConfig
	if err := json.Unmarshal(ev.JSON, &sc); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	s := &Site{Dir: dir, early: early, evalCache: lo.EvalCache}
	s.evaluated(name, ev)
	for _, m := range ev.Missing {
		if strings.HasPrefix(m, "./") {
			s.warn(name, "file "+m+" is not there", "it is read as empty (is it made by a plugin or a script that runs before docusaurus build?)")
			continue
		}
		s.warn(name, "package "+m+" is not installed", "it is read as empty (run npm install in the site folder to use it)")
	}
	for _, pkg := range ev.Packages {
		if pkg == "remark-math" {
			s.math = true
		}
	}
	for _, pkg := range ev.Packages {
		switch {
		case pkg == "@docusaurus/remark-plugin-npm2yarn":
			s.npm2yarn = true
		case pkg == "remark-math" || pkg == "rehype-katex" && s.math:
			// Read and rendered by docskit (mdx/math.go).
		case markdownPlugin(pkg):
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
	s := &Site{Dir: filepath.Dir(docsDir), evalCache: lo.EvalCache}
	preset := map[string]any{"docs": map[string]any{"path": filepath.Base(docsDir)}, "blog": false}
	if docsDir == dir {
		// The folder is the docs: the pages of the folder around it are not its.
		preset["pages"] = false
	}
	opts, err := json.Marshal(preset)
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

// hasMarkdown reports whether dir holds a .md or .mdx file, itself or in a
// folder of it (a docs folder often has only folders), leaving out
// node_modules and hidden folders.
func hasMarkdown(dir string) bool {
	found := errors.New("found")
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if e.IsDir() {
			if p != dir && (e.Name() == "node_modules" || strings.HasPrefix(e.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if ext := filepath.Ext(e.Name()); ext == ".md" || ext == ".mdx" {
			return found
		}
		return nil
	})
	return err == found
}

func (s *Site) warn(file, what, instead string) {
	s.Warnings = append(s.Warnings, Warning{File: file, What: what, Instead: instead})
}

// configure maps the evaluated config onto s.Config and s.Options.
func (s *Site) configure(ctx context.Context, name string, sc *SiteConfig) error {
	var instances []*docsInstance
	var blogs []*blogInstance
	var sitePages []*pagesInstance
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
				Sitemap          json.RawMessage `json:"sitemap"`
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
			if string(o.Pages) != "false" {
				in, err := s.pagesInstance(name, o.Pages)
				if err != nil {
					return err
				}
				sitePages = append(sitePages, in)
			}
			// The preset builds a blog unless blog is false, from blog/ when
			// its options leave the path out.
			if string(o.Blog) != "false" && string(o.Blog) != "null" {
				in, err := s.blogInstance(name, "presets: @docusaurus/preset-classic's blog", o.Blog)
				if err != nil {
					return err
				}
				if len(o.Blog) > 0 || dirExists(in.abs) {
					blogs = append(blogs, in)
				}
			}
			if err := s.sitemapOptions(name, o.Sitemap); err != nil {
				return err
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
	for i, p := range sc.Plugins {
		p.normalize(s.Dir, "plugin")
		switch p.Name {
		case "":
		case "@docusaurus/plugin-client-redirects":
			rp, err := s.clientRedirects(name, i, p.Options, sc.TrailingSlash != nil && *sc.TrailingSlash)
			if err != nil {
				return err
			}
			s.plugins = append(s.plugins, rp)
		case "@docusaurus/plugin-content-docs":
			in, err := s.docsInstance(ctx, name, p.Options)
			if err != nil {
				return err
			}
			instances = append(instances, in)
		case "@docusaurus/plugin-content-blog":
			in, err := s.blogInstance(name, "plugins: "+p.Name, p.Options)
			if err != nil {
				return err
			}
			blogs = append(blogs, in)
		case "@docusaurus/plugin-content-pages":
			in, err := s.pagesInstance(name, p.Options)
			if err != nil {
				return err
			}
			sitePages = append(sitePages, in)
		case "@docusaurus/plugin-sitemap":
			if err := s.sitemapOptions(name, p.Options); err != nil {
				return err
			}
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
			// The Algolia theme and the local-search themes have a search page at /search.
			s.searchPage = s.searchPage || strings.Contains(t.Name, "search-algolia") || strings.Contains(t.Name, "search-local")
			s.warn(name, "theme "+t.Name, "docskit's own full-text search is used instead")
		default:
			s.warn(name, "theme "+t.Name, "not supported: docskit's theme is used")
			if t.Local {
				// Its folder: the theme's file (require.resolve's) is in it or in its src/.
				dir := filepath.Join(s.Dir, t.Name)
				if st, err := os.Stat(dir); err == nil && !st.IsDir() {
					dir = filepath.Dir(dir)
				}
				if filepath.Base(dir) == "src" {
					dir = filepath.Dir(dir)
				}
				s.themeDirs = append(s.themeDirs, dir)
			}
		}
	}
	if classic && len(sc.ThemeConfig.Algolia) > 0 && string(sc.ThemeConfig.Algolia) != "null" {
		withSearch, s.searchPage = true, true
	}
	if !classic && len(instances) == 0 && len(blogs) == 0 {
		s.warn(name, "no preset-classic, no docs and no blog plugin", "nothing but the pages docskit adds is built")
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
		s.plugins = append(s.plugins, newClientModules(s.Dir, sc.ClientModules))
	}
	if len(sitePages) > 1 {
		s.warn(name, fmt.Sprintf("%d pages plugins", len(sitePages)), "only the first one's pages are built")
		sitePages = sitePages[:1]
	}
	return s.assemble(name, sc, instances, blogs, sitePages, withSearch)
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
	LastVersion           string                    `json:"lastVersion"`
	IncludeCurrentVersion *bool                     `json:"includeCurrentVersion"`
	OnlyIncludeVersions   []string                  `json:"onlyIncludeVersions"`
	DisableVersioning     bool                      `json:"disableVersioning"`
	Versions              map[string]versionOptions `json:"versions"`
	EditCurrentVersion    bool                      `json:"editCurrentVersion"`
	ID                    string                    `json:"id"`
	Path                  string                    `json:"path"`
	RouteBasePath         *string                   `json:"routeBasePath"`
	SidebarPath           json.RawMessage           `json:"sidebarPath"`
	Include               []string                  `json:"include"`
	Exclude               []string                  `json:"exclude"`
	EditURL               json.RawMessage           `json:"editUrl"`
	ShowLastUpdateTime    bool                      `json:"showLastUpdateTime"`
	ShowLastUpdateAuthor  bool                      `json:"showLastUpdateAuthor"`
	SidebarCollapsed      *bool                     `json:"sidebarCollapsed"`
	SidebarCollapsible    *bool                     `json:"sidebarCollapsible"`
	Breadcrumbs           *bool                     `json:"breadcrumbs"`
	NumberPrefixParser    json.RawMessage           `json:"numberPrefixParser"`
	SidebarItemsGenerator json.RawMessage           `json:"sidebarItemsGenerator"`
	Tags                  json.RawMessage           `json:"tags"`
	OnInlineTags          string                    `json:"onInlineTags"`
	TagsBasePath          string                    `json:"tagsBasePath"`
}

// docsInstance reads one docs plugin's options and sidebars, and loads
// its docs once, for the routes the navbar and footer link to.
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
	// Without the current version, Docusaurus does not read the docs folder.
	withCurrent := o.IncludeCurrentVersion == nil || *o.IncludeCurrentVersion
	if withCurrent && !dirExists(abs) {
		return nil, fmt.Errorf("%s: docs path %q: no such folder", name, o.Path)
	}
	// Docs beside the site folder (path: '../docs') are read from the
	// folder that holds both.
	root := commonDir(s.Dir, abs)
	relPath, err := filepath.Rel(root, abs)
	if err != nil {
		return nil, err
	}
	opts := docs.Options{
		Path: filepath.ToSlash(relPath), RouteBase: routeBase,
		// Docusaurus has no limit on a file's size.
		MaxFileSize: -1,
		Include:     o.Include, Exclude: o.Exclude,
		ShowLastUpdateTime: o.ShowLastUpdateTime, ShowLastUpdateAuthor: o.ShowLastUpdateAuthor,
		SidebarCollapsed: o.SidebarCollapsed, SidebarCollapsible: o.SidebarCollapsible, Breadcrumbs: o.Breadcrumbs,
		// What the site's own plugins would have filled is left out.
		Lenient:     true,
		LastVersion: o.LastVersion, IncludeCurrentVersion: o.IncludeCurrentVersion, OnlyIncludeVersions: o.OnlyIncludeVersions,
		DisableVersioning: o.DisableVersioning, EditCurrentVersion: o.EditCurrentVersion,
		OnInlineTags: o.OnInlineTags, TagsBasePath: o.TagsBasePath,
	}
	if len(o.Versions) > 0 {
		opts.Versions = map[string]docs.VersionOptions{}
		for n, v := range o.Versions {
			opts.Versions[n] = docs.VersionOptions{Label: v.Label, Path: v.Path, Banner: v.Banner, Badge: v.Badge, NoIndex: v.NoIndex, ClassName: v.ClassName}
		}
	}
	if o.ID != "" && o.ID != "default" {
		opts.ID = o.ID
	}
	where := "docs plugin"
	if opts.ID != "" {
		where += " " + opts.ID
	}
	var editURL string
	if len(o.EditURL) > 0 && json.Unmarshal(o.EditURL, &editURL) != nil && string(o.EditURL) != "null" {
		s.warn(name, where+": editUrl is a function", "docs have no edit link")
	}
	opts.EditURL = editURL
	switch t := string(o.Tags); {
	case t == "false" || t == "null":
		opts.NoTagsFile = true
	case len(t) > 0:
		if err := json.Unmarshal(o.Tags, &opts.Tags); err != nil {
			return nil, fmt.Errorf("%s: %s options: tags must be a file name, false or null", name, where)
		}
	}
	var prefix bool
	if len(o.NumberPrefixParser) > 0 {
		if json.Unmarshal(o.NumberPrefixParser, &prefix) == nil {
			opts.NumberPrefixParser = &prefix
		} else {
			s.warn(name, where+": numberPrefixParser is a function", "Docusaurus's own parser is used")
		}
	}
	if len(o.SidebarItemsGenerator) > 0 {
		s.warn(name, where+": sidebarItemsGenerator", "not run: autogenerated sidebars are Docusaurus's default")
	}
	if err := s.sidebars(ctx, name, o.SidebarPath, &opts); err != nil {
		return nil, err
	}
	// versions.json and the versioned folders are in the site folder.
	opts.VersionsDir = filepath.ToSlash(rel(root, s.Dir))
	opts.OptionsFile = path.Join(opts.VersionsDir, name)
	sum, err := s.summarize(ctx, root, opts)
	if err != nil {
		return nil, err
	}
	in := &docsInstance{abs: abs, id: opts.ID, opts: opts, routes: sum.Routes, sidebars: sum.Sidebars, first: sum.First}
	if len(sum.Versions) > 1 {
		in.versions = sum.Versions
	}
	in.opts.Path, in.opts.VersionsDir = "", "" // set by assemble, relative to the build's root
	return in, nil
}

// summarize loads the docs of a docs plugin for what Load needs of them
// (docsSummary), or takes it from the build cache (docsCache).
func (s *Site) summarize(ctx context.Context, root string, opts docs.Options) (*docsSummary, error) {
	// Last updates are not part of it: Git is not run for it.
	opts.ShowLastUpdateTime, opts.ShowLastUpdateAuthor = false, false
	var src fs.FS = os.DirFS(root)
	var cache *docsCache
	var rec *recordingFS
	if s.evalCache != "" {
		if cache = openDocsCache(s.evalCache, root, opts); cache != nil {
			if sum := cache.lookup(src); sum != nil {
				s.Cached = append(s.Cached, docsLabel(root, opts))
				return sum, nil
			}
			rec = newRecordingFS(src)
			src = rec
		}
	}
	p := docs.New(opts)
	c := &docskit.Context{Context: ctx, Config: &docskit.Config{OnDuplicateRoutes: "ignore"}, Root: root, Source: src}
	ps, err := p.Load(c)
	if err != nil {
		return nil, err
	}
	site := &docskit.Site{Pages: ps, Sidebars: map[string]*docskit.Sidebar{}}
	if err := p.Resolve(c, site); err != nil {
		return nil, err
	}
	sum := &docsSummary{Routes: map[string]string{}, Sidebars: map[string]string{}, Versions: p.Versions()}
	sort.Slice(ps, func(i, j int) bool { return ps[i].Source < ps[j].Source })
	for _, pg := range ps {
		if pg.ID == "" || pg.Version != nil && !pg.Version.IsLast {
			continue
		}
		sum.Routes[pg.ID] = pg.Route
		if sum.First == "" {
			sum.First = pg.Route
		}
	}
	for sbName, sb := range site.Sidebars {
		if href := firstHref(sb.Items); href != "" {
			sum.Sidebars[sbName] = href
		}
	}
	if cache != nil {
		cache.store(rec, sum)
	}
	s.Read = append(s.Read, docsLabel(root, opts))
	return sum, nil
}

// docsLabel names a docs plugin's folder for Site.Cached and Read ("docs/").
func docsLabel(root string, opts docs.Options) string {
	return filepath.ToSlash(rel(root, filepath.Join(root, opts.Path))) + "/"
}

// versionOptions are the options of one docs version (the docs plugin's
// versions: {<name>: {…}}).
type versionOptions struct {
	Label     string  `json:"label"`
	Path      *string `json:"path"`
	Banner    string  `json:"banner"`
	Badge     *bool   `json:"badge"`
	NoIndex   bool    `json:"noIndex"`
	ClassName string  `json:"className"`
}

// sidebars reads a docs plugin's sidebarPath into opts: a JSON file as
// it is, a JavaScript or TypeScript one evaluated; false is no sidebars;
// no setting is sidebars.js when there is one, as in Docusaurus.
func (s *Site) sidebars(ctx context.Context, name string, raw json.RawMessage, opts *docs.Options) error {
	var file string
	switch {
	case string(raw) == "false":
		opts.SidebarsJSON, opts.SidebarsFile = []byte("{}"), "sidebarPath: false"
		return nil
	case len(raw) == 0 || string(raw) == "null":
		for _, n := range []string{"sidebars.js", "sidebars.ts", "sidebars.json", "sidebars.mjs", "sidebars.cjs"} {
			if st, err := os.Stat(filepath.Join(s.Dir, n)); err == nil && st.Mode().IsRegular() {
				file = n
				break
			}
		}
		if file == "" {
			return nil // Docusaurus's default: one autogenerated sidebar
		}
	default:
		if err := json.Unmarshal(raw, &file); err != nil {
			return fmt.Errorf("%s: sidebarPath must be a path or false", name)
		}
	}
	abs := file
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(s.Dir, abs)
	}
	opts.SidebarsFile = rel(s.Dir, abs)
	if strings.HasSuffix(abs, ".json") {
		data, err := os.ReadFile(abs)
		if err != nil {
			return fmt.Errorf("%s: sidebarPath: %w", name, err)
		}
		opts.SidebarsJSON = data
		return nil
	}
	if _, err := os.Stat(abs); err != nil {
		return fmt.Errorf("%s: sidebarPath %s: no such file", name, opts.SidebarsFile)
	}
	ev, err := s.eval(ctx, abs)
	if err != nil {
		return err
	}
	for _, m := range ev.Missing {
		what := "package " + m + " is not installed"
		if strings.HasPrefix(m, "./") {
			what = "file " + m + " is not there (made by a plugin?)"
		}
		s.warn(opts.SidebarsFile, what, "it is read as empty")
	}
	opts.SidebarsJSON = ev.JSON
	return nil
}

// firstHref is the first link of a sidebar, in reading order.
func firstHref(items []*docskit.SidebarItem) string {
	for _, it := range items {
		if it.Href != "" && (it.Type == "link" || it.Type == "category") && !strings.Contains(it.Href, "://") {
			return it.Href
		}
		if h := firstHref(it.Items); h != "" {
			return h
		}
	}
	return ""
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

// sitemapOptions reads the sitemap plugin's options: false leaves the
// sitemap out, filename names its file.
func (s *Site) sitemapOptions(name string, raw json.RawMessage) error {
	if string(raw) == "false" {
		s.noSitemap = true
		return nil
	}
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	var o struct {
		Filename string `json:"filename"`
	}
	if err := json.Unmarshal(raw, &o); err != nil {
		return fmt.Errorf("%s: sitemap options: %w", name, err)
	}
	if o.Filename != "" {
		if strings.ContainsAny(o.Filename, "/\\") || !strings.HasSuffix(o.Filename, ".xml") {
			return fmt.Errorf("%s: sitemap filename %q must be a file name ending in .xml", name, o.Filename)
		}
		s.sitemapFile = o.Filename
	}
	return nil
}
