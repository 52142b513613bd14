package serve

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const testCSP = "default-src 'self'; script-src 'self' 'sha256-AAAA'"

func TestSiteHeadersFromDocskitJSON(t *testing.T) {
	dir := fixture(t)
	writeFile(t, filepath.Join(dir, "docskit.json"), `{"generator":"docskit","headers":{
		"Content-Security-Policy": "`+testCSP+`",
		"X-Frame-Options": "SAMEORIGIN",
		"Cache-Control": "max-age=999",
		"Content-Type": "text/plain",
		"Bad Name": "x",
		"X-Split": "a\r\nInjected: yes"}}`)
	h := newHandler(t, Options{Dir: dir})
	withExtra := newHandler(t, Options{Dir: dir, ExtraHeaders: map[string]string{"Content-Security-Policy": "default-src 'none'"}})

	tests := []struct {
		name, method, target string
		wantStatus           int
	}{
		{"page", http.MethodGet, "/docs/guide/intro", http.StatusOK},
		{"asset", http.MethodGet, "/assets/main-3F2A9C1B.js", http.StatusOK},
		{"redirect", http.MethodGet, "/docs/guide/intro.html", http.StatusMovedPermanently},
		{"bad request", http.MethodGet, "/%2e%2e/x", http.StatusBadRequest},
		{"not found", http.MethodGet, "/nope", http.StatusNotFound},
		{"method not allowed", http.MethodPost, "/", http.StatusMethodNotAllowed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := do(h, tt.method, tt.target)
			require.Equal(t, tt.wantStatus, rec.Code)
			hdr := rec.Header()
			assert.Equal(t, testCSP, hdr.Get("Content-Security-Policy"))
			assert.Equal(t, "SAMEORIGIN", hdr.Get("X-Frame-Options"), "the build's value replaces the built-in one")
			assert.Equal(t, "nosniff", hdr.Get("X-Content-Type-Options"))
			assert.NotEqual(t, "max-age=999", hdr.Get("Cache-Control"), "computed headers are not taken from docskit.json")
			assert.NotEqual(t, "text/plain", hdr.Get("Content-Type"))
			assert.Empty(t, hdr.Get("Bad Name"))
			assert.Empty(t, hdr.Get("X-Split"))
			assert.Empty(t, hdr.Get("Injected"))
			assert.Equal(t, "default-src 'none'", do(withExtra, tt.method, tt.target).Header().Get("Content-Security-Policy"))
		})
	}

	t.Run("a rebuild's new policy applies without a restart", func(t *testing.T) {
		writeFile(t, filepath.Join(dir, "docskit.json"), `{"headers":{"Content-Security-Policy":"default-src 'self'; script-src 'self' 'sha256-BBBBBB'"}}`)
		later := time.Now().Add(time.Hour)
		require.NoError(t, os.Chtimes(filepath.Join(dir, "docskit.json"), later, later))
		assert.Equal(t, "default-src 'self'; script-src 'self' 'sha256-BBBBBB'", do(h, http.MethodGet, "/").Header().Get("Content-Security-Policy"))
	})

	bad := []struct{ name, content string }{
		{"no docskit.json", ""},
		{"not JSON", "{"},
		{"no headers", `{"generator":"docskit"}`},
		{"headers of the wrong type", `{"headers":["a"]}`},
	}
	for _, tt := range bad {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFile(t, filepath.Join(dir, "index.html"), "home")
			if tt.content != "" {
				writeFile(t, filepath.Join(dir, "docskit.json"), tt.content)
			}
			rec := do(newHandler(t, Options{Dir: dir}), http.MethodGet, "/")
			assert.Equal(t, http.StatusOK, rec.Code)
			assert.Empty(t, rec.Header().Get("Content-Security-Policy"))
			assert.Equal(t, "nosniff", rec.Header().Get("X-Content-Type-Options"))
		})
	}
}

