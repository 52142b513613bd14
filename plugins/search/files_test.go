package search

import (
	"cmp"
	"encoding/json"
	"fmt"
	"maps"
	"path"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"docskit.dev/plugins/search/searchtest"
)

// filesFS encodes ix and returns the files as a file system.
func filesFS(t *testing.T, ix *Index, opts FileOptions) fstest.MapFS {
	t.Helper()
	files, err := Files(ix, opts)
	if err != nil {
		t.Fatal(err)
	}
	fsys := fstest.MapFS{}
	for name, data := range files {
		fsys[name] = &fstest.MapFile{Data: data}
	}
	return fsys
}

// querySet is queries to run over the files of one index.
type querySet struct {
	ix      *Index
	opts    FileOptions
	queries []string
}

// rankInBrowser writes the files of each set's index and runs its queries
// through the browser's engine (client/engine.ts, in Node), all in one
// request: ranked[i][j] are the results of query j of set i, best first.
func rankInBrowser(t *testing.T, sets ...querySet) [][][]searchtest.Result {
	t.Helper()
	var req searchtest.Request
	for _, s := range sets {
		files, err := Files(s.ix, s.opts)
		if err != nil {
			t.Fatal(err)
		}
		req.Searches = append(req.Searches, searchtest.Search{Files: files, Queries: s.queries})
	}
	return searchtest.Run(t, req).Searches
}

// The files hold every section and every term of every field: the index
// read back is the index written, whatever the number of buckets and the
// size of text shards, and the browser ranks alike over each layout.
func TestFilesRoundTrip(t *testing.T) {
	secs := fixture(t).Sections
	secs[0].Description = "앱이 꺼져 있을 때 알림을 보내는 방법"
	for i := range secs {
		if secs[i].Route == "/docs/sdk/iap" {
			secs[i].Weight = 0.5
		}
	}
	ix := NewIndex(secs, nil)
	queries := []string{"푸시 토큰 발급", "환불 웹훅", "환불", "getToken", "gett", "nuri.push", "iOS용", "APNs 키를", "인증서 갱신", "푸시", "토", "secretCodeOnly", "꺼져 있을 때", "알림 방법", "결제"}
	layouts := []FileOptions{{}, {Buckets: 1, TextShardBytes: 1, MetaPages: 1}, {Buckets: 7, TextShardBytes: 100},
		// Every prefix with more than one term is split, down to single terms.
		{Buckets: 3, SplitBytes: 1, MetaPages: 1}}
	var sets []querySet
	for _, opts := range layouts {
		back, err := ReadIndex(filesFS(t, ix, opts))
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range ix.Sections {
			b := back.Sections[i]
			if b.URL() != s.URL() || b.Heading != s.Heading || b.PageTitle != s.PageTitle || b.Text != s.Text ||
				cmp.Or(b.Weight, 1) != cmp.Or(s.Weight, 1) {
				t.Errorf("%+v: section %d = %+v, want %+v", opts, i, b, s)
			}
			for f := range ix.fields[i] {
				if got, want := back.termSet(i, f), ix.termSet(i, f); !slices.Equal(got, want) {
					t.Errorf("%+v: section %d field %d: terms %q, want %q", opts, i, f, got, want)
				}
			}
		}
		sets = append(sets, querySet{ix: ix, opts: opts, queries: queries})
	}
	ranked := rankInBrowser(t, sets...)
	for k := 1; k < len(layouts); k++ {
		for i, q := range queries {
			if got, want := ranked[k][i], ranked[0][i]; !slices.Equal(got, want) {
				t.Errorf("%+v: search %q = %v, with the default layout %v", layouts[k], q, got, want)
			}
		}
	}
	if len(ranked[0][0]) == 0 {
		t.Errorf("search %q found nothing in the fixture", queries[0])
	}
}

