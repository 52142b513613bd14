package serve

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const secret = "TOP-SECRET-OUTSIDE-DIR"

// big returns s padded to well over minGzipSize so it is worth compressing.
func big(s string) string {
	return s + strings.Repeat("<!-- padding to make the file compressible -->\n", 40)
}

// fixture builds a small docskit output folder in a temp dir and returns its
// path. A sibling folder "outside" holds a secret file that must never be
// served.
func fixture(t *testing.T) string {
	t.Helper()
	base := t.TempDir()
	site := filepath.Join(base, "site")
	outside := filepath.Join(base, "outside")
	files := map[string]string{
		"index.html":                     big("<h1>home page</h1>"),
		"404.html":                       "<h1>custom not found</h1>",
		"docs/guide/intro.html":          big("<h1>intro page</h1>"),
		"docs/guide/intro.md":            big("# intro markdown"),
		"docs/api/index.html":            "<h1>api index</h1>",
		"docs/both.html":                 "<h1>both file</h1>",
		"docs/both/index.html":           "<h1>both index</h1>",
		"assets/main-3F2A9C1B.js":        big("console.log('main');"),
		"assets/style-AB12CD34.css":      big("body { color: red; }"),
		"assets/logo-1234ABCD.svg":       big("<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>"),
		"assets/app-5E6F7A8B.js":         big("console.log('app');"),
		"assets/icon-99AA88BB.png":       big("\x89PNG fake image"),
		"assets/tiny-00112233.js":        "console.log('tiny');",
		"assets/big-44556677.woff2":      big("wOF2 fake font"),
		"_data/docs/guide/intro.json":    big(`{"title":"intro"}`),
		"sitemap.xml":                    big(`<?xml version="1.0"?><urlset></urlset>`),
		"robots.txt":                     "User-agent: *\nAllow: /\n",
		"fonts/inter.woff2":              "wOF2 fake font",
		"favicon.ico":                    "fake ico",
		"site.webmanifest":               `{"name":"docs"}`,
		"docs/guide/unknown.bin":         "binary",
		"docs/guide/UPPER.HTML.txt":      "upper",
		"docs/guide/spaced name.html":    "<h1>spaced</h1>",
		"docs/guide/empty-section/a.txt": "not an index",
	}
	for name, body := range files {
		writeFile(t, filepath.Join(site, name), body)
	}
	// Precompressed sibling with distinct content, so tests can tell it was
	// sent as is rather than compressed on the fly.
	writeFile(t, filepath.Join(site, "assets/app-5E6F7A8B.js.gz"), gzipString(t, "PRECOMPRESSED"))
	writeFile(t, filepath.Join(outside, "secret.txt"), secret)
	writeFile(t, filepath.Join(outside, "secret.html"), secret)

	// Symbolic links: one inside the site, three escaping it.
	require.NoError(t, os.Symlink("docs/guide/intro.html", filepath.Join(site, "alias.html")))
	require.NoError(t, os.Symlink(filepath.Join(outside, "secret.html"), filepath.Join(site, "leak.html")))
	require.NoError(t, os.Symlink("../outside/secret.txt", filepath.Join(site, "escape.txt")))
	require.NoError(t, os.Symlink(outside, filepath.Join(site, "leakdir")))
	return site
}

func writeFile(t testing.TB, name, body string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Dir(name), 0o755))
	require.NoError(t, os.WriteFile(name, []byte(body), 0o644))
}

func gzipString(t *testing.T, s string) string {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	_, err := zw.Write([]byte(s))
	require.NoError(t, err)
	require.NoError(t, zw.Close())
	return buf.String()
}

func gunzip(t *testing.T, b []byte) string {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	require.NoError(t, err)
	out, err := io.ReadAll(zr)
	require.NoError(t, err)
	return string(out)
}

func newHandler(t *testing.T, opts Options) http.Handler {
	t.Helper()
	h, err := Handler(opts)
	require.NoError(t, err)
	return h
}

// do sends one request through h; headers are name/value pairs.
func do(h http.Handler, method, target string, headers ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, target, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		if headers[i+1] != "" {
			req.Header.Set(headers[i], headers[i+1])
		}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func readSite(t *testing.T, dir, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, name))
	require.NoError(t, err)
	return string(b)
}

