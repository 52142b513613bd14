package readingtime_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"docskit.dev/examples/customplugin/readingtime"
	"docskit.dev/examples/internal/testenv"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/pages"
)

// TestBuildWithReadingTime builds a two-page site from memory with the
// plugin and checks the head tag and the server-rendered paragraph.
func TestBuildWithReadingTime(t *testing.T) {
	nm := testenv.NodeModules(t)
	long := strings.Repeat("가나다라마바사아자차 ", 120) // 1200 syllables: 3 minutes at 500 a minute
	src := fstest.MapFS{
		"docs/guide/long.mdx":  {Data: []byte("---\ntitle: 긴 문서\n---\n\n" + long + "\n\n```go\n" + strings.Repeat("code words that are not read\n", 500) + "```\n")},
		"docs/guide/short.mdx": {Data: []byte("---\ntitle: Short\n---\n\nA short page.\n")},
	}
	cfg := docskit.Config{
		Title:  "Reading time",
		URL:    "https://example.com",
		Navbar: docskit.Navbar{Items: []docskit.NavItem{{Label: "Guide", To: "/docs/guide/long"}}},
		Footer: docskit.Footer{Columns: []docskit.FooterColumn{}},
	}
	b, err := docskit.New(cfg,
		docskit.WithSource(src),
		docskit.WithNodeModules(nm),
		docskit.WithPlugins(docs.New(docs.Options{}), readingtime.New(readingtime.Options{}), pages.New(pages.Options{})),
	)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	out := t.TempDir()
	if _, err := b.Build(context.Background(), out); err != nil {
		t.Fatal(err)
	}

	for file, minutes := range map[string]string{"docs/guide/long.html": "3", "docs/guide/short.html": "1"} {
		html := read(t, filepath.Join(out, file))
		for _, want := range []string{
			`<meta content="` + minutes + `" name="docskit:reading-time">`,
			`<p class="reading-time" data-minutes="` + minutes + `">약 ` + minutes + `분 분량</p>`,
			`"extra":{"readingTime":` + minutes + `}`, // the page data the client hydrates from
		} {
			if !strings.Contains(html, want) {
				t.Errorf("%s lacks %s", file, want)
			}
		}
	}
	landing := read(t, filepath.Join(out, "index.html"))
	if strings.Contains(landing, "reading-time") {
		t.Error("the landing page has a reading time")
	}
	css, _ := filepath.Glob(filepath.Join(out, "assets", "main-*.css"))
	if len(css) != 1 || !strings.Contains(read(t, css[0]), ".reading-time{") {
		t.Errorf("the client module's stylesheet is not in the site's CSS (%v)", css)
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
