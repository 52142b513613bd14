package docs_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/plugins/docs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// versionedSite has the docs folder (the current version) and two released
// versions, newest first: 2.0 has the same docs as the current one but
// new-feature; 1.0 has old, which later versions dropped, and no setup.
const versionedSite = `
-- docs/intro.md --
# Introduction

Read [the setup](./setup.md) first.
-- docs/setup.md --
# Setup
-- docs/new-feature.md --
# New feature
-- versions.json --
[
  "2.0",
  "1.0"
]
-- versioned_docs/version-2.0/intro.md --
# Introduction

Read [the setup](./setup.md) first, or [the start](/intro.md).
-- versioned_docs/version-2.0/setup.md --
# Setup
-- versioned_sidebars/version-2.0-sidebars.json --
{"docs": ["intro", "setup"]}
-- versioned_docs/version-1.0/intro.md --
# Introduction
-- versioned_docs/version-1.0/old.md --
# Old page
-- versioned_sidebars/version-1.0-sidebars.json --
{"docs": ["intro", {"type": "category", "label": "More", "link": {"type": "generated-index"}, "items": ["old"]}]}
`

var currentSidebars = []byte(`{"docs": ["intro", "setup", "new-feature"]}`)

// routes are the routes of the site's pages, sorted.
func routes(s *docskit.Site) []string {
	var out []string
	for _, p := range s.Pages {
		out = append(out, p.Route)
	}
	sort.Strings(out)
	return out
}

func TestVersionRoutes(t *testing.T) {
	tests := []struct {
		name string
		opts docs.Options
		want []string
	}{
		{"the last version at the route base, current under next, older ones under their name", docs.Options{}, []string{
			"/docs/1.0/category/more", "/docs/1.0/intro", "/docs/1.0/old",
			"/docs/intro", "/docs/next/intro", "/docs/next/new-feature", "/docs/next/setup", "/docs/setup",
		}},
		{"lastVersion current: 2.0 moves under its name", docs.Options{LastVersion: "current"}, []string{
			"/docs/1.0/category/more", "/docs/1.0/intro", "/docs/1.0/old",
			"/docs/2.0/intro", "/docs/2.0/setup", "/docs/intro", "/docs/new-feature", "/docs/setup",
		}},
		{"onlyIncludeVersions, with 1.0 the last", docs.Options{OnlyIncludeVersions: []string{"current", "1.0"}, LastVersion: "1.0"}, []string{
			"/docs/category/more", "/docs/intro", "/docs/next/intro", "/docs/next/new-feature", "/docs/next/setup", "/docs/old",
		}},
		{"includeCurrentVersion false", docs.Options{IncludeCurrentVersion: new(false)}, []string{
			"/docs/1.0/category/more", "/docs/1.0/intro", "/docs/1.0/old", "/docs/intro", "/docs/setup",
		}},
		{"disableVersioning builds the docs folder alone", docs.Options{DisableVersioning: true}, []string{
			"/docs/intro", "/docs/new-feature", "/docs/setup",
		}},
		{"a version's path and the route base", docs.Options{RouteBase: "/", Versions: map[string]docs.VersionOptions{"2.0": {Path: new("v2")}, "current": {Path: new("dev")}}}, []string{
			"/1.0/category/more", "/1.0/intro", "/1.0/old", "/dev/intro", "/dev/new-feature", "/dev/setup", "/v2/intro", "/v2/setup",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			opts := tc.opts
			opts.SidebarsJSON = currentSidebars
			s := loadSite(t, siteFS(versionedSite), opts)
			assert.Equal(t, tc.want, routes(s))
		})
	}
}

