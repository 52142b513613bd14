package serve

import (
	"bytes"
	"compress/gzip"
	"container/list"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"sync"
)

const (
	// gzipCacheBytes bounds the compressed bytes kept in memory per handler.
	gzipCacheBytes = 64 << 20
	// minGzipSize: smaller files are not worth compressing on the fly.
	minGzipSize = 512
	// maxGzipSize: larger files are served uncompressed (unless a
	// precompressed .gz sibling exists) rather than compressed in memory.
	maxGzipSize = 16 << 20
)

// compressibleExts are the text formats worth gzipping.
var compressibleExts = map[string]bool{
	".html": true, ".htm": true, ".js": true, ".mjs": true, ".css": true,
	".json": true, ".map": true, ".webmanifest": true, ".xml": true,
	".txt": true, ".svg": true, ".md": true,
}

func compressible(name string) bool {
	return compressibleExts[strings.ToLower(path.Ext(name))]
}

// acceptsGzip reports whether the request's Accept-Encoding allows gzip
// (explicitly or through "*") with a non-zero quality.
func acceptsGzip(r *http.Request) bool {
	gzipQ, starQ := -1.0, -1.0
	for _, v := range r.Header.Values("Accept-Encoding") {
		for part := range strings.SplitSeq(v, ",") {
			coding, params, _ := strings.Cut(part, ";")
			coding = strings.ToLower(strings.TrimSpace(coding))
			switch coding {
			case "gzip", "x-gzip":
				gzipQ = quality(params)
			case "*":
				starQ = quality(params)
			}
		}
	}
	if gzipQ >= 0 {
		return gzipQ > 0
	}
	return starQ > 0
}

// quality parses the q parameter of an Accept-Encoding entry; 1 when absent,
// 0 when malformed.
func quality(params string) float64 {
	for p := range strings.SplitSeq(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
			q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil || q < 0 {
				return 0
			}
			return q
		}
	}
	return 1
}

// serveGzip answers with a gzip-encoded body and reports whether it did.
// It prefers compressed bytes from the cache, then a precompressed "name.gz"
// sibling (unless it is older than the original), then compresses f.
// Range headers are ignored for compressed responses.
func (h *handler) serveGzip(w http.ResponseWriter, r *http.Request, root *os.Root, name string, f *os.File, fi fs.FileInfo) bool {
	// Bytes this handler compressed for this version of the file come
	// first: they exist only when there was no usable sibling, and they
	// spare the sibling lookup (a path walk in the root) on every request.
	key := gzipKey{name: name, mtime: fi.ModTime().UnixNano(), size: fi.Size()}
	if data, ok := h.gzCache.get(key); ok {
		setGzipHeaders(w, etag(fi, "-gz"))
		http.ServeContent(w, withoutRange(r), "", fi.ModTime(), bytes.NewReader(data))
		return true
	}
	if gz, gfi := openRegular(root, name+".gz"); gz != nil {
		defer gz.Close()
		if !gfi.ModTime().Before(fi.ModTime()) {
			setGzipHeaders(w, etag(gfi, "-gz"))
			http.ServeContent(w, withoutRange(r), "", gfi.ModTime(), gz)
			return true
		}
	}
	if fi.Size() < minGzipSize || fi.Size() > maxGzipSize {
		return false
	}
	data, err := gzipBytes(f, fi.Size())
	if err != nil {
		return false // ServeContent seeks f back to the start itself
	}
	h.gzCache.put(key, data)
	setGzipHeaders(w, etag(fi, "-gz"))
	http.ServeContent(w, withoutRange(r), "", fi.ModTime(), bytes.NewReader(data))
	return true
}

func setGzipHeaders(w http.ResponseWriter, etag string) {
	w.Header().Set("Content-Encoding", "gzip")
	w.Header().Set("ETag", etag)
}

// withoutRange returns r, or a copy of r without its Range header.
func withoutRange(r *http.Request) *http.Request {
	if r.Header.Get("Range") == "" {
		return r
	}
	r2 := r.Clone(r.Context())
	r2.Header.Del("Range")
	return r2
}

func gzipBytes(src io.Reader, size int64) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(int(size / 3))
	zw := gzip.NewWriter(&buf)
	if _, err := io.Copy(zw, src); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// gzipKey identifies one version of a file: a changed mtime or size means
// the cached bytes are stale.
type gzipKey struct {
	name  string
	mtime int64
	size  int64
}

type gzipEntry struct {
	key  gzipKey
	data []byte
}

// gzipCache is a size-bounded LRU of compressed file bodies, holding at
// most one version per file name.
type gzipCache struct {
	mu     sync.Mutex
	max    int
	used   int
	lru    *list.List // of *gzipEntry, most recently used first
	byName map[string]*list.Element
}

func newGzipCache(maxBytes int) *gzipCache {
	return &gzipCache{max: maxBytes, lru: list.New(), byName: map[string]*list.Element{}}
}

func (c *gzipCache) get(key gzipKey) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.byName[key.name]
	if !ok {
		return nil, false
	}
	e := el.Value.(*gzipEntry)
	if e.key != key {
		c.remove(el)
		return nil, false
	}
	c.lru.MoveToFront(el)
	return e.data, true
}

func (c *gzipCache) put(key gzipKey, data []byte) {
	if len(data) > c.max {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.byName[key.name]; ok {
		c.remove(el)
	}
	c.byName[key.name] = c.lru.PushFront(&gzipEntry{key: key, data: data})
	c.used += len(data)
	for c.used > c.max {
		c.remove(c.lru.Back())
	}
}

func (c *gzipCache) remove(el *list.Element) {
	e := c.lru.Remove(el).(*gzipEntry)
	delete(c.byName, e.key.name)
	c.used -= len(e.data)
}

// stats reports the number of cached entries and their total size.
func (c *gzipCache) stats() (entries, size int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lru.Len(), c.used
}
