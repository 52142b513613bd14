package uitext_test

import (
	"regexp"
	"strings"
	"testing"

	"docskit.dev/docskit/uitext"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An id is dotted identifiers: it is also the name of a module
// (@docskit/ui/<id>) and a key of Config.UI.
var idRe = regexp.MustCompile(`^(theme|docskit)(\.[A-Za-z][A-Za-z0-9]*)+$`)

func TestEveryMessageHasBothLanguagesWithTheSamePlaceholders(t *testing.T) {
	seen := map[string]bool{}
	for _, m := range uitext.Messages() {
		t.Run(m.ID, func(t *testing.T) {
			assert.Regexp(t, idRe, m.ID)
			assert.False(t, seen[m.ID], "the id is used twice")
			seen[m.ID] = true
			assert.NotEmpty(t, strings.TrimSpace(m.English), "English")
			assert.NotEmpty(t, strings.TrimSpace(m.Korean), "Korean")
			assert.Equal(t, uitext.Placeholders(m.English), uitext.Placeholders(m.Korean), "placeholders")
			// Plural forms: English has two (one, other), Korean one.
			en, ko := strings.Split(m.English, "|"), strings.Split(m.Korean, "|")
			assert.Len(t, ko, 1, "Korean has one plural form")
			if len(en) > 1 {
				assert.Len(t, en, 2, "English has two plural forms")
				assert.Equal(t, []string{"count"}, uitext.Placeholders(m.English), "a message of a count has {count} alone")
				assert.Contains(t, en[1], "{count}", "the other form shows the count")
			}
		})
	}
	assert.Greater(t, len(seen), 60)
}

func TestLanguageOf(t *testing.T) {
	for _, tt := range []struct {
		lang string
		want uitext.Language
	}{
		{"ko", uitext.Korean},
		{"ko-KR", uitext.Korean},
		{"KO-kr", uitext.Korean},
		{"en", uitext.English},
		{"en-US", uitext.English},
		{"", uitext.English},
		{"kok", uitext.English}, // Konkani, not Korean
		{"fr", uitext.English},
	} {
		assert.Equal(t, tt.want, uitext.LanguageOf(tt.lang), tt.lang)
	}
}

func TestTextFollowsTheLanguageAndTheOverride(t *testing.T) {
	const id = "theme.CodeBlock.copy"
	assert.Equal(t, "Copy", uitext.Text("en", nil, id))
	assert.Equal(t, "복사", uitext.Text("ko-KR", nil, id))
	assert.Equal(t, "Copy code", uitext.Text("ko", map[string]string{id: "Copy code"}, id))
	assert.Equal(t, "docskit.no.such", uitext.Text("en", nil, "docskit.no.such"), "an unknown id shows as itself")

	all := uitext.Resolve("ko", map[string]string{id: "코드 복사"})
	assert.Len(t, all, len(uitext.Messages()))
	assert.Equal(t, "코드 복사", all[id])
	assert.Equal(t, "본문으로 건너뛰기", all["theme.common.skipToMainContent"])
}

func TestCheckNamesEachBadOverride(t *testing.T) {
	assert.Empty(t, uitext.Check(map[string]string{
		"theme.CodeBlock.copy":                           "Copy code",
		"theme.docs.DocCard.categoryDescription.plurals": "One page|{count} pages",
		"docskit.search.noResults":                       "Nothing found", // leaving a placeholder out is allowed
	}))
	problems := uitext.Check(map[string]string{
		"theme.CodeBlock.copyy":    "Copy",
		"docskit.search.noResults": "No {result} for {query}",
		"theme.CodeBlock.copy":     "Copy {count}",
	})
	require.Len(t, problems, 3)
	assert.Contains(t, problems[0], `"docskit.search.noResults": the message has no placeholder {result} (it has {query})`)
	assert.Contains(t, problems[1], `"theme.CodeBlock.copy": the message has no placeholder {count} (it has none)`)
	assert.Contains(t, problems[2], `"theme.CodeBlock.copyy" is not a UI message id`)
}

func TestFormatFillsPlaceholdersAndPicksTheCountsForm(t *testing.T) {
	for _, tt := range []struct {
		text   string
		values map[string]any
		want   string
	}{
		{"One post|{count} posts", map[string]any{"count": 1}, "One post"},
		{"One post|{count} posts", map[string]any{"count": 0}, "0 posts"},
		{"One post|{count} posts", map[string]any{"count": 12}, "12 posts"},
		{"글 {count}개", map[string]any{"count": 1}, "글 1개"},
		{`{nPosts} tagged with "{tagName}"`, map[string]any{"nPosts": "3 posts", "tagName": "Go"}, `3 posts tagged with "Go"`},
		{"{a}{a} and {b}", map[string]any{"a": "x"}, "xx and {b}"},
		{"No placeholder", nil, "No placeholder"},
	} {
		assert.Equal(t, tt.want, uitext.Format(tt.text, tt.values), "%s %v", tt.text, tt.values)
	}
}

func TestPlaceholders(t *testing.T) {
	assert.Equal(t, []string{"atDate", "byUser"}, uitext.Placeholders("Last updated{byUser}{atDate}{byUser}"))
	assert.Empty(t, uitext.Placeholders("{not a name} and { x }"))
}

func TestModuleHoldsEveryMessageInItsEnum(t *testing.T) {
	texts := uitext.Resolve("ko", map[string]string{"theme.CodeBlock.copy": `"Copy" \ now`})
	src := uitext.Module(texts)
	ui, tmpl, ok := strings.Cut(src, "export const enum Template {")
	require.True(t, ok, src)
	assert.Contains(t, ui, `"theme.CodeBlock.copy" = "\"Copy\" \\ now",`, "an override, quoted")
	assert.Contains(t, ui, `"theme.common.skipToMainContent" = "본문으로 건너뛰기",`)
	assert.Contains(t, tmpl, `"docskit.search.resultCount" = "검색 결과 {count}개",`, "a message with a placeholder is a Template")
	assert.NotContains(t, ui, "docskit.search.resultCount")
	for _, m := range uitext.Messages() {
		assert.Equal(t, 1, strings.Count(src, `"`+m.ID+`" =`), m.ID)
	}

	decl := uitext.Declarations()
	assert.Contains(t, decl, "  /** Copy */\n  readonly \"theme.CodeBlock.copy\": string;\n")
	assert.Contains(t, decl, "  readonly \"docskit.baseUrlWarning\": T<'baseUrl' | 'url'>;\n", "a template's type names its placeholders")
	assert.Contains(t, decl, "  readonly \"docskit.search.resultCount\": T<'count'>;\n")
}
