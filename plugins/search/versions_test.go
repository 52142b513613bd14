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

// A docs folder with a released version: the index holds the last
// version's docs (2.0, at /docs) and not the current one's (/docs/next).
func TestIndexHoldsTheLastDocsVersion(t *testing.T) {
	fsys := fstest.MapFS{
		"docs/install.md":                           {Data: []byte("# Install\n\nRun the next installer.\n")},
		"versions.json":                             {Data: []byte(`["2.0"]`)},
		"versioned_docs/version-2.0/install.md":     {Data: []byte("# Install\n\nRun the 2.0 installer.\n")},
		"versioned_docs/version-2.0/old-feature.md": {Data: []byte("# Old feature\n\nGone in the next release.\n")},
	}
	b, err := docskit.New(docskit.Config{Title: "T", URL: "https://t.example"}, docskit.WithSource(fsys), docskit.WithPlugins(docs.New(docs.Options{})))
	require.NoError(t, err)
	site, err := b.LoadSite(context.Background())
	require.NoError(t, err)
	require.NotNil(t, site.Page("/docs/next/install"), "the current version is built")
	var routes []string
	for _, sec := range search.SiteSections(site) {
		routes = append(routes, sec.Route)
	}
	assert.Equal(t, []string{"/docs/install", "/docs/old-feature"}, routes)
}
