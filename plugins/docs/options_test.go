package docs_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"docskit.dev/docskit"
	"docskit.dev/plugins/docs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func sources(site *docskit.Site) []string {
	var out []string
	for _, p := range site.Pages {
		if p.Source != "" {
			out = append(out, p.Source)
		}
	}
	sort.Strings(out)
	return out
}

func TestIncludeExclude(t *testing.T) {
	files := fstest.MapFS{
		"docs/a.md":                        {Data: []byte("# A\n")},
		"docs/b.mdx":                       {Data: []byte("# B\n")},
		"docs/c.markdown":                  {Data: []byte("# C\n")},
		"docs/_partial.mdx":                {Data: []byte("# P\n")},
		"docs/.hidden.md":                  {Data: []byte("# H\n")},
		"docs/.github/x.md":                {Data: []byte("# G\n")},
		"docs/_private/x.md":               {Data: []byte("# X\n")},
		"docs/__tests__/t.md":              {Data: []byte("# T\n")},
		"docs/drafts/d.md":                 {Data: []byte("# D\n")},
		"docs/sub/deep/e.mdx":              {Data: []byte("# E\n")},
		"docs/sub/_category_.json":         {Data: []byte(`{"label": "Sub"}`)},
		"docs/api/reference.gen.md":        {Data: []byte("# R\n")},
		"docs/api/reference.md":            {Data: []byte("# R2\n")},
		"docs/sub/deep/notes.txt":          {Data: []byte("text\n")},
		"docs/sub/deep/component.test.tsx": {Data: []byte("x\n")},
	}
	tests := []struct {
		name             string
		include, exclude []string
		want             []string
	}{
		{"Docusaurus's defaults", nil, nil, []string{"docs/a.md", "docs/api/reference.gen.md", "docs/api/reference.md", "docs/b.mdx", "docs/drafts/d.md", "docs/sub/deep/e.mdx"}},
		{"an exclude replaces the defaults, as in Docusaurus", nil, []string{"drafts/**", "**/*.gen.md"},
			[]string{"docs/__tests__/t.md", "docs/_partial.mdx", "docs/_private/x.md", "docs/a.md", "docs/api/reference.md", "docs/b.mdx", "docs/sub/deep/e.mdx"}},
		{"an include of one folder", []string{"sub/**/*.mdx"}, nil, []string{"docs/sub/deep/e.mdx"}},
		{"an include of another extension, with braces", []string{"*.{md,markdown}"}, []string{}, []string{"docs/a.md", "docs/c.markdown"}},
		{"an empty exclude keeps partials", []string{"**/*.mdx"}, []string{}, []string{"docs/_partial.mdx", "docs/b.mdx", "docs/sub/deep/e.mdx"}},
		{"a dot folder named in the include", []string{".github/*.md"}, nil, []string{"docs/.github/x.md"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			site := loadSite(t, files, docs.Options{Include: tc.include, Exclude: tc.exclude})
			assert.Equal(t, tc.want, sources(site))
		})
	}
	_, err := docs.New(docs.Options{Include: []string{"{a,b"}}).Load(newContext(files))
	assert.ErrorContains(t, err, `include glob "{a,b": unmatched {`)
}

// git runs git in dir with a fixed identity and date.
func git(t *testing.T, dir, date string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_DATE="+date, "GIT_COMMITTER_DATE="+date, "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "git %v: %s", args, out)
}

