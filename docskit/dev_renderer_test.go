package docskit

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"docskit.dev/docskit/diag"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pageLoader is a Loader whose pages the test changes between builds.
type pageLoader struct{ pages func() []*Page }

func (pageLoader) Name() string                     { return "test-pages" }
func (l pageLoader) Load(*Context) ([]*Page, error) { return l.pages(), nil }

// testNodeModules finds the repository's node_modules; rendering tests are skipped with -short.
func testNodeModules(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a site with Node.js; skipped with -short")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on PATH; a docskit build renders pages with Node.js")
	}
	dir, err := os.Getwd()
	require.NoError(t, err)
	for {
		if _, err := os.Stat(filepath.Join(dir, "node_modules", "react")); err == nil {
			return filepath.Join(dir, "node_modules")
		}
		parent := filepath.Dir(dir)
		require.NotEqual(t, parent, dir, "no node_modules with react above the working directory; run scripts/setup.sh")
		dir = parent
	}
}

// The Node.js renderer a dev builder keeps between builds may die (a crash,
// the OOM killer); the next Rebuild starts a new one instead of failing.
func TestRebuildRestartsADeadRenderer(t *testing.T) {
	body := "첫 판입니다."
	b, err := New(Config{Title: "T", URL: "https://t.example"},
		WithNodeModules(testNodeModules(t)), WithDev(),
		WithPlugins(pageLoader{func() []*Page {
			return []*Page{{Route: "/docs/a", Kind: KindDoc, Title: "에이", Source: "docs/a.mdx", Body: []byte(body)}}
		}}))
	require.NoError(t, err)
	t.Cleanup(func() { _ = b.Close() })
	ctx := context.Background()
	out := filepath.Join(t.TempDir(), "site")
	_, err = b.Build(ctx, out)
	require.NoError(t, err)

	require.NotNil(t, b.cache.(*devCache).renderer)
	require.NoError(t, b.cache.(*devCache).renderer.Close()) // its Node.js process exits
	body = "둘째 판입니다."
	rep, err := b.Rebuild(ctx, out, []string{"docs/a.mdx"})
	require.NoError(t, err)
	assert.False(t, rep.Full, "still an update in place")
	assert.Equal(t, 1, rep.Rendered)
	html, err := os.ReadFile(filepath.Join(out, "docs/a.html"))
	require.NoError(t, err)
	assert.Contains(t, string(html), "둘째 판입니다.")
}

// bodyChecker fails the build for every page whose body says "broken".
type bodyChecker struct{}

func (bodyChecker) Name() string { return "test-check" }
func (bodyChecker) Check(_ *Context, s *Site) []diag.Diagnostic {
	var ds []diag.Diagnostic
	for _, p := range s.Pages {
		if strings.Contains(string(p.Body), "broken") {
			ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: p.Source, Line: 1}, Msg: "broken"})
		}
	}
	return ds
}

// A dev session that starts with a broken site writes the whole site once
// the problem is fixed, without bundling again.
func TestRebuildAfterAFailedFirstBuildKeepsTheBundle(t *testing.T) {
	body := "broken"
	b, err := New(Config{Title: "T", URL: "https://t.example"},
		WithNodeModules(testNodeModules(t)), WithDev(),
		WithPlugins(pageLoader{func() []*Page {
			return []*Page{{Route: "/docs/a", Kind: KindDoc, Title: "에이", Source: "docs/a.mdx", Body: []byte(body)}}
		}}, bodyChecker{}))
	require.NoError(t, err)
	t.Cleanup(func() { _ = b.Close() })
	ctx := context.Background()
	out := filepath.Join(t.TempDir(), "site")
	_, err = b.Rebuild(ctx, out, nil)
	require.ErrorContains(t, err, "docs/a.mdx:1")
	assert.NoDirExists(t, out)
	require.NotNil(t, b.cache.(*devCache).res, "the bundle was made before the check failed")
	gen := b.cache.(*devCache).gen

	body = "fixed"
	rep, err := b.Rebuild(ctx, out, []string{"docs/a.mdx"})
	require.NoError(t, err)
	assert.True(t, rep.Full, "the whole site is written")
	assert.Equal(t, gen, b.cache.(*devCache).gen, "with the same bundle")
	html, err := os.ReadFile(filepath.Join(out, "docs/a.html"))
	require.NoError(t, err)
	assert.Contains(t, string(html), "fixed")

	body = "fixed again"
	rep, err = b.Rebuild(ctx, out, []string{"docs/a.mdx"})
	require.NoError(t, err)
	assert.False(t, rep.Full, "from then on, in place")
	assert.Equal(t, []string{"/docs/a"}, func() []string { r, _ := rep.ChangedRoutes(); return r }())
}
