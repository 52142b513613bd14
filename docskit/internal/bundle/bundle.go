package bundle

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"

	"docskit.dev/docskit/uitext"
	"github.com/evanw/esbuild/pkg/api"
)

// Module is a client module: a file inside FS.
type Module struct {
	FS    fs.FS
	Entry string
}

// Component is an MDX component of the site: the React component that
// renders the page-body nodes named Name. It is Module's default export, or
// the export named Export.
type Component struct {
	Name   string
	Module Module
	Export string
}

// Options configure a bundle build.
type Options struct {
	// Theme is the theme's source tree (docskit/theme.FS).
	Theme fs.FS
	// Overrides is a folder on disk with <Name>/index.tsx files that replace
	// theme components of the same name. Optional.
	Overrides string
	// NodeModules is the folder that holds react and react-dom. Required.
	NodeModules string
	// CSS is extra global CSS (the highlighter's), bundled after the theme's.
	CSS string
	// SiteConfig is encoded as the @docskit/site-config module.
	SiteConfig any
	// UIMessages is the source of @docskit/ui-messages, the UI messages in
	// the site's language (uitext.Module); the English ones when empty.
	UIMessages string
	// Modules are the plugins' client modules, in plugin order.
	Modules []Module
	// Components are the site's MDX components. The page body renders them
	// at first paint, so their modules are bundled into the client entry
	// (and into the server bundle), like modules that export slots.
	Components []Component
	// Pages are the modules of the MDX pages that need JavaScript: each is
	// an entry of the client bundle (the page's chunk) and part of the
	// server bundle (@docskit/pages).
	Pages []PageModule
	// Markdown compiles an MD/MDX file that a page's code imports (a React
	// component showing a Markdown file, as Docusaurus's MDX loader allows),
	// by its path on disk, to a JSX module whose default export renders it
	// (see @docskit/markdown-content). Nil: such an import fails. An MDX
	// page's own imports of partials are not this: their content is in its
	// body already.
	Markdown func(file string) (string, error)
	// SiteRoot is the site's folder on disk, which @site/ imports name, and
	// whose node_modules the pages' imports of packages resolve from.
	SiteRoot string
	// PublicPath is the URL prefix of assets, e.g. "/assets/".
	PublicPath string
	// Dev keeps the bundles readable (no minification).
	Dev bool
	// StandIns replaces a theme component or a Docusaurus module that
	// docskit does not have (@theme/Redoc of a third-party theme,
	// @docusaurus/useRouteContext) with a stand-in instead of failing: a
	// component that shows a notice, or a module whose values are
	// undefined. Result.StandIns names them. For sites read from a
	// Docusaurus folder, whose plugins and themes docskit does not run.
	StandIns bool
	// DocTags keeps the theme's code for docs' tags (docskit.DocsOptions.Tags).
	DocTags bool

	// eager[i] is true when Modules[i] exports slots (set by Build).
	eager []bool
	// files numbers the modules' file systems (set by Build).
	files *moduleFiles
	// standIns collects the names StandIns stood in for.
	standIns *nameSet
}

// PageModule is the module of one page: an MDX page's
// (mdx.Doc.ModuleSource), or a React page's file as written.
type PageModule struct {
	// Key names the page in the server bundle (its route).
	Key string
	// Source is the module's JavaScript (JSX; TypeScript for a File in
	// .ts or .tsx); Dir the folder on disk its relative imports resolve
	// from; File names the page in errors.
	Source, Dir, File string
}

// PageChunk is what the client loads to show a module page.
type PageChunk struct {
	JS  string
	CSS []string
}

// File is one output file.
type File struct {
	// Path is relative to the site output root, e.g. "assets/main-ABC123.js".
	Path     string
	Contents []byte
}

// Result is a finished bundle.
type Result struct {
	// StandIns are the imports Options.StandIns replaced, sorted:
	// "@theme/Redoc", "@docusaurus/useRouteContext".
	StandIns []string
	// Files are the client assets to write.
	Files []File
	// EntryJS and EntryCSS are the URLs of the client entry and its stylesheet.
	EntryJS  string
	EntryCSS []string
	// Preload are the URLs of chunks the entry imports statically.
	Preload []string
	// Server is the server bundle (an ES module exporting render).
	Server []byte
	// Pages are the client chunks of Options.Pages, by Key.
	Pages map[string]PageChunk

	// serverMap is the server bundle's source map, with page modules
	// (sourcemap.go); pageFiles are their Files.
	serverMap *serverMap
	pageFiles []string
}

