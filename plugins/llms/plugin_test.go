package llms_test

import (
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/plugins/llms"
	"github.com/stretchr/testify/assert"
)

func TestIndexListsSectionsAndPagesInOrder(t *testing.T) {
	sections := []llms.Section{
		{Title: "가이드", Pages: []*docskit.Page{
			{Route: "/docs/guide/intro", Title: "소개", Description: "누리를\n소개합니다."},
			{Route: "/docs/guide/push", Title: "푸시 [베타]"},
		}},
		{Title: "Optional", Pages: []*docskit.Page{{Route: "/", Title: "홈", Description: "첫 화면"}}},
	}
	md := func(route string) string { return "https://d.example/" + llms.MarkdownPath(route) }
	want := "# 누리 문서\n\n> 누리 개발자 문서\n\n" +
		"## 가이드\n\n" +
		"- [소개](https://d.example/docs/guide/intro.md): 누리를 소개합니다.\n" +
		"- [푸시 \\[베타\\]](https://d.example/docs/guide/push.md)\n" +
		"\n## Optional\n\n" +
		"- [홈](https://d.example/index.md): 첫 화면\n"
	assert.Equal(t, want, llms.Index("누리 문서", "누리 개발자 문서", sections, md))
}

func TestMarkdownPath(t *testing.T) {
	assert.Equal(t, "index.md", llms.MarkdownPath("/"))
	assert.Equal(t, "docs/sdk/namespaces/push.md", llms.MarkdownPath("/docs/sdk/namespaces/push"))
}
