package search

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"unicode/utf8"
)

// The index as static files. The browser first loads the manifest (pages,
// sections, the names of the other files); for a query it then loads only the
// term buckets its tokens fall in, and for the results shown the text shards
// holding their sections (for the context lines). Every file but the
// manifest has its content hash in its name, under assets/, so it can be
// cached for good; the manifest's URL is fixed and revalidated.
//
// manifest (ManifestPath):
//
//	{"v": 2,
//	 "pages": [[url, title], …],              // the page's URL (FileOptions.PageURL)
//	 "pageWeight": [weight of each page, …],  // only when a page's weight is not 1
//	 "sectionPage": [page index of each section, …],
//	 "sectionAnchor": [anchor, …],            // "" for a page's lead section
//	 "sectionHeading": [heading, …],
//	 "terms": [file of bucket 0, file of bucket 1, …],
//	 "texts": [file of shard 0, …],
//	 "textStart": [first section of shard 0, …]}
//
// term bucket (a term t is in bucket firstCodePoint(t) % len(terms)):
//
//	{"t": [term, …],                          // sorted by UTF-8 bytes
//	 "title": [[page, …], …],                 // pages whose title has the term, delta-coded
//	 "sec": [[section<<3 | mask, …], …]}      // mask 1: in the heading, 2: in the text,
//	                                          // 4: in the page description (lead sections); delta-coded
//
// text shard: [section text, …] for sections textStart[i] up to textStart[i+1].
//
// File names in the manifest are relative to the site's base URL.

// ManifestPath is where the index manifest is written, relative to the site root.
const ManifestPath = "search/index.json"

// FormatVersion is the manifest's "v".
const FormatVersion = 2

type manifest struct {
	V              int         `json:"v"`
	Pages          [][2]string `json:"pages"`
	PageWeight     []float64   `json:"pageWeight,omitempty"`
	SectionPage    []int       `json:"sectionPage"`
	SectionAnchor  []string    `json:"sectionAnchor"`
	SectionHeading []string    `json:"sectionHeading"`
	Terms          []string    `json:"terms"`
	Texts          []string    `json:"texts"`
	TextStart      []int       `json:"textStart"`
}

type bucket struct {
	Terms []string `json:"t"`
	Title [][]int  `json:"title"`
	Sec   [][]int  `json:"sec"`
}

const (
	maskHeading     = 1
	maskText        = 2
	maskDescription = 4
	maskBits        = 3
)

// FileOptions size the index files.
type FileOptions struct {
	// Buckets is the number of term files (default 256). More buckets make
	// each query's download smaller and the number of files larger.
	Buckets int
	// TextShardBytes is the size a text shard grows to before the next one
	// starts (default 6 KiB of UTF-8).
	TextShardBytes int
	// PageURL is the URL the manifest gives a page's route, which result
	// links use (PostBuild sets docskit.URLs.Page: the base URL and trailing
	// slash); nil keeps the route.
	PageURL func(route string) string
}

func (o FileOptions) withDefaults() FileOptions {
	if o.Buckets <= 0 {
		o.Buckets = 256
	}
	if o.TextShardBytes <= 0 {
		o.TextShardBytes = 6 << 10
	}
	return o
}

// bucketOf is the bucket of term t among n.
func bucketOf(t string, n int) int {
	r, _ := utf8.DecodeRuneInString(t)
	return int(r) % n
}