func TestHandlerOptionsValidation(t *testing.T) {
	dir := fixture(t)
	tests := []struct {
		name    string
		opts    Options
		wantErr string
	}{
		{"valid", Options{Dir: dir}, ""},
		{"valid base path", Options{Dir: dir, BasePath: "/docs-site/"}, ""},
		{"empty dir", Options{}, "Dir is required"},
		{"missing dir", Options{Dir: filepath.Join(dir, "nope")}, "site folder"},
		{"dir is a file", Options{Dir: filepath.Join(dir, "index.html")}, "not a directory"},
		{"relative base path", Options{Dir: dir, BasePath: "docs"}, "invalid BasePath"},
		{"base path traversal", Options{Dir: dir, BasePath: "/a/../b"}, "invalid BasePath"},
		{"base path double slash", Options{Dir: dir, BasePath: "//evil.example"}, "invalid BasePath"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, err := Handler(tt.opts)
			if tt.wantErr == "" {
				require.NoError(t, err)
				require.NotNil(t, h)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.wantErr)
		})
	}
}

func TestMethods(t *testing.T) {
	dir := fixture(t)
	h := newHandler(t, Options{Dir: dir})
	tests := []struct {
		method     string
		wantStatus int
		wantBody   bool
	}{
		{http.MethodGet, http.StatusOK, true},
		{http.MethodHead, http.StatusOK, false},
		{http.MethodPost, http.StatusMethodNotAllowed, true},
		{http.MethodPut, http.StatusMethodNotAllowed, true},
		{http.MethodDelete, http.StatusMethodNotAllowed, true},
		{http.MethodPatch, http.StatusMethodNotAllowed, true},
		{http.MethodOptions, http.StatusMethodNotAllowed, true},
	}
	for _, tt := range tests {
		t.Run(tt.method, func(t *testing.T) {
			rec := do(h, tt.method, "/docs/guide/intro")
			assert.Equal(t, tt.wantStatus, rec.Code)
			if tt.wantStatus == http.StatusMethodNotAllowed {
				assert.Equal(t, "GET, HEAD", rec.Header().Get("Allow"))
				assert.NotContains(t, rec.Body.String(), "intro page")
				return
			}
			assert.Equal(t, tt.wantBody, rec.Body.Len() > 0)
			assert.Equal(t, "text/html; charset=utf-8", rec.Header().Get("Content-Type"))
		})
	}
}

func TestCleanURLs(t *testing.T) {
	dir := fixture(t)
	h := newHandler(t, Options{Dir: dir})
	tests := []struct {
		name, path, wantBody string
	}{
		{"root serves index.html", "/", "home page"},
		{"clean URL serves .html", "/docs/guide/intro", "intro page"},
		{"directory index without sibling .html", "/docs/api", "api index"},
		{".html sibling wins over directory index", "/docs/both", "both file"},
		{"asset served as is", "/assets/main-3F2A9C1B.js", "console.log('main');"},
		{"page data JSON", "/_data/docs/guide/intro.json", `{"title":"intro"}`},
		{"sitemap", "/sitemap.xml", "<urlset>"},
		{"robots", "/robots.txt", "User-agent"},
		{"font", "/fonts/inter.woff2", "wOF2"},
		{"markdown twin", "/docs/guide/intro.md", "# intro markdown"},
		{"escaped space", "/docs/guide/spaced%20name", "spaced"},
		{"query string ignored", "/docs/guide/intro?tab=2", "intro page"},
		{"relative symlink inside site", "/alias", "intro page"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := do(h, http.MethodGet, tt.path)
			require.Equal(t, http.StatusOK, rec.Code)
			assert.Contains(t, rec.Body.String(), tt.wantBody)
		})
	}
}

func TestRedirects(t *testing.T) {
	dir := fixture(t)
	tests := []struct {
		name, base, path, wantLocation string
	}{
		{".html suffix", "", "/docs/guide/intro.html", "/docs/guide/intro"},
		{".html suffix keeps query", "", "/docs/guide/intro.html?q=a%20b&x=1", "/docs/guide/intro?q=a%20b&x=1"},
		{"index.html in folder", "", "/docs/api/index.html", "/docs/api"},
		{"root index.html", "", "/index.html", "/"},
		{"root index.html keeps query", "", "/index.html?ref=home", "/?ref=home"},
		{"trailing slash", "", "/docs/guide/intro/", "/docs/guide/intro"},
		{"trailing slash keeps query", "", "/docs/api/?v=2", "/docs/api?v=2"},
		{"trailing slash after .html", "", "/docs/guide/intro.html/", "/docs/guide/intro"},
		{"escaped characters survive", "", "/docs/guide/spaced%20name.html", "/docs/guide/spaced%20name"},
		{"base: .html suffix", "/docs-site", "/docs-site/docs/guide/intro.html", "/docs-site/docs/guide/intro"},
		{"base: index.html", "/docs-site", "/docs-site/index.html", "/docs-site/"},
		{"base: the home is the base with its slash", "/docs-site", "/docs-site?a=1", "/docs-site/?a=1"},
		{"base: trailing slash", "/docs-site", "/docs-site/docs/api/", "/docs-site/docs/api"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHandler(t, Options{Dir: dir, BasePath: tt.base})
			rec := do(h, http.MethodGet, tt.path)
			assert.Equal(t, http.StatusMovedPermanently, rec.Code)
			assert.Equal(t, tt.wantLocation, rec.Header().Get("Location"))
		})
	}

	t.Run("root is not redirected", func(t *testing.T) {
		h := newHandler(t, Options{Dir: dir})
		rec := do(h, http.MethodGet, "/")
		assert.Equal(t, http.StatusOK, rec.Code)
		assert.Empty(t, rec.Header().Get("Location"))
	})
}

