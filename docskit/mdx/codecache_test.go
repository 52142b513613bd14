package mdx_test

import (
	"encoding/json"
	"testing"

	"docskit.dev/docskit/mdx"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Pages parsed with a shared CodeCache come out as they do without one,
// however their code blocks repeat each other: the same code with other
// highlighted lines, line numbers or language is highlighted again.
func TestCodeCacheGivesTheSameDocuments(t *testing.T) {
	pages := []string{
		"```js\nconst a = 1;\nconst b = 2;\n```\n",
		"```js {2}\nconst a = 1;\nconst b = 2;\n```\n",
		"```js showLineNumbers\nconst a = 1;\nconst b = 2;\n```\n",
		"```ts\nconst a = 1;\nconst b = 2;\n```\n",
		"```js\n// highlight-next-line\nconst a = 1;\nconst b = 2;\n```\n",
		"```js\nconst a = 1;\nconst b = 2;\n```\n",
		"```wat\nconst a = 1;\n```\n",
		"```wat\nconst a = 1;\n```\n",
	}
	p := mdx.NewParser(nil)
	body := func(src string, code *mdx.CodeCache) string {
		doc, ds := p.Parse([]byte(src), mdx.Options{File: "a.mdx", Code: code, UnknownCodeAsText: true})
		require.Empty(t, ds)
		out, err := json.Marshal(doc.Body)
		require.NoError(t, err)
		return string(out)
	}
	code := &mdx.CodeCache{}
	seen := map[string]bool{}
	for _, src := range pages {
		want := body(src, nil)
		assert.Equal(t, want, body(src, code), "page %q", src)
		seen[want] = true
	}
	assert.Len(t, seen, 6, "the options tell the blocks apart")
}

// BenchmarkParseVersionedCode parses the same page as four versions of a
// docs folder would hold it, with and without a shared CodeCache.
func BenchmarkParseVersionedCode(b *testing.B) {
	page := []byte("# Setup\n\n```ts\nimport {createStore} from 'redux';\n\ntype State = {count: number};\nconst reducer = (s: State = {count: 0}, a: {type: string}) =>\n  a.type === 'inc' ? {count: s.count + 1} : s;\nexport const store = createStore(reducer);\n```\n\nThen run it:\n\n```bash\nnpm install && npm run build -- --prod\n```\n")
	p := mdx.NewParser(nil)
	for _, tc := range []struct {
		name  string
		cache func() *mdx.CodeCache
	}{
		{"no cache", func() *mdx.CodeCache { return nil }},
		{"cache", func() *mdx.CodeCache { return &mdx.CodeCache{} }},
	} {
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				code := tc.cache()
				for range 4 {
					if _, ds := p.Parse(page, mdx.Options{File: "a.mdx", Code: code}); len(ds) > 0 {
						b.Fatal(ds)
					}
				}
			}
		})
	}
}