func TestLastUpdateFromOneGitLog(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	write := func(rel, text string) {
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(dir, rel)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, rel), []byte(text), 0o644))
	}
	git(t, dir, "2024-01-01T00:00:00Z", "init", "-q")
	write("docs/a.md", "# A\n")
	write("docs/한글 폴더/b.md", "# B\n")
	write("README.md", "outside the docs\n")
	git(t, dir, "2024-01-01T00:00:00Z", "add", ".")
	git(t, dir, "2024-01-02T10:00:00Z", "-c", "user.name=Kim, Jr", "-c", "user.email=k@example.com", "commit", "-qm", "first")
	write("docs/a.md", "# A again\n")
	git(t, dir, "2024-03-05T12:00:00Z", "-c", "user.name=이영희", "-c", "user.email=l@example.com", "commit", "-qam", "second")
	write("docs/c.md", "---\nlast_update:\n  date: 2020-02-02\n  author: 편집자\n---\n# C\n")
	write("docs/d.md", "# D, not committed\n")

	var logged []string
	b, err := docskit.New(docskit.Config{Title: "T", URL: "https://t.example"}, docskit.WithRoot(dir), docskit.WithSource(os.DirFS(dir)),
		docskit.WithLogf(func(f string, a ...any) { logged = append(logged, f) }),
		docskit.WithPlugins(docs.New(docs.Options{ShowLastUpdateTime: true, ShowLastUpdateAuthor: true})))
	require.NoError(t, err)
	site, err := b.LoadSite(context.Background())
	require.NoError(t, err)
	day := func(s string) int64 { tm, _ := time.Parse(time.RFC3339, s); return tm.Unix() }
	assert.Equal(t, &docskit.LastUpdate{At: day("2024-03-05T12:00:00Z"), By: "이영희"}, bySource(t, site, "docs/a.md").LastUpdate, "the newest commit of the file")
	assert.Equal(t, &docskit.LastUpdate{At: day("2024-01-02T10:00:00Z"), By: "Kim, Jr"}, bySource(t, site, "docs/한글 폴더/b.md").LastUpdate, "names outside ASCII, authors with commas")
	assert.Equal(t, &docskit.LastUpdate{At: day("2020-02-02T00:00:00Z"), By: "편집자"}, bySource(t, site, "docs/c.md").LastUpdate, "last_update front matter wins")
	assert.Nil(t, bySource(t, site, "docs/d.md").LastUpdate, "a file Git does not know has none")

	// Only what the options ask for.
	site = loadDir(t, dir, docs.Options{ShowLastUpdateTime: true})
	assert.Equal(t, &docskit.LastUpdate{At: day("2024-03-05T12:00:00Z")}, bySource(t, site, "docs/a.md").LastUpdate)
	site = loadDir(t, dir, docs.Options{})
	assert.Nil(t, bySource(t, site, "docs/a.md").LastUpdate, "nothing without the options")

	// Outside a work tree: a note, no last updates, no error.
	plain := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(plain, "docs"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(plain, "docs", "a.md"), []byte("# A\n"), 0o644))
	logged = nil
	b, err = docskit.New(docskit.Config{Title: "T", URL: "https://t.example"}, docskit.WithRoot(plain), docskit.WithSource(os.DirFS(plain)),
		docskit.WithLogf(func(f string, a ...any) { logged = append(logged, f) }),
		docskit.WithPlugins(docs.New(docs.Options{ShowLastUpdateTime: true})))
	require.NoError(t, err)
	site, err = b.LoadSite(context.Background())
	require.NoError(t, err)
	assert.Nil(t, bySource(t, site, "docs/a.md").LastUpdate)
	assert.True(t, strings.Contains(strings.Join(logged, "\n"), "no last update times"), "%v", logged)
}

func TestEditURL(t *testing.T) {
	files := siteFS(`
-- docs/a.md --
# A
-- docs/sub/b.md --
---
custom_edit_url: https://cms.example/b
---
-- docs/c.md --
---
custom_edit_url: null
---
`)
	site := loadSite(t, files, docs.Options{EditURL: "https://github.com/nuri-dev/docs/edit/main/"})
	assert.Equal(t, "https://github.com/nuri-dev/docs/edit/main/docs/a.md", bySource(t, site, "docs/a.md").EditURL, "editUrl and the path from the site folder")
	assert.Equal(t, "https://cms.example/b", bySource(t, site, "docs/sub/b.md").EditURL)
	assert.Empty(t, bySource(t, site, "docs/c.md").EditURL)
	site = loadSite(t, files, docs.Options{})
	assert.Empty(t, bySource(t, site, "docs/a.md").EditURL)
}

func TestNumberPrefixParserOff(t *testing.T) {
	files := siteFS(`
-- docs/01-intro/02-first.md --
# 처음
-- docs/01-intro/01-second.md --
# 둘째
-- docs/03-keep.md --
---
parse_number_prefixes: false
---
# 유지
`)
	site := loadSite(t, files, docs.Options{})
	assert.Equal(t, "/docs/intro/first", bySource(t, site, "docs/01-intro/02-first.md").Route)
	assert.Equal(t, "/docs/03-keep", bySource(t, site, "docs/03-keep.md").Route, "parse_number_prefixes: false in the front matter")
	site = loadSite(t, files, docs.Options{NumberPrefixParser: new(false)})
	assert.Equal(t, "/docs/01-intro/02-first", bySource(t, site, "docs/01-intro/02-first.md").Route)
	assert.Equal(t, "01-intro/02-first", bySource(t, site, "docs/01-intro/02-first.md").ID)
	assert.Equal(t, "category 01-intro (collapsed)\n  link 둘째 /docs/01-intro/01-second\n  link 처음 /docs/01-intro/02-first\nlink 유지 /docs/03-keep\n", describe(site.Sidebars[docs.DefaultSidebarName].Items))
}