const (
	nsPage    = "dk-page"
	nsRaw     = "dk-raw"
	nsTheme   = "dk-theme"
	nsModule  = "dk-module"
	nsVirtual = "dk-virtual"
	nsUI      = "dk-ui"
)

// Build bundles the client and the server.
func Build(opts Options) (*Result, error) {
	if opts.NodeModules == "" {
		return nil, errors.New("bundle: NodeModules is required")
	}
	if _, err := os.Stat(filepath.Join(opts.NodeModules, "react")); err != nil {
		return nil, fmt.Errorf("bundle: react is not installed in %s (run npm ci)", opts.NodeModules)
	}
	if opts.PublicPath == "" {
		opts.PublicPath = "/assets/"
	}
	if opts.UIMessages == "" {
		opts.UIMessages = uitext.Module(uitext.Resolve("en", nil))
	}
	cfg, err := json.Marshal(opts.SiteConfig)
	if err != nil {
		return nil, fmt.Errorf("bundle: site config: %w", err)
	}
	resolveDir := filepath.Dir(opts.NodeModules)
	res := &Result{}
	opts.files = newModuleFiles(opts.Modules, opts.Components)
	opts.standIns = &nameSet{}
	// Which client modules render at first paint must be known before the
	// bundles are built: it decides their place in them.
	if opts.eager, err = checkExports(opts, resolveDir); err != nil {
		return nil, err
	}
	// The client and the server are built one after the other: each build
	// parses the theme, react-dom and every page's imports on its own, and
	// at once they held twice that (1.6 GB on a site of 263 page modules);
	// esbuild already spreads one build over the cores.
	client := api.Build(api.BuildOptions{
		EntryPointsAdvanced: clientEntries(opts.Pages),
		Bundle:              true,
		Splitting:           true,
		Format:              api.FormatESModule,
		Platform:            api.PlatformBrowser,
		Target:              api.ES2020,
		Write:               false,
		Outdir:              "/out/assets",
		EntryNames:          "[name]-[hash]",
		ChunkNames:          "chunk-[hash]",
		AssetNames:          "[name]-[hash]",
		PublicPath:          opts.PublicPath,
		MinifyWhitespace:    !opts.Dev,
		// Minified identifiers would also shorten the class names of CSS
		// modules, differently from the server bundle's: with page
		// modules (which import them) the client keeps its names.
		MinifyIdentifiers: !opts.Dev && len(opts.Pages) == 0,
		MinifySyntax:      !opts.Dev,
		LegalComments:     api.LegalCommentsEndOfFile,
		Metafile:          true,
		JSX:               api.JSXAutomatic,
		Define:            defines(opts, false),
		Banner:            clientBanner(opts),
		Loader:            loaders(false),
		Plugins:           []api.Plugin{resolver(opts, cfg, resolveDir, false)},
		NodePaths:         nodePaths(opts),
		LogLevel:          api.LogLevelSilent,
	})
	server := api.Build(api.BuildOptions{
		EntryPointsAdvanced: []api.EntryPoint{{InputPath: "entry-server", OutputPath: "server"}},
		Bundle:              true,
		Format:              api.FormatESModule,
		Platform:            api.PlatformNode,
		Target:              api.ES2022,
		Write:               false,
		Outdir:              "/out/server",
		// The CommonJS parts of react-dom/server require Node built-ins.
		Banner:    map[string]string{"js": "import { createRequire as __dkCreateRequire } from 'node:module'; const require = __dkCreateRequire(import.meta.url);" + requireContext(opts)},
		JSX:       api.JSXAutomatic,
		Define:    defines(opts, true),
		Loader:    loaders(true),
		Plugins:   []api.Plugin{resolver(opts, cfg, resolveDir, true)},
		NodePaths: nodePaths(opts),
		LogLevel:  api.LogLevelSilent,
		// Files a page imports (images) get the URLs the client gets.
		PublicPath: opts.PublicPath,
		AssetNames: "[name]-[hash]",
		// For the page and line of an error while a page renders.
		Sourcemap: serverSourcemap(opts),
	})
	if err := buildErrs(opts, client, server); err != nil {
		return nil, err
	}
	for _, f := range server.OutputFiles {
		switch {
		case strings.HasSuffix(f.Path, ".js"):
			res.Server = f.Contents
		case strings.HasSuffix(f.Path, ".js.map"):
			if res.serverMap, err = decodeSourceMap(f.Contents); err != nil {
				return nil, fmt.Errorf("bundle: %w", err)
			}
		}
	}
	for _, p := range opts.Pages {
		res.pageFiles = append(res.pageFiles, p.File)
	}
	for _, f := range client.OutputFiles {
		rel := strings.TrimPrefix(f.Path, "/out/")
		res.Files = append(res.Files, File{Path: rel, Contents: f.Contents})
	}
	res.Pages = map[string]PageChunk{}
	if err := res.readMetafile(client.Metafile, opts.PublicPath); err != nil {
		return nil, err
	}
	byIndex := res.Pages
	res.Pages = make(map[string]PageChunk, len(opts.Pages))
	for i, pm := range opts.Pages {
		if c, ok := byIndex[strconv.Itoa(i)]; ok {
			res.Pages[pm.Key] = c
		}
	}
	if res.EntryJS == "" {
		return nil, errors.New("bundle: the client entry produced no output")
	}
	res.StandIns = opts.standIns.sorted()
	return res, nil
}

