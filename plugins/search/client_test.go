package search

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"docskit.dev/plugins/search/searchtest"
)

// The browser tokenizes queries with the TypeScript port (client/tokenize.ts):
// it must give the Go tokens for every case of the shared table, and for
// text of every kind the index holds.
func TestClientTokenizesLikeGo(t *testing.T) {
	if testing.Short() {
		t.Skip("runs node")
	}
	c := readCases(t)
	var in []string
	for _, tc := range c.Tokenize {
		in = append(in, tc.In)
	}
	in = append(in, "HTTPServer base64 v1.2 a..b--c__d", "x\u0301y 😀 ① ㅋㅋ", "Ünïcödé straße İstanbul ΟΔΟΣ",
		"XMLHttpRequest의 readyState가 4이면", "nuri.iap.purchase({ productId })를 부르면 App Store 결제 창이 뜹니다.",
		"\u1100\u11a8 \u1111\u116e\u1109\u1175\u11af", "iOS16.4부터 Web Push를 지원합니다", "推送通知とプッシュ通知")
	in = append(in, longHangulWord(300)) // past the point where Go dedupes tokens with a set
	for _, f := range []string{"testdata/push.mdx", "testdata/iap.mdx"} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		in = append(in, string(data))
	}
	resp, err := searchtest.Run(searchtest.Request{Tokenize: in})
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range in {
		want := texts(Tokenize(s))
		got := resp.Tokenize[i]
		if len(want) == 0 && len(got) == 0 {
			continue
		}
		if !slices.Equal(got, want) {
			t.Errorf("TypeScript tokenize(%q) =\n%q\nGo Tokenize:\n%q", s, got, want)
		}
	}
}

func TestClientMatchesLikeGo(t *testing.T) {
	if testing.Short() {
		t.Skip("runs node")
	}
	c := readCases(t)
	var pairs []searchtest.Pair
	for _, m := range c.Match {
		pairs = append(pairs, searchtest.Pair{Query: m.Query, Text: m.Text})
	}
	resp, err := searchtest.Run(searchtest.Request{Match: pairs})
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range c.Match {
		if resp.Match[i] != m.Want {
			t.Errorf("TypeScript: query %q in %q: match = %v, want %v", m.Query, m.Text, resp.Match[i], m.Want)
		}
	}
}

// The browser's scorer, reading the index files, ranks like Search.
func TestClientSearchesLikeGo(t *testing.T) {
	if testing.Short() {
		t.Skip("runs node")
	}
	ix := fixture(t)
	files, err := Files(ix, FileOptions{Buckets: 5, TextShardBytes: 200})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	queries := []string{"푸시 토큰 발급", "환불 웹훅", "환불", "getToken", "gett", "gett ", "nuri.push", "iOS용", "APNs 키를",
		"인증서 갱신", "푸시", "토", "토큰으", "onTokenRef", "인앱 결제", "secretCodeOnly", "환불 토큰", "  ", "결제 요청을"}
	resp, err := searchtest.Run(searchtest.Request{Dir: dir, Queries: queries})
	if err != nil {
		t.Fatal(err)
	}
	for i, q := range queries {
		want := resultURLs(Search(ix, q))
		if got := resp.Search[i]; !slices.Equal(got, want) && (len(got) > 0 || len(want) > 0) {
			t.Errorf("query %q: TypeScript results %q, Go %q", q, got, want)
		}
	}
}

// longHangulWord is n syllables without a space, nearly all bigrams distinct,
// some repeated.
func longHangulWord(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteRune(rune(0xAC00 + (i*7919)%11172))
		if i%50 == 49 {
			b.WriteString("가나")
		}
	}
	return b.String()
}
