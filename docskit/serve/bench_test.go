package serve

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
)

// BenchmarkHandler measures one request through the handler (no network):
// a clean-URL page and a hashed asset, with and without gzip.
func BenchmarkHandler(b *testing.B) {
	dir := b.TempDir()
	files := map[string]string{
		"index.html":              "home",
		"docs/guide/push.html":    string(make([]byte, 40<<10)),
		"assets/main-12345678.js": string(make([]byte, 256<<10)),
		"docskit.json":            `{"headers":{"Content-Security-Policy":"default-src 'self'"}}`,
	}
	for name, body := range files {
		writeFile(b, filepath.Join(dir, name), body)
	}
	h, err := Handler(Options{Dir: dir})
	if err != nil {
		b.Fatal(err)
	}
	cases := []struct{ name, path, enc string }{
		{"html", "/docs/guide/push", ""},
		{"html-gzip", "/docs/guide/push", "gzip"},
		{"asset", "/assets/main-12345678.js", ""},
		{"asset-gzip", "/assets/main-12345678.js", "gzip"},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			req := httptest.NewRequest(http.MethodGet, c.path, nil)
			if c.enc != "" {
				req.Header.Set("Accept-Encoding", c.enc)
			}
			for b.Loop() {
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				if rec.Code != http.StatusOK {
					b.Fatalf("status %d", rec.Code)
				}
			}
		})
	}
}
