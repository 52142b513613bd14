package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/plugins/docs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// firstLoadBudget is the most JavaScript, gzip -9 bytes, that a doc page may
// load before it is interactive: its module script and the chunks it
// preloads. React 19's client runtime alone is about 69 KB of it; Docusaurus
// ships 215 KB on the same page. The search plugin's navbar button added
// about 1.6 KB (0.6 KB of its own; React moved into a chunk that the main
// script and the search dialog's chunk share: 1 KB of split overhead). The
// page was at 85,015 (2026-11); the sidebar's Docusaurus item kinds (html
// items, external links, fixed categories: about 290 bytes), the doc
// footer's edit link and last update (about 345) and the generated index's
// cards (about 560: DocCardList in the entry, since a lazy chunk of it
// would share Link and the router with the entry and split them into one
// more first-load chunk, which costs more) bring it to 86,229. The budget
// leaves about 300 bytes, so that what grows it is noticed (a site without
// module pages does not ship their code; a lazy chunk that imports
// react-dom splits it out of the entry).
// Base URL and trailing-slash support in the client (internal/match.ts:
// route to URL and back, links, first-load normalisation) added about 350
// bytes: 86,574. The hook of the blog's layouts (a lazy chunk that takes
// what it shares with the entry from it, components/BlogPage/kit.ts, since
// importing them would split about 1.7 KB more out of the entry), the
// bodies a page embeds and the paginator's labels added about 300: 86,874.
// The blog's words joining the dictionary made its chunk import ui.ts (for
// the inlined messages) as the other lazy chunks do, so ui.ts's format left
// its own first-load chunk for the one it shares with React: 87,057 -> 86,974.
// Docusaurus's src/pages (Layout's frame shared with a React page's Layout
// call, DocPage for Markdown pages, the document title of React pages; the
// React page code itself only ships with page modules) added about 150.
// Docs versions (banner, badge, version dropdown, links that follow the
// version) are one lazy chunk that takes the entry's Link, site config and
// storage as props or not at all (importing them would split them out of
// the entry) and imports ui.ts as the other lazy chunks do (else format
// leaves the chunk it shares with React); the parts' loaders, the navbar's
// and the doc page's dispatch add about 210 bytes: 87,138 -> 87,350.
// Docs tags (a doc's tag links, the tag pages' lazy layout) are compiled in
// only with Config.Docs.Tags (__DOCSKIT_DOC_TAGS__), which the Nuri site
// leaves off: what remains of them is a null child in the doc footer, 2
// bytes (87,473 -> 87,475).
const firstLoadBudget = 87_500

var (
	entryScriptRe = regexp.MustCompile(`<script type="module" src="([^"]+)"></script>`)
	modulePreRe   = regexp.MustCompile(`<link rel="modulepreload" href="([^"]+)">`)
	anyScriptRe   = regexp.MustCompile(`<script[^>]*\ssrc="([^"]+)"`)
)

// firstLoadJS lists the scripts the page at htmlPath (inside the output
// folder out) loads before it is interactive, with their gzip -9 sizes, as
// "url size" lines, and returns their total.
func firstLoadJS(t *testing.T, out, htmlPath string) ([]string, int) {
	t.Helper()
	page, err := os.ReadFile(filepath.Join(out, htmlPath))
	require.NoError(t, err)
	head, _, _ := strings.Cut(string(page), "</head>")
	entry := entryScriptRe.FindAllStringSubmatch(head, -1)
	require.Len(t, entry, 1, "%s has one module script in its head", htmlPath)
	for _, m := range anyScriptRe.FindAllStringSubmatch(string(page), -1) {
		// Third-party tags (the analytics providers') are the site's choice, not docskit's.
		if strings.HasPrefix(m[1], "/") {
			assert.Equal(t, entry[0][1], m[1], "%s: the entry is the only script of the site loaded by URL", htmlPath)
		}
	}
	urls := []string{entry[0][1]}
	for _, m := range modulePreRe.FindAllStringSubmatch(head, -1) {
		urls = append(urls, m[1])
	}
	var lines []string
	total := 0
	for _, u := range urls {
		require.True(t, strings.HasPrefix(u, "/assets/"), u)
		js, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(strings.TrimPrefix(u, "/"))))
		require.NoError(t, err)
		n := gzipSize(t, js)
		total += n
		lines = append(lines, fmt.Sprintf("%s %d", u, n))
	}
	return lines, total
}