func TestFilesLayout(t *testing.T) {
	fsys := filesFS(t, fixture(t), FileOptions{Buckets: 4, MetaPages: 1})
	var m manifest
	if err := json.Unmarshal(fsys[ManifestPath].Data, &m); err != nil {
		t.Fatal(err)
	}
	if m.Buckets != 4 || len(m.PageSections) != 2 || m.PageSections[0]+m.PageSections[1] != 8 || m.Meta != nil {
		t.Errorf("manifest: %d term files, %d pages, %v sections, meta %v; want 4, 2, 8 in all, none", m.Buckets, len(m.PageSections), m.PageSections, m.Meta)
	}
	if !strings.HasPrefix(m.Dir, "assets/search/") {
		t.Errorf("dir %q: want a folder under assets/search/", m.Dir)
	}
	for _, name := range []string{"t0", "t3", "m0", "m1", "x0"} {
		if fsys[m.Dir+"/"+name+".json"] == nil {
			t.Errorf("no file %s in %s", name, m.Dir)
		}
	}
	// The folder is named by the content: another index gives another name.
	other := filesFS(t, NewIndex([]Section{{Route: "/x", PageTitle: "다른 문서", Text: "본문"}}, nil), FileOptions{Buckets: 4, MetaPages: 1})
	var om manifest
	_ = json.Unmarshal(other[ManifestPath].Data, &om)
	if om.Dir == m.Dir {
		t.Errorf("both indexes' files are in %s: the name must follow the content", m.Dir)
	}
}

func TestReadIndexErrors(t *testing.T) {
	good := filesFS(t, fixture(t), FileOptions{})
	var m manifest
	_ = json.Unmarshal(good[ManifestPath].Data, &m)
	tests := []struct {
		name string
		edit func(fs fstest.MapFS)
		want string
	}{
		{"no manifest", func(fs fstest.MapFS) { delete(fs, ManifestPath) }, "search/index.json"},
		{"bad JSON", func(fs fstest.MapFS) { fs[ManifestPath] = &fstest.MapFile{Data: []byte("{")} }, "search/index.json"},
		{"version", func(fs fstest.MapFS) { fs[ManifestPath] = &fstest.MapFile{Data: []byte(`{"v":9}`)} }, "format version 9"},
		{"missing bucket", func(fs fstest.MapFS) { delete(fs, m.Dir+"/t0.json") }, m.Dir + "/t0.json"},
		{"missing text", func(fs fstest.MapFS) { delete(fs, m.Dir+"/x0.json") }, m.Dir + "/x0.json"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			for k, v := range good {
				fsys[k] = v
			}
			tt.edit(fsys)
			_, err := ReadIndex(fsys)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ReadIndex: %v, want an error naming %q", err, tt.want)
			}
		})
	}
}

// A frequent syllable's terms are split into files by the next character
// (folded: 토크 and 토큰 share one), with the union of a word start in the
// prefix's own file, and a query reads only the files its words need.
func TestFilesSplitFrequentSyllable(t *testing.T) {
	var secs []Section
	for i := range 40 {
		secs = append(secs, Section{Route: fmt.Sprintf("/p%02d", i), PageTitle: fmt.Sprintf("문서 %d", i),
			Text: []string{"토큰을 발급합니다", "토스트를 띄웁니다", "토글을 켭니다", "토큰 갱신", "결제 취소"}[i%5]})
	}
	ix := NewIndex(secs, nil)
	opts := FileOptions{Buckets: 8, SplitBytes: 40, MetaPages: 8}
	files, err := Files(ix, opts)
	if err != nil {
		t.Fatal(err)
	}
	var m manifest
	if err := json.Unmarshal(files[ManifestPath], &m); err != nil {
		t.Fatal(err)
	}
	if _, ok := m.Split["토"]; !ok {
		t.Fatalf("split prefixes %v: want 토, the frequent syllable", m.Split)
	}
	if _, ok := m.Split["결"]; ok {
		t.Errorf("split prefixes %v: 결 is not frequent enough to split", m.Split)
	}
	l := layout{buckets: m.Buckets, split: m.Split}
	fileTerms := func(name string) []string {
		b, err := readBucket(mapFS(files), m.Dir+"/"+name+".json", len(secs), nil)
		if err != nil {
			t.Fatal(err)
		}
		return b.Terms
	}
	// 토큰 and 토스트 go by their second syllable into different files
	// (below 토's, whose names start with its own).
	tk, ts := l.fileOf("토큰"), l.fileOf("토스트를")
	if tk == ts || !strings.HasPrefix(tk, "n"+prefixName([]rune("토"))) {
		t.Errorf("토큰 in %s, 토스트를 in %s: want different child files of 토", tk, ts)
	}
	if !slices.Contains(fileTerms(tk), "토큰") || slices.Contains(fileTerms(tk), "토스트를") {
		t.Errorf("%s holds %q: want 토큰 and not 토스트를", tk, fileTerms(tk))
	}
	// 토's own file holds "any term starting with 토", for the word being typed.
	if self := fileTerms(l.fileOf("토")); !slices.Contains(self, unionPrefix+"토") {
		t.Errorf("토's file holds %q: want the union of 토", self)
	}
	if _, err := ReadIndex(mapFS(files)); err != nil {
		t.Fatal(err)
	}

	// The browser reads only the term files the query needs.
	queries := []struct {
		q     string
		found int
		file  string
	}{
		{"토큰", 16, tk},             // exact: its child file
		{"토", 32, l.fileOf("토")},   // one syllable being typed: the union in 토's file
		{"토크", 16, l.fileOf("토크")}, // 토크 may become 토큰: the same child file (folded)
		{"결제", 8, l.fileOf("결제")},
	}
	req := searchtest.Search{Files: files, Fresh: true}
	for _, q := range queries {
		req.Queries = append(req.Queries, q.q)
	}
	res := searchtest.Run(t, searchtest.Request{Searches: []searchtest.Search{req}})
	for i, q := range queries {
		var terms []string
		for _, p := range res.Loaded[0][i] {
			if name := strings.TrimSuffix(strings.TrimPrefix(p, m.Dir+"/"), ".json"); name[0] == 't' || name[0] == 'n' {
				terms = append(terms, name)
			}
		}
		if !slices.Equal(terms, []string{q.file}) {
			t.Errorf("%q read the term files %q, want only %s", q.q, terms, q.file)
		}
		if got := len(res.Searches[0][i]); got != q.found {
			t.Errorf("%q found %d sections, want %d", q.q, got, q.found)
		}
	}
}

