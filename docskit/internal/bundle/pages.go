package bundle

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// The modules of MDX pages that need JavaScript, and of pages that are React
// components (Options.Pages): in the
// client bundle each is an entry of its own, a chunk the page loads with its
// data; in the server bundle they are all in @docskit/pages, by Key. What
// they import resolves as Docusaurus resolves it for MDX: relative to the
// page's file, @site/ from the site's folder, packages from the site's
// node_modules (react from docskit's, so that there is one React), MD/MDX
// partials to nothing (the page's body holds their content already), an
// MD/MDX file that the site's code imports to a component (Options.Markdown), and
// source files as text with !!raw-loader! or ?raw.

// clientEntries are the client bundle's entry points: the theme's entry,
// then one per page module.
func clientEntries(pages []PageModule) []api.EntryPoint {
	entries := []api.EntryPoint{{InputPath: "entry-client", OutputPath: "main"}}
	for i := range pages {
		entries = append(entries, api.EntryPoint{InputPath: fmt.Sprintf("dk-page:%d", i), OutputPath: fmt.Sprintf("page%d", i)})
	}
	return entries
}

// loaders are the loaders of files by extension. Images and fonts are
// files with URLs in both bundles, so that the server writes the URLs the
// client has; the server ignores global CSS, but reads CSS modules for
// their class names.
func loaders(server bool) map[string]api.Loader {
	m := map[string]api.Loader{".module.css": api.LoaderLocalCSS}
	for _, ext := range []string{".woff2", ".woff", ".ttf", ".svg", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".avif", ".ico", ".mp4", ".webm", ".pdf"} {
		m[ext] = api.LoaderFile
	}
	if server {
		m[".css"] = api.LoaderEmpty
	}
	return m
}

// nodePaths are where bare imports resolve: docskit's node_modules, then
// the site's.
func nodePaths(opts Options) []string {
	paths := []string{opts.NodeModules}
	if opts.SiteRoot != "" {
		site := filepath.Join(opts.SiteRoot, "node_modules")
		if st, err := os.Stat(site); err == nil && st.IsDir() && site != opts.NodeModules {
			paths = append(paths, site)
		}
	}
	return paths
}

// pagesSource is the @docskit/pages virtual module: the page modules by
// Key in the server bundle; nothing in the client, which loads each page's
// chunk by its URL.
func pagesSource(pages []PageModule, server bool) string {
	if !server {
		return "export default {};\n"
	}
	var src, obj strings.Builder
	for i, p := range pages {
		fmt.Fprintf(&src, "import * as p%d from %q;\n", i, fmt.Sprintf("dk-page:%d", i))
		fmt.Fprintf(&obj, "%s: p%d,\n", jsonString(p.Key), i)
	}
	src.WriteString("export default {\n" + obj.String() + "};\n")
	return src.String()
}