// serverSourcemap is a source map for a server bundle with page modules
// (external: Node does not read it, the builder does).
func serverSourcemap(opts Options) api.SourceMap {
	if len(opts.Pages) == 0 {
		return api.SourceMapNone
	}
	return api.SourceMapExternal
}

// readMetafile finds, in the client build's metafile, what a page's head
// links: the entry script, its stylesheets (and those of client modules
// loaded after hydration) and the chunks the entry imports.
func (res *Result) readMetafile(metafile, publicPath string) error {
	var meta struct {
		Outputs map[string]struct {
			EntryPoint string `json:"entryPoint"`
			CSSBundle  string `json:"cssBundle"`
			Imports    []struct {
				Path string `json:"path"`
				Kind string `json:"kind"`
			} `json:"imports"`
		} `json:"outputs"`
	}
	if err := json.Unmarshal([]byte(metafile), &meta); err != nil {
		return fmt.Errorf("bundle: metafile: %w", err)
	}
	var lazyCSS []string
	// Metafile paths are relative to the working directory: ../../out/assets/x.js.
	url := func(p string) string {
		if i := strings.Index(p, "out/assets/"); i >= 0 {
			p = p[i+len("out/assets/"):]
		}
		return publicPath + p
	}
	for p, o := range meta.Outputs {
		if k, ok := strings.CutPrefix(o.EntryPoint, nsPage+":"); ok && strings.HasSuffix(p, ".js") {
			chunk := PageChunk{JS: url(p)}
			if o.CSSBundle != "" {
				chunk.CSS = []string{url(o.CSSBundle)}
			}
			res.Pages[k] = chunk
		}
		// Only the client entry: lazily imported modules are entry points of
		// their own chunks, loaded on demand, never in the page's head. The
		// stylesheet of a client module loaded after hydration is the
		// exception: the esbuild runtime does not load CSS, so it is linked
		// from the head like the entry's.
		if strings.HasPrefix(o.EntryPoint, nsModule+":") && o.CSSBundle != "" && strings.HasSuffix(p, ".js") {
			lazyCSS = append(lazyCSS, url(o.CSSBundle))
		}
		if o.EntryPoint != nsTheme+":entry-client.tsx" || !strings.HasSuffix(p, ".js") {
			continue
		}
		res.EntryJS = url(p)
		if o.CSSBundle != "" {
			res.EntryCSS = append(res.EntryCSS, url(o.CSSBundle))
		}
		for _, imp := range o.Imports {
			if imp.Kind == "import-statement" && strings.HasSuffix(imp.Path, ".js") {
				res.Preload = append(res.Preload, url(imp.Path))
			}
		}
	}
	sort.Strings(lazyCSS)
	res.EntryCSS = append(res.EntryCSS, lazyCSS...)
	sort.Strings(res.Preload)
	return nil
}

