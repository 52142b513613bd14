package bundle

import (
	"os"
	"path/filepath"
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
		if strings.HasSuffix(f.Path, ".css") {
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

func TestClientModulesAreBundled(t *testing.T) {
	mod := fstest.MapFS{
		"client/index.ts": {Data: []byte("import { label } from './label';\nexport function onRouteDidUpdate() { console.log(label); }\n")},
		"client/label.ts": {Data: []byte("export const label = 'CLIENT-MODULE-MARKER';\n")},
	}
	res, err := Build(Options{Theme: theme.FS, NodeModules: nodeModules(t), SiteConfig: map[string]any{}, Modules: []Module{{FS: mod, Entry: "client/index.ts"}}})
	require.NoError(t, err)
	var js strings.Builder
	for _, f := range res.Files {
		js.Write(f.Contents)
	}
	assert.Contains(t, js.String(), "CLIENT-MODULE-MARKER")
}

func TestMissingNodeModulesIsAClearError(t *testing.T) {
	_, err := Build(Options{Theme: theme.FS, NodeModules: t.TempDir()})
	assert.ErrorContains(t, err, "npm ci")
}
