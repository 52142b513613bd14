package hosting

import (
	"context"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/docskittest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var security = map[string]string{
	"Content-Security-Policy": "default-src 'self'; script-src 'self' 'sha256-abc='",
	"X-Content-Type-Options":  "nosniff",
}

// rules parses a _headers file into path → header lines.
func rules(t *testing.T, file string) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	var cur string
	for line := range strings.SplitSeq(strings.TrimRight(file, "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "  "):
			require.NotEmpty(t, cur, "header line before a path: %q", line)
			out[cur] = append(out[cur], strings.TrimSpace(line))
		default:
			_, dup := out[line]
			require.False(t, dup, "path %s twice", line)
			cur = line
			out[cur] = nil
		}
	}
	return out
}

func TestHeaders(t *testing.T) {
	tests := []struct {
		name string
		base string
		want map[string][]string
	}{
		{"root", "", map[string][]string{
			"/*":           {"Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='", "X-Content-Type-Options: nosniff"},
			"/assets/*":    {"Cache-Control: public, max-age=31536000, immutable"},
			"/":            {"Cache-Control: no-cache"},
			"/_data/*":     {"Cache-Control: no-cache"},
			"/docs":        {"Cache-Control: no-cache"},
			"/docs/*":      {"Cache-Control: no-cache"},
			"/404":         {"Cache-Control: no-cache"},
			"/changelog":   {"Cache-Control: no-cache"},
			"/changelog/*": {"Cache-Control: no-cache"},
		}},
		{"base path", "/site", map[string][]string{
			"/site/*":           {"Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='", "X-Content-Type-Options: nosniff"},
			"/site/assets/*":    {"Cache-Control: public, max-age=31536000, immutable"},
			"/site":             {"Cache-Control: no-cache"},
			"/site/":            {"Cache-Control: no-cache"},
			"/site/_data/*":     {"Cache-Control: no-cache"},
			"/site/docs":        {"Cache-Control: no-cache"},
			"/site/docs/*":      {"Cache-Control: no-cache"},
			"/site/404":         {"Cache-Control: no-cache"},
			"/site/changelog":   {"Cache-Control: no-cache"},
			"/site/changelog/*": {"Cache-Control: no-cache"},
		}},
	}
	routes := []string{"/", "/docs/guide/intro", "/docs/api", "/404", "/changelog/v1"}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := rules(t, Headers((&docskit.Config{BaseURL: tt.base}).URLs(), routes, security))
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestRedirects(t *testing.T) {
	yes := true
	tests := []struct {
		name, base string
		slash      *bool
		want       []string
	}{
		{"root", "", nil, []string{
			"/index.html / 301",
			"/docs/a.html /docs/a 301", "/docs/a/index.html /docs/a 301",
			"/docs/b/c.html /docs/b/c 301", "/docs/b/c/index.html /docs/b/c 301",
		}},
		{"base path", "/site", nil, []string{
			"/site/index.html /site/ 301",
			"/site/docs/a.html /site/docs/a 301", "/site/docs/a/index.html /site/docs/a 301",
			"/site/docs/b/c.html /site/docs/b/c 301", "/site/docs/b/c/index.html /site/docs/b/c 301",
		}},
		{"trailing slash", "/site/", &yes, []string{
			"/site/index.html /site/ 301",
			"/site/docs/a.html /site/docs/a/ 301", "/site/docs/a/index.html /site/docs/a/ 301",
			"/site/docs/b/c.html /site/docs/b/c/ 301", "/site/docs/b/c/index.html /site/docs/b/c/ 301",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var lines []string
			for l := range strings.SplitSeq(strings.TrimSpace(Redirects((&docskit.Config{BaseURL: tt.base, TrailingSlash: tt.slash}).URLs(), []string{"/docs/b/c", "/", "/docs/a"})), "\n") {
				if !strings.HasPrefix(l, "#") {
					lines = append(lines, l)
				}
			}
			assert.Equal(t, tt.want, lines)
		})
	}
}

func TestNginx(t *testing.T) {
	tests := []struct {
		name    string
		headers map[string]string
		want    []string
		wantErr string
	}{
		{"quoted and always", security, []string{
			`add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-abc='" always;`,
			`add_header X-Content-Type-Options "nosniff" always;`,
		}, ""},
		{"quotes escaped", map[string]string{"X-Test": `a "b" c\d`}, []string{`add_header X-Test "a \"b\" c\\d" always;`}, ""},
		{"dollar refused", map[string]string{"X-Test": "$host"}, nil, "cannot be written"},
		{"bad name refused", map[string]string{"X Test": "a"}, nil, "cannot be written"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Nginx(tt.headers)
			if tt.wantErr != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.wantErr)
				return
			}
			require.NoError(t, err)
			var lines []string
			for l := range strings.SplitSeq(strings.TrimSpace(got), "\n") {
				if !strings.HasPrefix(l, "#") {
					lines = append(lines, l)
				}
			}
			assert.Equal(t, tt.want, lines)
		})
	}
}

func TestPostBuildWritesTheFiles(t *testing.T) {
	tests := []struct {
		name  string
		opts  Options
		files []string
		none  []string
	}{
		{"default", Options{}, []string{"_headers", "_redirects", "nginx-headers.conf"}, nil},
		{"other include name", Options{NginxInclude: "security.conf"}, []string{"_headers", "_redirects", "security.conf"}, []string{"nginx-headers.conf"}},
		{"no include", Options{NginxInclude: "-"}, []string{"_headers", "_redirects"}, []string{"nginx-headers.conf", "-"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := New(tt.opts)
			require.NoError(t, p.Validate())
			out := &docskittest.Output{}
			site := &docskit.Site{
				Config:  &docskit.Config{BaseURL: "/"},
				Pages:   []*docskit.Page{{Route: "/"}, {Route: "/docs/a"}},
				Headers: security,
			}
			require.NoError(t, p.PostBuild(&docskit.Context{Context: context.Background()}, site, out))
			for _, f := range tt.files {
				data, ok := out.File(f)
				require.True(t, ok, f)
				want := "nosniff"
				if f == "_redirects" {
					want = "/docs/a.html /docs/a 301"
				}
				assert.Contains(t, string(data), want, f)
			}
			for _, f := range tt.none {
				assert.False(t, out.Exists(f), f)
			}
		})
	}
	assert.Error(t, New(Options{NginxInclude: "../x.conf"}).Validate())
}