func TestNotFound(t *testing.T) {
	dir := fixture(t)
	h := newHandler(t, Options{Dir: dir})
	tests := []struct{ name, path string }{
		{"unknown page", "/docs/nope"},
		{"unknown asset", "/assets/missing-00000000.js"},
		{"directory without index is not listed", "/docs/guide"},
		{"assets directory is not listed", "/assets"},
		{"directory with only other files", "/docs/guide/empty-section"},
		{"unknown data file", "/_data/nope.json"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, method := range []string{http.MethodGet, http.MethodHead} {
				rec := do(h, method, tt.path)
				assert.Equal(t, http.StatusNotFound, rec.Code)
				assert.Equal(t, "text/html; charset=utf-8", rec.Header().Get("Content-Type"))
				if method == http.MethodGet {
					assert.Contains(t, rec.Body.String(), "custom not found")
					assert.NotContains(t, rec.Body.String(), "intro.html")
				} else {
					assert.Zero(t, rec.Body.Len())
				}
			}
		})
	}

	t.Run("plain text without 404.html", func(t *testing.T) {
		dir := t.TempDir()
		writeFile(t, filepath.Join(dir, "index.html"), "home")
		h := newHandler(t, Options{Dir: dir})
		rec := do(h, http.MethodGet, "/missing")
		assert.Equal(t, http.StatusNotFound, rec.Code)
		assert.Equal(t, "404 page not found\n", rec.Body.String())
		assert.Equal(t, "text/plain; charset=utf-8", rec.Header().Get("Content-Type"))
	})
}

func TestPathSafety(t *testing.T) {
	dir := fixture(t)
	h := newHandler(t, Options{Dir: dir})
	tests := []struct {
		name, target string
		wantStatus   int
	}{
		{"dot-dot segment", "/../outside/secret.txt", http.StatusBadRequest},
		{"dot-dot in the middle", "/docs/../../outside/secret", http.StatusBadRequest},
		{"encoded dot-dot", "/%2e%2e/outside/secret.txt", http.StatusBadRequest},
		{"upper-case encoded dot-dot", "/%2E%2E/outside/secret", http.StatusBadRequest},
		{"encoded slash", "/..%2foutside%2fsecret.txt", http.StatusBadRequest},
		{"encoded slash in name", "/docs%2fguide%2fintro", http.StatusBadRequest},
		{"encoded backslash", "/..%5coutside%5csecret.txt", http.StatusBadRequest},
		{"NUL byte", "/index%00.html", http.StatusBadRequest},
		{"single dot segment", "/./docs/guide/intro", http.StatusBadRequest},
		{"double slash (open redirect)", "//evil.example/", http.StatusBadRequest},
		{"empty segment", "/docs//guide/intro", http.StatusBadRequest},
		{"absolute symlink outside", "/leak", http.StatusNotFound},
		{"relative symlink escaping", "/escape.txt", http.StatusNotFound},
		{"symlinked directory outside", "/leakdir/secret.txt", http.StatusNotFound},
		{"symlinked directory outside, clean URL", "/leakdir/secret", http.StatusNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := do(h, http.MethodGet, tt.target)
			assert.Equal(t, tt.wantStatus, rec.Code)
			assert.NotContains(t, rec.Body.String(), secret)
			assert.Empty(t, rec.Header().Get("Location"))
		})
	}

	// Targets httptest.NewRequest would not accept raw.
	raw := []struct{ name, path string }{
		{"raw backslash", `/..\outside\secret.txt`},
		{"raw NUL", "/index\x00.html"},
		{"not absolute", "outside/secret.txt"},
	}
	for _, tt := range raw {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "/", nil)
			req.URL.Path = tt.path
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			assert.Equal(t, http.StatusBadRequest, rec.Code)
			assert.NotContains(t, rec.Body.String(), secret)
		})
	}
}

