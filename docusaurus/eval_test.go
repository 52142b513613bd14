package docusaurus

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEvalTypeScriptConfig(t *testing.T) {
	site, err := filepath.Abs("testdata/evalsite")
	require.NoError(t, err)
	ev, err := Eval(context.Background(), site, "docusaurus.config.ts")
	require.NoError(t, err)
	var cfg struct {
		Title        string
		Tagline      string
		CustomFields struct {
			LogoDir, Cwd, Sidebars string
			Extra                  struct{ Answer int }
		}
		Plugins     []any
		ThemeConfig struct {
			Prism   struct{ Theme any }
			Pattern map[string]string
		}
	}
	require.NoError(t, json.Unmarshal(ev.JSON, &cfg), string(ev.JSON))
	assert.Equal(t, "Eval site", cfg.Title, "the exported function is called and awaited")
	assert.Equal(t, "From a TypeScript file", cfg.Tagline, "a relative TypeScript import is bundled")
	assert.Equal(t, filepath.Join(site, "static/img"), cfg.CustomFields.LogoDir, "__dirname is the config's folder")
	assert.Equal(t, site, cfg.CustomFields.Cwd, "Node runs in the site folder")
	assert.Equal(t, filepath.Join(site, "sidebars.js"), cfg.CustomFields.Sidebars, "require.resolve resolves from the config's folder")
	assert.Equal(t, 42, cfg.CustomFields.Extra.Answer, "JSON imports")
	assert.Equal(t, map[string]any{"$function": "localPlugin"}, cfg.Plugins[0], "a function is a marker with its name")
	assert.Equal(t, []any{"docusaurus-plugin-not-installed", map[string]any{}}, cfg.Plugins[1])
	assert.Equal(t, map[string]string{"$regexp": "/^a+$/"}, cfg.ThemeConfig.Pattern)
	assert.Nil(t, cfg.ThemeConfig.Prism.Theme, "a package that is not installed evaluates to nothing")
	assert.Equal(t, []string{"prism-react-renderer"}, ev.Missing)
}

func TestEvalCommonJSSidebars(t *testing.T) {
	ev, err := Eval(context.Background(), "testdata/evalsite", "sidebars.js")
	require.NoError(t, err)
	assert.JSONEq(t, `{"docs":["intro",{"type":"category","label":"Guides","items":["guides/a"]}],"dir":"evalsite"}`, string(ev.JSON))
}

func TestEvalErrorsNameFileAndLine(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644))
	}
	write("syntax.config.js", "module.exports = {\n  title: 'x',\n  url: ,\n};\n")
	_, err := Eval(context.Background(), dir, "syntax.config.js")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "syntax.config.js:3:")

	write("throws.config.ts", "const a: number = 1;\n\nthrow new Error('no title ' + a);\nexport default {};\n")
	_, err = Eval(context.Background(), dir, "throws.config.ts")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "throws.config.ts:3")
	assert.Contains(t, err.Error(), "no title 1")
}

func TestEvalSidebarsWithGeneratedParts(t *testing.T) {
	ev, err := Eval(context.Background(), "testdata/evalsite", "sidebars-generated.js")
	require.NoError(t, err)
	assert.JSONEq(t, `{"api":["intro"],"ref":["typedoc/a"]}`, string(ev.JSON),
		"a file a plugin would generate reads as empty; require() of a TypeScript module reads its default export's properties, as jiti does")
	assert.Equal(t, []string{"./generated/sidebar.ts"}, ev.Missing)
}

// CallEach runs a function of the config once per argument (awaited), and
// an exception names the config's line.
func TestCallEach(t *testing.T) {
	site, err := filepath.Abs("testdata/evalsite")
	require.NoError(t, err)
	out, err := CallEach(context.Background(), site, "docusaurus.config.ts", []any{"customFields", "shout"}, []string{"/", "/a"})
	require.NoError(t, err)
	assert.JSONEq(t, `[null, ["/A", "/a!"]]`, string(out))

	_, err = CallEach(context.Background(), site, "docusaurus.config.ts", []any{"customFields", "refuse"}, []string{"/a"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "docusaurus.config.ts:24: evaluating it failed: Error: no redirect for /a")

	_, err = CallEach(context.Background(), site, "docusaurus.config.ts", []any{"customFields", "logoDir"}, []string{"/a"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "customFields.logoDir is not a function")
}

// require() of an ES module whose default export is a list gives the list
// itself, with the module's other exports on it, as jiti's interopDefault
// does: a sidebars file may iterate it and change it in place.
func TestEvalRequireOfAListDefaultExport(t *testing.T) {
	ev, err := Eval(context.Background(), "testdata/evalsite", "sidebars-list.js")
	require.NoError(t, err)
	assert.JSONEq(t, `{"reference":[{"type":"category","label":"Reference","items":["reference/intro",{"type":"category","label":"Endpoints","items":["reference/list"]}]}],
		"isList":true,"generatedBy":"a generator","sameList":true}`, string(ev.JSON))
}

func TestEvalDoesNotLoadMarkdownPlugins(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644))
	}
	// Installed plugins that fail when Node loads them: Eval must not load them.
	for _, pkg := range []string{"remark-heavy", "rehype-heavy"} {
		write("node_modules/"+pkg+"/package.json", `{"name": "`+pkg+`", "main": "index.js"}`)
		write("node_modules/"+pkg+"/index.js", "throw new Error('"+pkg+" was loaded');\n")
	}
	write("docusaurus.config.js", `import { transpile } from 'rehype-heavy';
module.exports = {
  title: 'Markdown plugins',
  presets: [['classic', { docs: { remarkPlugins: [[require('remark-heavy'), { sync: true }], transpile] } }]],
};
`)
	ev, err := Eval(context.Background(), dir, "docusaurus.config.js")
	require.NoError(t, err)
	assert.JSONEq(t, `{"title":"Markdown plugins","presets":[["classic",{"docs":{"remarkPlugins":[[null,{"sync":true}],null]}}]]}`, string(ev.JSON),
		"a Markdown plugin evaluates to nothing; the config around it is kept")
	assert.Equal(t, []string{"rehype-heavy", "remark-heavy"}, ev.Packages, "the plugins are listed as imported, for Load's warnings")
	assert.Empty(t, ev.Missing)
}
