package docusaurus

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"docskit.dev/docskit"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLoadMapsVersions(t *testing.T) {
	s, err := Load(context.Background(), "testdata/versioned", LoadOptions{})
	require.NoError(t, err)
	assert.Empty(t, s.Warnings, "a versioned site with a version dropdown needs no warning")
	require.Len(t, s.Config.Navbar.Items, 4)
	guide, install, version, dropdown := s.Config.Navbar.Items[0], s.Config.Navbar.Items[1], s.Config.Navbar.Items[2], s.Config.Navbar.Items[3]
	assert.Equal(t, docskit.NavItem{Label: "Guide", To: "/docs/intro", Sidebar: "guide", DocsPlugin: "default",
		VersionTo: map[string]string{"current": "/docs/next/intro", "2.0": "/docs/intro", "1.0": "/docs/1.0/intro"}}, guide,
		"a docSidebar item leads to the last version's sidebar, and to the shown or preferred version's in the browser")
	assert.Equal(t, map[string]string{"current": "/docs/next/install", "2.0": "/docs/install", "1.0": "/docs/1.0/install"}, install.VersionTo)
	assert.Equal(t, docskit.NavItem{Label: "2.0", To: "/docs/intro", DocsPlugin: "default",
		VersionTo: map[string]string{"current": "/docs/next/intro", "2.0": "/docs/intro", "1.0": "/docs/1.0/intro"}}, version,
		"a docsVersion item leads to the main doc of the last version, labelled with it, and of the shown or preferred one in the browser")
	assert.Equal(t, docskit.NavItem{Type: docskit.NavVersionDropdown, Position: "right", DocsPlugin: "default",
		Versions: []docskit.VersionLink{
			{Name: "current", Label: "Canary", To: "/docs/next/intro"},
			{Name: "2.0", Label: "2.0", To: "/docs/intro", IsLast: true},
			{Name: "1.0", Label: "1.0 (legacy)", To: "/docs/1.0/intro"},
		},
		ItemsAfter: []docskit.NavItem{{Label: "Older releases", Href: "https://archive.gadget.example.com/"}},
	}, dropdown, "the dropdown lists the versions, current first, each leading to its main doc")
}

func TestBuildVersionedSite(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a site with Node.js")
	}
	s, err := Load(context.Background(), "testdata/versioned", LoadOptions{})
	require.NoError(t, err)
	b, err := docskit.New(s.Config, s.Options...)
	require.NoError(t, err)
	out := filepath.Join(t.TempDir(), "out")
	_, err = b.Build(context.Background(), out)
	require.NoError(t, err)
	for _, f := range []string{"docs/intro.html", "docs/install.html", "docs/next/plugins.html", "docs/1.0/legacy-config.html", "docs/1.0/install.html"} {
		assert.FileExists(t, filepath.Join(out, f))
	}
	assert.NoFileExists(t, filepath.Join(out, "docs/plugins.html"), "plugins is only in the current version, under next")
	old, err := os.ReadFile(filepath.Join(out, "docs/1.0/install.html"))
	require.NoError(t, err)
	assert.Contains(t, string(old), "which is no longer actively maintained", "an old version's doc shows the unmaintained banner")
	assert.Contains(t, string(old), `href="/docs/install"`, "the banner leads to the same doc in the last version")
	assert.Contains(t, string(old), `https://git.example.com/gadget/edit/main/versioned_docs/version-1.0/install.md`, "the edit link names the versioned file")
	sitemap, err := os.ReadFile(filepath.Join(out, "sitemap.xml"))
	require.NoError(t, err)
	for _, loc := range []string{"/docs/install<", "/docs/next/install<", "/docs/1.0/install<"} {
		assert.Contains(t, string(sitemap), loc, "the sitemap lists every version")
	}
	intro, err := os.ReadFile(filepath.Join(out, "docs/1.0/intro.html"))
	require.NoError(t, err)
	assert.Contains(t, string(intro), `href="/docs/1.0/legacy-config"`, "a link to /legacy-config.md in 1.0 is 1.0's doc")
}

// In dev, an edit in one version parses and renders that page alone: the
// other versions' unchanged docs keep their parsed documents and their
// output (docskit's dev cache keys a body by its source file).
func TestDevRebuildLeavesOtherVersionsAlone(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a site with Node.js")
	}
	dir := filepath.Join(t.TempDir(), "site")
	require.NoError(t, os.CopyFS(dir, os.DirFS("testdata/versioned")))
	s, err := Load(context.Background(), dir, LoadOptions{})
	require.NoError(t, err)
	b, err := docskit.New(s.Config, append(s.Options, docskit.WithDev())...)
	require.NoError(t, err)
	defer b.Close()
	out := filepath.Join(t.TempDir(), "out")
	rep, err := b.Build(context.Background(), out)
	require.NoError(t, err)
	assert.Equal(t, 8, rep.Parsed, "the first build parses every doc of every version")

	for _, file := range []string{"docs/install.md", "versioned_docs/version-1.0/install.md"} {
		src, err := os.ReadFile(filepath.Join(dir, file))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, file), append(src, "\nOne more line.\n"...), 0o644))
		rep, err = b.Rebuild(context.Background(), out, []string{file})
		require.NoError(t, err)
		assert.Equal(t, 1, rep.Parsed, "%s: only the edited doc is parsed again", file)
		assert.Equal(t, 1, rep.Rendered, "%s: only the edited doc is rendered again", file)
	}
}
