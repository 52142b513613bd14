package search

import (
	"bytes"
	"encoding/json"
	"testing"
)

// The text shards are written by appendJSONStrings: byte for byte what
// encoding/json writes, so that the files stay as they were.
func FuzzAppendJSONString(f *testing.F) {
	for _, s := range []string{"", "plain", "푸시 토큰을 발급합니다", `a "quoted" \\ path`, "<View> && a > b",
		"tab\tnew\nline\rcr\bbs\fff\x00\x1f\x7f", "line\u2028para\u2029end", "\xe2\x80", "\xe2\x80\xa8\xe2", "bad \xff byte", "\xed\xa0\x80 surrogate", "😀 ① ㅋ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendJSONString([]byte("x"), s); !bytes.Equal(got[1:], want) || got[0] != 'x' {
			t.Errorf("appendJSONString(%q) = %s, want x%s", s, got, want)
		}
		ss := []string{s, "", s + "<"}
		want, _ = json.Marshal(ss)
		if got := appendJSONStrings(nil, ss); !bytes.Equal(got, want) {
			t.Errorf("appendJSONStrings(%q) = %s, want %s", ss, got, want)
		}
	})
}
