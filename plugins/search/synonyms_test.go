package search

import (
	"slices"
	"strings"
	"testing"

	"docskit.dev/plugins/search/searchtest"
)

func defaultSynonyms(t *testing.T) *Synonyms {
	t.Helper()
	syn, err := NewSynonyms(DefaultSynonyms)
	if err != nil {
		t.Fatal(err)
	}
	return syn
}

// A text's terms gain the other spellings of what it says, with the
// particles it says them with, and nothing for a spelling inside a longer
// word.
func TestSynonymTerms(t *testing.T) {
	syn := defaultSynonyms(t)
	tests := []struct {
		text    string
		has     []string
		hasNot  []string
		comment string
	}{
		{text: "Facebook으로 로그인합니다.", has: []string{"페이스북", "페이스북으로", "페북", "login"}},
		{text: "nuri.facebook.signIn()을 부릅니다.", has: []string{"페이스북", "페북"}, comment: "an identifier's part"},
		{text: "getToken()", has: []string{"토큰"}, comment: "a camelCase part"},
		{text: "Android용 빌드", has: []string{"안드로이드", "안드로이드용"}},
		{text: "안드로이드에서는", has: []string{"android", "android에서는"}, comment: "two particles"},
		{text: "오류를 돌려줍니다.", has: []string{"에러", "에러를", "error"}},
		{text: "시험하기", has: []string{"테스트하기"}, comment: "as if the text said 테스트하기"},
		{text: "사용자 에이전트를 바꿉니다.", has: []string{"ua", "user", "agent", "유저"}, comment: "a spelling of two words, with a particle"},
		{text: "뒤로 가기 버튼", has: []string{"backkey", "백키"}},
		{text: "딥링크", hasNot: []string{"deeplink"}, comment: "the docs' spelling is 딥 링크; spacing is the bigrams' job"},
		{text: "사용자, 에이전트", hasNot: []string{"ua"}, comment: "the words of a spelling are separated by spaces only"},
		{text: "애플리케이션을 추가합니다.", hasNot: []string{"apple"}, comment: "애플 inside a longer word"},
		{text: "카카오톡으로 공유", has: []string{"카톡", "kakaotalk"}, hasNot: []string{"kakao"}},
		{text: "androidx 라이브러리", hasNot: []string{"안드로이드"}},
		{text: "앱스토어 심사", has: []string{"app", "store"}, hasNot: []string{"어플"}, comment: "앱 is not a word of its own here"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			terms := syn.terms(tt.text)
			for _, w := range tt.has {
				if !slices.Contains(terms, w) {
					t.Errorf("terms of %q lack %q (%s): %q", tt.text, w, tt.comment, terms)
				}
			}
			for _, w := range tt.hasNot {
				if slices.Contains(terms, w) {
					t.Errorf("terms of %q have %q (%s): %q", tt.text, w, tt.comment, terms)
				}
			}
		})
	}
	if got, want := (*Synonyms)(nil).terms("오류를"), tokenSet(Tokenize("오류를")); !slices.Equal(got, want) {
		t.Errorf("no synonyms: terms %q, want the tokens %q", got, want)
	}
}

func TestParticles(t *testing.T) {
	for s, want := range map[string]bool{"를": true, "에서는": true, "으로도": true, "하기": true, "리케이션": false, "톡": false, "": false, "에서는요": false} {
		if got := isParticles(s); got != want {
			t.Errorf("isParticles(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestNewSynonymsErrors(t *testing.T) {
	tests := []struct {
		groups [][]string
		want   string
	}{
		{[][]string{{"android"}}, "group 1"},
		{[][]string{{"android", "…"}}, `"…" has no word`},
		{[][]string{{"android", "안드로이드"}, {"Android", "droid"}}, `"Android" is in groups 1 and 2`},
	}
	for _, tt := range tests {
		_, err := NewSynonyms(tt.groups)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("NewSynonyms(%q) = %v, want an error with %q", tt.groups, err, tt.want)
		}
	}
	if err := New(Options{Synonyms: [][]string{{"누리", "nuri"}}}).Validate(); err != nil {
		t.Errorf("a site's own group: %v", err)
	}
	if err := New(Options{Synonyms: [][]string{{"에러", "버그"}}}).Validate(); err == nil || !strings.Contains(err.Error(), `"에러"`) {
		t.Errorf("a site's group repeating a default spelling: %v, want an error naming it", err)
	}
	if err := New(Options{NoDefaultSynonyms: true, Synonyms: [][]string{{"에러", "버그"}}}).Validate(); err != nil {
		t.Errorf("without the defaults: %v", err)
	}
}

// Through the browser's engine: each spelling finds the others, in both
// directions, and the docs' own spelling does not rank below a synonym.
func TestSearchFindsSynonyms(t *testing.T) {
	secs := []Section{
		{Route: "/facebook", PageTitle: "Facebook 연동", Text: "Facebook 로그인을 붙입니다."},
		{Route: "/errors", PageTitle: "오류 처리", Text: "오류 코드를 확인합니다."},
		{Route: "/users", PageTitle: "기타", Text: "유저 목록을 봅니다."},
		{Route: "/kakao", PageTitle: "카카오 연동", Text: "카카오 로그인"},
	}
	queries := []struct{ query, want string }{
		{"페이스북", "/facebook"},
		{"페북 로그인", "/facebook"},
		{"facebook", "/facebook"},
		{"에러 코드", "/errors"},
		{"error", "/errors"},
		{"사용자", "/users"},
		{"kakao", "/kakao"},
		{"Kakao 로그인", "/kakao"},
	}
	var qs []string
	for _, q := range queries {
		qs = append(qs, q.query)
	}
	ranked := rankInBrowser(t, querySet{ix: NewIndex(secs, defaultSynonyms(t)), queries: qs})[0]
	for i, q := range queries {
		if urls := searchtest.URLs(ranked[i]); len(urls) == 0 || urls[0] != q.want {
			t.Errorf("search %q = %q, want %s first", q.query, urls, q.want)
		}
	}
}
