package serve

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"net/http"
	"net/url"
	"os"
	"path"
	"slices"
	"strconv"
	"strings"
)

// Options configures Handler. The zero value is valid apart from Dir,
// which Handler requires.
type Options struct {
	// Dir is the built site folder, the output of a docskit build. It is
	// required: Handler fails when Dir is empty, missing or not a directory.
	//
	// Files are looked up on every request, so the folder may be rebuilt
	// (or deleted and recreated) while the server runs. Symbolic links
	// inside Dir are followed only when they are relative and stay inside
	// Dir; anything else answers 404.
	Dir string

	// BasePath is the URL path the site is mounted at, for example
	// "/docs-site". The default, "" or "/", serves the site at the root.
	// A trailing slash is ignored, so "/docs-site/" equals "/docs-site".
	//
	// Requests outside BasePath get a 404. The handler expects the full
	// request path: do not wrap it in http.StripPrefix. The site must have
	// been built for the same base path, otherwise its own links and asset
	// URLs point outside it. The site's home is BasePath with a slash
	// ("/docs-site/", as Docusaurus writes it; "/docs-site" redirects there),
	// and the origin's root "/" answers 302 to it: a visitor of a server
	// that holds only this site lands on it, while any other path outside
	// BasePath stays a 404, so that a link missing the base is seen broken.
	// BuildPaths reads the base path a build was made for.
	BasePath string

	// TrailingSlash serves pages at URLs that end with a slash, for a site
	// built with Config.TrailingSlash true: "/docs/x/" serves
	// docs/x/index.html and "/docs/x", "/docs/x.html" redirect to it. Files
	// ("/assets/main.js") never get one.
	TrailingSlash bool

	// ExtraHeaders are set on every response, including redirects and
	// errors, for example {"Content-Security-Policy": "default-src 'self'"}.
	//
	// They are applied after the built-in security headers and after the
	// headers of the site's docskit.json, so they can replace them (e.g. "X-Frame-Options": "SAMEORIGIN" to allow framing
	// by your own pages). Headers the handler computes per response
	// (Content-Type, Cache-Control, ETag, Last-Modified, Content-Encoding,
	// Location) take precedence over ExtraHeaders; Vary is appended to.
	// Handler copies the map; changing it later has no effect.
	ExtraHeaders map[string]string

	// DisableCompression turns off gzip responses, both on-the-fly
	// compression and precompressed ".gz" siblings. Set it when a reverse
	// proxy or CDN in front of the server compresses already.
	DisableCompression bool
}

// Cache-Control values.
const (
	cacheImmutable   = "public, max-age=31536000, immutable"
	cacheRevalidate  = "no-cache"
	assetsPrefix     = "/assets/"
	notFoundPage     = "404.html"
	allowedMethods   = "GET, HEAD"
	defaultMediaType = "application/octet-stream"
)

// contentTypes maps lower-case file extensions to Content-Type values. It
// is used instead of the OS mime database so responses do not depend on
// the machine the server runs on.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".htm":         "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".json":        "application/json",
	".map":         "application/json",
	".webmanifest": "application/manifest+json",
	".xml":         "application/xml; charset=utf-8",
	".txt":         "text/plain; charset=utf-8",
	".md":          "text/markdown; charset=utf-8",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".gif":         "image/gif",
	".webp":        "image/webp",
	".avif":        "image/avif",
	".ico":         "image/x-icon",
	".woff2":       "font/woff2",
	".woff":        "font/woff",
	".ttf":         "font/ttf",
	".otf":         "font/otf",
	".wasm":        "application/wasm",
	".pdf":         "application/pdf",
	".gz":          "application/gzip",
}

func contentType(name string) string {
	if ct, ok := contentTypes[strings.ToLower(path.Ext(name))]; ok {
		return ct
	}
	return defaultMediaType
}

type handler struct {
	dir      string
	base     string // "/" or a path without trailing slash, e.g. "/docs-site"
	slash    bool   // Options.TrailingSlash
	extra    map[string]string
	compress bool
	gzCache  *gzipCache
	site     siteHeaders
}

