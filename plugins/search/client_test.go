package search

import (
	"os"
	"slices"
	"strings"
	"testing"

	"docskit.dev/plugins/search/searchtest"
)

// The browser tokenizes queries with the TypeScript port (client/tokenize.ts):
// it must give the Go tokens for every case of the shared table, and for
// text of every kind the index holds.
func TestClientTokenizesLikeGo(t *testing.T) {
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
	resp := searchtest.Run(t, searchtest.Request{Tokenize: in})
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

// The "match" cases of the shared table: whether a query's words all match a
// text, as the browser's matcher (client/match.ts) decides. Go has no matcher
// (the index is built in Go, queries are matched in the browser only), so
// this is where the table's match cases run.
func TestMatchCases(t *testing.T) {
	c := readCases(t)
	var pairs []searchtest.Pair
	for _, m := range c.Match {
		pairs = append(pairs, searchtest.Pair{Query: m.Query, Text: m.Text})
	}
	resp := searchtest.Run(t, searchtest.Request{Match: pairs})
	for i, m := range c.Match {
		if resp.Match[i] != m.Want {
			t.Errorf("query %q in %q: match = %v, want %v (text tokens %q)", m.Query, m.Text, resp.Match[i], m.Want, texts(Tokenize(m.Text)))
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
