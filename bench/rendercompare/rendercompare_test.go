package main

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func readFixture(t *testing.T, name string, f flavor) *content {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	require.NoError(t, err)
	c := extract(parseHTML(data), f)
	require.NotNil(t, c, "no main content in %s", name)
	return c
}

// The two fixtures are one page as each generator marks it up (hash links,
// copy buttons, <br> or newline line ends, tab labels as li or button):
// every aspect but the admonition title (the theme's words) compares equal.
func TestSamePageInBothMarkups(t *testing.T) {
	ds := readFixture(t, "docusaurus.html", docusaurus)
	dk := readFixture(t, "docskit.html", docskit)

	want := []heading{{1, "", "Intro"}, {2, "first-steps", "First steps"}}
	assert.Equal(t, want, ds.headings)
	assert.Equal(t, want, dk.headings)

	assert.Equal(t, []codeBlock{{lang: "js", title: "app.js", text: "const a = 1;\na < 2"}}, ds.codes)
	assert.Equal(t, ds.codes, dk.codes)

	// Links outside the main content (navbar, sidebar) and hash links are not read.
	assert.Equal(t, []string{"./setup#install", "https://example.org/x/"}, ds.links)
	assert.Equal(t, []string{"/docs/setup/#install", "https://example.org/x"}, dk.links)

	r := &pageResult{same: map[string]bool{}}
	comparePage(r, ds, dk, "/docs/intro", "/docs/intro")
	assert.True(t, r.same["headings"])
	assert.True(t, r.same["links"])
	assert.True(t, r.same["code"])
	assert.False(t, r.same["text"])
	require.Len(t, r.mismatches, 1)
	assert.Equal(t, "text differs, in admonition title / admonition title", r.mismatches[0].kind)
	assert.Equal(t, `"note" vs "참고"`, r.mismatches[0].example)

	// The words: chrome (copy button, "On this page", icons) left out, tab
	// labels and hidden tab panels in, inline elements not splitting words.
	text := strings.Join(words(ds.tokens), " ")
	assert.Equal(t, "Intro See the setup and a site. First steps note Mind the gaps. app.js const a = 1; a < 2 npm yarn one two", text)
}

func TestComparePageKinds(t *testing.T) {
	ds := &content{
		headings: []heading{{2, "a", "A"}, {2, "b", "B"}, {3, "c", "C"}},
		links:    []string{"/docs/x", "#a", "https://e.org"},
		codes:    []codeBlock{{lang: "text", text: "x"}, {lang: "js", text: "y\nz"}},
	}
	dk := &content{
		headings: []heading{{2, "a", "A"}, {2, "b-1", "B"}, {2, "c", "C"}},
		links:    []string{"/docs/x/", "#b"},
		codes:    []codeBlock{{lang: "", text: "x"}, {lang: "js", text: "y\nw"}},
	}
	r := &pageResult{same: map[string]bool{}}
	comparePage(r, ds, dk, "/docs/p", "/docs/p")
	var got []string
	for _, m := range r.mismatches {
		got = append(got, m.kind+": "+m.example)
	}
	assert.Equal(t, []string{
		"heading id differs: #b vs #b-1",
		"heading level differs (h3 vs h2): h3 #c",
		"link fragment differs (same-page anchor): #a vs #b",
		"link missing in docskit (external): https://e.org",
		"code language differs (text vs (none)): ",
		"code text differs: language js, line 2",
	}, got)
	assert.True(t, r.same["text"])
}

func TestNormLinks(t *testing.T) {
	for _, c := range []struct{ href, route, want string }{
		{"/docs/a/", "/docs/p", "/docs/a"},
		{"/docs/a.html#x", "/docs/p", "/docs/a#x"},
		{"/docs/a/index.html", "/docs/p", "/docs/a"},
		{"b#y", "/docs/dir/p", "/docs/dir/b#y"},
		{"../c", "/docs/dir/p", "/docs/c"},
		{"#z", "/docs/p", "#z"},
		{"https://e.org/x/", "/docs/p", "https://e.org/x"},
		{"mailto:a@e.org", "/docs/p", "mailto:a@e.org"},
		{"/", "/docs/p", "/"},
	} {
		assert.Equal(t, c.want, normLinks([]string{c.href}, c.route)[0], c.href)
	}
}

func TestDiffWords(t *testing.T) {
	split := strings.Fields
	sim, hunks := diffWords(split("a b c d e"), split("a b c d e"))
	assert.Equal(t, 1.0, sim)
	assert.Empty(t, hunks)

	sim, hunks = diffWords(split("a b c d e f"), split("a x c d f g"))
	// common: a c d f = 4 of 6+6
	assert.InDelta(t, 8.0/12, sim, 1e-9)
	assert.Equal(t, []hunk{{1, 2, 1, 2}, {4, 5, 4, 4}, {6, 6, 5, 6}}, hunks)

	sim, _ = diffWords(nil, split("a"))
	assert.Equal(t, 0.0, sim)
}

func TestAlignPairsLeftoversInOrder(t *testing.T) {
	a, b := split("p q r s"), split("p x s y")
	got := align(len(a), len(b), func(i, j int) bool { return a[i] == b[j] })
	// p=p, then the gap (q r | x): q with x, r alone; s=s; y alone.
	assert.Equal(t, []pair{{0, 0}, {1, 1}, {2, -1}, {3, 2}, {-1, 3}}, got)
}

func split(s string) []string { return strings.Fields(s) }

func TestImportsAndStubs(t *testing.T) {
	src := []byte("---\ntitle: T\nslug: /t\n---\nimport Tabs from '@theme/Tabs';\nimport Part from './_part.mdx'\n\n# Title\n\n```js\nimport x from 'y'\n# not a heading\n```\n\n## With <Tag/> and [a link](./x.md) {#custom}\n\n### `--seed=<num>` {x}\n\ntext\n")
	assert.Equal(t, []string{"@theme/Tabs", "./_part.mdx"}, mdxImports(src))
	assert.Equal(t, "---\ntitle: T\nslug: /t\n---\n\n# Title\n\n## With  and a link {#custom}\n\n### `--seed=<num>`\n\n", string(stub(src)))
}