// pageResolver resolves the page modules and what they import.
func pageResolver(b api.PluginBuild, opts Options, resolveDir string, server bool) {
	if len(opts.Pages) == 0 {
		return // a site without page modules bundles as the theme alone
	}
	// Docusaurus sites write JSX in .js files; packages do not.
	b.OnLoad(api.OnLoadOptions{Filter: `\.js$`, Namespace: "file"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		if strings.Contains(filepath.ToSlash(a.Path), "/node_modules/") {
			return api.OnLoadResult{}, nil
		}
		data, err := os.ReadFile(a.Path)
		if err != nil {
			return api.OnLoadResult{}, err
		}
		s := string(data)
		return api.OnLoadResult{Contents: &s, Loader: api.LoaderJSX}, nil
	})
	b.OnResolve(api.OnResolveOptions{Filter: `^dk-page:\d+$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		return api.OnResolveResult{Path: strings.TrimPrefix(a.Path, "dk-page:"), Namespace: nsPage}, nil
	})
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: nsPage}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		i, err := strconv.Atoi(a.Path)
		if err != nil || i < 0 || i >= len(opts.Pages) {
			return api.OnLoadResult{}, fmt.Errorf("no page module %s", a.Path)
		}
		p := opts.Pages[i]
		return api.OnLoadResult{Contents: &p.Source, Loader: pageLoader(p.File), ResolveDir: p.Dir}, nil
	})
	// A partial's content is in the page's body already (first: also
	// when it is imported through @site/).
	b.OnResolve(api.OnResolveOptions{Filter: `\.mdx?$`, Namespace: nsPage}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		return api.OnResolveResult{Path: "partial", Namespace: nsVirtual + "-partial"}, nil
	})
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: nsVirtual + "-partial"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		s := "export default function Partial() { return null; }\n"
		return api.OnLoadResult{Contents: &s, Loader: api.LoaderJS}, nil
	})
	// A Markdown file that a site's component imports is a component.
	b.OnLoad(api.OnLoadOptions{Filter: `\.mdx?$`, Namespace: "file"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		if opts.Markdown == nil {
			return api.OnLoadResult{}, nil
		}
		s, err := opts.Markdown(a.Path)
		if err != nil {
			return api.OnLoadResult{}, err
		}
		return api.OnLoadResult{Contents: &s, Loader: api.LoaderJSX, ResolveDir: filepath.Dir(a.Path)}, nil
	})
	b.OnResolve(api.OnResolveOptions{Filter: `^@docskit/markdown-content$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		return api.OnResolveResult{Path: "internal/Body.tsx", Namespace: nsTheme}, nil
	})
	// One React: the theme's, whatever folder imports it. That includes a
	// package inside the node_modules that holds the theme's react, which
	// may carry an older copy in a node_modules of its own (prettier's
	// animated logo has React 16's): its elements would not be React
	// elements to the theme's React. Resolving from resolveDir, the folder
	// of that node_modules, finds the top-level copy; react-dom's own
	// imports of react land there anyway.
	b.OnResolve(api.OnResolveOptions{Filter: `^(react|react-dom)(/.*)?$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		if a.Namespace == nsTheme || a.Namespace == nsVirtual || a.Namespace == nsModule || a.ResolveDir == resolveDir {
			return api.OnResolveResult{}, nil
		}
		r := b.Resolve(a.Path, api.ResolveOptions{ResolveDir: resolveDir, Kind: a.Kind})
		return api.OnResolveResult{Path: r.Path, Namespace: r.Namespace, External: r.External, SideEffects: api.SideEffectsTrue}, resolveErr(r)
	})
	// Theme components a site adds in src/theme/<Name> (one docskit's theme
	// does not have: a Screenshot, an API explorer) resolve to the site's
	// file for what pages and site files import. A site's version of one
	// the theme has (Docusaurus's swizzling) is not used: it is written
	// against Docusaurus's internals; the theme's serves instead. The
	// exception is MDXComponents, the site's list of global components.
	b.OnResolve(api.OnResolveOptions{Filter: `^@theme/`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		if opts.SiteRoot == "" || a.Namespace == nsTheme || a.Namespace == nsModule || a.Namespace == nsVirtual {
			return api.OnResolveResult{}, nil
		}
		name := strings.TrimPrefix(a.Path, "@theme/")
		if _, ok := themeComponent(opts.Theme, name); ok && name != "MDXComponents" {
			return api.OnResolveResult{}, nil
		}
		dir := filepath.Join(opts.SiteRoot, "src", "theme")
		if _, err := os.Stat(filepath.Join(dir, strings.TrimPrefix(a.Path, "@theme/"))); err != nil {
			if m, _ := filepath.Glob(filepath.Join(dir, strings.TrimPrefix(a.Path, "@theme/")+".*")); len(m) == 0 {
				return api.OnResolveResult{}, nil
			}
		}
		r := b.Resolve("./"+strings.TrimPrefix(a.Path, "@theme/"), api.ResolveOptions{ResolveDir: dir, Kind: a.Kind})
		if len(r.Errors) > 0 {
			return api.OnResolveResult{}, nil
		}
		return api.OnResolveResult{Path: r.Path, Namespace: r.Namespace}, nil
	})
	b.OnResolve(api.OnResolveOptions{Filter: `^@site/`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		if opts.SiteRoot == "" {
			return api.OnResolveResult{}, fmt.Errorf("@site/ imports need the site's folder")
		}
		r := b.Resolve("./"+strings.TrimPrefix(a.Path, "@site/"), api.ResolveOptions{ResolveDir: opts.SiteRoot, Kind: a.Kind})
		if len(r.Errors) > 0 {
			return api.OnResolveResult{}, fmt.Errorf("cannot resolve %s: no such file in the site's folder", a.Path)
		}
		return api.OnResolveResult{Path: r.Path, Namespace: r.Namespace}, nil
	})
	siteFileResolver(b, opts, resolveDir, server)
}

// nsSVG holds the components of SVG files a site's code imports.
const nsSVG = "dk-svg"

// svgFile marks the resolution of an SVG's own file (not its component).
type svgFile struct{}

// svgComponent is the module of an SVG file imported by a site's code:
// the default export (and ReactComponent) renders the file as an <img>,
// with the props a component of svgr is given that an <img> takes.
func svgComponent(file string) string {
	src, _ := json.Marshal("./" + filepath.Base(file))
	return `import { createElement } from "react";
import url from ` + string(src) + `;
export default function Svg({ title, className, style, width, height, role, id, alt }) {
  return createElement("img", { src: url, alt: alt ?? title ?? "", className, style, width, height, role, id });
}
export { Svg as ReactComponent, url };
`
}

// siteFileResolver resolves what a site's files import that is no module:
// root-relative paths, Node's modules in the browser (with stand-ins),
// source files as text (raw-loader), and the stand-ins themselves.
func siteFileResolver(b api.PluginBuild, opts Options, resolveDir string, server bool) {
	// A root-relative url() in a site's stylesheet is a file of its static
	// folders, served at that path: kept as written, as Docusaurus keeps it.
	// A root-relative import or require() that is not a file on disk is
	// one of the site folder, as webpack's resolve.roots makes it.
	b.OnResolve(api.OnResolveOptions{Filter: `^/`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		if a.Kind == api.ResolveCSSURLToken {
			return api.OnResolveResult{Path: a.Path, External: true}, nil
		}
		if _, err := os.Stat(a.Path); err == nil || opts.SiteRoot == "" {
			return api.OnResolveResult{}, nil
		}
		if _, err := os.Stat(filepath.Join(opts.SiteRoot, a.Path)); err != nil {
			return api.OnResolveResult{}, nil
		}
		return api.OnResolveResult{Path: filepath.Join(opts.SiteRoot, a.Path)}, nil
	})
	// A Node module a package requires in the browser bundle (webpack 4
	// gave browsers stand-ins; Docusaurus sites still carry such packages):
	// an empty module, on sites with stand-ins.
	if opts.StandIns {
		b.OnResolve(api.OnResolveOptions{Filter: `^(node:)?(path|fs|os|url|util|crypto|stream|buffer|events|assert|http|https|zlib|child_process|net|tls|querystring|string_decoder|vm|module)(/.*)?$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			if server {
				return api.OnResolveResult{}, nil
			}
			return standIn(opts, a.Path), nil
		})
	}
	// An SVG a site's code imports is a React component, as Docusaurus's
	// svgr makes it (<Logo className="…" />): here an <img> of the file.
	if opts.StandIns {
		b.OnResolve(api.OnResolveOptions{Filter: `\.svg$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			if _, again := a.PluginData.(svgFile); again || a.Kind == api.ResolveCSSURLToken || a.Namespace == nsSVG || strings.HasSuffix(a.Importer, ".css") || strings.Contains(a.ResolveDir, string(filepath.Separator)+"node_modules"+string(filepath.Separator)) {
				return api.OnResolveResult{}, nil
			}
			r := b.Resolve(a.Path, api.ResolveOptions{ResolveDir: a.ResolveDir, Importer: a.Importer, Kind: a.Kind, PluginData: svgFile{}})
			if len(r.Errors) > 0 || r.Path == "" {
				return api.OnResolveResult{}, nil
			}
			return api.OnResolveResult{Path: r.Path, Namespace: nsSVG}, nil
		})
		b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: nsSVG}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
			s := svgComponent(a.Path)
			return api.OnLoadResult{Contents: &s, Loader: api.LoaderJS, ResolveDir: filepath.Dir(a.Path)}, nil
		})
	}
	// Source files as text: import code from '!!raw-loader!./x.js', './x.js?raw'.
	b.OnResolve(api.OnResolveOptions{Filter: `^(!!?)?raw-loader!|\?raw$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		p := a.Path
		if k := strings.LastIndex(p, "!"); k >= 0 {
			p = p[k+1:]
		}
		p = strings.TrimSuffix(p, "?raw")
		if strings.HasPrefix(p, "@site/") && opts.SiteRoot != "" {
			p = filepath.Join(opts.SiteRoot, strings.TrimPrefix(p, "@site/"))
		} else if !filepath.IsAbs(p) {
			p = filepath.Join(a.ResolveDir, p)
		}
		return api.OnResolveResult{Path: p, Namespace: nsRaw}, nil
	})
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: nsRaw}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		data, err := os.ReadFile(a.Path)
		if err != nil && opts.StandIns && errors.Is(err, fs.ErrNotExist) {
			// A file a script of the site writes before it builds: empty.
			opts.standIns.add("raw-loader!" + a.Path)
			s := ""
			return api.OnLoadResult{Contents: &s, Loader: api.LoaderText}, nil
		}
		if err != nil {
			return api.OnLoadResult{}, err
		}
		s := string(data)
		return api.OnLoadResult{Contents: &s, Loader: api.LoaderText}, nil
	})
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: nsStandIn}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		s := standInSource(a.Path)
		return api.OnLoadResult{Contents: &s, Loader: api.LoaderJS, ResolveDir: resolveDir}, nil
	})
}

