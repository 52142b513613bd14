package docs

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"
	"time"

	"docskit.dev/docskit"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The dev server's memo of split files answers for a file that did not
// change and reads one that did.
func TestSourceMemoReadsOnlyChangedFiles(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.mdx")
	write := func(text string, at time.Time) {
		require.NoError(t, os.WriteFile(file, []byte(text), 0o644))
		require.NoError(t, os.Chtimes(file, at, at))
	}
	t0 := time.Now().Add(-time.Hour)
	write("---\ntitle: 가\n---\n첫 판\n", t0)
	ctx := &docskit.Context{Context: context.Background(), Source: os.DirFS(dir), Dev: true}
	var m sourceMemo

	f1, ds := m.split(ctx, "a.mdx", -1)
	require.Nil(t, ds)
	assert.Equal(t, "첫 판\n", string(f1.body))
	assert.Equal(t, 3, f1.bodyLine, "the body comes after the three lines of front matter")
	f2, _ := m.split(ctx, "a.mdx", -1)
	assert.Same(t, f1.fm, f2.fm, "an unchanged file is not read again")

	write("---\ntitle: 나\n---\n둘째 판\n", t0.Add(time.Second))
	f3, ds := m.split(ctx, "a.mdx", -1)
	require.Nil(t, ds)
	assert.Equal(t, "둘째 판\n", string(f3.body), "a changed file is read")
	assert.Equal(t, "나", f3.fm.Values["title"])

	prod := &docskit.Context{Context: context.Background(), Source: os.DirFS(dir)}
	f4, _ := m.split(prod, "a.mdx", -1)
	assert.NotSame(t, f3.fm, f4.fm, "a production build reads every file")
}

// A body read again at Parse is the one Load found; a file changed in
// between is an error, not another page.
func TestReadBodyAgain(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.mdx")
	require.NoError(t, os.WriteFile(file, []byte("---\ntitle: 가\n---\n본문\n"), 0o644))
	src := "---\ntitle: 가\n---\n본문\n"
	read := readBodyAgain(os.DirFS(dir), "a.mdx", len(src), []byte("본문\n"))
	body, err := read()
	require.NoError(t, err)
	assert.Equal(t, "본문\n", string(body))

	require.NoError(t, os.WriteFile(file, []byte("---\ntitle: 가\n---\n바뀐 본문\n"), 0o644))
	_, err = read()
	assert.ErrorContains(t, err, "changed during the build")
	require.NoError(t, os.Remove(file))
	_, err = read()
	assert.ErrorContains(t, err, "cannot read the file again")
}

// In the dev server a saved doc whose front matter is byte for byte the
// one its page was loaded from gives its new body alone (LoadBody); any
// other change asks for a full load.
func TestLoadBodyOnlyWhenTheFrontMatterIsTheSame(t *testing.T) {
	fsys := fstest.MapFS{
		"docs/guide/a.mdx": {Data: []byte("---\ntitle: 가\nsidebar_position: 1\n---\n첫 판입니다.\n")},
		"docs/guide/b.mdx": {Data: []byte("# 나\n\n나 본문\n")},
	}
	ctx := &docskit.Context{Context: context.Background(), Source: fsys, Config: &docskit.Config{Title: "Nuri", URL: "https://docs.nuri.example"}, Dev: true}
	p := New(Options{})
	pages, err := p.Load(ctx)
	require.NoError(t, err)
	byRoute := map[string]*docskit.Page{}
	for _, pg := range pages {
		byRoute[pg.Route] = pg
	}
	a, b := byRoute["/docs/guide/a"], byRoute["/docs/guide/b"]
	require.NotNil(t, a)
	require.NotNil(t, b)

	fsys["docs/guide/a.mdx"] = &fstest.MapFile{Data: []byte("---\ntitle: 가\nsidebar_position: 1\n---\n첫 판입니다.\n\n둘째 문단입니다.\n")}
	body, line, ok := p.LoadBody(ctx, a)
	require.True(t, ok, "the body alone changed")
	assert.Equal(t, "첫 판입니다.\n\n둘째 문단입니다.\n", string(body))
	assert.Equal(t, a.BodyLine, line)

	fsys["docs/guide/b.mdx"] = &fstest.MapFile{Data: []byte("# 나\n\n나 본문을 고쳤습니다\n")}
	body, _, ok = p.LoadBody(ctx, b)
	require.True(t, ok, "a file without front matter")
	assert.Equal(t, "# 나\n\n나 본문을 고쳤습니다\n", string(body))

	for name, text := range map[string]string{
		"a value":           "---\ntitle: 가나\nsidebar_position: 1\n---\n첫 판입니다.\n",
		"a space":           "---\ntitle:  가\nsidebar_position: 1\n---\n첫 판입니다.\n",
		"a new key":         "---\ntitle: 가\nsidebar_position: 1\nslug: /x\n---\n첫 판입니다.\n",
		"no front matter":   "첫 판입니다.\n",
		"a broken one":      "---\ntitle: [가\n---\n첫 판입니다.\n",
		"not UTF-8 anymore": "---\ntitle: 가\nsidebar_position: 1\n---\n\xff\n",
	} {
		fsys["docs/guide/a.mdx"] = &fstest.MapFile{Data: []byte(text)}
		_, _, ok := p.LoadBody(ctx, a)
		assert.False(t, ok, name)
	}
	delete(fsys, "docs/guide/a.mdx")
	_, _, ok = p.LoadBody(ctx, a)
	assert.False(t, ok, "a removed file")

	other := &docskit.Page{Route: "/docs/guide/c", Kind: docskit.KindDoc, Source: "docs/guide/c.mdx"}
	_, _, ok = p.LoadBody(ctx, other)
	assert.False(t, ok, "a page this Load did not make")
	ctx.Dev = false
	_, _, ok = p.LoadBody(ctx, b)
	assert.False(t, ok, "outside the dev server")
}