func gzipSize(t *testing.T, b []byte) int {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	require.NoError(t, err)
	_, err = w.Write(b)
	require.NoError(t, err)
	require.NoError(t, w.Close())
	return buf.Len()
}

func TestDocPageFirstLoadJavaScriptIsWithinBudget(t *testing.T) {
	// The shared build has the analytics ids, as in production: analytics
	// must not add to the first load.
	out, _ := builtSite(t)

	for _, page := range []string{"docs/guide/intro.html", "docs/sdk/namespaces/push.html"} {
		files, total := firstLoadJS(t, out, page)
		assert.LessOrEqual(t, total, firstLoadBudget, "%s: first-load JavaScript, gzip bytes:\n%s", page, strings.Join(files, "\n"))
		t.Logf("%s: %d bytes of JavaScript (gzip -9) on first load", page, total)
	}
}

// genDocs writes n doc pages in folders of 100 under root/docs/ref: each a
// title, a heading, a paragraph with a link to the next page and, on every
// tenth page, a code block and a <details> (a lazily loaded component).
func genDocs(t *testing.T, root string, n int) {
	t.Helper()
	for i := range n {
		dir := filepath.Join(root, "docs", "ref", fmt.Sprintf("part-%02d", i/100))
		if i%100 == 0 {
			require.NoError(t, os.MkdirAll(dir, 0o755))
		}
		var s strings.Builder
		fmt.Fprintf(&s, "---\ntitle: 문서 %d\ndescription: 생성된 문서 %d\n---\n\n## 개요\n\n", i, i)
		fmt.Fprintf(&s, "이 문서는 %d번째 문서입니다. [다음 문서](/docs/ref/part-%02d/page-%d)를 보세요.\n\n", i, (i+1)%n/100, (i+1)%n)
		if i%10 == 0 {
			s.WriteString("## 예제\n\n```ts\nconst x: number = 1;\n```\n")
			s.WriteString("\n<details>\n<summary>더 보기</summary>\n\n본문입니다.\n\n</details>\n")
		}
		require.NoError(t, os.WriteFile(filepath.Join(dir, fmt.Sprintf("page-%d.mdx", i)), []byte(s.String()), 0o644))
	}
}

// The JavaScript a doc page loads first does not grow with the site: the same
// files, byte for byte, at 10 and at 2,000 pages.
func TestFirstLoadJavaScriptDoesNotGrowWithPageCount(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two sites")
	}
	wd, err := os.Getwd()
	require.NoError(t, err)
	nm := filepath.Join(filepath.Dir(wd), "node_modules")
	build := func(n int) ([]string, int) {
		root := t.TempDir()
		genDocs(t, root, n)
		cfg := docskit.Config{
			Title:  "Budget",
			URL:    "https://example.com",
			Navbar: docskit.Navbar{Items: []docskit.NavItem{{Label: "Ref", To: "/docs/ref/part-00/page-0", Sidebar: "ref"}}},
			Footer: docskit.Footer{Columns: []docskit.FooterColumn{}},
		}
		b, err := docskit.New(cfg, docskit.WithRoot(root), docskit.WithNodeModules(nm),
			docskit.WithPlugins(docs.New(docs.Options{Sidebars: []string{"ref"}})))
		require.NoError(t, err)
		defer b.Close()
		out := filepath.Join(root, "build")
		rep, err := b.Build(context.Background(), out)
		require.NoError(t, err)
		require.Equal(t, n, rep.Pages)
		files, total := firstLoadJS(t, out, "docs/ref/part-00/page-0.html")
		assert.LessOrEqual(t, total, firstLoadBudget)
		return files, total
	}
	small, smallTotal := build(10)
	large, largeTotal := build(2000)
	assert.Equal(t, small, large, "the same first-load files at 10 and 2,000 pages")
	assert.Equal(t, smallTotal, largeTotal)
}
