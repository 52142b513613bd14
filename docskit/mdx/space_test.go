package mdx

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestOneLineJoinsWordsWithOneSpace(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"   \n\t ", ""},
		{"푸시 알림", "푸시 알림"},
		{"\n  토큰을\n\n발급합니다.  ", "토큰을 발급합니다."},
		{"a\u00a0b\u3000c\u2028d", "a b c d"}, // no-break, ideographic and line separator spaces
		{"x\xffy \xc3", "x\xffy \xc3"},        // invalid UTF-8 stays as it is
		{"\u200bzero-width", "\u200bzero-width"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, oneLine([]byte(tt.in)), "%q", tt.in)
	}
}

func FuzzOneLine(f *testing.F) {
	for _, s := range []string{"", " a  b ", "한글\u00a0\u3000텍스트\n", "\xff\xfe \x85\u0085", "a\u180eb"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := oneLine([]byte(s)), strings.Join(strings.Fields(s), " "); got != want {
			t.Fatalf("oneLine(%q) = %q, want %q", s, got, want)
		}
	})
}
