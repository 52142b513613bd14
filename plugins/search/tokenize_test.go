package search

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func texts(toks []Token) []string {
	out := make([]string, len(toks))
	for i, t := range toks {
		out[i] = t.Text
	}
	return out
}

func TestTokenize(t *testing.T) {
	tests := []struct {
		name, in string
		want     []string
	}{
		{"particle 를", "푸시를", []string{"푸시를", "푸시", "시를"}},
		{"particle 는", "푸시는", []string{"푸시는", "푸시", "시는"}},
		{"ending 으로", "토큰으로", []string{"토큰으로", "토큰", "큰으", "으로"}},
		{"two-syllable word is its own bigram", "푸시", []string{"푸시"}},
		{"one-syllable word", "앱", []string{"앱"}},
		{"sentence", "푸시 토큰을 발급받으려면", []string{"푸시", "토큰을", "토큰", "큰을", "발급받으려면", "발급", "급받", "받으", "으려", "려면"}},
		{"dotted identifier", "nuri.push.getToken", []string{"nuri.push.gettoken", "nuri", "push", "gettoken", "get", "token"}},
		{"camelCase", "getToken", []string{"gettoken", "get", "token"}},
		{"acronym then word", "HTTPServer", []string{"httpserver", "http", "server"}},
		{"digits", "base64", []string{"base64", "base", "64"}},
		{"one-letter lower prefix kept", "iOS", []string{"ios"}},
		{"mixed Latin+Hangul", "iOS용", []string{"ios용", "ios", "용"}},
		{"mixed with particle", "API를", []string{"api를", "api", "를"}},
		{"mixed longer Hangul run", "SDK에서는", []string{"sdk에서는", "sdk", "에서는", "에서", "서는"}},
		{"snake_case", "push_token", []string{"push_token", "push", "token"}},
		{"hyphen", "in-app", []string{"in-app", "in", "app"}},
		{"punctuation dropped", "「결제」, (환불)!", []string{"결제", "환불"}},
		{"trailing dot is not a joiner", "끝.", []string{"끝"}},
		{"call syntax", "getToken()을", []string{"gettoken", "get", "token", "을"}},
		{"decomposed Hangul is composed (NFC)", "\u1111\u116e\u1109\u1175\u1105\u1173\u11af", []string{"푸시를", "푸시", "시를"}},
		{"Han bigrams", "推送通知", []string{"推送通知", "推送", "送通", "通知"}},
		{"empty", "", nil},
		{"only punctuation", "— … ! ?", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := texts(Tokenize(tt.in))
			if !slices.Equal(got, tt.want) {
				t.Errorf("Tokenize(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestTokenizeKinds(t *testing.T) {
	got := Tokenize("iOS용 푸시를")
	want := []Token{{"ios용", Word}, {"ios", Part}, {"용", Unigram}, {"푸시를", Word}, {"푸시", Bigram}, {"시를", Bigram}}
	if !slices.Equal(got, want) {
		t.Errorf("Tokenize = %v, want %v", got, want)
	}
}

func TestQueryTokensDeduplicates(t *testing.T) {
	got := texts(QueryTokens("푸시 푸시를 push Push"))
	want := []string{"푸시", "푸시를", "시를", "push"}
	if !slices.Equal(got, want) {
		t.Errorf("QueryTokens = %q, want %q", got, want)
	}
}

// TestQueryFindsText checks the contract between queries and indexed text:
// a query matches when every query word matches the text (see matchWord).
func TestQueryFindsText(t *testing.T) {
	tests := []struct {
		query, text string
		want        bool
	}{
		{"푸시 토큰 발급", "푸시 토큰을 발급받으려면 먼저 앱을 등록합니다.", true},
		{"푸시를", "푸시는 앱이 꺼져 있어도 도착합니다.", true},
		{"토큰으로", "발급받은 토큰을 서버에 보냅니다.", true},
		{"환불 웹훅", "인앱 결제가 환불되면 웹훅으로 알려 줍니다.", true},
		{"getToken", "nuri.push.getToken()을 호출하세요.", true},
		{"push", "nuri.push.getToken()을 호출하세요.", true},
		{"gettoken", "nuri.push.getToken()을 호출하세요.", true},
		{"nuri.push", "nuri.push.getToken()을 호출하세요.", true},
		{"iOS", "iOS용 빌드를 만듭니다.", true},
		{"iOS용", "iOS 앱에서만 동작합니다.", true},
		{"API 키", "API를 부르려면 키가 필요합니다.", true},
		{"NFC 푸시", "\u1111\u116e\u1109\u1175 NFC", true},
		{"환불", "결제 취소 방법", false},
		{"푸시 환불", "푸시 토큰을 발급받습니다.", false},
		{"setToken", "nuri.push.getToken", false},
		{"토큰", "토마토", false},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			doc := tokenSet(Tokenize(tt.text))
			got := true
			for _, w := range Words(tt.query) {
				if matchWord(w, doc) == 0 {
					got = false
				}
			}
			if got != tt.want {
				t.Errorf("query %q in %q: match = %v, want %v (text tokens %q)", tt.query, tt.text, got, tt.want, texts(Tokenize(tt.text)))
			}
		})
	}
}

func FuzzTokenize(f *testing.F) {
	for _, s := range []string{
		"푸시를", "nuri.push.getToken", "iOS용 API를", "HTTPServer base64 v1.2", "a..b--c__d",
		"\u1111\u116e\u1109\u1175\u11af", "\u1100\u11a8", "x\u0301y", "\xff\xfe가", "...", "-a-", "推送通知", "ㅋㅋ 😀 ①",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, tok := range Tokenize(s) {
			if tok.Text == "" {
				t.Fatalf("Tokenize(%q): empty token", s)
			}
			if !utf8.ValidString(tok.Text) || strings.ContainsRune(tok.Text, utf8.RuneError) {
				t.Fatalf("Tokenize(%q): invalid token %q", s, tok.Text)
			}
			if strings.ContainsAny(tok.Text, " \t\n") {
				t.Fatalf("Tokenize(%q): token %q contains space", s, tok.Text)
			}
		}
		QueryTokens(s)
	})
}

func BenchmarkTokenize(b *testing.B) {
	text := strings.Repeat("푸시 토큰을 발급받으려면 nuri.push.getToken()을 호출하세요. iOS용 빌드에서는 APNs 키가 필요합니다. ", 50)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Tokenize(text)
	}
}