// defines are the constants the theme branches on (theme/internal/globals.d.ts).
// A site without page modules gets a client without the code that loads them
// (__DOCSKIT_PAGE_MODULES__ false): it is not in the first-load JavaScript of
// a site that never uses it; nor is the code of docs' tags without
// Config.Docs.Tags (__DOCSKIT_DOC_TAGS__).
func defines(opts Options, server bool) map[string]string {
	d := map[string]string{
		"process.env.NODE_ENV":     jsonString(mode(opts.Dev)),
		"__DOCSKIT_SERVER__":       strconv.FormatBool(server),
		"__DOCSKIT_PAGE_MODULES__": strconv.FormatBool(len(opts.Pages) > 0),
		"__DOCSKIT_STAND_INS__":    strconv.FormatBool(opts.StandIns),
		"__DOCSKIT_DOC_TAGS__":     strconv.FormatBool(opts.DocTags),
	}
	if opts.StandIns {
		// webpack's require.context (a folder's modules, bundled by
		// webpack): an empty context, for site code that calls it.
		d["require.context"] = "__docskitRequireContext"
	}
	return d
}

// clientBanner is the client bundle's banner: none, or requireContext's.
func clientBanner(opts Options) map[string]string {
	if !opts.StandIns {
		return nil
	}
	return map[string]string{"js": requireContext(opts)}
}

// requireContext defines the stand-in of webpack's require.context that
// defines names (an empty context), when stand-ins are on.
func requireContext(opts Options) string {
	if !opts.StandIns {
		return ""
	}
	return "var __docskitRequireContext=function(){var c=function(){return{}};c.keys=function(){return[]};c.resolve=function(k){return k};c.id='';return c};"
}

