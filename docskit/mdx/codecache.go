package mdx

import (
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"docskit.dev/docskit/internal/highlight"
)

// CodeCache shares the highlighting of identical code blocks among the
// pages parsed with it (Options.Code): highlighting is most of the time a
// page takes to parse, and the versions of versioned docs repeat most of
// their code (jest's 2,400 blocks are 1,400 different ones). A builder
// makes one per build, so that what it holds goes with the build. Safe
// for concurrent use; the zero value is ready.
type CodeCache struct {
	m sync.Map // key → string (the HTML)
	// size is the bytes m holds; past codeCacheMax it starts again empty,
	// so that a site of a hundred thousand pages, most of whose blocks
	// differ, does not hold all of their HTML.
	size atomic.Int64
}

const codeCacheMax = 64 << 20

// highlight is highlight.Code, answered from c when the same code was
// highlighted with the same options before. A nil c highlights.
func (c *CodeCache) highlight(code string, opts highlight.Options) (string, error) {
	if c == nil {
		return highlight.Code(code, opts)
	}
	key := cacheKey(code, opts)
	if v, ok := c.m.Load(key); ok {
		return v.(string), nil
	}
	out, err := highlight.Code(code, opts)
	if err == nil {
		if c.size.Add(int64(len(key)+len(out))) > codeCacheMax {
			c.m.Clear()
			c.size.Store(0)
		}
		c.m.Store(key, out)
	}
	return out, err
}

// cacheKey is the language, the options and the code: what the output
// of highlight.Code depends on.
func cacheKey(code string, opts highlight.Options) string {
	var b strings.Builder
	b.Grow(len(opts.Lang) + len(code) + 16)
	b.WriteString(opts.Lang)
	if opts.ShowLineNumbers {
		b.WriteString(" n")
	}
	lines := make([]int, 0, len(opts.HighlightLines))
	for l, on := range opts.HighlightLines {
		if on {
			lines = append(lines, l)
		}
	}
	sort.Ints(lines)
	for _, l := range lines {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(l))
	}
	b.WriteByte(0)
	b.WriteString(code)
	return b.String()
}
