package docusaurus

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/evanw/esbuild/pkg/api"
)

//go:embed eval.mjs
var evalScript string

//go:embed record.mjs
var recordScript string

// evalTimeout bounds one evaluation: a config that waits on the network or
// loops is reported instead of hanging the build.
const evalTimeout = 60 * time.Second

// Evaluated is the value a module exports, as JSON, the packages it
// imports that are not installed and the files of the site it requires
// that are not there (each replaced by an empty stand-in).
type Evaluated struct {
	JSON         json.RawMessage
	Missing      []string
	MissingFiles []string
	// Packages are the npm packages the module imports (installed ones).
	Packages []string
	// Cached is true when the value is the build cache's (EvalCached):
	// no Node process ran.
	Cached bool
}

// Eval evaluates the JavaScript or TypeScript module file (a path inside
// siteDir) with Node and returns its exported value as JSON: the default
// export (or module.exports), awaited, and called first when it is a
// function. The site's own files are bundled by esbuild, with __dirname,
// __filename and import.meta.url of each file kept as they are in the
// source; packages are loaded by Node from where esbuild resolves them. An
// error names the file and line (esbuild's, or the first frame of Node's
// stack in the site's files). A remark or rehype plugin (markdownPlugin)
// is not loaded: it is listed in Packages and evaluates to nothing, as a
// package that is not installed does.
func Eval(ctx context.Context, siteDir, file string) (*Evaluated, error) {
	return evaluate(ctx, siteDir, file, nil, "")
}

// EvalCached is Eval with a cache of evaluations in the folder cacheDir
// (the build cache's; created when missing, safe to delete): the value of
// an evaluation of the same bundle (the module and the site files it
// imports, as esbuild makes it) whose recorded reads still give what they
// gave — the files Node loaded or the module read, the folders it listed,
// the environment variables it read, today's date when it asked — is taken
// from there without starting Node. An evaluation that ran a program, used
// the network or wrote a file is not kept (record.mjs). A missing, stale
// or unreadable entry is evaluated again; cacheDir "" is Eval.
func EvalCached(ctx context.Context, siteDir, file, cacheDir string) (*Evaluated, error) {
	return evaluate(ctx, siteDir, file, nil, cacheDir)
}

// CallEach evaluates the module file as Eval does, then calls the
// function found at the path at in its exported value (keys and array
// indexes: "plugins", 3, 1, "createRedirects") once for each argument of
// each, and returns the JSON array of what each call returned (awaited,
// with the markers of Eval). This is how a function of a Docusaurus config
// that needs what only the build knows (the site's routes) is run: the
// config is evaluated again in a second, short Node process.
func CallEach(ctx context.Context, siteDir, file string, at []any, each []string) (json.RawMessage, error) {
	ev, err := evaluate(ctx, siteDir, file, &callSpec{At: at, Each: each}, "")
	if err != nil {
		return nil, err
	}
	return ev.JSON, nil
}

// callSpec is what eval.mjs calls instead of returning the module's value.
type callSpec struct {
	At   []any    `json:"at"`
	Each []string `json:"each"`
}

