package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/examples/internal/testenv"
)

// TestBuild builds the example (go test runs in examples/sidebars, so the
// site root is ".") and checks what the server renders: the generated
// index's cards and head tags, and the sidebar kinds in a doc's HTML. How
// they behave in a browser is browser/sidebar-items.spec.ts's part.
func TestBuild(t *testing.T) {
	b, err := newBuilder(".")(docskit.WithNodeModules(testenv.NodeModules(t)))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	out := t.TempDir()
	if _, err := b.Build(context.Background(), out); err != nil {
		t.Fatal(err)
	}
	read := func(rel string) string {
		t.Helper()
		data, err := os.ReadFile(filepath.Join(out, rel))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	index := read("docs/category/가이드.html")
	for _, want := range []string{
		`<meta content="가이드,설치" name="keywords">`,
		`<h1>가이드</h1>`,
		`<p class="dk-generated-index-description">설치부터 배포까지 차례로 따라 하는 가이드입니다.</p>`,
		`href="/docs/guides/install"`, `예제를 빌드하는 데 필요한 도구를 설치합니다.`,
	} {
		if !strings.Contains(index, want) {
			t.Errorf("the generated index lacks %s", want)
		}
	}
	if changelog := read("docs/extras/changelog.html"); !strings.Contains(changelog, `="2025-03-14T00:00:00.000Z">2025년 3월 14일</time>`) {
		t.Error("changelog.html lacks its last update from the front matter")
	}
	intro := read("docs/intro.html")
	for _, want := range []string{
		`class="dk-sidebar-item dk-sidebar-html dk-sidebar-html-default more-heading"><span class="sidebar-heading">더 보기</span></li>`,
		`class="dk-sidebar-item dk-sidebar-category dk-sidebar-category-fixed"`,
		`class="dk-sidebar-link dk-sidebar-link-external"`,
		`href="https://github.com/example/docskit/edit/main/examples/sidebars/docs/intro.mdx"`,
	} {
		if !strings.Contains(intro, want) {
			t.Errorf("intro.html lacks %s", want)
		}
	}
}