func mapFS(files map[string][]byte) fstest.MapFS {
	fsys := fstest.MapFS{}
	for name, data := range files {
		fsys[name] = &fstest.MapFile{Data: data}
	}
	return fsys
}

// Word starts that fold alike but differ in their final consonant (푸 and
// 품: finals 0 and 16, which two files would not tell apart) have their
// unions in different own files when together they outgrow a file, so that
// typing 푸 downloads 푸's union only.
func TestFilesOwnFilesSeparateFinals(t *testing.T) {
	var secs []Section
	for i := range 600 {
		secs = append(secs, Section{Route: fmt.Sprintf("/p%03d", i), PageTitle: fmt.Sprintf("문서 %d", i),
			Text: []string{"푸시를 보냅니다", "품질을 높입니다", "푸른 화면", "품목 목록"}[i%4]})
	}
	files, err := Files(NewIndex(secs, nil), FileOptions{Buckets: 4, SplitBytes: 200, MetaPages: 8})
	if err != nil {
		t.Fatal(err)
	}
	var m manifest
	if err := json.Unmarshal(files[ManifestPath], &m); err != nil {
		t.Fatal(err)
	}
	l := layout{buckets: m.Buckets, split: m.Split}
	pu, pum := l.fileOf("푸"), l.fileOf("품")
	if pu == pum {
		t.Errorf("the unions of 푸 and 품 are both in %s (split %v)", pu, m.Split)
	}
	b, err := readBucket(mapFS(files), m.Dir+"/"+pu+".json", len(secs), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(b.Terms, unionPrefix+"푸") || slices.Contains(b.Terms, unionPrefix+"품") {
		t.Errorf("%s holds %q: want the union of 푸 and not that of 품", pu, b.Terms)
	}
	if _, err := ReadIndex(mapFS(files)); err != nil {
		t.Fatal(err)
	}
}

// The manifest's split table is read back as written, prefixes sharing
// their starts or not, Hangul, Latin and digits.
func TestSplitTableRoundTrip(t *testing.T) {
	for _, table := range []splitTable{
		{},
		{"토": {1, 1}},
		{"토": {1, 1}, "토큰": {2, 1}, "토큰을": {1, 3}, "토스": {1, 1}, "푸": {4, 2}, "1": {1, 1}, "10": {2, 2}, "get": {1, 1}, "ge": {3, 1}},
	} {
		data, err := json.Marshal(table)
		if err != nil {
			t.Fatal(err)
		}
		var back splitTable
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		if !maps.Equal(back, table) {
			t.Errorf("%s read back as %v, want %v", data, back, table)
		}
	}
}

func FuzzSplitTable(f *testing.F) {
	for _, s := range []string{`"0 토\n1큰 2 1\n0 푸 4 2"`, `""`, `"0 1\n1 0 2 2"`, `"1 x"`, `"0 a b c"`, `"0 \n0 "`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var table splitTable
		if json.Unmarshal([]byte(s), &table) != nil {
			return
		}
		data, err := json.Marshal(table)
		if err != nil {
			t.Fatal(err)
		}
		var back splitTable
		if err := json.Unmarshal(data, &back); err != nil || !maps.Equal(back, table) {
			t.Fatalf("%s read as %v, written as %s, read back as %v (%v)", s, table, data, back, err)
		}
	})
}