func TestVersionOfEachPage(t *testing.T) {
	s := loadSite(t, siteFS(versionedSite), docs.Options{SidebarsJSON: currentSidebars})
	latest := docskit.VersionLink{Name: "2.0", Label: "2.0", To: "/docs/intro"}

	next := s.Page("/docs/next/setup")
	require.NotNil(t, next.Version)
	assert.Equal(t, docskit.PageVersion{Plugin: "default", Name: "current", Label: "Next", Banner: "unreleased", Badge: true, ClassName: "docs-version-current",
		Latest:     docskit.VersionLink{Name: "2.0", Label: "2.0", To: "/docs/setup"},
		Alternates: map[string]string{"current": "/docs/next/setup", "2.0": "/docs/setup"}}, *next.Version,
		"the current version is unreleased; the banner leads to the same doc in the last version")

	last := s.Page("/docs/intro").Version
	assert.True(t, last.IsLast)
	assert.Empty(t, last.Banner, "the last version has no banner")
	assert.True(t, last.Badge)
	assert.Equal(t, map[string]string{"current": "/docs/next/intro", "2.0": "/docs/intro", "1.0": "/docs/1.0/intro"}, last.Alternates)

	old := s.Page("/docs/1.0/old").Version
	assert.Equal(t, "unmaintained", old.Banner, "a version after the last one is unmaintained")
	assert.Equal(t, latest, old.Latest, "a doc the last version lacks: the banner leads to its main doc")
	assert.Equal(t, map[string]string{"1.0": "/docs/1.0/old"}, old.Alternates)
	index := s.Page("/docs/1.0/category/more").Version
	require.NotNil(t, index, "a generated index has its version too")
	assert.Equal(t, "unmaintained", index.Banner)

	assert.Equal(t, "docs@current", s.Page("/docs/next/setup").Sidebar, "the sidebars of other versions than the last are named after their version")
	assert.Equal(t, "docs", s.Page("/docs/setup").Sidebar)
	assert.Equal(t, "docs@1.0", s.Page("/docs/1.0/old").Sidebar)
	require.Contains(t, s.Sidebars, "docs@1.0")
	assert.Equal(t, "/docs/1.0/intro", s.Sidebars["docs@1.0"].Items[0].Href)
	assert.Equal(t, &docskit.NavLink{Label: "More", Href: "/docs/1.0/category/more"}, s.Page("/docs/1.0/intro").Next)
}

func TestVersionedLinksStayInTheirVersion(t *testing.T) {
	s := loadSite(t, siteFS(versionedSite), docs.Options{SidebarsJSON: currentSidebars})
	dests := func(route string) []string {
		var out []string
		for _, l := range s.Page(route).Doc.Links {
			out = append(out, l.Dest)
		}
		return out
	}
	assert.Equal(t, []string{"/docs/setup", "/docs/intro"}, dests("/docs/intro"), "./setup.md and /intro.md of a 2.0 doc are 2.0's docs")
	assert.Equal(t, []string{"/docs/next/setup"}, dests("/docs/next/intro"))
}

func TestVersionOptions(t *testing.T) {
	s := loadSite(t, siteFS(versionedSite), docs.Options{SidebarsJSON: currentSidebars, VersionLabel: "Canary", Versions: map[string]docs.VersionOptions{
		"1.0":     {Label: "1.0 (legacy)", Banner: "none", Badge: new(false), NoIndex: true, ClassName: "legacy"},
		"2.0":     {Banner: "unmaintained"},
		"current": {Label: "Next major"},
	}})
	v := s.Page("/docs/1.0/intro").Version
	assert.Equal(t, "1.0 (legacy)", v.Label)
	assert.Empty(t, v.Banner)
	assert.False(t, v.Badge)
	assert.Equal(t, "legacy", v.ClassName)
	assert.True(t, s.Page("/docs/1.0/intro").NoIndex, "noIndex keeps the version's docs out of the sitemap")
	assert.False(t, s.Page("/docs/intro").NoIndex)
	assert.Equal(t, "unmaintained", s.Page("/docs/intro").Version.Banner, "a banner set on the last version")
	assert.Equal(t, "Next major", s.Page("/docs/next/intro").Version.Label, "versions.current.label wins over VersionLabel")

	single := loadSite(t, siteFS(versionedSite), docs.Options{SidebarsJSON: currentSidebars, OnlyIncludeVersions: []string{"2.0"}})
	require.NotNil(t, single.Page("/docs/intro").Version, "a released version alone still carries its version")
	assert.False(t, single.Page("/docs/intro").Version.Badge, "one version shows no badge")

	plain := loadSite(t, siteFS(versionedSite), docs.Options{SidebarsJSON: currentSidebars, DisableVersioning: true})
	assert.Nil(t, plain.Page("/docs/intro").Version, "the docs folder alone is not versioned")
}