// A JSON response carries a short policy of its own rather than the site's
// (hundreds of search index files would each carry its 400 bytes), nosniff,
// and not the headers only pages need; headers set in ExtraHeaders apply
// as set.
func TestJSONGetsADataPolicy(t *testing.T) {
	dir := fixture(t)
	writeFile(t, filepath.Join(dir, "docskit.json"), `{"headers":{"Content-Security-Policy":"`+testCSP+`","Content-Security-Policy-Report-Only":"`+testCSP+`"}}`)
	h := newHandler(t, Options{Dir: dir})
	for _, gzip := range []bool{false, true} {
		req := httptest.NewRequest(http.MethodGet, "/_data/docs/guide/intro.json", nil)
		if gzip {
			req.Header.Set("Accept-Encoding", "gzip")
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		require.Equal(t, http.StatusOK, rec.Code)
		assert.Equal(t, "default-src 'none'; frame-ancestors 'none'", rec.Header().Get("Content-Security-Policy"))
		assert.Empty(t, rec.Header().Get("Content-Security-Policy-Report-Only"))
		assert.Equal(t, "nosniff", rec.Header().Get("X-Content-Type-Options"))
		assert.Empty(t, rec.Header().Get("X-Frame-Options"))
		assert.Empty(t, rec.Header().Get("Referrer-Policy"))
	}
	for _, page := range []string{"/docs/guide/intro", "/assets/main-3F2A9C1B.js", "/nope"} {
		assert.Equal(t, testCSP, do(h, http.MethodGet, page).Header().Get("Content-Security-Policy"), page)
	}
	for _, page := range []string{"/docs/guide/intro", "/nope"} {
		assert.Equal(t, "DENY", do(h, http.MethodGet, page).Header().Get("X-Frame-Options"), page)
	}
	extra := newHandler(t, Options{Dir: dir, ExtraHeaders: map[string]string{"content-security-policy": "default-src 'self'", "X-Frame-Options": "SAMEORIGIN"}})
	rec := do(extra, http.MethodGet, "/_data/docs/guide/intro.json")
	assert.Equal(t, "default-src 'self'", rec.Header().Get("Content-Security-Policy"))
	assert.Equal(t, "SAMEORIGIN", rec.Header().Get("X-Frame-Options"))
}

// listen serves dir on a loopback port with the package's server limits
// (read timeouts as given) and returns its address.
func listen(t *testing.T, dir string, readHeader, read time.Duration) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	srv := newServerWith(newHandler(t, Options{Dir: dir}), readHeader, read)
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return ln.Addr().String()
}

// rawStatus sends a raw request (the target as written, which Go's client
// would clean or refuse) and returns the status code and body.
func rawStatus(t *testing.T, addr, request string) (int, string) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	defer conn.Close()
	require.NoError(t, conn.SetDeadline(time.Now().Add(10*time.Second)))
	_, err = io.WriteString(conn, request)
	require.NoError(t, err)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	require.NoError(t, err)
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

func TestAttacksOnARealListener(t *testing.T) {
	addr := listen(t, fixture(t), readHeaderTimeout, readTimeout)
	tests := []struct {
		name, target string
		wantStatus   []int
	}{
		{"dot-dot", "/../outside/secret.txt", []int{400}},
		{"deep dot-dot", "/docs/../../../../../../etc/passwd", []int{400}},
		{"encoded dot-dot", "/%2e%2e/outside/secret.txt", []int{400}},
		{"mixed encoded dot-dot", "/.%2e/outside/secret.txt", []int{400}},
		{"encoded slash", "/..%2foutside%2fsecret.txt", []int{400}},
		{"double-encoded dot-dot stays a name", "/%252e%252e/outside/secret.txt", []int{404}},
		{"backslash", `/..\outside\secret.txt`, []int{400}},
		{"encoded backslash", "/..%5coutside%5csecret.txt", []int{400}},
		{"NUL", "/index.html%00.txt", []int{400}},
		{"absolute-form outside", "http://127.0.0.1/../outside/secret.txt", []int{400}},
		{"directory", "/docs/guide", []int{404}},
		{"directory with slash", "/assets/", []int{301, 404}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body := rawStatus(t, addr, "GET "+tt.target+" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
			assert.Contains(t, tt.wantStatus, status)
			assert.NotContains(t, body, secret)
			assert.NotContains(t, body, "root:")
			assert.NotContains(t, body, "main-3F2A9C1B.js", "no directory listing")
		})
	}

	t.Run("huge header", func(t *testing.T) {
		status, _ := rawStatus(t, addr, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: "+strings.Repeat("a", 1<<20)+"\r\n\r\n")
		assert.Equal(t, http.StatusRequestHeaderFieldsTooLarge, status)
	})
	t.Run("many headers", func(t *testing.T) {
		status, _ := rawStatus(t, addr, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"+strings.Repeat("X-A: "+strings.Repeat("b", 100)+"\r\n", 2000)+"\r\n")
		assert.Equal(t, http.StatusRequestHeaderFieldsTooLarge, status)
	})
}

// A slowloris client sends its request header a few bytes at a time and
// never finishes. The server must close the connection (ReadHeaderTimeout)
// rather than hold it open for as long as the client keeps trickling.
func TestSlowClientIsCutOff(t *testing.T) {
	addr := listen(t, fixture(t), 300*time.Millisecond, time.Second)
	conn, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	defer conn.Close()
	_, err = io.WriteString(conn, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
	require.NoError(t, err)

	// The reader sees the server's end of the connection.
	closed := make(chan error, 1)
	go func() {
		_, err := io.Copy(io.Discard, conn)
		closed <- err
	}()
	const maxBytes = 400 // 20 s of trickling at 50 ms a byte: far beyond the timeout
	for i := 0; i < maxBytes; i++ {
		select {
		case <-closed:
			return // cut off: the server closed the connection
		case <-time.After(50 * time.Millisecond):
		}
		if _, err := io.WriteString(conn, "X"); err != nil {
			assert.True(t, errors.Is(err, net.ErrClosed) || strings.Contains(err.Error(), "reset") || strings.Contains(err.Error(), "broken pipe"), "%v", err)
			return
		}
	}
	t.Fatalf("the server kept a connection that sent %d header bytes without finishing", maxBytes)
}
