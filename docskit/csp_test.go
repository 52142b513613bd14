package docskit

import (
	"crypto/sha256"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestExecutableType(t *testing.T) {
	tests := []struct {
		typ  string
		want bool
	}{
		{"", true},
		{"module", true},
		{"text/javascript", true},
		{"Text/JavaScript; charset=utf-8", true},
		{"application/javascript", true},
		{"application/json", false},
		{"application/ld+json", false},
		{"importmap", false},
		{"text/plain", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, executableType(tt.typ), "type %q", tt.typ)
	}
}

// directive returns the sources of one directive of policy.
func directive(policy, name string) []string {
	for part := range strings.SplitSeq(policy, ";") {
		f := strings.Fields(part)
		if len(f) > 0 && f[0] == name {
			return f[1:]
		}
	}
	return nil
}

func hashOf(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

func TestContentSecurityPolicy(t *testing.T) {
	tests := []struct {
		name           string
		inline         []string
		tags           []Tag
		extra          map[string][]string
		wantScript     []string
		wantConnect    []string
		wantDirectives map[string][]string
	}{
		{
			name:       "shell scripts only",
			inline:     []string{"a()", "b()"},
			wantScript: []string{"'self'", hashOf("a()"), hashOf("b()")},
		},
		{
			name:   "inline tag scripts hashed, data blocks and external scripts not",
			inline: []string{"a()"},
			tags: []Tag{
				{Name: "script", InnerHTML: "window.dataLayer=[]"},
				{Name: "script", Attrs: map[string]string{"type": "module"}, InnerHTML: "import('/x.js')"},
				{Name: "script", Attrs: map[string]string{"type": "application/json"}, InnerHTML: `{"a":1}`},
				{Name: "script", Attrs: map[string]string{"type": "application/ld+json"}, InnerHTML: `{"@context":"x"}`},
				{Name: "script", Attrs: map[string]string{"async": "", "src": "https://www.googletagmanager.com/gtm.js?id=GTM-ABCD"}},
				{Name: "script", Attrs: map[string]string{"src": "/assets/local.js"}},
				{Name: "style", InnerHTML: "body{}"},
			},
			wantScript: []string{"'self'", hashOf("a()"), hashOf("window.dataLayer=[]"), hashOf("import('/x.js')"), "https://www.googletagmanager.com"},
		},
		{
			name:   "the same script on every page is listed once",
			inline: []string{"a()", "a()"},
			tags: []Tag{
				{Name: "script", InnerHTML: "a()"},
			},
			wantScript: []string{"'self'", hashOf("a()")},
		},
		{
			name:        "plugin sources are added, invalid ones dropped",
			extra:       map[string][]string{"connect-src": {"https://b.example", "https://a.example", "'self'", "x; script-src *"}, "worker-src": {"'self'"}},
			wantScript:  []string{"'self'"},
			wantConnect: []string{"'self'", "https://a.example", "https://b.example"},
			wantDirectives: map[string][]string{
				"worker-src":  {"'self'"},
				"object-src":  {"'none'"},
				"default-src": {"'self'"},
			},
		},
		{
			name:           "a source replaces 'none'",
			extra:          map[string][]string{"frame-ancestors": {"https://host.example"}},
			wantScript:     []string{"'self'"},
			wantDirectives: map[string][]string{"frame-ancestors": {"https://host.example"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc := newScriptCollector()
			sc.addInline(tt.inline...)
			sc.addTags(tt.tags)
			policy := sc.contentSecurityPolicy(tt.extra)
			assert.NotContains(t, directive(policy, "script-src"), "'unsafe-inline'")
			assert.ElementsMatch(t, tt.wantScript, directive(policy, "script-src"), policy)
			if tt.wantConnect != nil {
				assert.Equal(t, tt.wantConnect, directive(policy, "connect-src"), policy)
			}
			for d, want := range tt.wantDirectives {
				assert.Equal(t, want, directive(policy, d), policy)
			}
			assert.Equal(t, policy, sc.contentSecurityPolicy(tt.extra), "deterministic")
		})
	}
}

// The shell's inline scripts change with the configuration, so the hashes do too.
func TestInlineScriptHashesFollowConfig(t *testing.T) {
	light := Config{ColorMode: ColorMode{Default: "light"}}
	dark := Config{ColorMode: ColorMode{Default: "dark"}}
	a, b := newScriptCollector(), newScriptCollector()
	a.addInline(inlineScripts(&light)...)
	b.addInline(inlineScripts(&dark)...)
	assert.NotEqual(t, a.contentSecurityPolicy(nil), b.contentSecurityPolicy(nil))
	for _, s := range inlineScripts(&dark) {
		assert.Contains(t, directive(b.contentSecurityPolicy(nil), "script-src"), hashOf(s))
	}
}