// The dialog downloads the title files of the results it lists, and no
// others: with one page to a title file and forty pages that match, a
// query reads ten title files, those of the ten results shown.
func TestShownResultsLoadOnlyTheirTitles(t *testing.T) {
	var secs []Section
	for i := range 40 {
		secs = append(secs, Section{Route: fmt.Sprintf("/p%02d", i), PageTitle: fmt.Sprintf("문서 %d", i), Text: "토큰을 발급합니다"})
	}
	files, err := Files(NewIndex(secs, nil), FileOptions{Buckets: 4, MetaPages: 1})
	if err != nil {
		t.Fatal(err)
	}
	var m manifest
	if err := json.Unmarshal(files[ManifestPath], &m); err != nil {
		t.Fatal(err)
	}
	res := searchtest.Run(t, searchtest.Request{Searches: []searchtest.Search{{Files: files, Queries: []string{"토큰"}, Shown: true, Fresh: true}}})
	shown := res.Searches[0][0]
	if len(shown) != 10 {
		t.Fatalf("%d results shown, want 10", len(shown))
	}
	var want, got []string
	for _, r := range shown {
		var pg int
		if _, err := fmt.Sscanf(r.URL, "/p%d", &pg); err != nil {
			t.Fatal(err)
		}
		want = append(want, fmt.Sprintf("%s/m%d.json", m.Dir, pg))
	}
	for _, p := range res.Loaded[0][0] {
		if strings.HasPrefix(strings.TrimPrefix(p, m.Dir+"/"), "m") {
			got = append(got, p)
		}
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("read the title files %q, want those of the results shown, %q", got, want)
	}
}