func mode(dev bool) string {
	if dev {
		return "development"
	}
	return "production"
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func buildErr(which string, r api.BuildResult) error {
	if len(r.Errors) == 0 {
		return nil
	}
	msgs := api.FormatMessages(r.Errors, api.FormatMessagesOptions{Kind: api.ErrorMessage})
	return fmt.Errorf("bundle %s: %s", which, strings.Join(msgs, ""))
}

// virtualSource is the TypeScript of the virtual module @docskit/<name>
// (client-modules, components, pages, doc-tags-page).
func virtualSource(opts Options, name string, server bool) string {
	switch name {
	case "components":
		return componentsSource(opts.Components, len(opts.Modules))
	case "pages":
		return pagesSource(opts.Pages, server)
	case "doc-tags-page":
		// The docs' tag pages' layout with DocTags, else nothing: an
		// import, not a require(), which a page module's top-level await
		// would forbid.
		if opts.DocTags {
			return "export { default } from '@theme/DocTagsPage';\n"
		}
		return "export default null;\n"
	}
	return clientModulesSource(opts.eager, server)
}

// resolver maps the theme, overrides, virtual modules and client modules.
func resolver(opts Options, cfg []byte, resolveDir string, server bool) api.Plugin {
	entry := "entry-client"
	if server {
		entry = "entry-server"
	}
	return api.Plugin{Name: "docskit", Setup: func(b api.PluginBuild) {
		b.OnResolve(api.OnResolveOptions{Filter: `^entry-(client|server)$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			return api.OnResolveResult{Path: entry + ".tsx", Namespace: nsTheme}, nil
		})
		b.OnResolve(api.OnResolveOptions{Filter: `^@docskit/extra\.css$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			return api.OnResolveResult{Path: "extra.css", Namespace: nsVirtual}, nil
		})
		b.OnResolve(api.OnResolveOptions{Filter: `^@docskit/(site-config|client-modules|components|pages|doc-tags-page)$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			return api.OnResolveResult{Path: strings.TrimPrefix(a.Path, "@docskit/"), Namespace: nsVirtual}, nil
		})
		// @docskit/ui is the theme's ui.ts, @docskit/ui-messages the const
		// enums it re-exports. Neither has side effects: a chunk that only
		// reads messages gets them inlined and imports neither.
		b.OnResolve(api.OnResolveOptions{Filter: `^@docskit/ui$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			return api.OnResolveResult{Path: "ui.ts", Namespace: nsTheme, SideEffects: api.SideEffectsFalse}, nil
		})
		b.OnResolve(api.OnResolveOptions{Filter: `^@docskit/ui-messages$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			return api.OnResolveResult{Path: "ui-messages", Namespace: nsUI, SideEffects: api.SideEffectsFalse}, nil
		})
		b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: nsUI}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
			return api.OnLoadResult{Contents: &opts.UIMessages, Loader: api.LoaderTS}, nil
		})
		b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: nsVirtual}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
			if a.Path == "extra.css" {
				css := opts.CSS
				loader := api.LoaderCSS
				if server {
					loader = api.LoaderEmpty
				}
				return api.OnLoadResult{Contents: &css, Loader: loader}, nil
			}
			if a.Path == "site-config" {
				s := string(cfg)
				return api.OnLoadResult{Contents: &s, Loader: api.LoaderJSON}, nil
			}
			s := virtualSource(opts, a.Path, server)
			return api.OnLoadResult{Contents: &s, Loader: api.LoaderTS, ResolveDir: resolveDir}, nil
		})
		pageResolver(b, opts, resolveDir, server)
		b.OnResolve(api.OnResolveOptions{Filter: `^dk-module:\d+$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			var i int
			fmt.Sscanf(a.Path, "dk-module:%d", &i)
			return api.OnResolveResult{Path: opts.files.entries[i], Namespace: nsModule}, nil
		})
		b.OnResolve(api.OnResolveOptions{Filter: `^@theme(-original)?/`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			original := strings.HasPrefix(a.Path, "@theme-original/")
			name := a.Path[strings.Index(a.Path, "/")+1:]
			if !original && opts.Overrides != "" {
				for _, ext := range []string{".tsx", ".ts"} {
					p := filepath.Join(opts.Overrides, name, "index"+ext)
					if _, err := os.Stat(p); err == nil {
						return api.OnResolveResult{Path: p}, nil
					}
				}
			}
			if p, ok := themeComponent(opts.Theme, name); ok {
				return api.OnResolveResult{Path: p, Namespace: nsTheme}, nil
			}
			if opts.StandIns {
				return standIn(opts, a.Path), nil
			}
			return api.OnResolveResult{}, fmt.Errorf("no theme component %q", name)
		})
		// Docusaurus's own modules (@docusaurus/Link, @docusaurus/useBaseUrl, …)
		// that MDX pages and site components import: the theme's versions,
		// in docusaurus/ of the theme.
		b.OnResolve(api.OnResolveOptions{Filter: `^@docusaurus/`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			name := strings.TrimPrefix(a.Path, "@docusaurus/")
			// The same modules by their file in @docusaurus/core.
			name = strings.TrimPrefix(name, "core/lib/client/exports/")
			if p, ok := findInFS(opts.Theme, "docusaurus/"+name); ok {
				return api.OnResolveResult{Path: p, Namespace: nsTheme}, nil
			}
			if opts.StandIns {
				return standIn(opts, a.Path), nil
			}
			return api.OnResolveResult{}, fmt.Errorf("docskit does not provide %s", a.Path)
		})
		b.OnResolve(api.OnResolveOptions{Filter: `^\.\.?/`, Namespace: nsTheme}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			p := path.Join(path.Dir(a.Importer), a.Path)
			if f, ok := findInFS(opts.Theme, p); ok {
				return api.OnResolveResult{Path: f, Namespace: nsTheme}, nil
			}
			return api.OnResolveResult{}, fmt.Errorf("cannot find %s from %s", a.Path, a.Importer)
		})
		b.OnResolve(api.OnResolveOptions{Filter: `^\.\.?/`, Namespace: nsModule}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			i, rest, _ := strings.Cut(a.Importer, "/")
			var n int
			fmt.Sscanf(i, "%d", &n)
			p := path.Join(path.Dir(rest), a.Path)
			if f, ok := findInFS(opts.files.fss[n], p); ok {
				return api.OnResolveResult{Path: i + "/" + f, Namespace: nsModule}, nil
			}
			return api.OnResolveResult{}, fmt.Errorf("cannot find %s from client module %s", a.Path, rest)
		})
		b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: nsTheme}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
			return load(opts.Theme, a.Path, resolveDir, server)
		})
		b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: nsModule}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
			i, rest, _ := strings.Cut(a.Path, "/")
			var n int
			fmt.Sscanf(i, "%d", &n)
			return load(opts.files.fss[n], rest, resolveDir, server)
		})
	}}
}

