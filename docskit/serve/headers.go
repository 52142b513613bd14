package serve

import (
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// metadataFile is the build metadata a docskit build writes at the root of
// its output. Its "headers" object holds the security headers of that build,
// among them the Content-Security-Policy with the hashes of the site's inline
// scripts.
const metadataFile = "docskit.json"

// maxMetadataBytes bounds how much of docskit.json is read.
const maxMetadataBytes = 1 << 20

// reservedHeaders are computed per response by the handler (or belong to
// the connection); docskit.json cannot set them.
var reservedHeaders = map[string]bool{
	"Allow": true, "Cache-Control": true, "Connection": true, "Content-Encoding": true,
	"Content-Length": true, "Content-Range": true, "Content-Type": true, "Date": true, "Etag": true,
	"Last-Modified": true, "Location": true, "Transfer-Encoding": true, "Vary": true,
}

// siteHeaders caches the headers of the site folder's docskit.json. The
// file is stat'ed on every request and read again when its size or
// modification time changes, so a rebuild (new script hashes) is picked up
// without a restart.
type siteHeaders struct {
	mu      sync.Mutex
	mtime   int64
	size    int64
	known   bool
	headers http.Header
}

// get returns the headers of root's docskit.json: none when the file is
// missing, unreadable or has no "headers" object.
func (s *siteHeaders) get(root *os.Root) http.Header {
	fi, err := root.Stat(metadataFile)
	if err != nil || !fi.Mode().IsRegular() {
		return nil
	}
	mtime, size := fi.ModTime().UnixNano(), fi.Size()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.known && s.mtime == mtime && s.size == size {
		return s.headers
	}
	s.known, s.mtime, s.size, s.headers = true, mtime, size, readHeaders(root)
	return s.headers
}

func readHeaders(root *os.Root) http.Header {
	f, err := root.Open(metadataFile)
	if err != nil {
		return nil
	}
	defer f.Close()
	var meta struct {
		Headers map[string]string `json:"headers"`
	}
	if err := json.NewDecoder(io.LimitReader(f, maxMetadataBytes)).Decode(&meta); err != nil {
		return nil
	}
	h := http.Header{}
	for k, v := range meta.Headers {
		k = http.CanonicalHeaderKey(strings.TrimSpace(k))
		if !validHeaderName(k) || reservedHeaders[k] || strings.ContainsAny(v, "\r\n\x00") {
			continue
		}
		h.Set(k, v)
	}
	return h
}

// validHeaderName reports whether k is an HTTP token (RFC 9110, 5.6.2).
func validHeaderName(k string) bool {
	if k == "" {
		return false
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if c <= ' ' || c >= 0x7f || strings.IndexByte(`"(),/:;<=>?@[\]{}`, c) >= 0 {
			return false
		}
	}
	return true
}

// BuildPaths reads where the build in dir is meant to be served, from its
// docskit.json: its base URL ("/" when it has none: the builder writes
// "baseUrl" only for another one) and whether page URLs end with a slash
// ("trailingSlash"). A missing or unreadable file gives "/" and false: a
// folder that is not a docskit build is served at the root.
func BuildPaths(dir string) (basePath string, trailingSlash bool) {
	f, err := os.Open(filepath.Join(dir, metadataFile))
	if err != nil {
		return "/", false
	}
	defer f.Close()
	var meta struct {
		BaseURL       string `json:"baseUrl"`
		TrailingSlash bool   `json:"trailingSlash"`
	}
	if json.NewDecoder(io.LimitReader(f, maxMetadataBytes)).Decode(&meta) != nil || meta.BaseURL == "" {
		return "/", meta.TrailingSlash
	}
	return meta.BaseURL, meta.TrailingSlash
}
