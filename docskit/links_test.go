package docskit

import "testing"

func TestHasScheme(t *testing.T) {
	for s, want := range map[string]bool{
		"https://nuri.example": true, "mailto:dev@nuri.example": true, "tel:+82-2-0000": true, "git+ssh://x": true,
		"/docs/guide/intro": false, "./push.mdx": false, "push.mdx#x": false, "#anchor": false, "//cdn.example/x": false,
		"": false, ":x": false, "1x:y": false, "a b:c": false, "docs/a:b": false,
	} {
		if got := HasScheme(s); got != want {
			t.Errorf("HasScheme(%q) = %v, want %v", s, got, want)
		}
	}
}