// pageLoader is the loader of a page module by its page's file: an MDX
// page's module and a React page in .js or .jsx are JSX (Docusaurus sites
// write JSX in .js files), a React page in TypeScript is TS or TSX.
func pageLoader(file string) api.Loader {
	switch filepath.Ext(file) {
	case ".ts", ".mts", ".cts":
		return api.LoaderTS
	case ".tsx":
		return api.LoaderTSX
	}
	return api.LoaderJSX
}

// resolveErr is the error of a failed b.Resolve.
func resolveErr(r api.ResolveResult) error {
	if len(r.Errors) == 0 {
		return nil
	}
	return fmt.Errorf("%s", r.Errors[0].Text)
}

// Error is a failed bundle: its messages, each with the page module it is
// in, if any.
type Error struct {
	Messages []Message
}

// Message is one error of a bundle.
type Message struct {
	// Page is the index in Options.Pages of the page module the error is
	// in, or -1; File, Line and Col locate it (the page's own file and
	// line for a page module), Text says it.
	Page            int
	File            string
	Line, Col       int
	Text, Formatted string
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("bundle: ")
	for _, m := range e.Messages {
		b.WriteString(m.Formatted)
	}
	return b.String()
}

// buildErrs reports the errors of both builds. An error in a page module
// names the page's file and line (the module keeps the page's lines); an
// error in the same place in both builds is reported once.
func buildErrs(opts Options, client, server api.BuildResult) error {
	e := &Error{}
	seen := map[string]bool{}
	for _, r := range []api.BuildResult{client, server} {
		for _, m := range r.Errors {
			msg := Message{Page: -1, Text: m.Text}
			if m.Location != nil {
				if i, ok := pageIndex(m.Location.File, len(opts.Pages)); ok {
					msg.Page = i
					m.Location.File = opts.Pages[i].File
					m.Location.Namespace = "file"
				}
				msg.File, msg.Line, msg.Col = m.Location.File, m.Location.Line, m.Location.Column+1
			}
			text := api.FormatMessages([]api.Message{m}, api.FormatMessagesOptions{Kind: api.ErrorMessage})
			if len(text) == 0 || seen[text[0]] {
				continue
			}
			seen[text[0]] = true
			msg.Formatted = text[0]
			e.Messages = append(e.Messages, msg)
		}
	}
	if len(e.Messages) == 0 {
		return nil
	}
	return e
}

