package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/plugins/llms"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// outsideCode returns the lines of a Markdown file that are not in fenced code blocks.
func outsideCode(md string) []string {
	var out []string
	fence := ""
	for _, l := range strings.Split(md, "\n") {
		t := strings.TrimLeft(strings.TrimSpace(l), "> ")
		switch {
		case fence == "" && (strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")):
			fence = t[:3]
		case fence != "" && strings.HasPrefix(t, fence):
			fence = ""
		case fence == "":
			out = append(out, l)
		}
	}
	return out
}

func TestEveryRouteHasMarkdownAndAnEntryInLLMsTxt(t *testing.T) {
	out, _ := builtSite(t)

	index, err := os.ReadFile(filepath.Join(out, "llms.txt"))
	require.NoError(t, err)
	full, err := os.ReadFile(filepath.Join(out, "llms-full.txt"))
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(index), "# "+config.Title+"\n\n> "+config.Tagline+"\n"), "llms.txt opens with the site title and tagline")
	for _, section := range []string{"## 가이드", "## API", "## SDK", "## 릴리스 노트"} {
		assert.Contains(t, string(index), "\n"+section+"\n", "a section per sidebar")
	}
	assert.Less(t, strings.Index(string(index), "## 가이드"), strings.Index(string(index), "## API"), "sections in navbar order")

	origin := strings.TrimSuffix(config.URL, "/")
	leftover := regexp.MustCompile(`^\s*(:::|</?(Tabs|TabItem|details|summary)\b|import\s)|\]\((\.|/)[^)]*\)|\{#[^}]*\}\s*$`)
	for _, route := range specRoutes() {
		data, err := os.ReadFile(filepath.Join(out, config.URLs().DataFile(route)))
		require.NoError(t, err, route)
		var page docskit.PageData
		require.NoError(t, json.Unmarshal(data, &page))

		md, err := os.ReadFile(filepath.Join(out, llms.MarkdownPath(route)))
		if !assert.NoError(t, err, "%s has its Markdown", route) {
			continue
		}
		assert.True(t, strings.HasPrefix(string(md), "# "+page.Title+"\n"), "%s.md starts with its title", route)
		for _, l := range outsideCode(string(md)) {
			assert.NotRegexp(t, leftover, l, "%s.md: MDX syntax or a relative link is left outside code", route)
		}
		entry := "- [" + page.Title + "](" + origin + "/" + llms.MarkdownPath(route) + ")"
		assert.Contains(t, string(index), entry, "llms.txt lists %s", route)
		assert.Contains(t, string(full), "# "+page.Title+"\n", "llms-full.txt holds %s", route)
		assert.Contains(t, string(full), string(md), "llms-full.txt holds %s whole", route)
		if page.Kind == docskit.KindDoc {
			assert.Equal(t, "/"+llms.MarkdownPath(route), page.Extra[llms.ExtraKey], "the copy page button of %s copies its .md", route)
		}
	}

	// llms-full.txt has the pages in the order llms.txt lists them (sidebar order).
	rest := string(full)
	for _, m := range regexp.MustCompile(`(?m)^- \[.*\]\(`+regexp.QuoteMeta(origin)+`/(.*?)\)`).FindAllStringSubmatch(string(index), -1) {
		md, err := os.ReadFile(filepath.Join(out, m[1]))
		require.NoError(t, err)
		i := strings.Index(rest, string(md))
		if !assert.GreaterOrEqual(t, i, 0, "%s comes in llms-full.txt after the page listed before it", m[1]) {
			break
		}
		rest = rest[i+len(md):]
	}

	push, err := os.ReadFile(filepath.Join(out, "docs/sdk/react-support.md"))
	require.NoError(t, err)
	assert.Contains(t, string(push), "]("+origin+"/docs/sdk/namespaces/push#requestpermission)", "a relative .mdx link points at the page's absolute URL")
}