// TestTwoInstances builds two docs plugins into one site: each its own
// folder, routes, sidebars (named by id), generated index pages and
// reading order, loaded at the same time.
func TestTwoInstances(t *testing.T) {
	files := siteFS(`
-- docs/intro.md --
# 문서 소개
-- docs/guide/a.md --
# 가이드 A
-- community/intro.md --
# 커뮤니티 소개
-- community/events/meetup.md --
# 모임
`)
	sidebars := []byte(`{"tutorialSidebar": ["intro", {"type": "category", "label": "행사", "link": {"type": "generated-index"}, "items": [{"type": "autogenerated", "dirName": "events"}]}]}`)
	main := docs.New(docs.Options{SidebarsJSON: []byte(`{"tutorialSidebar": ["intro", "guide/a"]}`)})
	community := docs.New(docs.Options{ID: "community", Path: "community", RouteBase: "/community", SidebarsJSON: sidebars})
	assert.Equal(t, "docs", main.Name())
	assert.Equal(t, "docs-community", community.Name())
	assert.Equal(t, "community/tutorialSidebar", community.SidebarName("tutorialSidebar"))
	b, err := docskit.New(docskit.Config{Title: "T", URL: "https://t.example"}, docskit.WithSource(files), docskit.WithPlugins(main, community))
	require.NoError(t, err)
	for range 2 { // the dev server loads again with the same plugins
		site, err := b.LoadSite(context.Background())
		require.NoError(t, err)
		assert.Equal(t, []string{"community/tutorialSidebar", "tutorialSidebar"}, sortedKeys(site.Sidebars))
		assert.Equal(t, "link 문서 소개 /docs/intro\nlink 가이드 A /docs/guide/a\n", describe(site.Sidebars["tutorialSidebar"].Items))
		assert.Equal(t, "link 커뮤니티 소개 /community/intro\ncategory 행사 /community/category/행사 (collapsed)\n  link 모임 /community/events/meetup\n", describe(site.Sidebars["community/tutorialSidebar"].Items))
		c := bySource(t, site, "community/intro.md")
		assert.Equal(t, "community/tutorialSidebar", c.Sidebar)
		assert.Equal(t, "docs-community", c.Plugin)
		assert.Equal(t, &docskit.NavLink{Label: "행사", Href: "/community/category/행사"}, c.Next)
		assert.Equal(t, "tutorialSidebar", bySource(t, site, "docs/intro.md").Sidebar)
		assert.Equal(t, &docskit.NavLink{Label: "가이드 A", Href: "/docs/guide/a"}, bySource(t, site, "docs/intro.md").Next, "each reading order stays in its instance")
		require.NotNil(t, site.Page("/community/category/행사"))
		assert.Nil(t, site.Page("/docs/category/행사"))
	}
	// Two instances with one id are one plugin twice.
	_, err = docskit.New(docskit.Config{Title: "T", URL: "https://t.example"}, docskit.WithSource(files),
		docskit.WithPlugins(docs.New(docs.Options{ID: "x", Path: "docs"}), docs.New(docs.Options{ID: "x", Path: "community"})))
	assert.ErrorContains(t, err, `two plugins are named "docs-x"`)
}

func TestGeneratedIndexTags(t *testing.T) {
	ctx := &docskit.Context{Context: context.Background(), Source: os.DirFS("testdata/autogen"), Config: &docskit.Config{URL: "https://t.example"}}
	p := docs.New(docs.Options{})
	pages, err := p.Load(ctx)
	require.NoError(t, err)
	var index, doc *docskit.Page
	for _, q := range pages {
		switch q.Route {
		case "/docs/category/guides":
			index = q
		case "/docs/guides/a":
			doc = q
		}
	}
	require.NotNil(t, index)
	var got []string
	for _, tg := range p.InjectTags(ctx, index).Head {
		got = append(got, tg.Attrs["name"]+tg.Attrs["property"]+"="+tg.Attrs["content"])
	}
	assert.Equal(t, []string{"keywords=guide,howto", "og:image=https://t.example/img/guides.png", "twitter:image=https://t.example/img/guides.png"}, got,
		"the link's keywords and image, the image made absolute")
	assert.Empty(t, p.InjectTags(ctx, doc).Head, "docs get no such tags")
}