func evaluate(ctx context.Context, siteDir, file string, call *callSpec, cacheDir string) (*Evaluated, error) {
	siteDir, err := filepath.Abs(siteDir)
	if err != nil {
		return nil, err
	}
	if !filepath.IsAbs(file) {
		file = filepath.Join(siteDir, file)
	}
	tmp, err := os.MkdirTemp("", "docskit-eval-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	missing, packages := &missingSet{}, &missingSet{}
	res := api.Build(api.BuildOptions{
		// A CommonJS entry point keeps its module.exports in an ESM bundle;
		// importing it makes it a namespace whose default is its exports.
		Stdin: &api.StdinOptions{
			Contents:   "import * as ns from " + jsString(file) + "; export default ns;",
			ResolveDir: siteDir,
			Sourcefile: "docskit-entry.js",
		},
		Bundle:        true,
		Platform:      api.PlatformNode,
		Format:        api.FormatESModule,
		Target:        api.ES2022,
		Outfile:       filepath.Join(tmp, "module.mjs"),
		Sourcemap:     api.SourceMapInline,
		AbsWorkingDir: siteDir,
		LogLevel:      api.LogLevelSilent,
		// require() of a package inside the bundle and require.resolve
		// resolve from the module's own folder; require.resolve also finds
		// TypeScript files, as Docusaurus's loader does.
		Banner:  map[string]string{"js": fmt.Sprintf(requireBanner, jsString(file))},
		Plugins: []api.Plugin{sitePlugin(siteDir, missing, packages)},
	})
	if len(res.Errors) > 0 {
		return nil, buildError(siteDir, res.Errors)
	}
	if len(res.OutputFiles) != 1 {
		return nil, fmt.Errorf("%s: esbuild wrote %d files, not one", rel(siteDir, file), len(res.OutputFiles))
	}
	bundle := interopDefault(res.OutputFiles[0].Contents)
	ev := &Evaluated{Missing: missing.list(), Packages: packages.list()}
	// The cache answers an evaluation of the same bundle that read the same
	// files and variables (evalcache.go); a function call is not cached.
	var cache *evalCache
	if cacheDir != "" && call == nil {
		cache = openEvalCache(cacheDir, siteDir, file, bundle)
		if e := cache.lookup(); e != nil {
			ev.JSON, ev.MissingFiles, ev.Cached = e.Value, e.MissingFiles, true
			return ev, nil
		}
	}
	if err := os.WriteFile(filepath.Join(tmp, "module.mjs"), bundle, 0o644); err != nil {
		return nil, err
	}
	out := filepath.Join(tmp, "result.json")
	script := filepath.Join(tmp, "eval.mjs")
	if err := os.WriteFile(script, []byte(evalScript), 0o644); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(tmp, "record.mjs"), []byte(recordScript), 0o644); err != nil {
		return nil, err
	}
	node, err := exec.LookPath("node")
	if err != nil {
		return nil, errors.New("node is not on PATH; docskit evaluates a Docusaurus config with Node.js 20 or newer")
	}
	ctx, cancel := context.WithTimeout(ctx, evalTimeout)
	defer cancel()
	args := []string{"--enable-source-maps", script, filepath.Join(tmp, "module.mjs"), out}
	if call != nil {
		spec, err := json.Marshal(call)
		if err != nil {
			return nil, err
		}
		specFile := filepath.Join(tmp, "call.json")
		if err := os.WriteFile(specFile, spec, 0o644); err != nil {
			return nil, err
		}
		args = append(args, "--call", specFile)
	}
	if cache != nil {
		args = append(args, "--record")
	}
	cmd := exec.CommandContext(ctx, node, args...)
	cmd.Dir = siteDir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.Stdout = &stderr
	started := time.Now()
	if err := cmd.Run(); err != nil {
		if ctx.Err() == context.DeadlineExceeded {
			return nil, fmt.Errorf("%s: evaluating it took longer than %s", rel(siteDir, file), evalTimeout)
		}
		return nil, nodeError(siteDir, file, stderr.String(), err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	var result struct {
		Value        json.RawMessage `json:"value"`
		MissingFiles []string        `json:"missingFiles"`
		Deps         *recordedDeps   `json:"deps"`
	}
	if err := json.Unmarshal(data, &result); err != nil {
		return nil, fmt.Errorf("%s: reading its value: %w", rel(siteDir, file), err)
	}
	ev.JSON = result.Value
	for _, f := range result.MissingFiles {
		if filepath.IsAbs(f) {
			f = rel(siteDir, f)
		}
		ev.MissingFiles = append(ev.MissingFiles, f)
	}
	if cache != nil && result.Deps != nil {
		cache.store(result.Deps, tmp, started, result.Value, ev.MissingFiles)
	}
	return ev, nil
}

// requireBanner defines the bundle's require (%s: the module's path).
const requireBanner = `import { createRequire as __docskitCreateRequire } from 'node:module';
const require = ((r) => {
  const f = (id) => {
    try { return r(id); } catch (e) {
      if (e.code !== 'MODULE_NOT_FOUND' || !/^[./]/.test(id)) throw e;
      return globalThis.__docskitMissing(id);
    }
  };
  const seen = (p) => (globalThis.__docskitResolved?.(p), p);
  f.resolve = (id, o) => {
    try { return seen(r.resolve(id, o)); } catch (e) {
      for (const x of ['.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx']) { try { return seen(r.resolve(id + x, o)); } catch {} }
      throw e;
    }
  };
  f.cache = r.cache;
  return f;
})(__docskitCreateRequire(%s));`

// esbuildToCommonJS is esbuild's helper that turns an ES module into what
// require() returns: its namespace.
const esbuildToCommonJS = `var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);`

// jitiToCommonJS is what Docusaurus's loader (jiti 1, interopDefault)
// gives for require() of an ES module: the default export itself, with the
// module's other exports added where it has no property of that name, or the
// namespace when there is no default. A sidebars file may require() a
// TypeScript module and read .items of its default export, or iterate a
// default list and unshift onto it; a namespace or a proxy in front of the
// list would make it an object with numeric keys.
const jitiToCommonJS = `var __toCommonJS = (mod) => {
  const ns = __copyProps(__defProp({}, "__esModule", { value: true }), mod);
  const d = ns.default;
  if (d === null || d === undefined) return ns;
  if (typeof d !== "object" && typeof d !== "function") return d;
  for (const k in ns) {
    try {
      if (!(k in d)) Object.defineProperty(d, k, { enumerable: k !== "default", configurable: k !== "default", get: () => ns[k] });
    } catch {}
  }
  return d;
};`

// interopDefault rewrites the bundle's require() of ES modules as jiti's.
func interopDefault(bundle []byte) []byte {
	return bytes.Replace(bundle, []byte(esbuildToCommonJS), []byte(jitiToCommonJS), 1)
}

// sitePlugin bundles the site's own files and leaves packages to Node: an
// import that resolves into node_modules is external (by its resolved path,
// so Node finds it whatever folder the bundle is in); a package that does
// not resolve is an empty stand-in, noted in missing. The site's files are
// loaded in a namespace of their own, so that whether a .js file is
// CommonJS or an ES module follows its syntax, not its package.json
// "type" (Docusaurus's loader accepts both), and __dirname, __filename and
// import.meta.url in them are the file's own.
func sitePlugin(siteDir string, missing, packages *missingSet) api.Plugin {
	type again struct{}
	return api.Plugin{Name: "docskit-site", Setup: func(b api.PluginBuild) {
		b.OnResolve(api.OnResolveOptions{Filter: `.*`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			if _, ok := a.PluginData.(again); ok {
				return api.OnResolveResult{}, nil
			}
			p, dir := a.Path, a.ResolveDir
			if rest, ok := strings.CutPrefix(p, "@site/"); ok {
				// Docusaurus's alias of the site folder.
				p, dir = "./"+rest, siteDir
			}
			r := b.Resolve(p, api.ResolveOptions{Importer: a.Importer, ResolveDir: dir, Kind: a.Kind, PluginData: again{}})
			switch {
			case len(r.Errors) > 0 && isPackage(p):
				missing.add(packageName(p))
				return api.OnResolveResult{Path: p, Namespace: "docskit-missing"}, nil
			case len(r.Errors) > 0 && a.Kind == api.ResolveJSRequireCall:
				// A file require() does not find, one a plugin or a
				// script writes before Docusaurus builds (an API
				// reference's sidebar): a stand-in, reported.
				missing.add("./" + rel(siteDir, filepath.Join(dir, p)))
				return api.OnResolveResult{Path: p, Namespace: "docskit-missing"}, nil
			case len(r.Errors) > 0:
				return api.OnResolveResult{Errors: r.Errors}, nil
			case strings.HasSuffix(r.Path, ".json"):
				// Node wants an import attribute for JSON: bundle it.
				return api.OnResolveResult{Path: r.Path, Namespace: "docskit-site"}, nil
			case r.External, strings.Contains(r.Path, string(filepath.Separator)+"node_modules"+string(filepath.Separator)):
				if isPackage(p) && !r.External {
					packages.add(packageName(p))
					if markdownPlugin(packageName(p)) {
						// docskit runs no remark or rehype plugin: loading
						// one is wasted time (remark-typescript-tools
						// loads TypeScript, most of a second).
						return api.OnResolveResult{Path: p, Namespace: "docskit-unrun"}, nil
					}
				}
				return api.OnResolveResult{Path: r.Path, External: true}, nil
			}
			return api.OnResolveResult{Path: r.Path, Namespace: "docskit-site"}, nil
		})
		// eval.mjs's stand-in: a plugin or theme object of a package that
		// is not installed, or of a Markdown plugin, drops out of the config.
		standIn := func(a api.OnLoadArgs) (api.OnLoadResult, error) {
			src := `module.exports = globalThis.__docskitMissing();`
			return api.OnLoadResult{Contents: &src, Loader: api.LoaderJS}, nil
		}
		b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: "docskit-missing"}, standIn)
		b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: "docskit-unrun"}, standIn)
		b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: "docskit-site"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
			data, err := os.ReadFile(a.Path)
			if err != nil {
				return api.OnLoadResult{}, err
			}
			src := string(data)
			loader := loaderOf(a.Path)
			if loader == api.LoaderJS || loader == api.LoaderTS || loader == api.LoaderTSX || loader == api.LoaderJSX {
				src = withFileNames(src, a.Path)
			}
			return api.OnLoadResult{Contents: &src, Loader: loader, ResolveDir: filepath.Dir(a.Path)}, nil
		})
	}}
}