// Files encodes ix as the static files of the format above: a map from path
// (relative to the site root) to content. The manifest is at ManifestPath.
func Files(ix *Index, opts FileOptions) (map[string][]byte, error) {
	opts = opts.withDefaults()
	m := manifest{V: FormatVersion}
	pageOf := map[string]int{}
	for _, s := range ix.Sections {
		p, ok := pageOf[s.Route]
		if !ok {
			p = len(m.Pages)
			pageOf[s.Route] = p
			url := s.Route
			if opts.PageURL != nil {
				url = opts.PageURL(s.Route)
			}
			m.Pages = append(m.Pages, [2]string{url, s.PageTitle})
			m.PageWeight = append(m.PageWeight, cmp.Or(s.Weight, 1))
		}
		m.SectionPage = append(m.SectionPage, p)
		m.SectionAnchor = append(m.SectionAnchor, s.Anchor)
		m.SectionHeading = append(m.SectionHeading, s.Heading)
	}

	if !slices.ContainsFunc(m.PageWeight, func(w float64) bool { return w != 1 }) {
		m.PageWeight = nil
	}

	// Postings per term.
	type posting struct{ title, sec []int }
	post := map[string]*posting{}
	get := func(t string) *posting {
		p := post[t]
		if p == nil {
			p = &posting{}
			post[t] = p
		}
		return p
	}
	titleDone := make([]bool, len(m.Pages))
	for i, f := range ix.fields {
		if pg := m.SectionPage[i]; !titleDone[pg] {
			titleDone[pg] = true
			for _, t := range f[fieldTitle] {
				p := get(t)
				p.title = append(p.title, pg)
			}
		}
		// Sections come in order, so a term's entry for section i, if any, is its last.
		mark := func(t string, mask int) {
			p := get(t)
			if n := len(p.sec); n > 0 && p.sec[n-1]>>maskBits == i {
				p.sec[n-1] |= mask
				return
			}
			p.sec = append(p.sec, i<<maskBits|mask)
		}
		for _, t := range f[fieldHeading] {
			mark(t, maskHeading)
		}
		for _, t := range f[fieldText] {
			mark(t, maskText)
		}
		for _, t := range f[fieldDescription] {
			mark(t, maskDescription)
		}
	}
	buckets := make([]bucket, opts.Buckets)
	terms := make([]string, 0, len(post))
	for t := range post {
		terms = append(terms, t)
	}
	slices.Sort(terms)
	for _, t := range terms {
		b := &buckets[bucketOf(t, opts.Buckets)]
		p := post[t]
		b.Terms = append(b.Terms, t)
		b.Title = append(b.Title, deltas(p.title))
		b.Sec = append(b.Sec, deltas(p.sec))
	}

	files := map[string][]byte{}
	// add names a file by its content and returns the name.
	add := func(prefix string, data []byte) string {
		sum := sha256.Sum256(data)
		name := fmt.Sprintf("assets/search/%s.%s.json", prefix, hex.EncodeToString(sum[:])[:10])
		files[name] = data
		return name
	}
	for i := range buckets {
		m.Terms = append(m.Terms, add(fmt.Sprintf("terms-%d", i), buckets[i].encode()))
	}
	var shard []string
	size := 0
	flush := func() error {
		if len(shard) == 0 {
			return nil
		}
		data, err := json.Marshal(shard)
		if err != nil {
			return err
		}
		m.Texts = append(m.Texts, add(fmt.Sprintf("text-%d", len(m.Texts)), data))
		shard, size = nil, 0
		return nil
	}
	for i, s := range ix.Sections {
		if len(shard) == 0 {
			m.TextStart = append(m.TextStart, i)
		}
		shard = append(shard, s.Text)
		size += len(s.Text)
		if size >= opts.TextShardBytes {
			if err := flush(); err != nil {
				return nil, err
			}
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	if m.Pages == nil {
		m.Pages, m.SectionPage, m.SectionAnchor, m.SectionHeading = [][2]string{}, []int{}, []string{}, []string{}
		m.Texts, m.TextStart = []string{}, []int{}
	}
	data, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	files[ManifestPath] = data
	return files, nil
}

// encode writes b as JSON, as json.Marshal would (empty lists as []), faster.
func (b *bucket) encode() []byte {
	terms, _ := json.Marshal(b.Terms)
	if b.Terms == nil {
		terms = []byte("[]")
	}
	out := make([]byte, 0, len(terms)*4)
	out = append(out, `{"t":`...)
	out = append(out, terms...)
	lists := func(key string, ls [][]int) {
		out = append(out, `,"`...)
		out = append(out, key...)
		out = append(out, `":[`...)
		for i, l := range ls {
			if i > 0 {
				out = append(out, ',')
			}
			out = append(out, '[')
			for j, x := range l {
				if j > 0 {
					out = append(out, ',')
				}
				out = strconv.AppendInt(out, int64(x), 10)
			}
			out = append(out, ']')
		}
		out = append(out, ']')
	}
	lists("title", b.Title)
	lists("sec", b.Sec)
	return append(out, '}')
}

// deltas sorts xs and replaces each number but the first by its difference
// from the one before.
func deltas(xs []int) []int {
	out := slices.Clone(xs)
	slices.Sort(out)
	for i := len(out) - 1; i > 0; i-- {
		out[i] -= out[i-1]
	}
	if out == nil {
		out = []int{}
	}
	return out
}

// ReadIndex reads the index files that the plugin wrote into a site's output
// (fsys is its root) back into an Index, for tests and tools that check what
// the files hold: the sections a search can find, the terms of each field.
// It ranks nothing; the browser's engine reads the same files to search.
func ReadIndex(fsys fs.FS) (*Index, error) {
	var m manifest
	if err := readJSON(fsys, ManifestPath, &m); err != nil {
		return nil, err
	}
	if m.V != FormatVersion {
		return nil, fmt.Errorf("%s: format version %d, want %d", ManifestPath, m.V, FormatVersion)
	}
	n := len(m.SectionPage)
	if len(m.SectionAnchor) != n || len(m.SectionHeading) != n || len(m.Texts) != len(m.TextStart) ||
		(m.PageWeight != nil && len(m.PageWeight) != len(m.Pages)) {
		return nil, fmt.Errorf("%s: section or text lists of different lengths", ManifestPath)
	}
	ix := &Index{Sections: make([]Section, n), fields: make([][4]termSet, n)}
	sectionsOf := make([][]int, len(m.Pages))
	for i, pg := range m.SectionPage {
		if pg < 0 || pg >= len(m.Pages) {
			return nil, fmt.Errorf("%s: section %d names page %d of %d", ManifestPath, i, pg, len(m.Pages))
		}
		sectionsOf[pg] = append(sectionsOf[pg], i)
		// Level is not in the files: the browser does not need it.
		ix.Sections[i] = Section{Route: m.Pages[pg][0], PageTitle: m.Pages[pg][1], Anchor: m.SectionAnchor[i], Heading: m.SectionHeading[i]}
		if m.PageWeight != nil {
			ix.Sections[i].Weight = m.PageWeight[pg]
		}
	}
	for si, name := range m.Texts {
		var texts []string
		if err := readJSON(fsys, name, &texts); err != nil {
			return nil, err
		}
		for j, t := range texts {
			if k := m.TextStart[si] + j; k < n {
				ix.Sections[k].Text = t
			}
		}
	}
	for bi, name := range m.Terms {
		var b bucket
		if err := readJSON(fsys, name, &b); err != nil {
			return nil, err
		}
		if len(b.Title) != len(b.Terms) || len(b.Sec) != len(b.Terms) {
			return nil, fmt.Errorf("%s: posting lists of different lengths", name)
		}
		for i, t := range b.Terms {
			if bucketOf(t, len(m.Terms)) != bi {
				return nil, fmt.Errorf("%s: term %q belongs in bucket %d", name, t, bucketOf(t, len(m.Terms)))
			}
			pg := 0
			for _, d := range b.Title[i] {
				pg += d
				if pg < 0 || pg >= len(sectionsOf) {
					return nil, fmt.Errorf("%s: term %q names page %d", name, t, pg)
				}
				for _, s := range sectionsOf[pg] {
					ix.fields[s][fieldTitle] = append(ix.fields[s][fieldTitle], t)
				}
			}
			code := 0
			for _, d := range b.Sec[i] {
				code += d
				s := code >> maskBits
				if s < 0 || s >= n {
					return nil, fmt.Errorf("%s: term %q names section %d", name, t, s)
				}
				if code&maskHeading != 0 {
					ix.fields[s][fieldHeading] = append(ix.fields[s][fieldHeading], t)
				}
				if code&maskText != 0 {
					ix.fields[s][fieldText] = append(ix.fields[s][fieldText], t)
				}
				if code&maskDescription != 0 {
					ix.fields[s][fieldDescription] = append(ix.fields[s][fieldDescription], t)
				}
			}
		}
	}
	for i := range ix.fields {
		for f := range ix.fields[i] {
			slices.Sort(ix.fields[i][f])
			ix.fields[i][f] = slices.Compact(ix.fields[i][f])
		}
	}
	return ix, nil
}

func readJSON(fsys fs.FS, name string, v any) error {
	data, err := fs.ReadFile(fsys, path.Clean(name))
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}