func TestCacheHeaders(t *testing.T) {
	dir := fixture(t)
	h := newHandler(t, Options{Dir: dir})
	strongETag := regexp.MustCompile(`^"[^"]+"$`)
	tests := []struct {
		path, wantCache string
	}{
		{"/assets/main-3F2A9C1B.js", "public, max-age=31536000, immutable"},
		{"/assets/style-AB12CD34.css", "public, max-age=31536000, immutable"},
		{"/assets/icon-99AA88BB.png", "public, max-age=31536000, immutable"},
		{"/", "no-cache"},
		{"/docs/guide/intro", "no-cache"},
		{"/_data/docs/guide/intro.json", "no-cache"},
		{"/sitemap.xml", "no-cache"},
		{"/robots.txt", "no-cache"},
		{"/fonts/inter.woff2", "no-cache"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			rec := do(h, http.MethodGet, tt.path)
			require.Equal(t, http.StatusOK, rec.Code)
			assert.Equal(t, tt.wantCache, rec.Header().Get("Cache-Control"))
			if tt.wantCache == "no-cache" {
				assert.Regexp(t, strongETag, rec.Header().Get("ETag"))
				lm, err := http.ParseTime(rec.Header().Get("Last-Modified"))
				require.NoError(t, err)
				assert.False(t, lm.IsZero())
			}
		})
	}
}

func TestConditionalRequests(t *testing.T) {
	dir := fixture(t)
	h := newHandler(t, Options{Dir: dir})
	tests := []struct {
		name, path, acceptEncoding string
	}{
		{"html page", "/docs/guide/intro", ""},
		{"html page gzip", "/docs/guide/intro", "gzip"},
		{"page data", "/_data/docs/guide/intro.json", ""},
		{"robots (small)", "/robots.txt", "gzip"},
		{"precompressed asset", "/assets/app-5E6F7A8B.js", "gzip"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			first := do(h, http.MethodGet, tt.path, "Accept-Encoding", tt.acceptEncoding)
			require.Equal(t, http.StatusOK, first.Code)
			tag := first.Header().Get("ETag")
			require.NotEmpty(t, tag)

			rec := do(h, http.MethodGet, tt.path, "Accept-Encoding", tt.acceptEncoding, "If-None-Match", tag)
			assert.Equal(t, http.StatusNotModified, rec.Code)
			assert.Zero(t, rec.Body.Len())
			assert.Equal(t, tag, rec.Header().Get("ETag"))

			rec = do(h, http.MethodGet, tt.path, "Accept-Encoding", tt.acceptEncoding, "If-None-Match", `"stale"`)
			assert.Equal(t, http.StatusOK, rec.Code)
			assert.NotZero(t, rec.Body.Len())
		})
	}

	t.Run("gzip and identity have different ETags", func(t *testing.T) {
		plain := do(h, http.MethodGet, "/docs/guide/intro").Header().Get("ETag")
		gz := do(h, http.MethodGet, "/docs/guide/intro", "Accept-Encoding", "gzip").Header().Get("ETag")
		assert.NotEqual(t, plain, gz)
		rec := do(h, http.MethodGet, "/docs/guide/intro", "Accept-Encoding", "gzip", "If-None-Match", plain)
		assert.Equal(t, http.StatusOK, rec.Code)
	})

	t.Run("ETag changes when the file changes", func(t *testing.T) {
		before := do(h, http.MethodGet, "/robots.txt").Header().Get("ETag")
		writeFile(t, filepath.Join(dir, "robots.txt"), "User-agent: *\nDisallow: /\n")
		later := time.Now().Add(time.Hour)
		require.NoError(t, os.Chtimes(filepath.Join(dir, "robots.txt"), later, later))
		rec := do(h, http.MethodGet, "/robots.txt", "If-None-Match", before)
		assert.Equal(t, http.StatusOK, rec.Code)
		assert.Contains(t, rec.Body.String(), "Disallow")
	})
}

func TestContentTypes(t *testing.T) {
	dir := fixture(t)
	h := newHandler(t, Options{Dir: dir})
	tests := []struct{ path, want string }{
		{"/docs/guide/intro", "text/html; charset=utf-8"},
		{"/assets/main-3F2A9C1B.js", "text/javascript; charset=utf-8"},
		{"/assets/style-AB12CD34.css", "text/css; charset=utf-8"},
		{"/_data/docs/guide/intro.json", "application/json"},
		{"/sitemap.xml", "application/xml; charset=utf-8"},
		{"/robots.txt", "text/plain; charset=utf-8"},
		{"/assets/logo-1234ABCD.svg", "image/svg+xml"},
		{"/fonts/inter.woff2", "font/woff2"},
		{"/assets/icon-99AA88BB.png", "image/png"},
		{"/favicon.ico", "image/x-icon"},
		{"/site.webmanifest", "application/manifest+json"},
		{"/docs/guide/intro.md", "text/markdown; charset=utf-8"},
		{"/docs/guide/unknown.bin", "application/octet-stream"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			for _, ae := range []string{"", "gzip"} {
				rec := do(h, http.MethodGet, tt.path, "Accept-Encoding", ae)
				require.Equal(t, http.StatusOK, rec.Code)
				assert.Equal(t, tt.want, rec.Header().Get("Content-Type"), "Accept-Encoding %q", ae)
			}
		})
	}
}