func load(fsys fs.FS, p, resolveDir string, server bool) (api.OnLoadResult, error) {
	b, err := fs.ReadFile(fsys, p)
	if err != nil {
		return api.OnLoadResult{}, err
	}
	s := string(b)
	loader := api.LoaderTSX
	switch path.Ext(p) {
	case ".ts":
		loader = api.LoaderTS
	case ".js", ".mjs":
		loader = api.LoaderJS
	case ".css":
		loader = api.LoaderCSS
		if server {
			loader = api.LoaderEmpty
		}
	case ".json":
		loader = api.LoaderJSON
	}
	return api.OnLoadResult{Contents: &s, Loader: loader, ResolveDir: resolveDir}, nil
}

// themeComponent finds the theme's component name (components/ or mdx/).
func themeComponent(theme fs.FS, name string) (string, bool) {
	if p, ok := findInFS(theme, "components/"+name); ok {
		return p, true
	}
	return findInFS(theme, "mdx/"+name)
}

// findInFS finds p, p.tsx, p.ts, p/index.tsx or p/index.ts in fsys.
func findInFS(fsys fs.FS, p string) (string, bool) {
	if fsys == nil {
		return "", false
	}
	for _, c := range []string{p, p + ".tsx", p + ".ts", p + "/index.tsx", p + "/index.ts"} {
		if st, err := fs.Stat(fsys, c); err == nil && !st.IsDir() {
			return c, true
		}
	}
	return "", false
}

// clientModulesSource is the @docskit/client-modules virtual module. Its
// default export holds the client modules that export slots: they render
// markup at first paint, so they are bundled into the entry. The others only
// react to route changes; loadAfterHydration imports them, each in a chunk of
// its own, which the client loads once the page has hydrated (the server never
// loads them).
func clientModulesSource(eager []bool, server bool) string {
	var src, list, lazy strings.Builder
	for i, e := range eager {
		spec := fmt.Sprintf("dk-module:%d", i)
		switch {
		case e:
			fmt.Fprintf(&src, "import * as m%d from %q;\n", i, spec)
			fmt.Fprintf(&list, "m%d,", i)
		case !server:
			fmt.Fprintf(&lazy, "import(%q),", spec)
		}
	}
	src.WriteString("export default [" + list.String() + "];\n")
	src.WriteString("export function loadAfterHydration() { return Promise.all([" + lazy.String() + "]); }\n")
	return src.String()
}

// componentsSource is the @docskit/components virtual module: the site's
// MDX components by name, which the page body renders. Component i's module
// is dk-module:first+i. A static import, so the component is in the client
// entry and renders at first paint and on hydration like the built-ins.
func componentsSource(cs []Component, first int) string {
	var src, obj strings.Builder
	for i, c := range cs {
		spec := fmt.Sprintf("dk-module:%d", first+i)
		if c.Export == "" {
			fmt.Fprintf(&src, "import c%d from %q;\n", i, spec)
		} else {
			fmt.Fprintf(&src, "import { %s as c%d } from %q;\n", c.Export, i, spec)
		}
		fmt.Fprintf(&obj, "%s: c%d,", jsonString(c.Name), i)
	}
	src.WriteString("export default {" + obj.String() + "};\n")
	return src.String()
}

// moduleFiles numbers the file systems of the client and component modules.
// The client modules come first, then the component modules: module i is
// dk-module:i, which resolves to entries[i], "f/path" where f indexes fss.
// Modules that share a file system share its files, so a module that two
// components (or a component and a client module) come from is bundled once.
type moduleFiles struct {
	fss     []fs.FS
	entries []string
}

