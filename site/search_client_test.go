package main

import (
	"encoding/json"
	"os"
	"slices"
	"testing"

	"docskit.dev/plugins/search"
	"docskit.dev/plugins/search/searchtest"
)

// The browser ranks the Nuri index exactly as the Go scorer does: every page
// title, every section heading and the relevance queries, each also as it
// looks while being typed, give the same results from the TypeScript scorer
// (run in Node over the built index files) as from search.Search.
func TestSearchInBrowserCodeRanksLikeGo(t *testing.T) {
	out, _ := builtSite(t)
	ix, err := search.ReadIndex(os.DirFS(out))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	var queries []string
	add := func(q string) {
		if q != "" && !seen[q] {
			seen[q] = true
			queries = append(queries, q)
		}
	}
	for _, s := range ix.Sections {
		add(s.PageTitle)
		add(s.Heading)
	}
	if data, err := os.ReadFile("testdata/search-queries.json"); err == nil {
		var rel []struct {
			Query string `json:"query"`
		}
		if err := json.Unmarshal(data, &rel); err != nil {
			t.Fatalf("testdata/search-queries.json: %v", err)
		}
		for _, r := range rel {
			add(r.Query)
		}
	}
	for _, q := range slices.Clone(queries) {
		// While typing: the query cut inside its last word, with a space after
		// it, and with its last syllable as an input method shows it on the
		// way (웹훅: 웹후, 웹ㅎ).
		rs := []rune(q)
		if len(rs) > 3 {
			add(string(rs[:len(rs)-1]))
		}
		add(q + " ")
		if last := rs[len(rs)-1]; last >= 0xAC00 && last <= 0xD7A3 {
			const initials = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
			stem := string(rs[:len(rs)-1])
			add(stem + string(last-(last-0xAC00)%28))
			add(stem + string([]rune(initials)[(last-0xAC00)/(21*28)]))
		}
	}
	resp, err := searchtest.Run(searchtest.Request{Dir: out, Queries: queries})
	if err != nil {
		t.Fatal(err)
	}
	const top = 10
	differ := 0
	for i, q := range queries {
		var want []string
		for _, r := range search.Search(ix, q) {
			want = append(want, r.URL)
		}
		got := resp.Search[i]
		if !slices.Equal(got[:min(top, len(got))], want[:min(top, len(want))]) {
			differ++
			if differ <= 10 {
				t.Errorf("query %q: browser top %d = %q, Go = %q", q, top, got[:min(top, len(got))], want[:min(top, len(want))])
			}
		}
	}
	if differ > 0 {
		t.Errorf("%d of %d queries rank differently", differ, len(queries))
	}
	t.Logf("%d queries rank alike in the browser code and in Go", len(queries))
}
