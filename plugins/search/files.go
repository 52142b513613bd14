package search

import (
	"cmp"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The index as static files. The browser first loads the manifest (counts,
// the shape of the term files); for a query it then loads only the term
// files its tokens fall in, then the title files of the results it shows,
// and for those results the text shards holding their sections (for the
// context lines). Every file but the manifest is in a folder named by the
// content hash of all of them, under assets/, so it can be cached for good;
// the manifest's URL is fixed and revalidated.
//
// manifest (ManifestPath):
//
//	{"v": 5,
//	 "dir": "assets/search/<hash>",            // the other files, relative to the base URL
//	 "pageSections": [sections of each page, …], // a page's sections follow each other; its first is its lead
//	 "leads": [section, …],                    // only if the lead sections are not the pages' first ones
//	 "pageWeight": [weight of each page, …],   // only when a page's weight is not 1
//	 "buckets": n,                             // term files t0 … t(n-1)
//	 "split": "0 토\n1큰 2 1\n…",               // split prefixes (below) with k child files, o own files
//	 "metaPages": p,                           // pages per title file
//	 "meta": {title file 0},                   // when the site has one title file, inline
//	 "textSections": s}                        // sections per text shard
//
// Term files. A term's file is found by its folded form (each Hangul
// syllable without its final consonant, so that 토크, 토큰 and 토클 fold
// alike and the syllable being typed, 토크 → 토큰, stays in one file): a
// term whose first folded character is not a split prefix is in bucket
// t<firstFolded % n>. A frequent character is split: its terms go by their
// next folded character into the prefix's k child files
// n<prefix>-<next % k>, and so on down, as long as a prefix's terms
// outgrow half of FileOptions.SplitBytes (one frequent term too gets files
// of its own). The terms whose folded form is the split prefix itself are
// in its o own files n<prefix>~<j>, j by the term's last character (its
// final consonant for a syllable: see ownFile); prefix is written as
// hexadecimal code points joined by "_". Those files also hold, for every
// word start r that folds to the prefix, the postings of "any term that
// starts with r" as the term "\x01"+r, and for an r ending in a syllable
// without a final consonant those of "any term that starts with r, its last
// syllable with any final" as "\x02"+r (each left out where the browser's
// fallback, "\x01"+r or r itself, has the same postings), so that a query
// word being typed (토, 토크) needs one file rather than all below it.
//
//	{"t": [term, …],                          // sorted by UTF-8 bytes
//	 "title": [[page, …], …],                 // pages whose title has the term, delta-coded
//	 "sec": [[section<<3 | mask, …]           // mask 1: in the heading, 2: in the text,
//	         | ["bitmap", code, …], …]}       // 4: in the page description (lead sections); delta-coded
//
// A frequent term's sections are a bitmap instead (base64, bit s%8 of byte
// s/8 for section s): the sections whose text has the term, followed by the
// delta-coded codes of its heading and description hits. Where a bitmap
// takes bitmapApart bytes or more (8,192 sections), a term file's bitmaps
// are in a file of their own beside it, <name>.bits.json, a JSON array of
// them in the order of their terms, and the term file has "#k" for the
// k-th instead: a query loads it only when its results may depend on the
// text hits (client/engine.ts: the first screen of a frequent word is
// usually decided by titles and headings, which the term file has).
//
// title file m<i> (pages i·p up to (i+1)·p):
//
//	{"pages": [[url, title], …], "anchors": [anchor of each of their sections, …], "headings": […]}
//
// text shard x<i>: [section text, …] for sections i·s up to (i+1)·s.
//
// File names in the manifest are relative to the site's base URL.

// ManifestPath is where the index manifest is written, relative to the site root.
const ManifestPath = "search/index.json"

// FormatVersion is the manifest's "v".
const FormatVersion = 5

type manifest struct {
	V            int        `json:"v"`
	Dir          string     `json:"dir"`
	PageSections []int      `json:"pageSections"`
	Leads        []int      `json:"leads,omitempty"`
	PageWeight   []float64  `json:"pageWeight,omitempty"`
	Buckets      int        `json:"buckets"`
	Split        splitTable `json:"split,omitempty"`
	MetaPages    int        `json:"metaPages"`
	Meta         *meta      `json:"meta,omitempty"`
	TextSections int        `json:"textSections"`
}

type meta struct {
	Pages    [][2]string `json:"pages"`
	Anchors  []string    `json:"anchors"`
	Headings []string    `json:"headings"`
}

// bucket is a term file: its terms and their pages and section codes,
// sorted (the file has them delta-coded, and frequent terms' sections as
// bitmaps: see encode).
type bucket struct {
	Terms []string
	Title [][]uint32
	Sec   [][]uint32
}

const (
	maskHeading     = 1
	maskText        = 2
	maskDescription = 4
	maskBits        = 3
)

// inlinePages is the number of pages up to which the titles are in the
// manifest (about 60 KB of JSON for the Nuri docs' 150 pages).
const inlinePages = 256

// unionPrefix starts the term that stands for "any term starting with"
// what follows; typedPrefix the one for "any term starting with what
// follows, its last syllable with or without a final consonant" (the
// syllable being typed: 토크 for 토큰 and 토클).
const (
	unionPrefix = "\x01"
	typedPrefix = "\x02"
)

// FileOptions size the index files.
type FileOptions struct {
	// Buckets is the number of term files before any split (default 256).
	Buckets int
	// SplitBytes is the size of a term file: past half of it, a prefix's
	// terms are split by their next character (default 16 KiB of JSON); a term file holding
	// one term (and its prefix postings) may still be larger.
	SplitBytes int
	// TextShardBytes is the average size of a text shard (default 6 KiB
	// of UTF-8).
	TextShardBytes int
	// MetaPages is the number of pages per title file (default 4: each
	// keystroke's results may need ten of them); unset, a site of at
	// most 256 pages has its titles in the manifest.
	MetaPages int
	// PageURL is the URL the manifest gives a page's route, which result
	// links use (PostBuild sets docskit.URLs.Page: the base URL and trailing
	// slash); nil keeps the route.
	PageURL func(route string) string
}

func (o FileOptions) withDefaults() FileOptions {
	if o.Buckets <= 0 {
		o.Buckets = 256
	}
	if o.SplitBytes <= 0 {
		o.SplitBytes = 16 << 10
	}
	if o.TextShardBytes <= 0 {
		o.TextShardBytes = 6 << 10
	}
	if o.MetaPages <= 0 {
		o.MetaPages = 4
	}
	return o
}

// fold is the character a term's file is chosen by: a Hangul syllable
// without its final consonant, any other character as it is.
func fold(r rune) rune {
	if r >= hangulBase && r < hangulBase+hangulCount {
		return hangulBase + (r-hangulBase)/28*28
	}
	return r
}

const (
	hangulBase  = 0xAC00
	hangulCount = 11172
)

// folded returns the folded characters of t.
func folded(t string) []rune {
	rs := []rune(t)
	for i, r := range rs {
		rs[i] = fold(r)
	}
	return rs
}

// splitTable is the split prefixes, each with its numbers of child files
// and own files. In the manifest it is one string, a line per prefix in
// UTF-8 order: the number of characters it shares with the line before,
// a space, the rest of the prefix, and unless both are 1, a space and the
// two numbers separated by a space ("0 토", "1큰 2 1" for 토큰). A prefix has
// no space or line break (no term has). Half the size of a JSON object, gzipped.
type splitTable map[string][2]int

func (t splitTable) MarshalJSON() ([]byte, error) {
	keys := slices.Sorted(maps.Keys(t))
	var b strings.Builder
	var prev []rune
	for i, k := range keys {
		rs := []rune(k)
		shared := 0
		for shared < len(rs) && shared < len(prev) && rs[shared] == prev[shared] {
			shared++
		}
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(strconv.Itoa(shared))
		b.WriteByte(' ')
		b.WriteString(string(rs[shared:]))
		if n := t[k]; n != [2]int{1, 1} {
			fmt.Fprintf(&b, " %d %d", n[0], n[1])
		}
		prev = rs
	}
	return json.Marshal(b.String())
}

func (t *splitTable) UnmarshalJSON(data []byte) error {
	var text string
	if err := json.Unmarshal(data, &text); err != nil {
		return err
	}
	*t = splitTable{}
	if text == "" {
		return nil
	}
	var prev []rune
	for _, line := range strings.Split(text, "\n") {
		f := strings.Split(line, " ")
		shared, err := strconv.Atoi(f[0])
		if err != nil || len(f) != 2 && len(f) != 4 || shared < 0 || shared > len(prev) || shared == 0 && f[1] == "" {
			return fmt.Errorf("split table: bad line %q", line)
		}
		n := [2]int{1, 1}
		if len(f) == 4 {
			k, err1 := strconv.Atoi(f[2])
			o, err2 := strconv.Atoi(f[3])
			if err1 != nil || err2 != nil {
				return fmt.Errorf("split table: bad line %q", line)
			}
			n = [2]int{k, o}
		}
		prev = append(prev[:shared:shared], []rune(f[1])...)
		(*t)[string(prev)] = n
	}
	return nil
}

// layout places terms in files: n top buckets and the split prefixes,
// each with its number of child files and of own files.
type layout struct {
	buckets int
	split   map[string][2]int
}

// prefixName is how a split prefix is written in file names.
func prefixName(p []rune) string {
	b := make([]byte, 0, len(p)*5)
	for i, r := range p {
		if i > 0 {
			b = append(b, '_')
		}
		b = strconv.AppendInt(b, int64(r), 16)
	}
	return string(b)
}

// fileOf returns the name (in the index folder, without ".json") of the
// file holding term t (or the union of unionPrefix+t or typedPrefix+t, for
// a t whose folded form is a split prefix).
func (l layout) fileOf(t string) string {
	f := folded(t)
	if len(f) == 0 {
		return "t0"
	}
	if _, ok := l.split[string(f[:1])]; !ok {
		return "t" + strconv.Itoa(int(f[0])%l.buckets)
	}
	k := 1
	for k < len(f) {
		if _, ok := l.split[string(f[:k+1])]; !ok {
			break
		}
		k++
	}
	if k == len(f) {
		last, _ := utf8.DecodeLastRuneInString(t)
		return "n" + prefixName(f) + "~" + strconv.Itoa(ownFile(last, l.split[string(f)][1]))
	}
	return "n" + prefixName(f[:k]) + "-" + strconv.Itoa(int(f[k])%l.split[string(f[:k])][0])
}

// ownFile is which of a split prefix's n own files holds the terms and
// unions ending in last: by its final consonant for a Hangul syllable (the
// starts of one prefix differ only there: 바, 박, 발, 방), else by the
// character.
func ownFile(last rune, n int) int {
	if isSyllable(last) {
		return int(last-hangulBase) % 28 % n
	}
	return int(last) % n
}

// ownFiles is the number of own files of a split prefix: the fewest (up
// to one per final consonant) whose largest, largest(k), is within limit,
// or else the fewest whose largest is the smallest. (The ends of two terms
// may share a file for any k below 28: 푸 and 품, whose finals are 0 and 16,
// share one for k = 2.)
func ownFiles(largest func(k int) int, limit int) int {
	best, bestSize := 1, largest(1)
	for k := 1; k <= 28 && bestSize > limit; k++ {
		if size := largest(k); size < bestSize {
			best, bestSize = k, size
		}
	}
	return best
}

// childFiles is the number of child files, from least up to 256, for
// terms of the given costs by next character: the fewest whose largest
// file is within limit, or else the fewest whose largest is the smallest.
func childFiles(nextCost map[rune]int, least, limit int) int {
	best, bestSize := least, -1
	sizes := make([]int, 256)
	for k := least; k <= 256; k++ {
		clear(sizes[:k])
		largest := 0
		for c, cost := range nextCost {
			sizes[int(c)%k] += cost
			largest = max(largest, sizes[int(c)%k])
		}
		if bestSize < 0 || largest < bestSize {
			best, bestSize = k, largest
		}
		if largest <= limit {
			break
		}
	}
	return best
}

// posting is where one term occurs: the pages whose title has it and the
// codes (section<<maskBits | mask) of the sections that have it, sorted.
type posting struct{ title, sec []uint32 }

// cost estimates the JSON bytes of p in a term file, among n sections:
// a bitmap where bitmapOf writes one, or else a list of deltas whose
// length goes by the mean gap.
func (p *posting) cost(t string, n int) int {
	sec := (n+7)/8*4/3 + 16
	if c := len(p.sec); 3*c < sec {
		digits := len(strconv.Itoa(max(1, n<<maskBits/max(1, c))))
		sec = c * (1 + digits)
	}
	return len(t) + 8 + 3*len(p.title) + sec
}

// splitTerms chooses the split prefixes, each with its number of child
// files (its own files are counted later, with the unions): a prefix is
// split while the terms below it (their cost) outgrow half the limit.
func splitTerms(terms []string, post []posting, n, limit int) map[string][2]int {
	split := map[string][2]int{}
	type item struct {
		f    []rune
		cost int
	}
	items := make([]item, len(terms))
	for i, t := range terms {
		items[i] = item{folded(t), post[i].cost(t, n)}
	}
	// group splits the items below prefix (of length depth) by their next character.
	var group func(depth int, its []item)
	group = func(depth int, its []item) {
		byNext := map[rune][]item{}
		sizes := map[rune]int{}
		var nexts []rune
		for _, it := range its {
			if len(it.f) <= depth {
				continue
			}
			c := it.f[depth]
			if _, ok := byNext[c]; !ok {
				nexts = append(nexts, c)
			}
			byNext[c] = append(byNext[c], it)
			sizes[c] += it.cost
		}
		slices.Sort(nexts)
		for _, c := range nexts {
			below := byNext[c]
			// Past half the limit a prefix gets files of its own: one
			// frequent term, too, rather than every query of a word beside
			// it in a child file downloading it. But a prefix of one longer
			// term (su, sub, subs… of subscribe) is not split: each
			// character typed would read a file of its own holding the
			// same postings; the term stays in the child file above.
			if sizes[c] <= limit/2 || len(below) == 1 && len(below[0].f) > depth+1 {
				continue
			}
			p := string(below[0].f[:depth+1])
			split[p] = [2]int{1, 1}
			group(depth+1, below)
			// The child files hold the longer terms that deeper splits did
			// not take, by their next character: as many files as it takes
			// for the largest to be within the limit (the characters do not
			// spread evenly), up to 256.
			nextCost := map[rune]int{}
			rest := 0
			for _, it := range below {
				if len(it.f) > depth+1 {
					if _, deeper := split[string(it.f[:depth+2])]; !deeper {
						nextCost[it.f[depth+1]] += it.cost
						rest += it.cost
					}
				}
			}
			k := childFiles(nextCost, max(1, min(256, (rest+limit-1)/limit)), limit)
			split[p] = [2]int{k, 1}
		}
	}
	group(0, items)
	return split
}

// Files encodes ix as the static files of the format above: a map from path
// (relative to the site root) to content. The manifest is at ManifestPath.
func Files(ix *Index, opts FileOptions) (map[string][]byte, error) {
	pages := 0
	for i, s := range ix.Sections {
		if i == 0 || s.Route != ix.Sections[i-1].Route {
			pages++
		}
	}
	if opts.MetaPages <= 0 && pages <= inlinePages {
		// Titles in the manifest: results show with no further download.
		opts.MetaPages = max(1, pages)
	}
	opts = opts.withDefaults()
	m := manifest{V: FormatVersion, Buckets: opts.Buckets, MetaPages: opts.MetaPages, PageSections: []int{}}
	var metas []meta
	var sectionPage []int
	pageOf := map[string]int{}
	var weights []float64
	leadsFirst := true
	var leads []int
	for i, s := range ix.Sections {
		p, ok := pageOf[s.Route]
		if ok && p != len(m.PageSections)-1 {
			return nil, fmt.Errorf("search: the sections of %s do not follow each other", s.Route)
		}
		if !ok {
			p = len(m.PageSections)
			pageOf[s.Route] = p
			url := s.Route
			if opts.PageURL != nil {
				url = opts.PageURL(s.Route)
			}
			if p%opts.MetaPages == 0 {
				metas = append(metas, meta{Pages: [][2]string{}, Anchors: []string{}, Headings: []string{}})
			}
			mt := &metas[len(metas)-1]
			mt.Pages = append(mt.Pages, [2]string{url, s.PageTitle})
			m.PageSections = append(m.PageSections, 0)
			weights = append(weights, cmp.Or(s.Weight, 1))
		}
		m.PageSections[p]++
		mt := &metas[len(metas)-1]
		mt.Anchors = append(mt.Anchors, s.Anchor)
		mt.Headings = append(mt.Headings, s.Heading)
		if s.Anchor == "" {
			leads = append(leads, i)
		}
		if (s.Anchor == "") != !ok {
			leadsFirst = false
		}
		sectionPage = append(sectionPage, p)
	}
	if !leadsFirst {
		m.Leads = leads
		if m.Leads == nil {
			m.Leads = []int{}
		}
	}
	if slices.ContainsFunc(weights, func(w float64) bool { return w != 1 }) {
		m.PageWeight = weights
	}

	terms, post := postingsOf(ix, sectionPage, len(m.PageSections))
	nSections := len(ix.Sections)
	l := layout{buckets: opts.Buckets, split: splitTerms(terms, post, nSections, opts.SplitBytes)}
	if len(l.split) > 0 {
		// The unions' terms start with \x01 or \x02 and sort first.
		uterms, upost := unionTerms(terms, post, l.split, nSections, len(m.PageSections))
		terms, post = append(uterms, terms...), append(upost, post...)
		// A split prefix's own files: enough for its terms and unions.
		type end struct {
			last rune
			cost int
		}
		own := map[string][]end{}
		for i, t := range terms {
			bare := strings.TrimLeft(t, unionPrefix+typedPrefix)
			f := folded(bare)
			if _, ok := l.split[string(f)]; ok {
				last, _ := utf8.DecodeLastRuneInString(bare)
				own[string(f)] = append(own[string(f)], end{last, post[i].cost(t, nSections)})
			}
		}
		for p, ends := range own {
			n := l.split[p]
			n[1] = ownFiles(func(k int) int {
				sizes := make([]int, k)
				for _, e := range ends {
					sizes[ownFile(e.last, k)] += e.cost
				}
				return slices.Max(sizes)
			}, opts.SplitBytes)
			l.split[p] = n
		}
		m.Split = l.split
	}
	byFile := map[string]*bucket{}
	for i := range opts.Buckets {
		byFile["t"+strconv.Itoa(i)] = &bucket{}
	}
	for p, n := range l.split {
		name := "n" + prefixName([]rune(p))
		for j := range n[0] {
			byFile[name+"-"+strconv.Itoa(j)] = &bucket{}
		}
		for j := range n[1] {
			byFile[name+"~"+strconv.Itoa(j)] = &bucket{}
		}
	}
	for i, t := range terms {
		b := byFile[l.fileOf(strings.TrimLeft(t, unionPrefix+typedPrefix))]
		b.Terms = append(b.Terms, t)
		b.Title = append(b.Title, post[i].title)
		b.Sec = append(b.Sec, post[i].sec)
	}
	sa := newSectionsApart(nSections, leads)
	// The files are encoded on all cores: term files, text shards of
	// about TextShardBytes, title files.
	type file struct {
		name   string
		data   []byte
		encode func() []byte
	}
	var all []file
	for name, b := range byFile {
		all = append(all, file{name: name + ".json", encode: func() []byte { return b.encode(nSections, sa) }})
		if b.bitmapsApart(nSections) {
			all = append(all, file{name: name + ".bits.json", encode: func() []byte { return b.encodeBitmaps(nSections, sa) }})
		}
	}
	total := 0
	for _, s := range ix.Sections {
		total += len(s.Text)
	}
	m.TextSections = max(1, opts.TextShardBytes*max(1, len(ix.Sections))/max(1, total))
	for i := 0; i < len(ix.Sections); i += m.TextSections {
		secs := ix.Sections[i:min(len(ix.Sections), i+m.TextSections)]
		all = append(all, file{name: "x" + strconv.Itoa(i/m.TextSections) + ".json", encode: func() []byte {
			texts := make([]string, len(secs))
			size := 2
			for j, s := range secs {
				texts[j] = s.Text
				size += len(s.Text) + 3
			}
			return appendJSONStrings(make([]byte, 0, size+size/16), texts)
		}})
	}
	if len(metas) == 1 {
		m.Meta = &metas[0]
	} else {
		for i := range metas {
			all = append(all, file{name: "m" + strconv.Itoa(i) + ".json", encode: func() []byte {
				data, _ := json.Marshal(&metas[i]) // strings always encode
				return data
			}})
		}
	}
	// The folder is named by the content of every file in it: the hash of
	// their names, sizes and hashes, in name order.
	slices.SortFunc(all, func(a, b file) int { return strings.Compare(a.name, b.name) })
	sums := make([][sha256.Size]byte, len(all))
	forEach(len(all), func(_, i int) {
		all[i].data = all[i].encode()
		sums[i] = sha256.Sum256(all[i].data)
	})
	h := sha256.New()
	for i, f := range all {
		fmt.Fprintf(h, "%s\x00%d\x00", f.name, len(f.data))
		h.Write(sums[i][:])
	}
	m.Dir = "assets/search/" + hex.EncodeToString(h.Sum(nil))[:12]
	files := make(map[string][]byte, len(all))
	for _, f := range all {
		files[f.name] = f.data
	}
	out := make(map[string][]byte, len(files)+1)
	for name, data := range files {
		out[m.Dir+"/"+name] = data
	}
	data, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	out[ManifestPath] = data
	return out, nil
}

// postingsOf returns the terms of ix's sections, sorted, and their
// postings. The sections are read in order, so each list comes out sorted;
// the lists are counted first and cut from two arrays.
func postingsOf(ix *Index, sectionPage []int, pages int) ([]string, []posting) {
	nt := len(ix.terms)
	nTitle, nSec := make([]uint32, nt), make([]uint32, nt)
	last := make([]uint32, nt) // 1 + the last section that counted a term
	lead := func(i int) bool { return i == 0 || sectionPage[i] != sectionPage[i-1] }
	fieldMasks := [...]struct{ field, mask int }{{fieldHeading, maskHeading}, {fieldText, maskText}, {fieldDescription, maskDescription}}
	for i, f := range ix.fields {
		if lead(i) {
			for _, id := range f[fieldTitle] {
				nTitle[id]++
			}
		}
		for _, fm := range fieldMasks {
			for _, id := range f[fm.field] {
				if last[id] != uint32(i+1) {
					last[id] = uint32(i + 1)
					nSec[id]++
				}
			}
		}
	}
	// The terms that occur, sorted, and where each one's lists start.
	var ids []uint32
	for id := range nt {
		if nTitle[id] > 0 || nSec[id] > 0 {
			ids = append(ids, uint32(id))
		}
	}
	slices.SortFunc(ids, func(a, b uint32) int { return strings.Compare(ix.terms[a], ix.terms[b]) })
	terms := make([]string, len(ids))
	post := make([]posting, len(ids))
	titleAt, secAt := make([]uint32, nt), make([]uint32, nt) // the next free place of each term's lists
	var titles, secs uint32
	for k, id := range ids {
		terms[k] = ix.terms[id]
		titleAt[id], secAt[id] = titles, secs
		titles += nTitle[id]
		secs += nSec[id]
	}
	titleAll, secAll := make([]uint32, titles), make([]uint32, secs)
	for k, id := range ids {
		post[k] = posting{title: titleAll[titleAt[id] : titleAt[id] : titleAt[id]+nTitle[id]], sec: secAll[secAt[id] : secAt[id] : secAt[id]+nSec[id]]}
	}
	clear(last)
	for i, f := range ix.fields {
		if lead(i) {
			for _, id := range f[fieldTitle] {
				titleAll[titleAt[id]] = uint32(sectionPage[i])
				titleAt[id]++
			}
		}
		for _, fm := range fieldMasks {
			for _, id := range f[fm.field] {
				if last[id] == uint32(i+1) {
					secAll[secAt[id]-1] |= uint32(fm.mask)
					continue
				}
				last[id] = uint32(i + 1)
				secAll[secAt[id]] = uint32(i<<maskBits | fm.mask)
				secAt[id]++
			}
		}
	}
	for k := range post {
		p := &post[k]
		p.title, p.sec = p.title[:cap(p.title)], p.sec[:cap(p.sec)]
	}
	return terms, post
}

// unionTerms returns, for every split prefix, the postings of "any term
// that starts with r" for each word start r folding to the prefix, as the
// term unionPrefix+r, and for a start ending in a syllable without a final
// consonant (토크) those of the terms starting with it with any final
// (토크, 토큰, 토클…), as typedPrefix+r: the files a query word being typed
// needs. A union is left out where the browser's fallback (the raw union,
// or r's own postings) has the same postings. terms are sorted, post their
// postings, among n sections and pages pages; the unions come sorted.
func unionTerms(terms []string, post []posting, split map[string][2]int, n, pages int) ([]string, []posting) {
	// A word start's union is computed from its terms and the unions of
	// the starts one character longer, which hold the rest of its terms
	// (every term that starts with a start is below it): the longest starts first.
	raw := map[string]*wordStart{} // r → the terms starting with r
	for i, t := range terms {
		rs := []rune(t)
		f := folded(t)
		k := 1
		for ; k <= len(rs) && split[string(f[:k])] != [2]int{}; k++ {
			r := string(rs[:k])
			if raw[r] == nil {
				raw[r] = &wordStart{runes: k}
				if k > 1 {
					p := raw[string(rs[:k-1])]
					p.children = append(p.children, r)
				}
			}
		}
		if k > 1 {
			d := raw[string(rs[:k-1])]
			d.terms = append(d.terms, i)
		}
	}
	// The typed starts (stem+syllable without a final consonant) are the
	// unions of the raw starts stem+the syllable with any final.
	typed := map[string]*wordStart{}
	for r, st := range raw {
		last, size := utf8.DecodeLastRuneInString(r)
		if st.runes >= 2 && isSyllable(last) {
			w := r[:len(r)-size] + string(fold(last))
			if typed[w] == nil {
				typed[w] = &wordStart{}
			}
			typed[w].children = append(typed[w].children, r)
		}
	}
	// The starts of one first character are computed by one goroutine,
	// the longest first, then the typed ones (made of raw starts of the
	// same first character), on all cores.
	type group struct{ raw, typed []*wordStart }
	byFirst := map[rune]*group{}
	groupOf := func(r string) *group {
		c, _ := utf8.DecodeRuneInString(r)
		g := byFirst[c]
		if g == nil {
			g = &group{}
			byFirst[c] = g
		}
		return g
	}
	for r, st := range raw {
		g := groupOf(r)
		g.raw = append(g.raw, st)
	}
	for w, st := range typed {
		g := groupOf(w)
		g.typed = append(g.typed, st)
	}
	groups := slices.Collect(maps.Values(byFirst))
	for _, g := range groups {
		slices.SortStableFunc(g.raw, func(a, b *wordStart) int { return cmp.Compare(b.runes, a.runes) })
	}
	scratch := make([]unionScratch, workers(len(groups)))
	forEach(len(groups), func(w, i int) {
		us := &scratch[w]
		if us.masks == nil {
			us.masks, us.titles = make([]uint8, n), make([]bool, pages)
		}
		for _, st := range groups[i].raw {
			st.u = us.union(post, st.terms, raw, st.children)
		}
		for _, st := range groups[i].typed {
			st.u = us.union(post, st.terms, raw, st.children)
		}
	})
	same := func(a, b *posting) bool {
		return a != nil && b != nil && slices.Equal(a.title, b.title) && slices.Equal(a.sec, b.sec)
	}
	find := func(t string) *posting {
		if i, ok := slices.BinarySearch(terms, t); ok {
			return &post[i]
		}
		return nil
	}
	var added []string
	var addedPost []posting
	for _, kind := range []struct {
		prefix string
		starts map[string]*wordStart
	}{{unionPrefix, raw}, {typedPrefix, typed}} {
		keys := slices.Sorted(maps.Keys(kind.starts))
		for _, r := range keys {
			u := &kind.starts[r].u
			fallback := find(r)
			if st := raw[r]; kind.prefix == typedPrefix && st != nil && !same(&st.u, fallback) {
				fallback = &st.u // the raw union, which the file has
			}
			if same(u, fallback) {
				continue
			}
			added = append(added, kind.prefix+r)
			addedPost = append(addedPost, *u)
		}
	}
	return added, addedPost
}

// wordStart is a word start whose union unionTerms computes.
type wordStart struct {
	runes    int
	terms    []int    // the terms starting with it that no longer start holds
	children []string // the starts one character longer
	u        posting
}

// unionScratch is a goroutine's space for unions: marks of the sections
// and pages in the union so far, cleared after each, and their lists.
type unionScratch struct {
	masks        []uint8
	titles       []bool
	uTitle, uSec []uint32
}

// union returns the union of the postings of terms and of the unions
// of the word starts children.
func (us *unionScratch) union(post []posting, terms []int, raw map[string]*wordStart, children []string) posting {
	// One list is its own union (a long word's starts, 푸시를 푸시를통 …, often have one).
	switch {
	case len(terms) == 1 && len(children) == 0:
		return post[terms[0]]
	case len(terms) == 0 && len(children) == 1:
		return raw[children[0]].u
	}
	masks, titles := us.masks, us.titles
	us.uTitle, us.uSec = us.uTitle[:0], us.uSec[:0]
	add := func(p *posting) {
		for _, pg := range p.title {
			if !titles[pg] {
				titles[pg] = true
				us.uTitle = append(us.uTitle, pg)
			}
		}
		for _, c := range p.sec {
			s := c >> maskBits
			if masks[s] == 0 {
				us.uSec = append(us.uSec, s)
			}
			masks[s] |= uint8(c & (1<<maskBits - 1))
		}
	}
	for _, t := range terms {
		add(&post[t])
	}
	for _, c := range children {
		add(&raw[c].u)
	}
	// The lists in order: sorted, or where they are many, read off the marks.
	u := posting{title: make([]uint32, 0, len(us.uTitle)), sec: make([]uint32, 0, len(us.uSec))}
	if len(us.uTitle) < len(titles)/16 {
		slices.Sort(us.uTitle)
		u.title = append(u.title, us.uTitle...)
	} else {
		for pg, ok := range titles {
			if ok {
				u.title = append(u.title, uint32(pg))
			}
		}
	}
	for _, pg := range u.title {
		titles[pg] = false
	}
	if len(us.uSec) < len(masks)/16 {
		slices.Sort(us.uSec)
		for _, s := range us.uSec {
			u.sec = append(u.sec, s<<maskBits|uint32(masks[s]))
			masks[s] = 0
		}
	} else {
		for s, m := range masks {
			if m != 0 {
				u.sec = append(u.sec, uint32(s)<<maskBits|uint32(m))
				masks[s] = 0
			}
		}
	}
	return u
}

// bitmapApart is the size in bytes of a bitmap (8 sections a byte) from
// which the bitmaps of a term file are kept in a file of their own.
const bitmapApart = 1024

// bitmapped reports whether a term with these section codes has a bitmap,
// among n sections: where it is shorter than the list.
func bitmapped(codes []uint32, n int) bool {
	return len(codes)*3 >= (n+7)/8*4/3+16
}

// bitmapOf returns the sections of codes whose text has the term as a
// base64 bitmap over n sections, and the codes with a heading or
// description hit.
func bitmapOf(codes []uint32, n int) (string, []uint32) {
	bm := make([]byte, (n+7)/8)
	var rest []uint32
	for _, c := range codes {
		s := c >> maskBits
		if c&maskText != 0 {
			bm[s/8] |= 1 << (s % 8)
		}
		if c&^maskText&(1<<maskBits-1) != 0 {
			rest = append(rest, c&^maskText)
		}
	}
	return base64.StdEncoding.EncodeToString(bm), rest
}

// restOf returns the codes of a bitmapped term that have a heading or
// description hit, without their text bit (what bitmapOf returns besides
// the bitmap).
func restOf(codes []uint32) []uint32 {
	var rest []uint32
	for _, c := range codes {
		if c&^maskText&(1<<maskBits-1) != 0 {
			rest = append(rest, c&^maskText)
		}
	}
	return rest
}

// bitmapsApart reports whether b, among n sections, has a bitmaps file:
// where a bitmap takes bitmapApart bytes or more and b has one.
func (b *bucket) bitmapsApart(n int) bool {
	return (n+7)/8 >= bitmapApart && slices.ContainsFunc(b.Sec, func(l []uint32) bool { return bitmapped(l, n) })
}

// encodeBitmaps writes the bitmaps file of b, among n sections: the
// bitmaps of its bitmapped terms over the sections that are not leads, in
// order, as a JSON array.
func (b *bucket) encodeBitmaps(n int, sa sectionsApart) []byte {
	out := []byte{'['}
	for _, l := range b.Sec {
		if bitmapped(l, n) {
			if len(out) > 1 {
				out = append(out, ',')
			}
			bm := sa.bitmap(l, false)
			out = append(out, '"')
			out = append(out, bm...)
			out = append(out, '"')
		}
	}
	return append(out, ']')
}

// sectionsApart numbers the sections for the bitmaps kept apart: the lead
// sections, in the term file, and the others, in the bitmaps file.
type sectionsApart struct {
	lead          []bool
	index         []int32 // of each section among the leads or among the others
	leads, others int
}

func newSectionsApart(n int, leads []int) sectionsApart {
	sa := sectionsApart{lead: make([]bool, n), index: make([]int32, n), leads: len(leads)}
	for k, s := range leads {
		sa.lead[s] = true
		sa.index[s] = int32(k)
	}
	for s := range n {
		if !sa.lead[s] {
			sa.index[s] = int32(sa.others)
			sa.others++
		}
	}
	return sa
}

// bitmap returns the sections of codes whose text has the term, of the
// leads (or of the others), as a base64 bitmap over them.
func (sa sectionsApart) bitmap(codes []uint32, leads bool) string {
	bm := make([]byte, (sa.others+7)/8)
	if leads {
		bm = make([]byte, (sa.leads+7)/8)
	}
	for _, c := range codes {
		if s := c >> maskBits; c&maskText != 0 && sa.lead[s] == leads {
			k := sa.index[s]
			bm[k/8] |= 1 << (k % 8)
		}
	}
	return base64.StdEncoding.EncodeToString(bm)
}

// encode writes b as JSON, among n sections; sa numbers them for the
// bitmaps kept apart.
func (b *bucket) encode(n int, sa sectionsApart) []byte {
	apart := b.bitmapsApart(n)
	bitmaps := 0
	out := make([]byte, 0, 256)
	out = append(out, `{"t":`...)
	out = appendJSONStrings(out, b.Terms)
	list := func(l []uint32) { // delta-coded
		prev := uint32(0)
		for j, x := range l {
			if j > 0 {
				out = append(out, ',')
			}
			out = strconv.AppendUint(out, uint64(x-prev), 10)
			prev = x
		}
	}
	out = append(out, `,"title":[`...)
	for i, l := range b.Title {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, '[')
		list(l)
		out = append(out, ']')
	}
	out = append(out, `],"sec":[`...)
	for i, l := range b.Sec {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, '[')
		if bitmapped(l, n) {
			out = append(out, '"')
			if apart {
				out = append(out, '#')
				out = strconv.AppendInt(out, int64(bitmaps), 10)
				out = append(out, `","`...)
				out = append(out, sa.bitmap(l, true)...)
				l = restOf(l)
				bitmaps++
			} else {
				var bm string
				bm, l = bitmapOf(l, n)
				out = append(out, bm...)
			}
			out = append(out, '"')
			if len(l) > 0 {
				out = append(out, ',')
			}
		}
		list(l)
		out = append(out, ']')
	}
	return append(out, "]}"...)
}

