package llms_test

import (
	"context"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/llms"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// llms.txt lists the last docs version (2.0, at /docs); the current one
// (/docs/next) is left out.
func TestSectionsListTheLastDocsVersion(t *testing.T) {
	fsys := fstest.MapFS{
		"docs/install.md":                       {Data: []byte("# Install\n\nRun the next installer.\n")},
		"docs/plugins.md":                       {Data: []byte("# Plugins\n\nNew in the next release.\n")},
		"versions.json":                         {Data: []byte(`["2.0"]`)},
		"versioned_docs/version-2.0/install.md": {Data: []byte("# Install\n\nRun the 2.0 installer.\n")},
	}
	b, err := docskit.New(docskit.Config{Title: "T", URL: "https://t.example"}, docskit.WithSource(fsys), docskit.WithPlugins(docs.New(docs.Options{})))
	require.NoError(t, err)
	site, err := b.LoadSite(context.Background())
	require.NoError(t, err)
	var routes []string
	for _, sec := range llms.New(llms.Options{}).Sections(site) {
		for _, pg := range sec.Pages {
			routes = append(routes, pg.Route)
		}
	}
	assert.Equal(t, []string{"/docs/install"}, routes)
}