func TestVersionsOfAnInstanceWithAnID(t *testing.T) {
	fsys := siteFS(`
-- api/start.md --
# Start
-- api_versions.json --
["1.x"]
-- api_versioned_docs/version-1.x/start.md --
# Start
-- api_versioned_sidebars/version-1.x-sidebars.json --
{"reference": ["start"]}
-- versions.json --
["9.9"]
`)
	p := docs.New(docs.Options{ID: "api", Path: "api", RouteBase: "/api"})
	b, err := docskit.New(*newContext(fsys).Config, docskit.WithSource(fsys), docskit.WithPlugins(p))
	require.NoError(t, err)
	s, err := b.LoadSite(t.Context())
	require.NoError(t, err, "the default instance's versions.json is not this instance's")
	assert.Equal(t, []string{"/api/next/start", "/api/start"}, routes(s))
	assert.Equal(t, "api/reference", s.Page("/api/start").Sidebar)
	assert.Equal(t, "api", s.Page("/api/start").Version.Plugin)
	assert.Equal(t, "api/defaultSidebar@current", s.Page("/api/next/start").Sidebar)
	vs := p.Versions()
	require.Len(t, vs, 2)
	assert.Equal(t, docs.Version{Name: "1.x", Label: "1.x", IsLast: true, Route: "/api", MainDoc: "/api/start",
		Docs: map[string]string{"start": "/api/start"}, Sidebars: map[string]string{"reference": "api/reference"}}, vs[1])
	meta := fmt.Sprint(p.Metadata()["docsVersions-api"])
	assert.Contains(t, meta, "name:current")
	assert.Contains(t, meta, "name:1.x")
}

func TestVersionsRead(t *testing.T) {
	fsys := siteFS(versionedSite)
	fsys["site/versions.json"] = fsys["versions.json"]
	delete(fsys, "versions.json")
	for k, f := range fsys {
		if strings.HasPrefix(k, "versioned_") {
			fsys["site/"+k] = f
			delete(fsys, k)
		}
	}
	s := loadSite(t, fsys, docs.Options{SidebarsJSON: currentSidebars, VersionsDir: "site"})
	assert.Contains(t, routes(s), "/docs/1.0/old", "VersionsDir holds versions.json and the versioned folders")
	assert.Equal(t, "site/versioned_docs/version-1.0", s.Page("/docs/1.0/old").ContentDir)

	delete(fsys, "site/versioned_sidebars/version-1.0-sidebars.json")
	s = loadSite(t, fsys, docs.Options{SidebarsJSON: currentSidebars, VersionsDir: "site"})
	assert.Empty(t, s.Page("/docs/1.0/old").Sidebar, "a version without a sidebars file has no sidebar, as in Docusaurus")
}

// loadProblems runs Load on the site with opts and returns its problems.
func loadProblems(t *testing.T, fsys fstest.MapFS, opts docs.Options) []string {
	t.Helper()
	_, err := docs.New(opts).Load(newContext(fsys))
	require.Error(t, err)
	list, ok := err.(diag.List)
	require.True(t, ok, "Load reports problems as a diag.List, got %T: %v", err, err)
	var out []string
	for _, d := range list {
		out = append(out, fmt.Sprintf("%s: %s", d.Pos, d.Msg))
	}
	return out
}