// ReadIndex reads the index files that the plugin wrote into a site's output
// (fsys is its root) back into an Index, for tests and tools that check what
// the files hold: the sections a search can find, the terms of each field.
// It ranks nothing; the browser's engine reads the same files to search.
// The union postings of split prefixes are checked against the terms they
// stand for.
func ReadIndex(fsys fs.FS) (*Index, error) {
	var m manifest
	if err := readJSON(fsys, ManifestPath, &m); err != nil {
		return nil, err
	}
	if m.V != FormatVersion {
		return nil, fmt.Errorf("%s: format version %d, want %d", ManifestPath, m.V, FormatVersion)
	}
	if m.Buckets <= 0 || m.MetaPages <= 0 || m.TextSections <= 0 || (m.PageWeight != nil && len(m.PageWeight) != len(m.PageSections)) {
		return nil, fmt.Errorf("%s: bad counts", ManifestPath)
	}
	n := 0
	var sectionPage []int
	for pg, k := range m.PageSections {
		if k <= 0 {
			return nil, fmt.Errorf("%s: page %d has %d sections", ManifestPath, pg, k)
		}
		n += k
		for range k {
			sectionPage = append(sectionPage, pg)
		}
	}
	ix := &Index{Sections: make([]Section, n), fields: make([][4][]uint32, n)}
	dict := newDictionary()
	// Titles, anchors and headings.
	s := 0
	for i := 0; i*m.MetaPages < len(m.PageSections); i++ {
		mt := m.Meta
		if mt == nil || i > 0 {
			mt = &meta{}
			if err := readJSON(fsys, m.Dir+"/m"+strconv.Itoa(i)+".json", mt); err != nil {
				return nil, err
			}
		}
		base := s
		for j, pg := range mt.Pages {
			p := i*m.MetaPages + j
			if p >= len(m.PageSections) {
				return nil, fmt.Errorf("%s: title file %d has %d pages", ManifestPath, i, len(mt.Pages))
			}
			for range m.PageSections[p] {
				k := s - base
				if k >= len(mt.Anchors) || k >= len(mt.Headings) {
					return nil, fmt.Errorf("title file %d: too few anchors or headings", i)
				}
				// Level is not in the files: the browser does not need it.
				ix.Sections[s] = Section{Route: pg[0], PageTitle: pg[1], Anchor: mt.Anchors[k], Heading: mt.Headings[k]}
				if m.PageWeight != nil {
					ix.Sections[s].Weight = m.PageWeight[p]
				}
				s++
			}
		}
	}
	if s != n {
		return nil, fmt.Errorf("%s: title files hold %d sections, want %d", ManifestPath, s, n)
	}
	for i := 0; i*m.TextSections < n; i++ {
		var texts []string
		if err := readJSON(fsys, m.Dir+"/x"+strconv.Itoa(i)+".json", &texts); err != nil {
			return nil, err
		}
		for j, t := range texts {
			if k := i*m.TextSections + j; k < n {
				ix.Sections[k].Text = t
			}
		}
	}
	l := layout{buckets: m.Buckets, split: m.Split}
	names := []string{}
	for i := range m.Buckets {
		names = append(names, "t"+strconv.Itoa(i))
	}
	for p, n := range m.Split {
		if n[0] <= 0 || n[1] <= 0 {
			return nil, fmt.Errorf("%s: split prefix %q has %v files", ManifestPath, p, n)
		}
		for j := range n[0] {
			names = append(names, "n"+prefixName([]rune(p))+"-"+strconv.Itoa(j))
		}
		for j := range n[1] {
			names = append(names, "n"+prefixName([]rune(p))+"~"+strconv.Itoa(j))
		}
	}
	firstSection := make([]int, len(m.PageSections))
	for pg := 1; pg < len(firstSection); pg++ {
		firstSection[pg] = firstSection[pg-1] + m.PageSections[pg-1]
	}
	leads := m.Leads
	if leads == nil {
		leads = firstSection
	}
	unions := map[string][2][]uint32{} // union term (with its prefix) → its pages and section codes
	for _, name := range names {
		b, err := readBucket(fsys, m.Dir+"/"+name+".json", n, leads)
		if err != nil {
			return nil, err
		}
		for i, t := range b.Terms {
			if want := l.fileOf(strings.TrimLeft(t, unionPrefix+typedPrefix)); name != want {
				return nil, fmt.Errorf("%s: term %q belongs in %s", name, t, want)
			}
			if strings.HasPrefix(t, unionPrefix) || strings.HasPrefix(t, typedPrefix) {
				unions[t] = [2][]uint32{b.Title[i], b.Sec[i]}
				continue
			}
			id := dict.id(t)
			for _, pg := range b.Title[i] {
				if int(pg) >= len(m.PageSections) {
					return nil, fmt.Errorf("%s: term %q names page %d", name, t, pg)
				}
				for k := firstSection[pg]; k < firstSection[pg]+m.PageSections[pg]; k++ {
					ix.fields[k][fieldTitle] = append(ix.fields[k][fieldTitle], id)
				}
			}
			for _, code := range b.Sec[i] {
				s := code >> maskBits
				if code&maskHeading != 0 {
					ix.fields[s][fieldHeading] = append(ix.fields[s][fieldHeading], id)
				}
				if code&maskText != 0 {
					ix.fields[s][fieldText] = append(ix.fields[s][fieldText], id)
				}
				if code&maskDescription != 0 {
					ix.fields[s][fieldDescription] = append(ix.fields[s][fieldDescription], id)
				}
			}
		}
	}
	ix.terms = dict.terms
	for i := range ix.fields {
		for f := range ix.fields[i] {
			slices.Sort(ix.fields[i][f])
			ix.fields[i][f] = slices.Compact(ix.fields[i][f])
		}
	}
	if err := checkUnions(ix, sectionPage, unions); err != nil {
		return nil, err
	}
	return ix, nil
}

