package slug

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// Every expected value below was produced by github-slugger 1.5.0 (the version
// Docusaurus 3.9 depends on) running in Node.js; cases marked "fixture" also
// appear in github-slugger's own test/fixtures.json.
var makeCases = []struct {
	name, in, want string
}{
	// Korean and other scripts.
	{"korean", "시작하기 전에", "시작하기-전에"},
	{"korean with latin", "API 소개", "api-소개"},
	{"korean with version", "v1.8.0 릴리스", "v180-릴리스"},
	{"korean with numbers", "2024년 3월 업데이트", "2024년-3월-업데이트"},
	{"korean with slash and parens", "한국어/English 혼용 (beta)", "한국어english-혼용-beta"},
	{"korean with percent", "100% 완료!", "100-완료"},
	{"cyrillic and han (fixture)", "Привет non-latin 你好", "привет-non-latin-你好"},
	{"simplified chinese", "快速开始", "快速开始"},
	{"japanese", "はじめに", "はじめに"},
	{"accented latin", "Café au lait", "café-au-lait"},
	{"ae, o-slash, eszett", "Ærøskøbing Straße", "ærøskøbing-straße"},
	{"greek final sigma", "ΟΔΥΣΣΕΥΣ", "οδυσσευς"},
	{"dotted capital I", "İstanbul", "i\u0307stanbul"},
	{"combining mark kept", "a\u0301 combining", "a\u0301-combining"},

	// ASCII punctuation.
	{"comma and bang", "Hello, World!", "hello-world"},
	{"plus and ampersand", "C++ & Go", "c--go"},
	{"dots and parens", "foo.bar()", "foobar"},
	{"colon", "Step 1: Install", "step-1-install"},
	{"generics", "useState<T>() 훅", "usestatet-훅"},
	{"backticks", "`code` in heading", "code-in-heading"},
	{"quotes", `"quoted" 'single'`, "quoted-single"},
	{"hash and at", "#hashtag @mention", "hashtag-mention"},
	{"dollar and tilde", "$HOME ~/path", "home-path"},
	{"jsx tag", "<Component />", "component-"},
	{"dots, parens, brackets (fixture)", "exchange.bind_headers(exchange, routing [, bindCallback])", "exchangebind_headersexchange-routing--bindcallback"},
	{"gemoji shortcode (fixture)", ":ok_hand: Single", "ok_hand-single"},
	{"dash (fixture)", "heading with a - dash", "heading-with-a---dash"},

	// Underscore, numbers and other number forms.
	{"underscore (fixture)", "heading with an _ underscore", "heading-with-an-_-underscore"},
	{"snake case", "snake_case_name", "snake_case_name"},
	{"superscripts dropped", "x² + y² = z²", "x--y--z"},

	// Unicode punctuation, symbols and emoji.
	{"typographic apostrophe (fixture)", "apostrophe’s should be trimmed", "apostrophes-should-be-trimmed"},
	{"en and em dash", "en–dash and em—dash", "endash-and-emdash"},
	{"em dash and apostrophe", "Kotlin 2.0 — What’s new?", "kotlin-20--whats-new"},
	{"heart (fixture)", "I ♥ unicode", "i--unicode"},
	{"emoji (fixture)", "😄 unicode emoji", "-unicode-emoji"},
	{"emoji rocket", "🚀 Getting started", "-getting-started"},
	{"emoji variation selector kept", "✔️ Done", "\ufe0f-done"},
	{"keycap emoji", "1️⃣ keycap", "1\ufe0f\u20e3-keycap"},
	{"flag emoji", "🇰🇷 국기", "-국기"},
	{"circled letter is alphabetic", "Ⓐ circled", "ⓐ-circled"},

	// Whitespace: only U+0020 becomes "-", nothing is trimmed.
	{"leading spaces", "  leading", "--leading"},
	{"trailing spaces", "trailing  ", "trailing--"},
	{"initial and final space (fixture)", " a ", "-a-"},
	{"tab removed", "tab\there", "tabhere"},
	{"no-break space removed", "non\u00a0breaking", "nonbreaking"},
	{"ideographic space removed", "full\u3000width", "fullwidth"},
	{"empty", "", ""},
	{"invalid utf-8 dropped", "a\xffb", "ab"},
}