func newModuleFiles(mods []Module, cs []Component) *moduleFiles {
	all := slices.Clone(mods)
	for _, c := range cs {
		all = append(all, c.Module)
	}
	mf := &moduleFiles{}
	for _, m := range all {
		f := slices.IndexFunc(mf.fss, func(x fs.FS) bool { return sameFS(x, m.FS) })
		if f < 0 {
			f = len(mf.fss)
			mf.fss = append(mf.fss, m.FS)
		}
		mf.entries = append(mf.entries, fmt.Sprintf("%d/%s", f, path.Clean(m.Entry)))
	}
	return mf
}

// sameFS reports whether a and b are the same file system. embed.FS and
// os.DirFS values compare with ==; a map (fstest.MapFS) is the same when it
// is the same map.
func sameFS(a, b fs.FS) bool {
	if a == nil || b == nil {
		return a == b
	}
	ta, tb := reflect.TypeOf(a), reflect.TypeOf(b)
	if ta != tb {
		return false
	}
	if ta.Comparable() {
		return a == b
	}
	switch va, vb := reflect.ValueOf(a), reflect.ValueOf(b); va.Kind() {
	case reflect.Map, reflect.Pointer, reflect.Slice, reflect.Func:
		return va.Pointer() == vb.Pointer()
	}
	return false
}

// checkExports reads what each module exports. It reports, for each client
// module, whether it exports slots, and fails when a component's module
// lacks the export that is the component. It bundles the modules alone
// (packages external, CSS ignored) and reads their exports from esbuild's
// metafile.
func checkExports(opts Options, resolveDir string) ([]bool, error) {
	eager := make([]bool, len(opts.Modules))
	files := opts.files
	if len(files.entries) == 0 {
		return eager, nil
	}
	var entries []api.EntryPoint
	for i, e := range files.entries {
		if slices.Index(files.entries, e) == i {
			entries = append(entries, api.EntryPoint{InputPath: fmt.Sprintf("dk-module:%d", i), OutputPath: fmt.Sprintf("m%d", i)})
		}
	}
	r := api.Build(api.BuildOptions{
		EntryPointsAdvanced: entries,
		Bundle:              true,
		Format:              api.FormatESModule,
		Platform:            api.PlatformNeutral,
		Write:               false,
		Outdir:              "/out/exports",
		Metafile:            true,
		JSX:                 api.JSXAutomatic,
		Packages:            api.PackagesExternal,
		Loader:              map[string]api.Loader{".css": api.LoaderEmpty, ".woff2": api.LoaderEmpty, ".svg": api.LoaderEmpty, ".png": api.LoaderEmpty},
		Plugins:             []api.Plugin{resolver(opts, []byte("{}"), resolveDir, true)},
		LogLevel:            api.LogLevelSilent,
	})
	if err := buildErr("client modules", r); err != nil {
		return nil, err
	}
	var meta struct {
		Outputs map[string]struct {
			EntryPoint string   `json:"entryPoint"`
			Exports    []string `json:"exports"`
		} `json:"outputs"`
	}
	if err := json.Unmarshal([]byte(r.Metafile), &meta); err != nil {
		return nil, fmt.Errorf("bundle: metafile: %w", err)
	}
	exports := map[string][]string{}
	for _, o := range meta.Outputs {
		if e, ok := strings.CutPrefix(o.EntryPoint, nsModule+":"); ok {
			exports[e] = o.Exports
		}
	}
	for i := range opts.Modules {
		eager[i] = slices.Contains(exports[files.entries[i]], "slots")
	}
	var errs []error
	for i, c := range opts.Components {
		want := c.Export
		if want == "" {
			want = "default"
		}
		if !slices.Contains(exports[files.entries[len(opts.Modules)+i]], want) {
			errs = append(errs, fmt.Errorf("bundle: component <%s>: %s has no %s export (the React component that renders it)", c.Name, c.Module.Entry, want))
		}
	}
	return eager, errors.Join(errs...)
}