func TestSecurityAndExtraHeaders(t *testing.T) {
	dir := fixture(t)
	extra := map[string]string{
		"Content-Security-Policy": "default-src 'self'",
		"X-Frame-Options":         "SAMEORIGIN",
	}
	plain := newHandler(t, Options{Dir: dir})
	withExtra := newHandler(t, Options{Dir: dir, ExtraHeaders: extra})
	extra["Content-Security-Policy"] = "changed after Handler" // must not leak in

	tag := do(plain, http.MethodGet, "/robots.txt").Header().Get("ETag")
	tests := []struct {
		name       string
		method     string
		target     string
		headers    []string
		wantStatus int
	}{
		{"200", http.MethodGet, "/docs/guide/intro", nil, http.StatusOK},
		{"200 gzip", http.MethodGet, "/docs/guide/intro", []string{"Accept-Encoding", "gzip"}, http.StatusOK},
		{"301", http.MethodGet, "/docs/guide/intro.html", nil, http.StatusMovedPermanently},
		{"304", http.MethodGet, "/robots.txt", []string{"If-None-Match", tag}, http.StatusNotModified},
		{"400", http.MethodGet, "/%2e%2e/x", nil, http.StatusBadRequest},
		{"404 page", http.MethodGet, "/nope", nil, http.StatusNotFound},
		{"405", http.MethodPost, "/", nil, http.StatusMethodNotAllowed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := do(plain, tt.method, tt.target, tt.headers...)
			require.Equal(t, tt.wantStatus, rec.Code)
			assert.Equal(t, "nosniff", rec.Header().Get("X-Content-Type-Options"))
			assert.Equal(t, "strict-origin-when-cross-origin", rec.Header().Get("Referrer-Policy"))
			assert.Equal(t, "DENY", rec.Header().Get("X-Frame-Options"))
			assert.Empty(t, rec.Header().Get("Content-Security-Policy"))

			rec = do(withExtra, tt.method, tt.target, tt.headers...)
			require.Equal(t, tt.wantStatus, rec.Code)
			assert.Equal(t, "nosniff", rec.Header().Get("X-Content-Type-Options"))
			assert.Equal(t, "default-src 'self'", rec.Header().Get("Content-Security-Policy"))
			assert.Equal(t, "SAMEORIGIN", rec.Header().Get("X-Frame-Options"))
		})
	}
}