// checkUnions checks that each union term's postings are those of the terms starting with its prefix.
func checkUnions(ix *Index, sectionPage []int, unions map[string][2][]uint32) error {
	if len(unions) == 0 {
		return nil
	}
	sets := make([][4]termSet, len(ix.fields))
	for s := range sets {
		for f := range sets[s] {
			sets[s][f] = ix.termSet(s, f)
		}
	}
	for r, u := range unions {
		titles := map[uint32]bool{}
		secs := map[uint32]int{}
		starts := func(t string) bool { return strings.HasPrefix(t, r[1:]) }
		if r[0] == typedPrefix[0] {
			last, n := utf8.DecodeLastRuneInString(r)
			stem := r[1 : len(r)-n]
			starts = func(t string) bool {
				next, _ := utf8.DecodeRuneInString(strings.TrimPrefix(t, stem))
				return strings.HasPrefix(t, stem) && len(t) > len(stem) && fold(next) == last
			}
		}
		for s, fs := range sets {
			has := func(f int) bool { return slices.ContainsFunc(fs[f], starts) }
			if has(fieldTitle) {
				titles[uint32(sectionPage[s])] = true
			}
			mask := 0
			for f, bit := range map[int]int{fieldHeading: maskHeading, fieldText: maskText, fieldDescription: maskDescription} {
				if has(f) {
					mask |= bit
				}
			}
			if mask != 0 {
				secs[uint32(s<<maskBits|mask)] = 1
			}
		}
		if len(titles) != len(u[0]) || len(secs) != len(u[1]) {
			return fmt.Errorf("search: the union of %q has %d pages and %d sections, want %d and %d", r, len(u[0]), len(u[1]), len(titles), len(secs))
		}
		for _, pg := range u[0] {
			if !titles[pg] {
				return fmt.Errorf("search: the union of %q names page %d", r, pg)
			}
		}
		for _, c := range u[1] {
			if secs[c] == 0 {
				return fmt.Errorf("search: the union of %q names section code %d", r, c)
			}
		}
	}
	return nil
}