// pageIndex reads the index of a page module from an esbuild location's
// file ("dk-page:3", or "3" in its namespace).
func pageIndex(file string, n int) (int, bool) {
	i, err := strconv.Atoi(strings.TrimPrefix(file, nsPage+":"))
	return i, err == nil && i >= 0 && i < n
}

// CheckPage bundles one page module alone, for the server, and returns its
// errors: when a bundle fails in a file that several pages import, this
// says which pages fail.
func CheckPage(opts Options, i int) []Message {
	cfg, _ := json.Marshal(opts.SiteConfig)
	resolveDir := filepath.Dir(opts.NodeModules)
	opts.files = newModuleFiles(opts.Modules, opts.Components)
	opts.standIns = &nameSet{}
	r := api.Build(api.BuildOptions{
		EntryPoints: []string{fmt.Sprintf("dk-page:%d", i)},
		Bundle:      true,
		Format:      api.FormatESModule,
		Platform:    api.PlatformNode,
		Write:       false,
		Outdir:      "/out/check",
		JSX:         api.JSXAutomatic,
		Define:      defines(opts, true),
		Loader:      loaders(true),
		Plugins:     []api.Plugin{resolver(opts, cfg, resolveDir, true)},
		NodePaths:   nodePaths(opts),
		PublicPath:  opts.PublicPath,
		LogLevel:    api.LogLevelSilent,
	})
	err := buildErrs(opts, r, api.BuildResult{})
	var e *Error
	if errors.As(err, &e) {
		return e.Messages
	}
	return nil
}
