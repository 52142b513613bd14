package search

import (
	"crypto/sha256"
	"embed"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"docskit.dev/docskit"
)

// Options configure the plugin. The zero value is ready to use.
type Options struct {
	// Files sizes the index files.
	Files FileOptions
	// Weight, if set, gives each page a factor for the scores of its
	// results (1 is neutral): release notes or archived pages, which mention
	// every feature in passing, can rank below the pages about the feature.
	Weight func(*docskit.Page) float64
	// NoOpenSearch leaves out opensearch.xml and the <link rel="search">
	// that lets browsers offer the site as a search engine.
	NoOpenSearch bool
	// Synonyms are groups of spellings of one thing that find each other
	// (see DefaultSynonyms, which every index gets unless
	// NoDefaultSynonyms): the site's own names, {"누리", "nuri"}.
	Synonyms [][]string
	// NoDefaultSynonyms leaves DefaultSynonyms out.
	NoDefaultSynonyms bool
	// Page, if set, is the route of a search page ("/search", where
	// Docusaurus's search themes put theirs): a field and the results of
	// its query, ranked as the dialog ranks them, read from ?q= and kept in
	// the address as one types. Its component is in the client entry of
	// the site that has it (a small one); the scorer and the index are
	// loaded by the page, as the dialog loads them.
	Page string
}

// Plugin is the search plugin: it writes the index files (and an OpenSearch
// description) after the build and adds the search button and dialog to the
// navbar.
type Plugin struct {
	opts Options
	syn  *Synonyms
	err  error // a bad synonym table, reported by Validate and every build
	// pages caches each page's sections and term ids by the page's
	// content, so a dev-server rebuild tokenizes only the pages that
	// changed; dict numbers their terms.
	mu    sync.Mutex
	pages map[string]*pageIndex
	dict  *dictionary
}

type pageIndex struct {
	key      [32]byte
	sections []Section
	fields   [][4][]uint32
}

// New returns the search plugin.
func New(opts Options) *Plugin {
	p := &Plugin{opts: opts, pages: map[string]*pageIndex{}, dict: newDictionary()}
	var groups [][]string
	if !opts.NoDefaultSynonyms {
		groups = append(groups, DefaultSynonyms...)
	}
	p.syn, p.err = NewSynonyms(append(groups, opts.Synonyms...))
	return p
}

// Name implements docskit.Plugin.
func (p *Plugin) Name() string { return "search" }

//go:embed client
var client embed.FS

// ClientModules adds the navbar's search button (client/index.tsx); the
// dialog and the scorer are a chunk of their own, loaded when search is
// first opened.
func (p *Plugin) ClientModules() []docskit.ClientModule {
	return []docskit.ClientModule{{FS: client, Entry: "client/index.tsx"}}
}

// Validate reports a bad synonym table (Options.Synonyms) or page route.
func (p *Plugin) Validate() error {
	if r := p.opts.Page; r != "" && (!strings.HasPrefix(r, "/") || r == "/" || strings.HasSuffix(r, "/") || strings.ContainsAny(r, "?#")) {
		return fmt.Errorf("search: Options.Page %q must be a route such as \"/search\"", r)
	}
	return p.err
}

// Load adds the search page (Options.Page): its title, then the
// SearchPage component. It is kept out of the sitemap and of the index.
func (p *Plugin) Load(ctx *docskit.Context) ([]*docskit.Page, error) {
	if p.opts.Page == "" {
		return nil, nil
	}
	title := ctx.Config.Text("theme.SearchPage.emptyResultsTitle")
	return []*docskit.Page{{
		Route: p.opts.Page, Kind: docskit.KindMDXPage, Title: title, NoIndex: true, HideTOC: true,
		Body:  []byte("# " + title + "\n\n<SearchPage />\n"),
		Extra: map[string]any{"searchPage": true},
	}}, nil
}

// Components gives the search page its component, when there is a page.
func (p *Plugin) Components() []docskit.Component {
	if p.opts.Page == "" {
		return nil
	}
	return []docskit.Component{{Name: "SearchPage", Module: docskit.ClientModule{FS: client, Entry: "client/page.tsx"}}}
}

// searchable reports whether pg is in the index: published doc pages, of
// the last version of docs that have several (a search should find each
// doc once, as it is now; older versions are reached from the doc's
// version menu).
func searchable(pg *docskit.Page) bool {
	return pg.Kind == docskit.KindDoc && !pg.NoIndex && (pg.Version == nil || pg.Version.IsLast)
}

// sortedPages returns the searchable pages of s in route order.
func sortedPages(s *docskit.Site) []*docskit.Page {
	pages := make([]*docskit.Page, 0, len(s.Pages))
	for _, pg := range s.Pages {
		if searchable(pg) {
			pages = append(pages, pg)
		}
	}
	sort.SliceStable(pages, func(i, j int) bool { return pages[i].Route < pages[j].Route })
	return pages
}

// SiteSections returns the searchable sections of every published doc page
// (not NoIndex), pages in route order.
func SiteSections(s *docskit.Site) []Section {
	var out []Section
	for _, pg := range sortedPages(s) {
		out = append(out, PageSections(pg)...)
	}
	return out
}

// sectionsKey identifies a page's sections, which are what its tokens
// are made from. It is taken from the sections themselves rather than
// from the page's source, so that text a page gets from elsewhere (an MDX
// partial it includes) counts too.
func sectionsKey(secs []Section) [32]byte {
	h := sha256.New()
	for _, sec := range secs {
		for _, f := range [...]string{sec.Route, sec.PageTitle, sec.Heading, sec.Anchor, strconv.Itoa(sec.Level), sec.Description, sec.Text} {
			io.WriteString(h, f)
			h.Write([]byte{0})
		}
	}
	var k [32]byte
	h.Sum(k[:0])
	return k
}