// Handler returns an http.Handler serving the built site in opts.Dir. It
// fails when Dir does not name an existing directory or BasePath is not a
// clean absolute path.
func Handler(opts Options) (http.Handler, error) {
	if opts.Dir == "" {
		return nil, errors.New("serve: Options.Dir is required")
	}
	fi, err := os.Stat(opts.Dir)
	if err != nil {
		return nil, fmt.Errorf("serve: site folder: %w", err)
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("serve: site folder %s is not a directory", opts.Dir)
	}
	base, err := cleanBasePath(opts.BasePath)
	if err != nil {
		return nil, err
	}
	return &handler{
		dir:      opts.Dir,
		base:     base,
		slash:    opts.TrailingSlash,
		extra:    maps.Clone(opts.ExtraHeaders),
		compress: !opts.DisableCompression,
		gzCache:  newGzipCache(gzipCacheBytes),
	}, nil
}

func cleanBasePath(p string) (string, error) {
	if p == "" || p == "/" {
		return "/", nil
	}
	p = strings.TrimSuffix(p, "/")
	if !strings.HasPrefix(p, "/") || !safePath(p) || strings.ContainsAny(p, "?#") {
		return "", fmt.Errorf("serve: invalid BasePath %q: want a clean absolute path like /docs-site", p)
	}
	return p, nil
}

// safePath reports whether the decoded, absolute URL path p has no empty,
// "." or ".." segments (a single trailing slash is allowed), no
// backslashes and no NUL bytes.
func safePath(p string) bool {
	if !strings.HasPrefix(p, "/") || strings.ContainsAny(p, "\\\x00") {
		return false
	}
	segs := strings.Split(p[1:], "/")
	for i, s := range segs {
		if s == "." || s == ".." || (s == "" && i != len(segs)-1) {
			return false
		}
	}
	return true
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hdr := w.Header()
	hdr.Set("X-Content-Type-Options", "nosniff")
	hdr.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	hdr.Set("X-Frame-Options", "DENY")

	// The root is opened per request so that a rebuild that replaces the
	// folder is served at once.
	root, rootErr := os.OpenRoot(h.dir)
	if rootErr == nil {
		defer root.Close()
		for k, v := range h.site.get(root) {
			hdr[k] = slices.Clone(v) // the cached slices are shared between requests
		}
	}
	for k, v := range h.extra {
		hdr.Set(k, v)
	}

	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		hdr.Set("Allow", allowedMethods)
		http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
		return
	}

	// Reject anything that could change meaning between URL and file
	// system: traversal segments (also when percent-encoded), encoded
	// slashes, backslashes and NUL bytes. Empty segments are rejected too,
	// which also keeps redirects from producing "//host" locations.
	p := r.URL.Path
	if !safePath(p) || strings.Contains(strings.ToLower(r.URL.EscapedPath()), "%2f") {
		http.Error(w, "400 bad request", http.StatusBadRequest)
		return
	}
	if rootErr != nil {
		http.Error(w, "500 internal server error", http.StatusInternalServerError)
		return
	}

	rel := p
	if h.base != "/" {
		switch {
		case p == "/":
			// Not the site's own: temporary, in case the origin serves more later.
			http.Redirect(w, r, h.base+"/", http.StatusFound)
			return
		case p == h.base:
			h.redirect(w, r, "/")
			return
		case strings.HasPrefix(p, h.base+"/"):
			rel = p[len(h.base):]
		default:
			h.notFoundIn(w, r, root)
			return
		}
	}

	c := canonical(rel)
	name, f, fi := resolve(root, c)
	if f != nil {
		defer f.Close()
		if h.slash && c != "/" && name != c[1:] {
			c += "/" // a page (x.html or x/index.html), not a file
		}
	}
	if c != rel {
		h.redirect(w, r, c)
		return
	}
	if f == nil {
		h.notFoundIn(w, r, root)
		return
	}

	if strings.HasPrefix(rel, assetsPrefix) {
		hdr.Set("Cache-Control", cacheImmutable)
	} else {
		hdr.Set("Cache-Control", cacheRevalidate)
	}
	hdr.Set("Content-Type", contentType(name))
	if strings.HasSuffix(contentType(name), "json") {
		h.dataPolicy(hdr)
	}

	if h.compress && compressible(name) {
		hdr.Add("Vary", "Accept-Encoding")
		if acceptsGzip(r) && h.serveGzip(w, r, root, name, f, fi) {
			return
		}
	}
	hdr.Set("ETag", etag(fi, ""))
	http.ServeContent(w, r, "", fi.ModTime(), f)
}