func TestGzip(t *testing.T) {
	dir := fixture(t)
	h := newHandler(t, Options{Dir: dir})
	off := newHandler(t, Options{Dir: dir, DisableCompression: true})
	tests := []struct {
		name           string
		handler        http.Handler
		method         string
		path           string
		acceptEncoding string
		range_         string
		wantGzip       bool
		wantVary       bool
		wantBody       string // decoded body; file content when empty
	}{
		{"html", h, "GET", "/docs/guide/intro", "gzip", "", true, true, ""},
		{"html, gzip among others", h, "GET", "/docs/guide/intro", "br;q=1.0, gzip;q=0.8, deflate", "", true, true, ""},
		{"html, wildcard", h, "GET", "/docs/guide/intro", "*", "", true, true, ""},
		{"html, gzip refused", h, "GET", "/docs/guide/intro", "gzip;q=0, *", "", false, true, ""},
		{"html, no gzip", h, "GET", "/docs/guide/intro", "br", "", false, true, ""},
		{"html, no header", h, "GET", "/docs/guide/intro", "", "", false, true, ""},
		{"js asset", h, "GET", "/assets/main-3F2A9C1B.js", "gzip", "", true, true, ""},
		{"css asset", h, "GET", "/assets/style-AB12CD34.css", "gzip", "", true, true, ""},
		{"svg asset", h, "GET", "/assets/logo-1234ABCD.svg", "gzip", "", true, true, ""},
		{"json data", h, "GET", "/_data/docs/guide/intro.json", "gzip", "", true, true, ""},
		{"xml", h, "GET", "/sitemap.xml", "gzip", "", true, true, ""},
		{"markdown", h, "GET", "/docs/guide/intro.md", "gzip", "", true, true, ""},
		{"precompressed sibling", h, "GET", "/assets/app-5E6F7A8B.js", "gzip", "", true, true, "PRECOMPRESSED"},
		{"precompressed, client without gzip", h, "GET", "/assets/app-5E6F7A8B.js", "", "", false, true, ""},
		{"small file not compressed", h, "GET", "/assets/tiny-00112233.js", "gzip", "", false, true, ""},
		{"small text not compressed", h, "GET", "/robots.txt", "gzip", "", false, true, ""},
		{"png not compressed", h, "GET", "/assets/icon-99AA88BB.png", "gzip", "", false, false, ""},
		{"woff2 not compressed", h, "GET", "/assets/big-44556677.woff2", "gzip", "", false, false, ""},
		{"range ignored when compressed", h, "GET", "/docs/guide/intro", "gzip", "bytes=0-9", true, true, ""},
		{"HEAD compressed", h, "HEAD", "/docs/guide/intro", "gzip", "", true, true, ""},
		{"disabled", off, "GET", "/docs/guide/intro", "gzip", "", false, false, ""},
		{"disabled ignores precompressed", off, "GET", "/assets/app-5E6F7A8B.js", "gzip", "", false, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := do(tt.handler, tt.method, tt.path, "Accept-Encoding", tt.acceptEncoding, "Range", tt.range_)
			require.Equal(t, http.StatusOK, rec.Code)
			if tt.wantVary {
				assert.Equal(t, "Accept-Encoding", rec.Header().Get("Vary"))
			} else {
				assert.Empty(t, rec.Header().Get("Vary"))
			}
			if tt.method == http.MethodHead {
				assert.Zero(t, rec.Body.Len())
				assert.Equal(t, "gzip", rec.Header().Get("Content-Encoding"))
				return
			}

			want := tt.wantBody
			if want == "" {
				req := httptest.NewRequest(http.MethodGet, tt.path, nil)
				name, f, _ := resolve(mustRoot(t, dir), req.URL.Path)
				require.NotNil(t, f)
				f.Close()
				want = readSite(t, dir, name)
			}
			if tt.wantGzip {
				assert.Equal(t, "gzip", rec.Header().Get("Content-Encoding"))
				assert.Equal(t, want, gunzip(t, rec.Body.Bytes()))
			} else {
				assert.Empty(t, rec.Header().Get("Content-Encoding"))
				assert.Equal(t, want, rec.Body.String())
			}
		})
	}

	t.Run("stale precompressed sibling is ignored", func(t *testing.T) {
		dir := t.TempDir()
		writeFile(t, filepath.Join(dir, "page.html"), big("fresh"))
		writeFile(t, filepath.Join(dir, "page.html.gz"), gzipString(t, "STALE"))
		old := time.Now().Add(-time.Hour)
		require.NoError(t, os.Chtimes(filepath.Join(dir, "page.html.gz"), old, old))
		rec := do(newHandler(t, Options{Dir: dir}), http.MethodGet, "/page", "Accept-Encoding", "gzip")
		require.Equal(t, http.StatusOK, rec.Code)
		assert.Equal(t, big("fresh"), gunzip(t, rec.Body.Bytes()))
	})

	t.Run("range honoured without compression", func(t *testing.T) {
		rec := do(h, http.MethodGet, "/docs/guide/intro", "Range", "bytes=0-3")
		assert.Equal(t, http.StatusPartialContent, rec.Code)
		assert.Equal(t, "<h1>", rec.Body.String())
	})
}

func mustRoot(t *testing.T, dir string) *os.Root {
	t.Helper()
	root, err := os.OpenRoot(dir)
	require.NoError(t, err)
	t.Cleanup(func() { root.Close() })
	return root
}

func TestGzipCacheReuse(t *testing.T) {
	dir := fixture(t)
	h := newHandler(t, Options{Dir: dir})
	cache := h.(*handler).gzCache
	file := filepath.Join(dir, "docs/guide/intro.html")
	orig := readSite(t, dir, "docs/guide/intro.html")
	fi, err := os.Stat(file)
	require.NoError(t, err)

	get := func() string {
		rec := do(h, http.MethodGet, "/docs/guide/intro", "Accept-Encoding", "gzip")
		require.Equal(t, http.StatusOK, rec.Code)
		require.Equal(t, "gzip", rec.Header().Get("Content-Encoding"))
		return gunzip(t, rec.Body.Bytes())
	}

	steps := []struct {
		name        string
		change      func()
		wantBody    string
		wantEntries int
	}{
		{"first request compresses", func() {}, orig, 1},
		{"second request uses cache", func() {}, orig, 1},
		{
			// Same size and mtime: the cache cannot tell, which proves
			// the bytes come from memory rather than a recompression.
			"same size and mtime served from cache",
			func() {
				writeFile(t, file, strings.ToUpper(orig))
				require.NoError(t, os.Chtimes(file, fi.ModTime(), fi.ModTime()))
			},
			orig, 1,
		},
		{
			"new mtime invalidates",
			func() {
				later := fi.ModTime().Add(time.Minute)
				require.NoError(t, os.Chtimes(file, later, later))
			},
			strings.ToUpper(orig), 1,
		},
		{
			"new size invalidates",
			func() { writeFile(t, file, orig+"<p>more</p>") },
			orig + "<p>more</p>", 1,
		},
	}
	for _, st := range steps {
		st.change()
		assert.Equal(t, st.wantBody, get(), st.name)
		entries, _ := cache.stats()
		assert.Equal(t, st.wantEntries, entries, st.name)
	}

	do(h, http.MethodGet, "/assets/main-3F2A9C1B.js", "Accept-Encoding", "gzip")
	entries, _ := cache.stats()
	assert.Equal(t, 2, entries)
}

