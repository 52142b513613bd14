package deploy

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"docskit.dev/docskit"
	"docskit.dev/docskit/serve"
	"docskit.dev/plugins/analytics"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/hosting"
	"docskit.dev/plugins/pages"
	"docskit.dev/plugins/sitemap"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const secret = "SECRET-NEXT-TO-THE-SITE"

// buildSite builds testdata/site with plugins/hosting into dir/site and puts
// a secret file beside it, in dir/outside.
func buildSite(t *testing.T, dir string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a site with Node.js; skipped with -short")
	}
	out := filepath.Join(dir, "site")
	b, err := docskit.New(docskit.Config{
		Title:  "HTTP 테스트",
		URL:    "https://docs.test.example",
		Locale: docskit.Locale{Label: "한국어", HTMLLang: "ko"},
		Navbar: docskit.Navbar{Items: []docskit.NavItem{{Label: "가이드", To: "/docs/guide/intro", Sidebar: "guide"}}},
		Footer: docskit.Footer{Copyright: "Test"},
	},
		docskit.WithRoot("testdata/site"),
		docskit.WithStatic("testdata/site/static"),
		docskit.WithNodeModules(nodeModules(t)),
		docskit.WithPlugins(
			docs.New(docs.Options{}),
			pages.New(pages.Options{}),
			sitemap.New(sitemap.Options{}),
			// Ids so that the pages carry a plugin's inline script too.
			analytics.New(analytics.Options{TagManagerID: "GTM-TEST123", MeasurementID: "G-TEST1234"}),
			hosting.New(hosting.Options{}),
		))
	require.NoError(t, err)
	defer b.Close()
	_, err = b.Build(context.Background(), out)
	require.NoError(t, err)
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "outside"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "outside", "secret.txt"), []byte(secret), 0o644))
	return out
}

// nodeModules finds the repository's node_modules (react, react-dom).
func nodeModules(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on PATH; a docskit build renders pages with Node.js")
	}
	dir, err := os.Getwd()
	require.NoError(t, err)
	for {
		if _, err := os.Stat(filepath.Join(dir, "node_modules", "react")); err == nil {
			return filepath.Join(dir, "node_modules")
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no node_modules with react above the working directory; run scripts/setup.sh")
		}
		dir = parent
	}
}

// startServe runs serve.ListenAndServe on a loopback port until the test ends.
func startServe(t *testing.T, site string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	addr := make(chan string, 1)
	done := make(chan error, 1)
	logf := func(format string, args ...any) {
		line := fmt.Sprintf(format, args...)
		if i := strings.Index(line, "http://"); i >= 0 {
			select {
			case addr <- line[i:]:
			default:
			}
		}
	}
	go func() { done <- serve.ListenAndServe(ctx, "127.0.0.1:0", serve.Options{Dir: site}, logf) }()
	t.Cleanup(func() {
		cancel()
		<-done
	})
	select {
	case a := <-addr:
		return a
	case err := <-done:
		t.Fatalf("serve stopped: %v", err)
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not start")
	}
	return ""
}

// nginxConf is deploy/nginx/docskit.conf with its EDIT lines pointing at
// the site and a loopback port.
func nginxConf(t *testing.T, site string, port int) string {
	t.Helper()
	data, err := os.ReadFile("nginx/docskit.conf")
	require.NoError(t, err)
	var b strings.Builder
	for line := range strings.SplitSeq(string(data), "\n") {
		switch {
		case strings.Contains(line, "listen [::]:80;"):
			continue
		case strings.Contains(line, "listen 80;"):
			line = fmt.Sprintf("    listen 127.0.0.1:%d;", port)
		}
		b.WriteString(strings.ReplaceAll(line, "/srv/docskit/site", site) + "\n")
	}
	return b.String()
}