// readBucket reads a term file, undoing the delta coding and the bitmaps
// (those kept apart in two halves: the leads', the others'): Title[i] are
// pages, Sec[i] section codes, sorted.
// leads are the lead sections, for the bitmaps kept apart.
func readBucket(fsys fs.FS, name string, sections int, leads []int) (*bucket, error) {
	var others []int
	for s, k := 0, 0; s < sections; s++ {
		if k < len(leads) && leads[k] == s {
			k++
		} else {
			others = append(others, s)
		}
	}
	var raw struct {
		T     []string          `json:"t"`
		Title [][]int           `json:"title"`
		Sec   []json.RawMessage `json:"sec"`
	}
	if err := readJSON(fsys, name, &raw); err != nil {
		return nil, err
	}
	if len(raw.Title) != len(raw.T) || len(raw.Sec) != len(raw.T) {
		return nil, fmt.Errorf("%s: posting lists of different lengths", name)
	}
	b := &bucket{Terms: raw.T}
	var bitmaps []string // the bitmaps file, once a term names it
	for i, msg := range raw.Sec {
		var items []any
		if err := json.Unmarshal(msg, &items); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		bits := map[int]int{}
		var codes []int
		apart := false
		// over sets the text bit of section over[k] for each bit k of a bitmap.
		over := func(v string, over []int) error {
			bm, err := base64.StdEncoding.DecodeString(v)
			if err != nil || len(bm) != (len(over)+7)/8 {
				return fmt.Errorf("%s: term %q: bad bitmap", name, raw.T[i])
			}
			for k, s := range over {
				if bm[k/8]&(1<<(k%8)) != 0 {
					bits[s] |= maskText
				}
			}
			return nil
		}
		for j, it := range items {
			switch v := it.(type) {
			case string:
				if j == 1 && apart {
					if err := over(v, leads); err != nil {
						return nil, err
					}
					continue
				}
				if j != 0 {
					return nil, fmt.Errorf("%s: term %q: a bitmap after codes", name, raw.T[i])
				}
				if k, ok := strings.CutPrefix(v, "#"); ok {
					apart = true
					if bitmaps == nil {
						bits := strings.TrimSuffix(name, ".json") + ".bits.json"
						if err := readJSON(fsys, bits, &bitmaps); err != nil {
							return nil, err
						}
					}
					at, err := strconv.Atoi(k)
					if err != nil || at < 0 || at >= len(bitmaps) {
						return nil, fmt.Errorf("%s: term %q: no bitmap %q", name, raw.T[i], k)
					}
					if err := over(bitmaps[at], others); err != nil {
						return nil, err
					}
					continue
				}
				bm, err := base64.StdEncoding.DecodeString(v)
				if err != nil || len(bm) != (sections+7)/8 {
					return nil, fmt.Errorf("%s: term %q: bad bitmap", name, raw.T[i])
				}
				for s := range sections {
					if bm[s/8]&(1<<(s%8)) != 0 {
						bits[s] |= maskText
					}
				}
			case float64:
				codes = append(codes, int(v))
			default:
				return nil, fmt.Errorf("%s: term %q: bad posting %v", name, raw.T[i], it)
			}
		}
		code := 0
		for _, d := range codes {
			code += d
			if s := code >> maskBits; s < 0 || s >= sections {
				return nil, fmt.Errorf("%s: term %q names section %d", name, raw.T[i], s)
			}
			bits[code>>maskBits] |= code & (1<<maskBits - 1)
		}
		sec := make([]uint32, 0, len(bits))
		for s, mask := range bits {
			sec = append(sec, uint32(s<<maskBits|mask))
		}
		slices.Sort(sec)
		pg, title := 0, make([]uint32, 0, len(raw.Title[i]))
		for _, d := range raw.Title[i] {
			pg += d
			if pg < 0 {
				return nil, fmt.Errorf("%s: term %q names page %d", name, raw.T[i], pg)
			}
			title = append(title, uint32(pg))
		}
		b.Title = append(b.Title, title)
		b.Sec = append(b.Sec, sec)
	}
	return b, nil
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
