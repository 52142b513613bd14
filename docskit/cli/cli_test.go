package cli

import (
	"bytes"
	"testing"

	"docskit.dev/docskit"
	"github.com/stretchr/testify/assert"
)

func badConfig(extra ...docskit.Option) (*docskit.Builder, error) {
	return docskit.New(docskit.Config{Title: "T", URL: "https://x.example", Navbar: docskit.Navbar{Items: []docskit.NavItem{{Label: "Broken"}}}}, extra...)
}

func TestBuildWithInvalidConfigExitsNonZeroNamingTheItem(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run(badConfig, []string{"build", "-out", t.TempDir()}, &out, &errOut)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut.String(), `navbar.items[0] "Broken"`)
	assert.Contains(t, errOut.String(), "needs either an internal target (To) or an external URL (Href)")
}

func TestUsage(t *testing.T) {
	var out, errOut bytes.Buffer
	assert.Equal(t, 2, run(badConfig, nil, &out, &errOut))
	assert.Contains(t, errOut.String(), "usage:")
	errOut.Reset()
	assert.Equal(t, 2, run(badConfig, []string{"deploy"}, &out, &errOut))
	assert.Contains(t, errOut.String(), `unknown command "deploy"`)
	assert.Equal(t, 0, run(badConfig, []string{"help"}, &out, &errOut))
	assert.Contains(t, out.String(), "dev")
}