// index builds the site's index, tokenizing the pages not in the cache on
// all cores, and keeps the cache to the pages of this build.
func (p *Plugin) index(s *docskit.Site) (ix *Index, fresh int, err error) {
	if p.err != nil {
		return nil, 0, p.err
	}
	pages := sortedPages(s)
	parts := make([]*pageIndex, len(pages))
	p.mu.Lock()
	defer p.mu.Unlock()
	secs := make([][]Section, len(pages))
	keys := make([][32]byte, len(pages))
	forEach(len(pages), func(_, i int) {
		secs[i] = PageSections(pages[i])
		keys[i] = sectionsKey(secs[i])
	})
	var todo []int
	for i, pg := range pages {
		if c := p.pages[pg.Route]; c != nil && c.key == keys[i] {
			parts[i] = c
			continue
		}
		parts[i] = &pageIndex{key: keys[i], sections: secs[i]}
		todo = append(todo, i)
	}
	// Each goroutine numbers terms in a dictionary of its own; its ids are
	// then renumbered into the plugin's.
	dicts := make([]*dictionary, workers(len(todo)))
	tzs := make([]*termizer, len(dicts))
	did := make([][]int, len(dicts)) // the pages each one tokenized
	forEach(len(todo), func(w, k int) {
		if tzs[w] == nil {
			dicts[w] = newDictionary()
			tzs[w] = newTermizer(p.syn, dicts[w])
		}
		i := todo[k]
		did[w] = append(did[w], i)
		secs := parts[i].sections
		parts[i].fields = make([][4][]uint32, len(secs))
		for j := range secs {
			parts[i].fields[j] = sectionTerms(tzs[w], &secs[j])
		}
	})
	for w, d := range dicts {
		if d == nil {
			continue
		}
		ids := make([]uint32, len(d.terms))
		for k, t := range d.terms {
			ids[k] = p.dict.id(t)
		}
		for _, i := range did[w] {
			for _, f := range parts[i].fields {
				for _, l := range f {
					for k, id := range l {
						l[k] = ids[id]
					}
				}
			}
		}
	}
	ix = &Index{terms: p.dict.terms}
	p.pages = make(map[string]*pageIndex, len(pages))
	for i, pg := range pages {
		p.pages[pg.Route] = parts[i]
		w := 1.0
		if p.opts.Weight != nil {
			w = p.opts.Weight(pg)
			if math.IsNaN(w) || math.IsInf(w, 0) || w < 0 {
				return nil, 0, fmt.Errorf("search: Options.Weight gave %v for %s (%s); want a number ≥ 0 (1 is neutral)", w, pg.Route, pg.Source)
			}
		}
		for j := range parts[i].sections {
			parts[i].sections[j].Weight = w
		}
		ix.Sections = append(ix.Sections, parts[i].sections...)
		ix.fields = append(ix.fields, parts[i].fields...)
	}
	p.forgetOldTerms(ix)
	return ix, len(todo), nil
}

// forgetOldTerms starts the cache again, so that the next build tokenizes
// every page, when the dictionary's terms of earlier builds outnumber those
// of this one by more than 65,536 (a dev server's edits add terms and
// remove none).
func (p *Plugin) forgetOldTerms(ix *Index) {
	used := make([]bool, len(p.dict.terms))
	n := 0
	for _, f := range ix.fields {
		for _, l := range f {
			for _, id := range l {
				if !used[id] {
					used[id] = true
					n++
				}
			}
		}
	}
	if len(p.dict.terms) > 2*n+1<<16 {
		p.pages, p.dict = map[string]*pageIndex{}, newDictionary()
	}
}

// PostBuild writes the index files (see Files).
func (p *Plugin) PostBuild(ctx *docskit.Context, s *docskit.Site, out docskit.Output) error {
	start := time.Now()
	ix, fresh, err := p.index(s)
	if err != nil {
		return err
	}
	fopts := p.opts.Files
	fopts.PageURL = ctx.Config.URLs().Page
	files, err := Files(ix, fopts)
	if err != nil {
		return err
	}
	names := make([]string, 0, len(files))
	total := 0
	for name, data := range files {
		names = append(names, name)
		total += len(data)
	}
	sort.Strings(names)
	// On all cores: most of the time of writing many small files is the
	// system's, and the build's outputs take writes from several goroutines.
	errs := make([]error, len(names))
	forEach(len(names), func(_, i int) { errs[i] = out.WriteFile(names[i], files[names[i]]) })
	for _, err := range errs {
		if err != nil {
			return err // the first: the others likely say the same
		}
	}
	if !p.opts.NoOpenSearch {
		if err := out.WriteFile(OpenSearchPath, openSearchXML(ctx.Config)); err != nil {
			return err
		}
	}
	ctx.Logf("index    %d sections (%d pages tokenized), %d files, %d KB (%s)", len(ix.Sections), fresh, len(files), total/1024, time.Since(start).Round(time.Millisecond))
	return nil
}

var (
	_ docskit.Validator            = (*Plugin)(nil)
	_ docskit.PostBuilder          = (*Plugin)(nil)
	_ docskit.ClientModuleProvider = (*Plugin)(nil)
	_ docskit.TagInjector          = (*Plugin)(nil)
	_ docskit.Loader               = (*Plugin)(nil)
	_ docskit.ComponentProvider    = (*Plugin)(nil)
)
