package docusaurus

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The test site's @docusaurus/plugin-client-redirects: fromExtensions,
// redirects with one from and with a list, and createRedirects, which is
// a function of the config called in Node with the site's routes. The
// site has trailingSlash: false, so "/x.html" is written as x.html.html
// beside the page's own x.html.
func TestClientRedirects(t *testing.T) {
	out := filepath.Join(t.TempDir(), "build")
	require.NoError(t, buildSite(t, "testdata/site", out))

	refresh := regexp.MustCompile(`http-equiv="refresh" content="0; url=([^"]*)"`)
	target := func(file string) string {
		b, err := os.ReadFile(filepath.Join(out, file))
		if err != nil {
			return "(none)"
		}
		m := refresh.FindSubmatch(b)
		if m == nil {
			return "(a page, not a redirect)"
		}
		return string(m[1])
	}
	for file, want := range map[string]string{
		"guide/intro.html.html":        "/guide/intro", // fromExtensions
		"help.html.html":               "/help",
		"guide/start/index.html":       "/guide/intro", // redirects, from a list
		"start/index.html":             "/guide/intro",
		"old-help/index.html":          "/help?from=old#contact",
		"docs/setup-widget/index.html": "/guide/guides/setup-widget", // createRedirects
		"v1/setup-widget/index.html":   "/guide/guides/setup-widget",
		"about.html":                   "(a page, not a redirect)", // its redirect is left out
		"about/index.html":             "(none)",
		"index.html.html":              "(none)", // "/" has no .html redirect
	} {
		assert.Equal(t, want, target(file), file)
	}
}