// markdownPlugin reports whether the npm package pkg is a remark or
// rehype plugin, which docskit does not run (its own Markdown pipeline
// stands in; npm2yarn and math it does itself): Eval does not load one,
// and Load warns of the others that they are not run.
func markdownPlugin(pkg string) bool {
	return strings.Contains(pkg, "remark") || strings.Contains(pkg, "rehype")
}

// isPackage reports whether an import path names a package (not a file).
func isPackage(p string) bool {
	return !strings.HasPrefix(p, ".") && !filepath.IsAbs(p)
}

// withFileNames gives a site file its own __dirname, __filename and
// import.meta.url (a bundle has one of each, the bundle's). Declarations
// go on the first line, so line numbers stay those of the source; a file
// that declares its own __dirname keeps it.
func withFileNames(src, file string) string {
	url := "file://" + filepath.ToSlash(file)
	src = strings.NewReplacer(
		"import.meta.url", jsString(url),
		"import.meta.dirname", jsString(filepath.Dir(file)),
		"import.meta.filename", jsString(file),
	).Replace(src)
	var decl []string
	if !declares(src, "__dirname") {
		decl = append(decl, "__dirname = "+jsString(filepath.Dir(file)))
	}
	if !declares(src, "__filename") {
		decl = append(decl, "__filename = "+jsString(file))
	}
	if len(decl) == 0 {
		return src
	}
	return "var " + strings.Join(decl, ", ") + "; " + src
}

