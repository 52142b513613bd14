package docskit_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/internal/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// scriptTags is a plugin that adds an inline script, a JSON data block and
// an external script to every page, and asks for one more connect-src.
type scriptTags struct{}

func (scriptTags) Name() string { return "scripttags" }
func (scriptTags) InjectTags(ctx *docskit.Context, p *docskit.Page) docskit.Tags {
	return docskit.Tags{
		Head: []docskit.Tag{
			{Name: "script", InnerHTML: "window.fromPlugin=1"},
			{Name: "script", Attrs: map[string]string{"async": "", "src": "https://cdn.example/x.js"}},
		},
		BodyEnd: []docskit.Tag{{Name: "script", Attrs: map[string]string{"type": "application/json", "id": "cfg"}, InnerHTML: `{"plugin":true}`}},
	}
}
func (scriptTags) ContentSecurityPolicy() map[string][]string {
	return map[string][]string{"connect-src": {"https://events.example"}}
}

var scriptElem = regexp.MustCompile(`(?s)<script([^>]*)>(.*?)</script>`)

// TestBuildHashesEveryInlineScript builds a site and checks, on every HTML
// file, that each inline executable script is allowed by the policy the
// build wrote to docskit.json, which a browser would otherwise block.
func TestBuildHashesEveryInlineScript(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	b := newBuilder(t, golden.MapFS(goodSite), docskit.WithNodeModules(nodeModules(t)),
		docskit.WithPlugins(scriptTags{}))
	_, err := b.Build(context.Background(), out)
	require.NoError(t, err)

	var meta struct {
		Headers map[string]string `json:"headers"`
	}
	require.NoError(t, json.Unmarshal([]byte(read(t, filepath.Join(out, "docskit.json"))), &meta))
	csp := meta.Headers["Content-Security-Policy"]
	require.NotEmpty(t, csp, "docskit.json has the policy")
	assert.Equal(t, "nosniff", meta.Headers["X-Content-Type-Options"])
	assert.NotEmpty(t, meta.Headers["Referrer-Policy"])

	var scriptSrc, connectSrc []string
	for part := range strings.SplitSeq(csp, ";") {
		f := strings.Fields(part)
		switch {
		case len(f) > 0 && f[0] == "script-src":
			scriptSrc = f[1:]
		case len(f) > 0 && f[0] == "connect-src":
			connectSrc = f[1:]
		}
	}
	assert.NotContains(t, scriptSrc, "'unsafe-inline'")
	assert.Contains(t, scriptSrc, "https://cdn.example")
	assert.Contains(t, connectSrc, "https://events.example")

	pages := 0
	for name, body := range snapshot(t, out) {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		pages++
		inline := 0
		for _, m := range scriptElem.FindAllStringSubmatch(body, -1) {
			attrs, text := m[1], m[2]
			if strings.Contains(attrs, "src=") {
				continue
			}
			sum := sha256.Sum256([]byte(text))
			hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
			if strings.Contains(attrs, `type="application/json"`) {
				assert.NotContains(t, scriptSrc, hash, "%s: data block hashed", name)
				continue
			}
			inline++
			assert.Contains(t, scriptSrc, hash, "%s: inline script not allowed by the policy: %.60s", name, text)
		}
		assert.GreaterOrEqual(t, inline, 3, "%s: the shell's two scripts and the plugin's", name)
	}
	assert.Greater(t, pages, 2)
}
