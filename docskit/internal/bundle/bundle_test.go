package bundle

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit/theme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// nodeModules finds the repository's node_modules (tests run in the package folder).
func nodeModules(t *testing.T) string {
	dir, err := os.Getwd()
	require.NoError(t, err)
	for {
		nm := filepath.Join(dir, "node_modules")
		if _, err := os.Stat(filepath.Join(nm, "react")); err == nil {
			return nm
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("node_modules with react not found; run npm ci")
		}
		dir = parent
	}
}

func TestBuildsHashedClientAndServerBundles(t *testing.T) {
	res, err := Build(Options{Theme: theme.FS, NodeModules: nodeModules(t), SiteConfig: map[string]any{"title": "T"}, CSS: ".x{color:red}"})
	require.NoError(t, err)
	assert.Regexp(t, `^/assets/main-[A-Z0-9]{8}\.js$`, res.EntryJS)
	require.Len(t, res.EntryCSS, 1)
	assert.Regexp(t, `^/assets/main-[A-Z0-9]{8}\.css$`, res.EntryCSS[0])
	assert.Contains(t, string(res.Server), "render")
	var css string
	for _, f := range res.Files {
		assert.True(t, strings.HasPrefix(f.Path, "assets/"), f.Path)
		// The entry's stylesheet (a lazy chunk that imports CSS has one of its own).
		if "/"+f.Path == res.EntryCSS[0] {
			css = string(f.Contents)
		}
	}
	assert.Contains(t, css, ".x{color:red}", "extra CSS is bundled after the theme's")
	assert.NotContains(t, css, "\n  ", "CSS is minified")

	again, err := Build(Options{Theme: theme.FS, NodeModules: nodeModules(t), SiteConfig: map[string]any{"title": "T"}, CSS: ".x{color:red}"})
	require.NoError(t, err)
	assert.Equal(t, res.EntryJS, again.EntryJS, "same input, same hashed name")
}

func TestOverridesReplaceThemeComponentsAndCanWrapTheOriginal(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "Footer"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "Footer", "index.tsx"), []byte(
		"import Original from '@theme-original/Footer';\nexport default function Footer() { return <div>OVERRIDDEN-FOOTER<Original /></div>; }\n"), 0o644))
	res, err := Build(Options{Theme: theme.FS, NodeModules: nodeModules(t), Overrides: dir, SiteConfig: map[string]any{}})
	require.NoError(t, err)
	assert.Contains(t, string(res.Server), "OVERRIDDEN-FOOTER")
	assert.Contains(t, string(res.Server), "dk-footer", "the original footer is still included")
}

// firstLoad is the text of the client entry and the chunks it preloads: the
// JavaScript a page runs before it is interactive.
func firstLoad(res *Result) (first, rest string) {
	load := map[string]bool{res.EntryJS: true}
	for _, p := range res.Preload {
		load[p] = true
	}
	var a, b strings.Builder
	for _, f := range res.Files {
		if !strings.HasSuffix(f.Path, ".js") {
			continue
		}
		if load["/"+f.Path] {
			a.Write(f.Contents)
		} else {
			b.Write(f.Contents)
		}
	}
	return a.String(), b.String()
}

func TestClientModulesLoadAfterHydrationUnlessTheyRenderSlots(t *testing.T) {
	hooks := fstest.MapFS{
		"client/index.ts":  {Data: []byte("import { label } from './label';\nimport './hooks.css';\nexport function onRouteDidUpdate() { console.log(label); }\n")},
		"client/label.ts":  {Data: []byte("export const label = 'ROUTE-HOOK-MARKER';\n")},
		"client/hooks.css": {Data: []byte(".hooks-marker{color:red}\n")},
	}
	slots := fstest.MapFS{
		"client/index.tsx": {Data: []byte("export * from './slots';\n")},
		"client/slots.tsx": {Data: []byte("function Badge() { return <b>SLOT-MARKER</b>; }\nexport const slots = { docTitleAfter: Badge };\n")},
	}
	res, err := Build(Options{Theme: theme.FS, NodeModules: nodeModules(t), SiteConfig: map[string]any{},
		Modules: []Module{{FS: hooks, Entry: "client/index.ts"}, {FS: slots, Entry: "client/index.tsx"}}})
	require.NoError(t, err)
	first, rest := firstLoad(res)
	assert.Contains(t, first, "SLOT-MARKER", "a module with slots renders at first paint: it is in the entry")
	assert.NotContains(t, rest, "SLOT-MARKER")
	assert.NotContains(t, first, "ROUTE-HOOK-MARKER", "a module with route hooks only is not in the first load")
	assert.Contains(t, rest, "ROUTE-HOOK-MARKER", "it is in a chunk of its own")
	assert.Contains(t, string(res.Server), "SLOT-MARKER", "the server renders the slots")
	assert.NotContains(t, string(res.Server), "ROUTE-HOOK-MARKER", "the server never runs route hooks")

	// The stylesheet of the later module is still linked from the page.
	var css strings.Builder
	for _, f := range res.Files {
		for _, u := range res.EntryCSS {
			if "/"+f.Path == u {
				css.Write(f.Contents)
			}
		}
	}
	assert.Contains(t, css.String(), ".hooks-marker")
}

