package search_test

import (
	"context"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Options.Page adds a search page in the site's language, out of the
// sitemap and of the index; without it there is none.
func TestSearchPage(t *testing.T) {
	fsys := fstest.MapFS{"docs/intro.md": {Data: []byte("# Intro\n\nWidgets.\n")}}
	for _, tc := range []struct {
		lang, page, title string
	}{
		{"en", "/search", "Search the documentation"},
		{"ko", "/find", "문서 검색"},
		{"en", "", ""},
	} {
		cfg := docskit.Config{Title: "T", URL: "https://t.example", Locale: docskit.Locale{HTMLLang: tc.lang}}
		b, err := docskit.New(cfg, docskit.WithSource(fsys), docskit.WithPlugins(docs.New(docs.Options{}), search.New(search.Options{Page: tc.page})))
		require.NoError(t, err)
		site, err := b.LoadSite(context.Background())
		require.NoError(t, err)
		if tc.page == "" {
			assert.Nil(t, site.Page("/search"))
			continue
		}
		pg := site.Page(tc.page)
		require.NotNil(t, pg, tc.page)
		assert.Equal(t, tc.title, pg.Title)
		assert.True(t, pg.NoIndex, "not in the sitemap")
		assert.Equal(t, 1, len(search.SiteSections(site)), "only the doc is in the index")
	}
}

func TestSearchPageRoute(t *testing.T) {
	for _, r := range []string{"search", "/", "/search/", "/search?q="} {
		_, err := docskit.New(docskit.Config{Title: "T"}, docskit.WithPlugins(search.New(search.Options{Page: r})))
		require.Error(t, err, r)
		assert.Contains(t, err.Error(), "must be a route such as \"/search\"")
	}
}
