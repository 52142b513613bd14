package docskit

import (
	"hash"
	"sync"

	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/internal/bundle"
	"docskit.dev/docskit/internal/emit"
	"docskit.dev/docskit/internal/ssr"
	"docskit.dev/docskit/mdx"
)

// bundled is the client and server bundle of a build and the Node.js
// renderer running the server bundle.
type bundled struct {
	res *bundle.Result
	r   *ssr.Renderer
	err error
	// mods are the page modules bundled, and markdown the Markdown files
	// their code imports (markdownModule): a dev build with the same
	// modules, none of those files changed, reuses the bundle.
	mods     []bundle.PageModule
	markdown map[string]bool
}

// buildCache is what a Builder keeps from one build to the next. The
// pipeline asks it at fixed points and never asks which one it has: a
// production builder keeps nothing (noCache), the dev server's builder
// (WithDev) keeps a devCache (dev.go) so that Rebuild does only the work a
// change needs. Builds never overlap, so it needs no lock of its own, but
// parse and encode are called from several goroutines at once.
type buildCache interface {
	// begin starts a build with its plan.
	begin(pl *plan)
	// reusableBundle returns an earlier build's bundle and renderer, when
	// this build may use them.
	reusableBundle(pl *plan) (bundled, bool)
	// releaseBundle is told what became of the bundle this build used:
	// reused (from reusableBundle), or the renderer exited.
	releaseBundle(b bundled, reused, exited bool)
	// parse returns p's document: an earlier build's when nothing it
	// depends on changed, or what parse(resolve, read) gives; fresh says
	// which. read reads the partials the body includes.
	parse(p *Page, resolve func(string) string, read readFile, parse func(func(string) string, readFile) (*mdx.Doc, diag.List)) (doc *mdx.Doc, ds diag.List, fresh bool)
	// spooled is called for each page once parsed (and its body spooled
	// when the build spools it, spool.go).
	spooled(p *Page, doc *mdx.Doc)
	// parsedAll is called once every page is parsed.
	parsedAll()
	// encode returns the JSON of a page's data.
	encode(data *PageData, doc *mdx.Doc) ([]byte, error)
	// current reports whether the page's HTML and data already in out
	// (or in the previous output) are what key (renderKey: its data,
	// sidebar, tags and the bundle) renders to, and keeps them; files are
	// the page's HTML and data files (URLs.HTMLFile, URLs.DataFile). key is
	// a function of the hash to use, computed only by a cache that keeps pages.
	current(out *emit.Dir, p *Page, files [2]string, key func(hash.Hash64) uint64) bool
	// keepStatic reports whether the static files of the previous output
	// can stay as they are, and keeps them.
	keepStatic(out *emit.Dir, pl *plan) bool
	// copiedStatic records a static file copied by this build.
	copiedStatic(rel string)
	// committed records what a successful build left in out.
	committed(out *emit.Dir)
	// close stops what the cache holds (a renderer).
	close()
}

// noCache is a production build's cache: nothing is kept, everything is
// done anew, and the renderer stops with the build.
type noCache struct{}

func (noCache) begin(*plan)                                    {}
func (noCache) reusableBundle(*plan) (bundled, bool)           { return bundled{}, false }
func (noCache) parsedAll()                                     {}
func (noCache) spooled(*Page, *mdx.Doc)                        {}
func (noCache) keepStatic(*emit.Dir, *plan) bool               { return false }
func (noCache) copiedStatic(string)                            {}
func (noCache) committed(*emit.Dir)                            {}
func (noCache) close()                                         {}
func (noCache) encode(d *PageData, _ *mdx.Doc) ([]byte, error) { return emit.MarshalPlain(d) }

func (noCache) releaseBundle(b bundled, _, _ bool) {
	if b.r != nil {
		_ = b.r.Close()
	}
}

func (noCache) parse(_ *Page, resolve func(string) string, read readFile, parse func(func(string) string, readFile) (*mdx.Doc, diag.List)) (*mdx.Doc, diag.List, bool) {
	doc, ds := parse(resolve, read)
	return doc, ds, true
}

func (noCache) current(*emit.Dir, *Page, [2]string, func(hash.Hash64) uint64) bool {
	return false
}

// parseRecorded runs parse with resolve and read wrapped to record what
// they answered: the link destinations with the routes they resolved to,
// and each partial read with sum of what was read. A cached document stays
// valid while every answer is the same.
func parseRecorded(resolve func(string) string, read readFile, sum func([]byte, error) uint64, parse func(func(string) string, readFile) (*mdx.Doc, diag.List)) (doc *mdx.Doc, ds diag.List, links map[string]string, partials map[string]uint64) {
	var mu sync.Mutex
	links = map[string]string{}
	record := func(dest string) string {
		r := resolve(dest)
		mu.Lock()
		links[dest] = r
		mu.Unlock()
		return r
	}
	// A body is parsed on one goroutine: its partials are read in turn.
	partials = map[string]uint64{}
	readRecorded := func(name string) ([]byte, error) {
		src, err := read(name)
		partials[name] = sum(src, err)
		return src, err
	}
	doc, ds = parse(record, readRecorded)
	return doc, ds, links, partials
}