// startNginx runs Debian's nginx in the foreground with a temporary prefix
// and the shipped server configuration, and stops it when the test ends.
func startNginx(t *testing.T, site string) string {
	t.Helper()
	bin, err := exec.LookPath("nginx")
	if err != nil {
		if _, serr := os.Stat("/usr/sbin/nginx"); serr != nil {
			t.Skip("nginx is not installed, so the nginx configuration is not tested: apt-get install nginx (bash scripts/setup.sh --browser does)")
		}
		bin = "/usr/sbin/nginx"
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	port := ln.Addr().(*net.TCPAddr).Port
	require.NoError(t, ln.Close())

	prefix := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(prefix, "docskit.conf"), []byte(nginxConf(t, site, port)), 0o644))
	user := ""
	if os.Geteuid() == 0 {
		user = "user root;" // workers must read the test's private temporary folders
	}
	main := fmt.Sprintf(`daemon off;
worker_processes 1;
%s
pid %[2]s/nginx.pid;
error_log %[2]s/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path %[2]s/body;
    proxy_temp_path %[2]s/proxy;
    fastcgi_temp_path %[2]s/fastcgi;
    uwsgi_temp_path %[2]s/uwsgi;
    scgi_temp_path %[2]s/scgi;
    include %[2]s/docskit.conf;
}
`, user, prefix)
	conf := filepath.Join(prefix, "nginx.conf")
	require.NoError(t, os.WriteFile(conf, []byte(main), 0o644))
	args := []string{"-p", prefix, "-c", conf, "-e", filepath.Join(prefix, "error.log")}
	if out, err := exec.Command(bin, append([]string{"-t"}, args...)...).CombinedOutput(); err != nil {
		t.Fatalf("nginx -t: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	require.NoError(t, cmd.Start())
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt) // fast shutdown
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-exited
		}
	})
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	for i := 0; i < 100; i++ {
		select {
		case err := <-exited:
			log, _ := os.ReadFile(filepath.Join(prefix, "error.log"))
			t.Fatalf("nginx exited: %v\n%s%s", err, stderr.String(), log)
		default:
		}
		if c, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", port)); err == nil {
			c.Close()
			return base
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("nginx did not start listening")
	return ""
}

// TestHTTP runs the same checks against docskit's server and against nginx
// with the shipped configuration, both serving the same build.
func TestHTTP(t *testing.T) {
	site := buildSite(t, t.TempDir())
	t.Run("serve", func(t *testing.T) {
		t.Parallel()
		checkServer(t, startServe(t, site), site)
	})
	t.Run("nginx", func(t *testing.T) {
		t.Parallel()
		checkServer(t, startNginx(t, site), site)
	})
}

var client = &http.Client{
	Transport:     &http.Transport{DisableCompression: true},
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	Timeout:       20 * time.Second,
}

type response struct {
	status int
	header http.Header
	body   string
}

func get(t *testing.T, method, url string, headers ...string) response {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	require.NoError(t, err)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := client.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return response{resp.StatusCode, resp.Header, string(body)}
}

