package search

import (
	"encoding/json"
	"os"
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

// sharedCases is testdata/cases.json: the tokenizer cases, which the Go
// tokenizer and its TypeScript twin both run, and the match cases, which only
// the browser's matcher has to pass (TestMatchCases).
type sharedCases struct {
	Tokenize []struct {
		Name string   `json:"name"`
		In   string   `json:"in"`
		Want []string `json:"want"`
	} `json:"tokenize"`
	Match []struct {
		Query string `json:"query"`
		Text  string `json:"text"`
		Want  bool   `json:"want"`
	} `json:"match"`
}

func readCases(t *testing.T) sharedCases {
	t.Helper()
	data, err := os.ReadFile("testdata/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var c sharedCases
	if err := json.Unmarshal(data, &c); err != nil {
		t.Fatalf("testdata/cases.json: %v", err)
	}
	if len(c.Tokenize) == 0 || len(c.Match) == 0 {
		t.Fatal("testdata/cases.json: no cases")
	}
	return c
}

func TestTokenize(t *testing.T) {
	for _, tt := range readCases(t).Tokenize {
		t.Run(tt.Name, func(t *testing.T) {
			got := texts(Tokenize(tt.In))
			if len(got) == 0 && len(tt.Want) == 0 {
				return
			}
			if !slices.Equal(got, tt.Want) {
				t.Errorf("Tokenize(%q) = %q, want %q", tt.In, got, tt.Want)
			}
		})
	}
}

func TestTokenizeKinds(t *testing.T) {
	got := Tokenize("iOS용 푸시를")
	want := []Token{{"ios용", Word}, {"ios", Part}, {"용", Unigram}, {"용푸", Bigram}, {"푸시를", Word}, {"푸시", Bigram}, {"시를", Bigram}}
	if !slices.Equal(got, want) {
		t.Errorf("Tokenize = %v, want %v", got, want)
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
		toks := Tokenize(s)
		// Text without conjoining jamo is kept as it is.
		jamo := strings.ContainsFunc(s, func(r rune) bool { return 0x1100 <= r && r <= 0x11FF })
		if c := composeHangul(s); !jamo && c != s {
			t.Fatalf("composeHangul(%q) = %q, want it unchanged", s, c)
		}
		for _, tok := range toks {
			// The index files mark union postings with these (files.go).
			if strings.HasPrefix(tok.Text, unionPrefix) || strings.HasPrefix(tok.Text, typedPrefix) {
				t.Fatalf("Tokenize(%q): token %q starts like a union", s, tok.Text)
			}
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
	})
}

func BenchmarkTokenize(b *testing.B) {
	text := strings.Repeat("푸시 토큰을 발급받으려면 nuri.push.getToken()을 호출하세요. iOS용 빌드에서는 APNs 키가 필요합니다. ", 50)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Tokenize(text)
	}
}

// A long run of Hangul without spaces tokenizes in linear time (tokens are
// deduplicated with a set past a few dozen).
func BenchmarkTokenizeLongWord(b *testing.B) {
	text := longHangulWord(16000)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Tokenize(text)
	}
}