func TestGzipCacheBound(t *testing.T) {
	tests := []struct {
		name        string
		max         int
		puts        []int // sizes of entries named "0", "1", ...
		touch       string
		wantEntries int
		wantKept    []string
	}{
		{"fits", 100, []int{30, 30, 30}, "", 3, []string{"0", "1", "2"}},
		{"evicts least recently used", 100, []int{40, 40, 40}, "", 2, []string{"1", "2"}},
		{"get refreshes recency", 100, []int{40, 40, 40}, "0", 2, []string{"0", "2"}},
		{"too large is not cached", 100, []int{101}, "", 0, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newGzipCache(tt.max)
			key := func(i int) gzipKey { return gzipKey{name: string(rune('0' + i)), mtime: 1, size: 1} }
			for i, n := range tt.puts {
				if i == 2 && tt.touch != "" {
					_, ok := c.get(gzipKey{name: tt.touch, mtime: 1, size: 1})
					require.True(t, ok)
				}
				c.put(key(i), make([]byte, n))
			}
			entries, used := c.stats()
			assert.Equal(t, tt.wantEntries, entries)
			assert.LessOrEqual(t, used, tt.max)
			for _, name := range tt.wantKept {
				_, ok := c.get(gzipKey{name: name, mtime: 1, size: 1})
				assert.True(t, ok, "entry %s", name)
			}
		})
	}
}

func TestBasePath(t *testing.T) {
	dir := fixture(t)
	h := newHandler(t, Options{Dir: dir, BasePath: "/docs-site/"})
	tests := []struct {
		path       string
		wantStatus int
		wantBody   string
	}{
		{"/docs-site/", http.StatusOK, "home page"},
		{"/docs-site/docs/guide/intro", http.StatusOK, "intro page"},
		{"/docs-site/assets/main-3F2A9C1B.js", http.StatusOK, "console.log"},
		{"/docs/guide/intro", http.StatusNotFound, "custom not found"},
		{"/docs-siteX/docs/guide/intro", http.StatusNotFound, "custom not found"},
		{"/docs-site/nope", http.StatusNotFound, "custom not found"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			rec := do(h, http.MethodGet, tt.path)
			assert.Equal(t, tt.wantStatus, rec.Code)
			assert.Contains(t, rec.Body.String(), tt.wantBody)
		})
	}

	rec := do(h, http.MethodGet, "/docs-site/assets/main-3F2A9C1B.js")
	assert.Equal(t, "public, max-age=31536000, immutable", rec.Header().Get("Cache-Control"))

	// The origin's root is not the site's: a visitor is sent to the site, for now.
	rec = do(h, http.MethodGet, "/")
	assert.Equal(t, http.StatusFound, rec.Code)
	assert.Equal(t, "/docs-site/", rec.Header().Get("Location"))
}

// With TrailingSlash, pages are at their URL with a slash; files are not.
func TestTrailingSlash(t *testing.T) {
	dir := fixture(t)
	for _, base := range []string{"", "/docs-site"} {
		h := newHandler(t, Options{Dir: dir, BasePath: base, TrailingSlash: true})
		for _, tt := range []struct{ path, wantLocation string }{
			{"/docs/guide/intro", "/docs/guide/intro/"},
			{"/docs/guide/intro.html", "/docs/guide/intro/"},
			{"/docs/api/index.html", "/docs/api/"},
			{"/docs/api", "/docs/api/"},
			{"/index.html", "/"},
		} {
			rec := do(h, http.MethodGet, base+tt.path)
			assert.Equal(t, http.StatusMovedPermanently, rec.Code, base+tt.path)
			assert.Equal(t, base+tt.wantLocation, rec.Header().Get("Location"), base+tt.path)
		}
		for _, tt := range []struct{ path, wantBody string }{
			{"/docs/guide/intro/", "intro page"},
			{"/", "home page"},
			{"/assets/main-3F2A9C1B.js", "console.log"},
		} {
			rec := do(h, http.MethodGet, base+tt.path)
			assert.Equal(t, http.StatusOK, rec.Code, base+tt.path)
			assert.Contains(t, rec.Body.String(), tt.wantBody)
		}
		rec := do(h, http.MethodGet, base+"/assets/main-3F2A9C1B.js/")
		assert.Equal(t, base+"/assets/main-3F2A9C1B.js", rec.Header().Get("Location"), "a file loses the slash")
	}
}

