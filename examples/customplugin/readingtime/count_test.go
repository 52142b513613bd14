package readingtime

import (
	"strings"
	"testing"

	"docskit.dev/docskit/mdx"
)

func TestCountDoc(t *testing.T) {
	tests := []struct {
		name string
		body string
		want Count
	}{
		{"empty", "", Count{}},
		{"english words", "Build the site, then serve it.", Count{Words: 6}},
		{"hangul syllables", "문서를 빌드합니다.", Count{Chars: 8}},
		{"mixed token counts both", "SDK를 설치하고 v1.8로 올립니다.", Count{Words: 2, Chars: 10}},
		{"punctuation alone is not a word", "— … · 1.", Count{Words: 1}},
		{"fenced code is skipped", "앞\n```go\nfunc main() {}\n```\n뒤", Count{Chars: 2}},
		{"longer and tilde fences", "a\n~~~~\n~~~\ncode\n~~~~\nb", Count{Words: 2}},
		{"import lines are skipped", "import Tabs from '@theme/Tabs';\n\n본문", Count{Chars: 2}},
		{"jsx tags are dropped, children kept", "<Tabs groupId=\"os\">\n  <TabItem value=\"a\" label=\"A\">\n\n안녕\n\n  </TabItem>\n</Tabs>", Count{Chars: 2}},
		{"admonition marker dropped, title kept", ":::tip Keep it short\n\n내용\n\n:::", Count{Words: 3, Chars: 2}},
		{"link text and image alt kept, destinations dropped", "[설치 안내](./install.mdx#go-설치) and ![logo](/img/logo.svg)", Count{Words: 2, Chars: 4}},
		{"explicit heading id dropped", "## 설치 {#install}", Count{Chars: 2}},
		{"han and kana count as characters", "漢字 かな カナ", Count{Chars: 6}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, ds := mdx.NewParser(nil).Parse([]byte(tt.body), mdx.Options{})
			if len(ds) > 0 {
				t.Fatal(ds)
			}
			if got := CountDoc(doc); got != tt.want {
				t.Errorf("CountDoc(%q) = %+v, want %+v", tt.body, got, tt.want)
			}
		})
	}
}

func TestMinutes(t *testing.T) {
	tests := []struct {
		c    Count
		want int
	}{
		{Count{}, 0},
		{Count{Words: 1}, 1},
		{Count{Words: 200}, 1},
		{Count{Words: 201}, 2},
		{Count{Chars: 500}, 1},
		{Count{Chars: 1200}, 3},
		{Count{Words: 100, Chars: 250}, 1}, // half a minute each
		{Count{Words: 100, Chars: 251}, 2},
	}
	for _, tt := range tests {
		if got := Minutes(tt.c, 200, 500); got != tt.want {
			t.Errorf("Minutes(%+v) = %d, want %d", tt.c, got, tt.want)
		}
	}
}

func FuzzCountText(f *testing.F) {
	f.Add("본문 nuri.push 와 v1.8")
	f.Add("— …")
	f.Fuzz(func(t *testing.T, text string) {
		c := CountText(text)
		if c.Words < 0 || c.Chars < 0 || c.Words > len(text) || c.Chars > len(text) {
			t.Fatalf("CountText(%q) = %+v", text, c)
		}
		if strings.TrimSpace(text) == "" && (c != Count{}) {
			t.Fatalf("blank text counted %+v", c)
		}
	})
}