// declares reports whether src declares name at some level (a heuristic:
// const/let/var/function name, or an import of it).
func declares(src, name string) bool {
	for _, kw := range []string{"const ", "let ", "var ", "function "} {
		for i := 0; ; {
			j := strings.Index(src[i:], kw+name)
			if j < 0 {
				break
			}
			end := i + j + len(kw) + len(name)
			if end >= len(src) || !isIdentChar(src[end]) {
				return true
			}
			i = end
		}
	}
	return false
}

func isIdentChar(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// loaderOf is how a site file is read: scripts by their language, data
// as JSON or text; a stylesheet (imported for its side effect) is empty.
func loaderOf(file string) api.Loader {
	switch strings.TrimPrefix(filepath.Ext(file), ".") {
	case "json":
		return api.LoaderJSON
	case "css", "scss", "sass", "less":
		return api.LoaderEmpty
	case "md", "mdx", "yml", "yaml", "txt":
		return api.LoaderText
	case "ts", "mts", "cts":
		return api.LoaderTS
	case "tsx":
		return api.LoaderTSX
	case "jsx":
		return api.LoaderJSX
	}
	return api.LoaderJS
}

// packageName is the npm package of an import path: "@scope/name" or "name".
func packageName(p string) string {
	parts := strings.SplitN(p, "/", 3)
	if strings.HasPrefix(p, "@") && len(parts) > 1 {
		return parts[0] + "/" + parts[1]
	}
	return parts[0]
}

type missingSet struct {
	mu  sync.Mutex
	set map[string]bool
}

func (m *missingSet) add(name string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.set == nil {
		m.set = map[string]bool{}
	}
	m.set[name] = true
}

func (m *missingSet) list() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []string
	for n := range m.set {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func rel(dir, file string) string {
	if r, err := filepath.Rel(dir, file); err == nil && !strings.HasPrefix(r, "..") {
		return filepath.ToSlash(r)
	}
	return file
}

// buildError is esbuild's first errors as file:line:col: message.
func buildError(siteDir string, msgs []api.Message) error {
	var errs []error
	for i, m := range msgs {
		if i == 5 {
			break
		}
		if m.Location == nil {
			errs = append(errs, errors.New(m.Text))
			continue
		}
		f := strings.TrimPrefix(m.Location.File, "docskit-site:")
		if !filepath.IsAbs(f) {
			f = filepath.Join(siteDir, f)
		}
		errs = append(errs, fmt.Errorf("%s:%d:%d: %s", rel(siteDir, f), m.Location.Line, m.Location.Column+1, m.Text))
	}
	return errors.Join(errs...)
}

// nodeError is an exception thrown while evaluating file: its message and
// the first frame in the site's own files, as file:line.
func nodeError(siteDir, file, stderr string, err error) error {
	msg, where := "", ""
	for _, line := range strings.Split(stderr, "\n") {
		t := strings.TrimSpace(line)
		switch {
		case msg == "" && (strings.Contains(t, "Error:") || strings.HasPrefix(t, "Error")):
			msg = t
		case where == "" && strings.HasPrefix(t, "at ") && strings.Contains(t, siteDir) && !strings.Contains(t, "node_modules"):
			where = frameLocation(siteDir, t)
		}
	}
	if msg == "" {
		msg = strings.TrimSpace(stderr)
		if msg == "" {
			msg = err.Error()
		}
	}
	if where == "" {
		where = rel(siteDir, file)
	}
	return fmt.Errorf("%s: evaluating it failed: %s", where, msg)
}

// frameLocation is "file:line" of a stack frame "at fn (/abs/file.ts:12:5)".
func frameLocation(siteDir, frame string) string {
	s := strings.ReplaceAll(frame, "docskit-site:", "")
	s = s[strings.Index(s, siteDir):]
	s = strings.TrimSuffix(s, ")")
	// Drop the column.
	if i := strings.LastIndex(s, ":"); i > 0 {
		if j := strings.LastIndex(s[:i], ":"); j > 0 {
			return rel(siteDir, s[:j]) + s[j:i]
		}
	}
	return rel(siteDir, s)
}