// dataCSP is the Content-Security-Policy of a JSON response: nothing in
// it may load or run, and no page may frame it.
const dataCSP = "default-src 'none'; frame-ancestors 'none'"

// dataPolicy gives a JSON response dataCSP instead of the site's
// Content-Security-Policy, and drops the headers that only a page needs:
// the report-only policy, X-Frame-Options (dataCSP's frame-ancestors does
// its work) and Referrer-Policy (data has no links). Headers that
// Options.ExtraHeaders sets stay as set. The site's policy, with the
// hashes of its inline scripts, is for its pages: a JSON file is data that
// scripts fetch (the search index is hundreds of them), where a policy
// applies only if the file is opened as a document, and there the short
// one forbids more. X-Content-Type-Options stays.
func (h *handler) dataPolicy(hdr http.Header) {
	for _, k := range []string{"Content-Security-Policy", "Content-Security-Policy-Report-Only", "X-Frame-Options", "Referrer-Policy"} {
		set := slices.ContainsFunc(slices.Collect(maps.Keys(h.extra)), func(e string) bool { return http.CanonicalHeaderKey(e) == k })
		if set {
			continue
		}
		hdr.Del(k)
	}
	if _, set := hdr["Content-Security-Policy"]; !set {
		hdr.Set("Content-Security-Policy", dataCSP)
	}
}

// canonical returns the preferred spelling of the site-relative path rel:
// no trailing slash, no ".html" suffix and no "/index.html" (with
// TrailingSlash, the handler adds the slash back for pages).
func canonical(rel string) string {
	c := rel
	if c != "/" {
		c = strings.TrimSuffix(c, "/")
	}
	if strings.HasSuffix(c, ".html") {
		c = strings.TrimSuffix(c, ".html")
		if c == "/index" {
			c = "/"
		} else {
			c = strings.TrimSuffix(c, "/index")
		}
	}
	if c == "" {
		c = "/"
	}
	return c
}

// resolve finds the file for the clean URL path rel: the file itself,
// rel+".html", or rel+"/index.html", in that order. It returns a nil file
// when none is a regular file inside root.
func resolve(root *os.Root, rel string) (string, *os.File, fs.FileInfo) {
	name := strings.TrimPrefix(rel, "/")
	candidates := []string{"index.html"}
	if name != "" {
		candidates = []string{name, name + ".html", name + "/index.html"}
	}
	for _, c := range candidates {
		if f, fi := openRegular(root, c); f != nil {
			return c, f, fi
		}
	}
	return "", nil, nil
}

// openRegular opens name inside root when it is a regular file (after
// following symbolic links that stay inside root).
func openRegular(root *os.Root, name string) (*os.File, fs.FileInfo) {
	f, err := root.Open(name)
	if err != nil {
		return nil, nil
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return nil, nil
	}
	return f, fi
}

// etag returns a strong ETag derived from the file's size and mtime; suffix
// distinguishes encodings of the same file.
func etag(fi fs.FileInfo, suffix string) string {
	return `"` + strconv.FormatInt(fi.Size(), 36) + "-" +
		strconv.FormatInt(fi.ModTime().UnixNano(), 36) + suffix + `"`
}

// redirect sends a 301 to the site-relative path rel, keeping the query.
func (h *handler) redirect(w http.ResponseWriter, r *http.Request, rel string) {
	target := rel
	if h.base != "/" {
		target = h.base + rel
	}
	u := url.URL{Path: target, RawQuery: r.URL.RawQuery}
	w.Header().Set("Location", u.String())
	w.WriteHeader(http.StatusMovedPermanently)
}

// notFoundIn answers 404 with the site's 404.html, or plain text when the
// site has none.
func (h *handler) notFoundIn(w http.ResponseWriter, r *http.Request, root *os.Root) {
	f, _ := openRegular(root, notFoundPage)
	if f == nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	hdr := w.Header()
	hdr.Set("Content-Type", contentTypes[".html"])
	hdr.Set("Cache-Control", cacheRevalidate)
	w.WriteHeader(http.StatusNotFound)
	if r.Method != http.MethodHead {
		_, _ = io.Copy(w, f)
	}
}