func TestMissingNodeModulesIsAClearError(t *testing.T) {
	_, err := Build(Options{Theme: theme.FS, NodeModules: t.TempDir()})
	assert.ErrorContains(t, err, "npm ci")
}

func TestComponentsAreInTheEntryAndTheServerBundle(t *testing.T) {
	// Two components from one module (a named export each) and one from
	// another module of the same file system, which imports the first.
	site := fstest.MapFS{
		"client/parts.tsx":   {Data: []byte("export const PARTS = 'SHARED-PARTS-MARKER';\nexport function Badge() { return <b>{PARTS}</b>; }\nexport function Pill() { return <i>PILL-MARKER</i>; }\n")},
		"client/Callout.tsx": {Data: []byte("import { PARTS } from './parts';\nimport './callout.css';\nexport default function Callout() { return <aside>CALLOUT-MARKER {PARTS}</aside>; }\n")},
		"client/callout.css": {Data: []byte(".callout-marker{color:red}\n")},
	}
	res, err := Build(Options{Theme: theme.FS, NodeModules: nodeModules(t), SiteConfig: map[string]any{},
		Components: []Component{
			{Name: "Callout", Module: Module{FS: site, Entry: "client/Callout.tsx"}},
			{Name: "Badge", Module: Module{FS: site, Entry: "client/parts.tsx"}, Export: "Badge"},
			{Name: "Pill", Module: Module{FS: site, Entry: "client/parts.tsx"}, Export: "Pill"},
		}})
	require.NoError(t, err)
	first, rest := firstLoad(res)
	for _, marker := range []string{"CALLOUT-MARKER", "PILL-MARKER"} {
		assert.Contains(t, first, marker, "a page body renders site components at hydration: they are in the first load")
		assert.Contains(t, string(res.Server), marker, "the server renders site components")
	}
	assert.NotContains(t, rest, "CALLOUT-MARKER")
	assert.Equal(t, 1, strings.Count(first, "SHARED-PARTS-MARKER"), "a file that several components import is bundled once")

	var css strings.Builder
	for _, f := range res.Files {
		if slices.Contains(res.EntryCSS, "/"+f.Path) {
			css.Write(f.Contents)
		}
	}
	assert.Contains(t, css.String(), ".callout-marker", "a component's stylesheet is linked from the page")
}

func TestComponentWithoutItsExportIsAClearError(t *testing.T) {
	site := fstest.MapFS{"client/Callout.tsx": {Data: []byte("export function Callout() { return null; }\n")}}
	for _, c := range []struct {
		export, want string
	}{
		{"", "component <Callout>: client/Callout.tsx has no default export"},
		{"Kallout", "component <Callout>: client/Callout.tsx has no Kallout export"},
	} {
		_, err := Build(Options{Theme: theme.FS, NodeModules: nodeModules(t), SiteConfig: map[string]any{},
			Components: []Component{{Name: "Callout", Module: Module{FS: site, Entry: "client/Callout.tsx"}, Export: c.export}}})
		assert.ErrorContains(t, err, c.want)
	}
}

// The code that loads a module page's chunk and stylesheets before the page
// shows is in the first load of a site with module pages, and only there: a
// site without them does not download it.
func TestModulePageLoaderIsOnlyInTheFirstLoadOfSitesWithModulePages(t *testing.T) {
	page := PageModule{Key: "/docs/x", Source: "export default function MDXContent() { return []; }\n", Dir: t.TempDir(), File: "docs/x.mdx"}
	for _, c := range []struct {
		name  string
		pages []PageModule
		want  bool
	}{
		{"no module pages", nil, false},
		{"a module page", []PageModule{page}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := Build(Options{Theme: theme.FS, NodeModules: nodeModules(t), SiteConfig: map[string]any{}, Pages: c.pages})
			require.NoError(t, err)
			first, _ := firstLoad(res)
			// moduleCss: the page-data field that only the loader reads.
			assert.Equal(t, c.want, strings.Contains(first, "moduleCss"))
			assert.Equal(t, c.want, strings.Contains(string(res.Server), "/docs/x"), "the server bundle holds the page's module")
		})
	}
}
