// Package docskittest helps test docskit plugins without a whole build:
// an in-memory Output for PostBuild, in the spirit of net/http/httptest.
package docskittest

import (
	"fmt"
	"path"
	"strings"
	"sync"

	"docskit.dev/docskit"
	"docskit.dev/docskit/internal/emit"
)

// Output is a docskit.Output that keeps what a plugin writes in memory.
// Its zero value is ready to use; it is safe for concurrent use.
type Output struct {
	mu    sync.Mutex
	files map[string][]byte
}

var _ docskit.Output = (*Output)(nil)

// WriteFile records data at the slash path rel. Like the build's output, it
// refuses a path outside the site and a path written twice.
func (o *Output) WriteFile(rel string, data []byte) error {
	clean := path.Clean(strings.TrimPrefix(rel, "/"))
	if clean == "." || strings.HasPrefix(clean, "..") {
		return fmt.Errorf("invalid output path %q", rel)
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.files == nil {
		o.files = map[string][]byte{}
	}
	if _, dup := o.files[clean]; dup {
		return fmt.Errorf("%s is written twice", clean)
	}
	o.files[clean] = append([]byte(nil), data...)
	return nil
}

// CopyTree records every file of the folder src on disk under prefix.
func (o *Output) CopyTree(src, prefix string) error {
	return emit.CopyTree(src, prefix, o.WriteFile)
}

// Exists reports whether rel has been written.
func (o *Output) Exists(rel string) bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	_, ok := o.files[path.Clean(strings.TrimPrefix(rel, "/"))]
	return ok
}

// File returns the content written at rel and whether it was written.
func (o *Output) File(rel string) ([]byte, bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	data, ok := o.files[path.Clean(strings.TrimPrefix(rel, "/"))]
	return data, ok
}

// Paths returns every path written, in no particular order.
func (o *Output) Paths() []string {
	o.mu.Lock()
	defer o.mu.Unlock()
	out := make([]string, 0, len(o.files))
	for p := range o.files {
		out = append(out, p)
	}
	return out
}