func TestBuildPaths(t *testing.T) {
	dir := t.TempDir()
	base, slash := BuildPaths(dir)
	assert.Equal(t, "/", base, "no docskit.json: the root")
	assert.False(t, slash)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "docskit.json"), []byte(`{"generator":"docskit"}`), 0o644))
	base, slash = BuildPaths(dir)
	assert.Equal(t, "/", base, "a build for the root has no baseUrl")
	assert.False(t, slash)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "docskit.json"), []byte(`{"baseUrl":"/docs/","trailingSlash":true}`), 0o644))
	base, slash = BuildPaths(dir)
	assert.Equal(t, "/docs/", base)
	assert.True(t, slash)
}

// syncLog collects log lines from the server goroutine.
type syncLog struct {
	mu    sync.Mutex
	lines []string
	ready chan string
}

func (l *syncLog) logf(format string, args ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	line := strings.TrimSpace(fmt.Sprintf(format, args...))
	l.lines = append(l.lines, line)
	select {
	case l.ready <- line:
	default:
	}
}

func TestListenAndServe(t *testing.T) {
	dir := fixture(t)
	tests := []struct {
		name     string
		base     string
		path     string
		wantBody string
	}{
		{"root", "", "/docs/guide/intro", "intro page"},
		{"base path", "/docs-site", "/docs-site/docs/guide/intro", "intro page"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			log := &syncLog{ready: make(chan string, 1)}
			done := make(chan error, 1)
			go func() {
				done <- ListenAndServe(ctx, "127.0.0.1:0", Options{Dir: dir, BasePath: tt.base}, log.logf)
			}()

			var line string
			select {
			case line = <-log.ready:
			case err := <-done:
				t.Fatalf("server stopped early: %v", err)
			case <-time.After(5 * time.Second):
				t.Fatal("server did not log its address")
			}
			m := regexp.MustCompile(`^serving (.+) on (http://127\.0\.0\.1:\d+)(\S*)$`).FindStringSubmatch(line)
			require.NotNil(t, m, "log line %q", line)
			assert.Equal(t, dir, m[1])
			if tt.base == "" {
				assert.Empty(t, m[3])
			} else {
				assert.Equal(t, tt.base+"/", m[3], "the site's home")
			}

			resp, err := http.Get(m[2] + tt.path)
			require.NoError(t, err)
			body, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			require.NoError(t, err)
			assert.Equal(t, http.StatusOK, resp.StatusCode)
			assert.Contains(t, string(body), tt.wantBody)
			assert.Equal(t, "nosniff", resp.Header.Get("X-Content-Type-Options"))

			cancel()
			select {
			case err := <-done:
				assert.NoError(t, err)
			case <-time.After(15 * time.Second):
				t.Fatal("server did not shut down")
			}
		})
	}
}

func TestListenAndServeErrors(t *testing.T) {
	dir := fixture(t)
	tests := []struct {
		name string
		addr string
		opts Options
	}{
		{"missing dir", "127.0.0.1:0", Options{Dir: filepath.Join(dir, "missing")}},
		{"bad address", "127.0.0.1:notaport", Options{Dir: dir}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := ListenAndServe(context.Background(), tt.addr, tt.opts, nil)
			require.Error(t, err)
			assert.False(t, errors.Is(err, http.ErrServerClosed))
		})
	}
}

func TestServerLimits(t *testing.T) {
	srv := newServer(http.NotFoundHandler())
	limits := []struct {
		name string
		got  time.Duration
	}{
		{"ReadHeaderTimeout", srv.ReadHeaderTimeout},
		{"ReadTimeout", srv.ReadTimeout},
		{"WriteTimeout", srv.WriteTimeout},
		{"IdleTimeout", srv.IdleTimeout},
	}
	for _, l := range limits {
		assert.Positive(t, l.got, l.name)
	}
	assert.LessOrEqual(t, srv.ReadHeaderTimeout, srv.ReadTimeout)
	assert.Positive(t, srv.MaxHeaderBytes)
	assert.Less(t, srv.MaxHeaderBytes, http.DefaultMaxHeaderBytes)
}