// raw sends request bytes as written (Go's client would clean the target)
// and returns the status and body.
func raw(t *testing.T, base, request string) (int, string) {
	t.Helper()
	conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	require.NoError(t, err)
	defer conn.Close()
	require.NoError(t, conn.SetDeadline(time.Now().Add(10*time.Second)))
	_, err = io.WriteString(conn, request)
	require.NoError(t, err)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	require.NoError(t, err, "no HTTP response")
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

var (
	mainJS     = regexp.MustCompile(`src="(/assets/main-[^"]+\.js)"`)
	mainCSS    = regexp.MustCompile(`href="(/assets/[^"]+\.css)"`)
	scriptElem = regexp.MustCompile(`(?s)<script([^>]*)>(.*?)</script>`)
)

func checkServer(t *testing.T, base, site string) {
	home := get(t, "GET", base+"/")
	require.Equal(t, http.StatusOK, home.status, "GET /")
	js := mainJS.FindStringSubmatch(home.body)
	css := mainCSS.FindStringSubmatch(home.body)
	require.NotNil(t, js, "the home page names its client entry")
	require.NotNil(t, css, "the home page names its stylesheet")
	var meta struct {
		Headers map[string]string `json:"headers"`
	}
	data, err := os.ReadFile(filepath.Join(site, "docskit.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, &meta))
	csp := meta.Headers["Content-Security-Policy"]
	require.NotEmpty(t, csp)

	t.Run("pages and clean URLs", func(t *testing.T) {
		tests := []struct{ path, want string }{
			{"/", "HTTP 테스트"},
			{"/docs/guide/intro", "정적 사이트 서버는"},
			{"/docs/guide/next", "돌아갑니다"},
			{"/docs/guide/intro?tab=1", "정적 사이트 서버는"},
		}
		for _, tt := range tests {
			r := get(t, "GET", base+tt.path)
			assert.Equal(t, http.StatusOK, r.status, tt.path)
			assert.Contains(t, r.body, tt.want, tt.path)
		}
		r := get(t, "HEAD", base+"/docs/guide/intro")
		assert.Equal(t, http.StatusOK, r.status)
		assert.Empty(t, r.body)
	})

	t.Run("redirects to clean URLs", func(t *testing.T) {
		tests := []struct{ path, want string }{
			{"/docs/guide/intro.html", "/docs/guide/intro"},
			{"/docs/guide/intro.html?a=1&b=2", "/docs/guide/intro?a=1&b=2"},
			{"/index.html", "/"},
			{"/index.html?ref=x", "/?ref=x"},
			{"/docs/guide/index.html", "/docs/guide"},
			{"/docs/guide/intro/", "/docs/guide/intro"},
			{"/docs/guide/intro.html/", "/docs/guide/intro"},
		}
		for _, tt := range tests {
			r := get(t, "GET", base+tt.path)
			assert.Equal(t, http.StatusMovedPermanently, r.status, tt.path)
			assert.Equal(t, tt.want, r.header.Get("Location"), tt.path)
		}
	})

	t.Run("404 page with status 404, no listings", func(t *testing.T) {
		for _, p := range []string{"/nope", "/docs/guide/missing", "/assets/missing-12345678.js", "/assets", "/docs", "/img", "/_data"} {
			r := get(t, "GET", base+p)
			assert.Equal(t, http.StatusNotFound, r.status, p)
			assert.Equal(t, "text/html", mediaType(r.header), p)
			assert.Contains(t, r.body, `"kind":"notFound"`, "%s: the site's 404 page", p)
			assert.NotContains(t, r.body, "Index of", p)
			assert.NotContains(t, r.body, "logo.svg", p)
		}
	})

	t.Run("GET and HEAD only", func(t *testing.T) {
		for _, m := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"} {
			r := get(t, m, base+"/docs/guide/intro")
			assert.Equal(t, http.StatusMethodNotAllowed, r.status, m)
			assert.Equal(t, []string{"GET", "HEAD"}, splitList(r.header.Get("Allow")), m)
			assert.NotContains(t, r.body, "정적 사이트 서버는", m)
		}
	})

	t.Run("path traversal and odd paths", func(t *testing.T) {
		tests := []struct {
			target string
			want   int
		}{
			{"/../outside/secret.txt", 400},
			{"/docs/../../outside/secret.txt", 400},
			{"/%2e%2e/outside/secret.txt", 400},
			{"/.%2E/outside/secret.txt", 400},
			{"/%2e%2e%2foutside%2fsecret.txt", 400},
			{"/docs%2fguide%2fintro", 400},
			{"/..%5coutside%5csecret.txt", 400},
			{`/..\outside\secret.txt`, 400},
			{"/index.html%00.txt", 400},
			{"/./docs/guide/intro", 400},
			{"//outside/secret.txt", 400},
			{"/%252e%252e/outside/secret.txt", 404},
		}
		for _, tt := range tests {
			status, body := raw(t, base, "GET "+tt.target+" HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
			assert.Equal(t, tt.want, status, tt.target)
			assert.NotContains(t, body, secret, tt.target)
		}
		// The query string is not the path: an encoded slash there is fine.
		assert.Equal(t, http.StatusOK, get(t, "GET", base+"/docs/guide/intro?next=%2Fdocs%2Fa").status)
	})

	t.Run("huge headers are refused", func(t *testing.T) {
		status, _ := raw(t, base, "GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: "+strings.Repeat("a", 256<<10)+"\r\nConnection: close\r\n\r\n")
		assert.Contains(t, []int{400, 431}, status)
		status, _ = raw(t, base, "GET / HTTP/1.1\r\nHost: localhost\r\n"+strings.Repeat("X-Many: "+strings.Repeat("b", 200)+"\r\n", 1000)+"Connection: close\r\n\r\n")
		assert.Contains(t, []int{400, 431}, status)
	})

	t.Run("slow client is cut off", func(t *testing.T) {
		t.Parallel() // about the server's header timeout (10 s)
		conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
		require.NoError(t, err)
		defer conn.Close()
		_, err = io.WriteString(conn, "GET / HTTP/1.1\r\nHost: localhost\r\n")
		require.NoError(t, err)
		closed := make(chan struct{})
		go func() {
			_, _ = io.Copy(io.Discard, conn)
			close(closed)
		}()
		const maxBytes = 120 // 60 s of trickling, far beyond the timeout
		for i := 0; i < maxBytes; i++ {
			select {
			case <-closed:
				return
			case <-time.After(500 * time.Millisecond):
			}
			if _, err := io.WriteString(conn, "X"); err != nil {
				return // the server closed its end
			}
		}
		t.Fatalf("the server kept a connection trickling %d header bytes", maxBytes)
	})

	t.Run("MIME types", func(t *testing.T) {
		tests := []struct{ path, media string }{
			{"/", "text/html"},
			{"/docs/guide/intro", "text/html"},
			{js[1], "text/javascript"},
			{css[1], "text/css"},
			{"/_data/docs/guide/intro.json", "application/json"},
			{"/img/logo.svg", "image/svg+xml"},
			{"/fonts/test.woff2", "font/woff2"},
			{"/sitemap.xml", "application/xml"},
			{"/robots.txt", "text/plain"},
			{"/notes.txt", "text/plain"},
			{"/notes.md", "text/markdown"},
		}
		for _, tt := range tests {
			r := get(t, "GET", base+tt.path)
			require.Equal(t, http.StatusOK, r.status, tt.path)
			assert.Equal(t, tt.media, mediaType(r.header), tt.path)
			if strings.HasPrefix(tt.media, "text/") {
				_, params, _ := mime.ParseMediaType(r.header.Get("Content-Type"))
				assert.Equal(t, "utf-8", strings.ToLower(params["charset"]), tt.path)
			}
			assert.Equal(t, "nosniff", r.header.Get("X-Content-Type-Options"), tt.path)
		}
	})

	t.Run("security headers on every response", func(t *testing.T) {
		tests := []struct {
			method, path string
			status       int
		}{
			{"GET", "/", 200},
			{"GET", js[1], 200},
			{"GET", "/docs/guide/intro.html", 301},
			{"GET", "/nope", 404},
			{"POST", "/", 405},
			{"GET", "/docs%2fguide", 400},
		}
		for _, tt := range tests {
			r := get(t, tt.method, base+tt.path)
			require.Equal(t, tt.status, r.status, tt.path)
			for k, v := range meta.Headers {
				assert.Equal(t, v, r.header.Get(k), "%s %s: %s", tt.method, tt.path, k)
			}
			assert.Equal(t, "nosniff", r.header.Get("X-Content-Type-Options"))
			assert.Equal(t, "strict-origin-when-cross-origin", r.header.Get("Referrer-Policy"))
			assert.Equal(t, csp, r.header.Get("Content-Security-Policy"))
		}
	})

	t.Run("CSP allows each inline script of the pages, and no other", func(t *testing.T) {
		scriptSrc := directive(csp, "script-src")
		assert.NotContains(t, scriptSrc, "'unsafe-inline'")
		assert.NotContains(t, scriptSrc, "'unsafe-eval'")
		for _, p := range []string{"/", "/docs/guide/intro", "/nope"} {
			r := get(t, "GET", base+p)
			inline := 0
			for _, m := range scriptElem.FindAllStringSubmatch(r.body, -1) {
				if strings.Contains(m[1], "src=") || strings.Contains(m[1], `type="application/json"`) {
					continue
				}
				inline++
				sum := sha256.Sum256([]byte(m[2]))
				assert.Contains(t, scriptSrc, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'", "%s: %.50s", p, m[2])
			}
			assert.GreaterOrEqual(t, inline, 3, "%s: the shell's scripts and the analytics setup", p)
			assert.Equal(t, csp, r.header.Get("Content-Security-Policy"), p)
		}
	})

	t.Run("caching", func(t *testing.T) {
		tests := []struct {
			path      string
			status    int
			immutable bool
		}{
			{js[1], 200, true},
			{css[1], 200, true},
			{"/", 200, false},
			{"/docs/guide/intro", 200, false},
			{"/_data/docs/guide/intro.json", 200, false},
			{"/sitemap.xml", 200, false},
			{"/nope", 404, false},
			{"/assets/missing-12345678.js", 404, false},
		}
		for _, tt := range tests {
			r := get(t, "GET", base+tt.path)
			require.Equal(t, tt.status, r.status, tt.path)
			cc := r.header.Get("Cache-Control")
			if tt.immutable {
				assert.Contains(t, cc, "immutable", tt.path)
				assert.Contains(t, cc, "max-age=31536000", tt.path)
				continue
			}
			assert.Equal(t, "no-cache", cc, tt.path)
		}
		for _, p := range []string{"/docs/guide/intro", "/_data/docs/guide/intro.json"} {
			first := get(t, "GET", base+p)
			tag := first.header.Get("ETag")
			require.NotEmpty(t, tag, p)
			assert.NotEmpty(t, first.header.Get("Last-Modified"), p)
			again := get(t, "GET", base+p, "If-None-Match", tag)
			assert.Equal(t, http.StatusNotModified, again.status, p)
			assert.Empty(t, again.body, p)
		}
	})

	t.Run("gzip", func(t *testing.T) {
		for _, p := range []string{"/docs/guide/intro", js[1], css[1], "/_data/docs/guide/intro.json"} {
			plain := get(t, "GET", base+p)
			r := get(t, "GET", base+p, "Accept-Encoding", "gzip")
			require.Equal(t, http.StatusOK, r.status, p)
			assert.Equal(t, "gzip", r.header.Get("Content-Encoding"), p)
			assert.Contains(t, r.header.Values("Vary"), "Accept-Encoding", p)
			assert.Empty(t, plain.header.Get("Content-Encoding"), p)
			zr, err := gzip.NewReader(strings.NewReader(r.body))
			require.NoError(t, err, p)
			body, err := io.ReadAll(zr)
			require.NoError(t, err, p)
			assert.Equal(t, plain.body, string(body), p)
			assert.Less(t, len(r.body), len(plain.body), p)
		}
		r := get(t, "GET", base+"/fonts/test.woff2", "Accept-Encoding", "gzip")
		assert.Empty(t, r.header.Get("Content-Encoding"), "fonts are compressed already")
	})
}

func mediaType(h http.Header) string {
	mt, _, err := mime.ParseMediaType(h.Get("Content-Type"))
	if err != nil {
		return ""
	}
	return mt
}

func splitList(v string) []string {
	var out []string
	for p := range strings.SplitSeq(v, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func directive(policy, name string) []string {
	for part := range strings.SplitSeq(policy, ";") {
		if f := strings.Fields(part); len(f) > 0 && f[0] == name {
			return f[1:]
		}
	}
	return nil
}
