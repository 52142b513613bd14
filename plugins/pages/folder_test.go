package pages

import (
	"context"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func loadFolder(t *testing.T, src fstest.MapFS, opts Options, dev bool) ([]*docskit.Page, error) {
	t.Helper()
	ctx := &docskit.Context{Context: context.Background(), Source: src, Config: &docskit.Config{Title: "Widgets"}, Dev: dev}
	return New(opts).Load(ctx)
}

func routes(ps []*docskit.Page) map[string]*docskit.Page {
	m := map[string]*docskit.Page{}
	for _, p := range ps {
		m[p.Route] = p
	}
	return m
}

func TestFolderPagesAreAtTheirPaths(t *testing.T) {
	src := fstest.MapFS{
		"src/pages/index.js":              {Data: []byte("export default function Home() { return null; }\n")},
		"src/pages/index.module.css":      {Data: []byte(".a {}\n")},
		"src/pages/help/index.tsx":        {Data: []byte("export default () => null;\n")},
		"src/pages/users.jsx":             {Data: []byte("export default () => null;\n")},
		"src/pages/about.md":              {Data: []byte("---\ntitle: About\ndescription: Who we are\nhide_table_of_contents: true\n---\n\n# About us\n")},
		"src/pages/legal/terms.mdx":       {Data: []byte("# Terms\n")},
		"src/pages/hidden.md":             {Data: []byte("---\nunlisted: true\n---\nx\n")},
		"src/pages/wip.md":                {Data: []byte("---\ndraft: true\n---\nx\n")},
		"src/pages/_helper.js":            {Data: []byte("export const x = 1;\n")},
		"src/pages/_parts/card.js":        {Data: []byte("export default () => null;\n")},
		"src/pages/home.test.js":          {Data: []byte("test('x', () => {});\n")},
		"src/pages/__tests__/home.js":     {Data: []byte("test('x', () => {});\n")},
		"src/pages/animations/_intro.tsx": {Data: []byte("export {};\n")},
	}
	ps, err := loadFolder(t, src, Options{Dir: "src/pages"}, false)
	require.NoError(t, err)
	got := routes(ps)
	var names []string
	for r := range got {
		names = append(names, r)
	}
	assert.ElementsMatch(t, []string{"/", "/help", "/users", "/about", "/legal/terms", "/hidden", "/404"}, names, "no landing page: the folder has one at /; excluded files and drafts are no pages")

	home := got["/"]
	assert.Equal(t, docskit.KindReactPage, home.Kind)
	assert.Equal(t, "src/pages/index.js", home.Component)
	assert.Equal(t, "Widgets", home.Title, "a React page's title is the site's until it renders its own")
	assert.Nil(t, home.Body)
	assert.Equal(t, "src/pages/help/index.tsx", got["/help"].Component)

	about := got["/about"]
	assert.Equal(t, docskit.KindMDXPage, about.Kind)
	assert.Equal(t, "About", about.Title)
	assert.Equal(t, "Who we are", about.Description)
	assert.True(t, about.HideTOC)
	assert.Equal(t, "\n# About us\n", string(about.Body))
	assert.Equal(t, "src/pages", about.ContentDir)
	assert.Empty(t, got["/legal/terms"].Title, "the builder takes the body's # Title")
	assert.True(t, got["/hidden"].NoIndex, "unlisted")

	dev, err := loadFolder(t, src, Options{Dir: "src/pages"}, true)
	require.NoError(t, err)
	assert.Contains(t, routes(dev), "/wip", "a draft is built in dev mode")
}

func TestFolderOptions(t *testing.T) {
	src := fstest.MapFS{
		"pages/a.md":   {Data: []byte("# A\n")},
		"pages/b.js":   {Data: []byte("export default () => null;\n")},
		"pages/_c.md":  {Data: []byte("# C\n")},
		"pages/x/y.md": {Data: []byte("# Y\n")},
	}
	ps, err := loadFolder(t, src, Options{Dir: "pages", RouteBase: "/more/", Include: []string{"**/*.md"}, Exclude: []string{"x/**"}}, false)
	require.NoError(t, err)
	var names []string
	for r := range routes(ps) {
		names = append(names, r)
	}
	assert.ElementsMatch(t, []string{"/", "/more/a", "/more/_c", "/404"}, names, "the landing page stays: no page of the folder is at /")

	ps, err = loadFolder(t, src, Options{Dir: "nowhere"}, false)
	require.NoError(t, err)
	assert.Len(t, ps, 2, "a folder that is not there has no pages")
}

func TestFolderBadGlob(t *testing.T) {
	_, err := loadFolder(t, fstest.MapFS{"src/pages/a.md": {Data: []byte("# A\n")}}, Options{Dir: "src/pages", Include: []string{"**/*.{md,mdx"}}, false)
	assert.ErrorContains(t, err, `pages include glob "**/*.{md,mdx": unmatched {`)
}

func TestFolderFrontMatterProblems(t *testing.T) {
	src := fstest.MapFS{
		"src/pages/a.md": {Data: []byte("---\ntitle: [1, 2]\nhide_table_of_contents: yes please\n---\n# A\n")},
		"src/pages/b.md": {Data: []byte("---\ntitle: B\n")},
	}
	_, err := loadFolder(t, src, Options{Dir: "src/pages"}, false)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "src/pages/a.md:2: front matter title must be a string")
	assert.Contains(t, err.Error(), "src/pages/a.md:3: front matter hide_table_of_contents must be true or false")
	assert.Contains(t, err.Error(), "src/pages/b.md:1")
}