func TestVersionProblems(t *testing.T) {
	with := func(files map[string]string, drop ...string) fstest.MapFS {
		fsys := siteFS(versionedSite)
		for _, d := range drop {
			for k := range fsys {
				if strings.HasPrefix(k, d) {
					delete(fsys, k)
				}
			}
		}
		for k, v := range files {
			fsys[k] = &fstest.MapFile{Data: []byte(v)}
		}
		return fsys
	}
	tests := []struct {
		name string
		fsys fstest.MapFS
		opts docs.Options
		want []string
	}{
		{"a version whose folder is missing", with(nil, "versioned_docs/version-1.0/"), docs.Options{},
			[]string{`versions.json:3: version "1.0": its docs folder versioned_docs/version-1.0 is missing`}},
		{"a versioned sidebar naming an unknown doc", with(map[string]string{"versioned_sidebars/version-2.0-sidebars.json": "{\n  \"docs\": [\n    \"intro\",\n    \"install\"\n  ]\n}\n"}), docs.Options{},
			[]string{`versioned_sidebars/version-2.0-sidebars.json:4: sidebar "docs", item 2: no doc with id "install"`}},
		{"versions.json that is not a list", with(map[string]string{"versions.json": "{\"2.0\": true}"}), docs.Options{},
			[]string{`versions.json:1: the file must hold a list of version names`}},
		{"a bad version name", with(map[string]string{"versions.json": "[\n\"2.0\",\n\"a/b\"]"}), docs.Options{},
			[]string{`versions.json:3: version name "a/b" must not hold a slash (/) or backslash (\)`}},
		{"a version listed twice", with(map[string]string{"versions.json": `["2.0", "2.0"]`}), docs.Options{},
			[]string{`versions.json:1: version "2.0" is listed twice`}},
		{"broken JSON", with(map[string]string{"versions.json": "[\n\"2.0\",\n"}), docs.Options{},
			[]string{`versions.json:3: cannot read the versions: unexpected EOF`}},
		{"an unknown lastVersion", with(nil), docs.Options{LastVersion: "3.0", OptionsFile: "docusaurus.config.js"},
			[]string{`docusaurus.config.js: lastVersion "3.0": no such version (the versions are current, 2.0, 1.0)`}},
		{"an unknown version in onlyIncludeVersions", with(nil), docs.Options{OnlyIncludeVersions: []string{"0.9"}},
			[]string{`config: onlyIncludeVersions: no version "0.9" (the versions are current, 2.0, 1.0)`}},
		{"options for an unknown version", with(nil), docs.Options{Versions: map[string]docs.VersionOptions{"0.9": {}}},
			[]string{`config: versions: no version "0.9" (the versions are current, 2.0, 1.0)`}},
		{"no version at all", with(nil, "versions.json"), docs.Options{IncludeCurrentVersion: new(false)},
			[]string{`config: no docs version to build: includeCurrentVersion is false and versions.json is missing or empty`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.opts.SidebarsJSON = currentSidebars
			assert.Equal(t, tc.want, loadProblems(t, tc.fsys, tc.opts))
		})
	}
}

func TestVersionedEditURLsAndSearchTags(t *testing.T) {
	for _, tc := range []struct {
		current bool
		want    string
	}{
		{false, "https://git.example/edit/main/versioned_docs/version-1.0/old.md"},
		{true, "https://git.example/edit/main/docs/old.md"},
	} {
		p := docs.New(docs.Options{SidebarsJSON: currentSidebars, EditURL: "https://git.example/edit/main/", EditCurrentVersion: tc.current})
		fsys := siteFS(versionedSite)
		b, err := docskit.New(*newContext(fsys).Config, docskit.WithSource(fsys), docskit.WithPlugins(p))
		require.NoError(t, err)
		s, err := b.LoadSite(t.Context())
		require.NoError(t, err)
		pg := s.Page("/docs/1.0/old")
		assert.Equal(t, tc.want, pg.EditURL, "editCurrentVersion %v", tc.current)

		var metas []string
		for _, tag := range p.InjectTags(newContext(fsys), pg).Head {
			metas = append(metas, tag.Attrs["name"]+"="+tag.Attrs["content"])
		}
		assert.Equal(t, []string{"docusaurus_version=1.0", "docusaurus_tag=docs-default-1.0", "docsearch:version=1.0", "docsearch:docusaurus_tag=docs-default-1.0"}, metas,
			"the search metadata Docusaurus writes, which DocSearch's crawler filters on")
	}
}