func TestMake(t *testing.T) {
	for _, tc := range makeCases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Make(tc.in); got != tc.want {
				t.Errorf("Make(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestSluggerSequence(t *testing.T) {
	// From github-slugger's fixtures (checked against 1.5.0).
	tests := []struct {
		name string
		in   []string
		want []string
	}{
		{"basic repetition",
			[]string{"a", "a", "a-1"},
			[]string{"a", "a-1", "a-1-1"}},
		{"repetition with collisions",
			[]string{"echo", "echo", "echo 1", "echo-1", "echo"},
			[]string{"echo", "echo-1", "echo-1-1", "echo-1-2", "echo-2"}},
		{"suffixed slug first",
			[]string{"foxtrot-1", "foxtrot", "foxtrot"},
			[]string{"foxtrot-1", "foxtrot", "foxtrot-2"}},
		{"three duplicates",
			[]string{"golf", "golf", "golf"},
			[]string{"golf", "golf-1", "golf-2"}},
		{"korean duplicates",
			[]string{"API 소개", "API 소개"},
			[]string{"api-소개", "api-소개-1"}},
		{"different text same slug",
			[]string{"Intro", "intro", "INTRO!"},
			[]string{"intro", "intro-1", "intro-2"}},
		{"spaces then dashes",
			[]string{" a ", "-a-"},
			[]string{"-a-", "-a--1"}},
		{"prototype-looking names",
			[]string{"__proto__", "__proto__", "hasOwnProperty"},
			[]string{"__proto__", "__proto__-1", "hasownproperty"}},
		{"empty headings",
			[]string{"", "", "🎉"},
			[]string{"", "-1", "-2"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var s Slugger
			for i, in := range tc.in {
				if got := s.Slug(in); got != tc.want[i] {
					t.Errorf("call %d: Slug(%q) = %q, want %q", i, in, got, tc.want[i])
				}
			}
		})
	}
}

func TestSluggerReserve(t *testing.T) {
	var s Slugger
	s.Reserve("intro")
	s.Reserve("custom-id")
	for _, step := range []struct{ in, want string }{
		{"Intro", "intro-1"},
		{"Intro", "intro-2"},
		{"Custom ID", "custom-id-1"},
		{"Other", "other"},
	} {
		if got := s.Slug(step.in); got != step.want {
			t.Errorf("Slug(%q) = %q, want %q", step.in, got, step.want)
		}
	}

	// Reserving an id that was already handed out does not reset its counter.
	s.Reserve("intro")
	if got := s.Slug("intro"); got != "intro-3" {
		t.Errorf("after re-reserve: Slug(intro) = %q, want intro-3", got)
	}

	// Reserve is used verbatim, not slugged.
	s.Reserve("Mixed_Case")
	if got := s.Slug("Mixed_Case"); got != "mixed_case" {
		t.Errorf("Slug(Mixed_Case) = %q, want mixed_case", got)
	}

	s.Reset()
	if got := s.Slug("Intro"); got != "intro" {
		t.Errorf("after Reset: Slug(Intro) = %q, want intro", got)
	}
}

func TestZeroValueReserveFirst(t *testing.T) {
	var s Slugger
	s.Reserve("a")
	if got := s.Slug("a"); got != "a-1" {
		t.Errorf("Slug(a) = %q, want a-1", got)
	}
	var r Slugger
	r.Reset() // must not panic on the zero value
	if got := r.Slug("a"); got != "a" {
		t.Errorf("Slug(a) = %q, want a", got)
	}
}

// TestUnicodeVersion guards the Unicode 13 table in unicode13.go, which
// assumes Go's tables are Unicode 15.0.
func TestUnicodeVersion(t *testing.T) {
	if unicode.Version != "15.0.0" {
		t.Fatalf("Go's unicode tables are now %s; regenerate newSinceUnicode13 (see unicode13.go) against github-slugger", unicode.Version)
	}
}

func TestUnicode13Table(t *testing.T) {
	// A few code points first assigned in Unicode 14.0/15.0 that github-slugger
	// (Unicode 13.0 regex) removes although Go classifies them as letters.
	for _, r := range []rune{0x0870, 0x9FFF, 0x31350, 0x2A6DF, 0x1E4D0} {
		if !unicode.IsLetter(r) {
			t.Errorf("U+%04X is not a letter in Go's tables", r)
		}
		if got := Make(string(r)); got != "" {
			t.Errorf("Make(U+%04X) = %q, want \"\"", r, got)
		}
	}
	// Neighbours that already existed in Unicode 13.0 are kept.
	for _, r := range []rune{0x9FFC, 0x2A6DD, 0x30000} {
		if got := Make(string(r)); got != string(r) {
			t.Errorf("Make(U+%04X) = %q, want %q", r, got, string(r))
		}
	}
}

func FuzzMake(f *testing.F) {
	for _, tc := range makeCases {
		f.Add(tc.in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := Make(in)
		if !utf8.ValidString(out) {
			t.Fatalf("Make(%q) = %q is not valid UTF-8", in, out)
		}
		if strings.ContainsFunc(out, unicode.IsSpace) {
			t.Fatalf("Make(%q) = %q contains white space", in, out)
		}
		if strings.ContainsFunc(out, func(r rune) bool { return 'A' <= r && r <= 'Z' }) {
			t.Fatalf("Make(%q) = %q contains uppercase ASCII", in, out)
		}
		if len(out) > 2*len(in) { // only "İ" grows, from 2 to 3 bytes
			t.Fatalf("Make(%q) = %q grew too much", in, out)
		}
		if again := Make(out); again != out {
			t.Fatalf("Make is not idempotent: Make(%q) = %q, Make(%q) = %q", in, out, out, again)
		}
		var s Slugger
		a, b := s.Slug(in), s.Slug(in)
		if a != out || b == a || !strings.HasPrefix(b, out+"-") {
			t.Fatalf("Slugger on %q gave %q then %q", in, a, b)
		}
	})
}

func BenchmarkMake(b *testing.B) {
	inputs := []string{"Getting started with the Nuri SDK", "시작하기 전에", "v1.8.0 릴리스 — What’s new?"}
	for b.Loop() {
		for _, in := range inputs {
			Make(in)
		}
	}
}