// The dialog ranks a frequent word's first screen from the term files
// alone where the text hits that its bitmaps file holds cannot change it,
// and loads them where they can: either way it lists the first screen of
// the full ranking, the same sections in the same order with the same
// scores, at every keystroke of a query typed character by character.
func TestShownIsTheFirstScreenOfTheFullRanking(t *testing.T) {
	secs := benchSections(t, 9000) // more than 8,192 sections: bitmaps apart
	// Frequent words of the text alone, or with a few headings: their
	// first screens need the text hits.
	for i := range secs {
		secs[i].PageTitle = secs[i-i%10].PageTitle // one title a page
		if i%3 == 0 {
			secs[i].Text += " subscribe"
		}
		if i%4 == 1 {
			secs[i].Text += " webhook"
		}
	}
	for _, i := range []int{11, 502, 6003} {
		secs[i].Heading += " webhook"
	}
	// Sections that rank first by their headings and a word of their text.
	for k := range 20 {
		secs[100*k+5].Heading = "webhook billing"
	}
	ix := NewIndex(secs, nil)
	files, err := Files(ix, FileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(slices.Collect(maps.Keys(files)), func(p string) bool { return strings.HasSuffix(p, ".bits.json") }) {
		t.Fatal("no bitmaps file written")
	}
	// The files read back hold every term of every field.
	back, err := ReadIndex(filesFS(t, ix, FileOptions{}))
	if err != nil {
		t.Fatal(err)
	}
	for i := range ix.Sections {
		for f := range ix.fields[i] {
			if got, want := back.termSet(i, f), ix.termSet(i, f); !slices.Equal(got, want) {
				t.Fatalf("section %d field %d: terms read back %q, want %q", i, f, got, want)
			}
		}
	}
	// Queries of frequent words, and of a frequent word and a heading's.
	count := map[string]int{}
	for _, s := range secs {
		for _, w := range strings.Fields(s.Text) {
			count[w]++
		}
	}
	byCount := slices.SortedFunc(maps.Keys(count), func(a, b string) int { return cmp.Or(count[b]-count[a], strings.Compare(a, b)) })
	queries := []string{
		byCount[0], byCount[1] + " " + byCount[2], byCount[3] + " " + byCount[0] + " " + byCount[5],
		secs[1].Heading + " " + byCount[4], secs[2].PageTitle, byCount[len(byCount)/2] + " " + byCount[1],
		"subscribe", "webhook", byCount[0] + " webhook", "webhook " + byCount[2], "webhook billing " + byCount[0],
	}
	var typed []string
	for _, q := range queries {
		rs := []rune(q)
		for i := range rs {
			typed = append(typed, string(rs[:i+1]))
		}
	}
	res := searchtest.Run(t, searchtest.Request{Searches: []searchtest.Search{
		{Files: files, Queries: typed, Shown: true},
		{Files: files, Queries: typed},
		{Files: files, Queries: typed, Shown: true, Fresh: true},
	}})
	shown, full := res.Searches[0], res.Searches[1]
	for j, q := range typed {
		if want := firstScreen(full[j]); !slices.Equal(shown[j], want) {
			t.Errorf("%q: shown\n%v\nwant the first screen of the full ranking\n%v", q, shown[j], want)
		}
	}
	// Both ways were taken: some queries' results showed without the text hits, some needed them.
	without, with := 0, 0
	for _, loaded := range res.Loaded[2] {
		if slices.ContainsFunc(loaded, func(p string) bool { return strings.HasSuffix(p, ".bits.json") }) {
			with++
		} else {
			without++
		}
	}
	if without == 0 || with == 0 {
		t.Errorf("of %d queries, %d showed their results without a bitmaps file and %d with: want some of each", len(typed), without, with)
	}
	t.Logf("of %d queries, %d showed their results without a bitmaps file and %d with", len(typed), without, with)
}

// firstScreen is what the dialog lists of a full ranking (toShow in
// client/engine.ts): the first ten, at most three of one page.
func firstScreen(ranked []searchtest.Result) []searchtest.Result {
	perPage := map[string]int{}
	var out []searchtest.Result
	for _, r := range ranked {
		if perPage[r.Route()] == 3 {
			continue
		}
		perPage[r.Route()]++
		out = append(out, r)
		if len(out) == 10 {
			break
		}
	}
	return out
}

// Typing a frequent long word reads its postings once: the prefixes of a
// single longer term (su, sub, … of subscribe) are not split, each with a
// file of its own holding the same postings, and the results are those of
// a layout that splits nothing.
func TestTypingAFrequentLongWordReadsItOnce(t *testing.T) {
	var secs []Section
	for i := range 400 {
		secs = append(secs, Section{Route: fmt.Sprintf("/p%03d", i), PageTitle: fmt.Sprintf("문서 %d", i),
			Text: []string{"subscribe to a topic", "send the token", "subscribe again", "set the sound"}[i%4]})
	}
	ix := NewIndex(secs, nil)
	split := FileOptions{Buckets: 4, SplitBytes: 100}
	files, err := Files(ix, split)
	if err != nil {
		t.Fatal(err)
	}
	var m manifest
	if err := json.Unmarshal(files[ManifestPath], &m); err != nil {
		t.Fatal(err)
	}
	if _, ok := m.Split["s"]; !ok {
		t.Fatalf("split prefixes %v: want s, the frequent first letter", m.Split)
	}
	for p := range m.Split {
		if len(p) > 1 && strings.HasPrefix("subscribe", p) {
			t.Errorf("%q, a prefix of subscribe alone, is split", p)
		}
	}
	var typed []string
	for i := range len("subscribe") {
		typed = append(typed, "subscribe"[:i+1])
	}
	res := searchtest.Run(t, searchtest.Request{Searches: []searchtest.Search{
		{Files: files, Queries: typed, Shown: true},
		{Files: mustFiles(t, ix, FileOptions{Buckets: 4}), Queries: typed, Shown: true},
	}})
	for j, loaded := range res.Loaded[0] {
		var terms []string
		for _, p := range loaded {
			if name := path.Base(p); name != "index.json" && !strings.HasPrefix(name, "m") && !strings.HasPrefix(name, "x") {
				terms = append(terms, name)
			}
		}
		if j >= 2 && len(terms) > 0 {
			t.Errorf("%q read the term files %q: want none after su", typed[j], terms)
		}
		if got, want := res.Searches[0][j], res.Searches[1][j]; !slices.Equal(got, want) {
			t.Errorf("%q: %v, want %v as without splits", typed[j], got, want)
		}
	}
}

func mustFiles(t *testing.T, ix *Index, opts FileOptions) map[string][]byte {
	t.Helper()
	files, err := Files(ix, opts)
	if err != nil {
		t.Fatal(err)
	}
	return files
}
