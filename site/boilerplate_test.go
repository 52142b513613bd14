package main

// Boilerplate checks for the Nuri docs: text that a template or a copy-paste
// put on many pages and that tells the reader nothing new where it stands.
//
//   - TestNoParagraphOnManyPages: a prose paragraph is not repeated word for
//     word on three or more pages (say it once and link to it).
//   - TestPlatformTablesSayMoreThanADash: a `| 플랫폼 | SDK | 앱 소스 | 참고 |`
//     table does not hold "—" in every 참고 cell (drop the column instead).
//   - TestNoFieldTableTwiceOnAPage: a `| 필드 | 타입 | 설명 |` table with the
//     same fields does not appear twice on one page (link to the first one).
//   - TestNoStrayBarInUnions: an inline union type does not start with `|`.
//
// Each check is a function of one page (or of all pages) so that the table
// tests below can feed it the text it must reject.

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// repeatedPageLimit is the number of pages a paragraph may not reach.
const repeatedPageLimit = 3

// minRepeatedParagraph is the length (in bytes) below which a repeated
// paragraph is a short stock sentence rather than boilerplate.
const minRepeatedParagraph = 80

// paragraph is a run of non-empty prose lines outside code fences.
type paragraph struct {
	text string
	line int // 1-based line of its first line
}

// notProse matches the first line of a block that is not a prose paragraph:
// tables, headings, imports, admonition fences, JSX, list items.
var notProse = regexp.MustCompile(`^(\||#|import |:::|<|- |\d+\. )`)

// proseParagraphs lists the page's prose paragraphs.
func (p *mdxPage) proseParagraphs() []paragraph {
	nums, lines := p.bodyLines()
	var out []paragraph
	var cur []string
	start := 0
	flush := func() {
		if len(cur) > 0 && !notProse.MatchString(cur[0]) {
			out = append(out, paragraph{text: strings.Join(cur, " "), line: start})
		}
		cur = nil
	}
	for k, l := range lines {
		// bodyLines drops fence lines, so a jump in line numbers ends a paragraph too.
		if strings.TrimSpace(l) == "" || (k > 0 && nums[k] != nums[k-1]+1) {
			flush()
		}
		if strings.TrimSpace(l) == "" {
			continue
		}
		if len(cur) == 0 {
			start = nums[k]
		}
		cur = append(cur, l)
	}
	flush()
	return out
}

// repeatedParagraphs reports each paragraph of at least minRepeatedParagraph
// bytes that appears on limit or more pages, with every place it appears.
func repeatedParagraphs(pages []*mdxPage, limit int) []string {
	where := map[string][]string{}
	files := map[string]map[string]bool{}
	for _, p := range pages {
		for _, para := range p.proseParagraphs() {
			if len(para.text) < minRepeatedParagraph {
				continue
			}
			where[para.text] = append(where[para.text], fmt.Sprintf("%s:%d", p.path, para.line))
			if files[para.text] == nil {
				files[para.text] = map[string]bool{}
			}
			files[para.text][p.path] = true
		}
	}
	var problems []string
	for text, places := range where {
		if len(files[text]) < limit {
			continue
		}
		short := text
		if r := []rune(short); len(r) > 60 {
			short = string(r[:60]) + "…"
		}
		problems = append(problems, fmt.Sprintf("%s: the paragraph %q is on %d pages (%s); say it once and link to it",
			places[0], short, len(files[text]), strings.Join(places[1:], ", ")))
	}
	sort.Strings(problems)
	return problems
}

func TestNoParagraphOnManyPages(t *testing.T) {
	for _, problem := range repeatedParagraphs(docsPages(t), repeatedPageLimit) {
		t.Error(problem)
	}
}

// mdTable is a Markdown table: its header cells and its body rows' cells.
type mdTable struct {
	line   int // 1-based line of the header
	header []string
	rows   [][]string
}

func splitRow(l string) []string {
	l = strings.TrimSpace(l)
	l = strings.TrimPrefix(strings.TrimSuffix(l, "|"), "|")
	// `\|` inside a cell is a literal bar, not a column break.
	parts := strings.Split(strings.ReplaceAll(l, `\|`, "\x00"), "|")
	for i, c := range parts {
		parts[i] = strings.TrimSpace(strings.ReplaceAll(c, "\x00", `\|`))
	}
	return parts
}

// tables lists the page's Markdown tables outside code fences.
func (p *mdxPage) tables() []mdTable {
	nums, lines := p.bodyLines()
	var out []mdTable
	for k := 0; k < len(lines); k++ {
		if !strings.HasPrefix(lines[k], "|") || k+1 >= len(lines) || !strings.HasPrefix(lines[k+1], "| ---") {
			continue
		}
		tb := mdTable{line: nums[k], header: splitRow(lines[k])}
		j := k + 2
		for ; j < len(lines) && strings.HasPrefix(lines[j], "|"); j++ {
			tb.rows = append(tb.rows, splitRow(lines[j]))
		}
		out = append(out, tb)
		k = j - 1
	}
	return out
}

// dashOnlyPlatformTables reports platform tables whose 참고 column says
// nothing but "—".
func dashOnlyPlatformTables(p *mdxPage) []string {
	var problems []string
	for _, tb := range p.tables() {
		if len(tb.header) != 4 || tb.header[0] != "플랫폼" || tb.header[3] != "참고" || len(tb.rows) == 0 {
			continue
		}
		empty := true
		for _, r := range tb.rows {
			if len(r) < 4 || (r[3] != "—" && r[3] != "") {
				empty = false
			}
		}
		if empty {
			problems = append(problems, fmt.Sprintf("%s:%d: every 참고 cell of this platform table is \"—\"; drop the column", p.path, tb.line))
		}
	}
	return problems
}

func TestPlatformTablesSayMoreThanADash(t *testing.T) {
	for _, p := range docsPages(t) {
		for _, problem := range dashOnlyPlatformTables(p) {
			t.Error(problem)
		}
	}
}

var codeCell = regexp.MustCompile("^`([^`]+)`")

// duplicateFieldTables reports a field table whose fields (two or more) were
// already listed by an earlier field table of the same page.
func duplicateFieldTables(p *mdxPage) []string {
	var problems []string
	seen := map[string]int{}
	for _, tb := range p.tables() {
		if len(tb.header) < 2 || tb.header[0] != "필드" {
			continue
		}
		var fields []string
		for _, r := range tb.rows {
			if m := codeCell.FindStringSubmatch(r[0]); m != nil {
				fields = append(fields, m[1])
			}
		}
		if len(fields) < 2 {
			continue
		}
		sort.Strings(fields)
		key := strings.Join(fields, ",")
		if first, ok := seen[key]; ok {
			problems = append(problems, fmt.Sprintf("%s:%d: this field table repeats the one at line %d; link to it instead", p.path, tb.line, first))
			continue
		}
		seen[key] = tb.line
	}
	return problems
}

func TestNoFieldTableTwiceOnAPage(t *testing.T) {
	for _, p := range docsPages(t) {
		for _, problem := range duplicateFieldTables(p) {
			t.Error(problem)
		}
	}
}

// strayUnionBar matches an inline code span that opens with a union's bar:
// "`| 'a' | 'b'`" (a leading `|` copied from a multi-line type).
var strayUnionBar = regexp.MustCompile("`\\\\?\\|\\s*['\"A-Za-z]")

func strayUnionBars(p *mdxPage) []string {
	var problems []string
	nums, lines := p.bodyLines()
	for k, l := range lines {
		if strayUnionBar.MatchString(l) {
			problems = append(problems, fmt.Sprintf("%s:%d: an inline union starts with `|`", p.path, nums[k]))
		}
	}
	return problems
}

func TestNoStrayBarInUnions(t *testing.T) {
	for _, p := range docsPages(t) {
		for _, problem := range strayUnionBars(p) {
			t.Error(problem)
		}
	}
}

// TestBoilerplateChecksFailOnTheOldText feeds each check text from before the
// clean-up (issue 14) and expects a problem naming file:line, and text it must
// accept.
func TestBoilerplateChecksFailOnTheOldText(t *testing.T) {
	const notNative = "비동기 메서드는 `Promise`를 반환하고, 실패하면 `NuriError`로 거부됩니다. 오류 코드를 구분해 처리하는 방법은 [TypeScript 지원](/docs/sdk/typescript-support#오류-처리하기)을 참고하세요."
	page := func(name, body string) *mdxPage {
		return parseMDX("site/docs/"+name, "---\ntitle: t\n---\n\n"+body)
	}
	t.Run("repeated paragraph", func(t *testing.T) {
		var pages []*mdxPage
		for _, name := range []string{"a.mdx", "b.mdx", "c.mdx"} {
			pages = append(pages, page(name, "## 메서드\n\n"+notNative+"\n\n### x()\n"))
		}
		problems := repeatedParagraphs(pages, repeatedPageLimit)
		if assert.Len(t, problems, 1) {
			assert.Contains(t, problems[0], "site/docs/a.mdx:7:")
			assert.Contains(t, problems[0], "site/docs/c.mdx:7")
		}
		assert.Empty(t, repeatedParagraphs(pages[:2], repeatedPageLimit), "two pages are allowed")
	})
	t.Run("dash-only platform table", func(t *testing.T) {
		old := page("iap.mdx", "#### 지원 플랫폼\n\n| 플랫폼 | SDK | 앱 소스 | 참고 |\n| --- | --- | --- | --- |\n| Android | 1.1.0 이상 | 1.1.0 이상 | — |\n| iOS | 1.1.0 이상 | 1.1.0 이상 | — |\n")
		assert.Equal(t, []string{`site/docs/iap.mdx:7: every 참고 cell of this platform table is "—"; drop the column`}, dashOnlyPlatformTables(old))
		one := page("iap.mdx", "| 플랫폼 | SDK | 앱 소스 | 참고 |\n| --- | --- | --- | --- |\n| Android | 1.1.0 이상 | 1.1.0 이상 | 3일 안에 완료 처리 |\n| iOS | 1.1.0 이상 | 1.1.0 이상 | — |\n")
		assert.Empty(t, dashOnlyPlatformTables(one))
	})
	t.Run("field table twice", func(t *testing.T) {
		table := "| 필드 | 타입 | 설명 |\n| --- | --- | --- |\n| `token` | `string` | 토큰 값 |\n| `platform` | `'android' \\| 'ios'` | 토큰을 발급한 플랫폼 |\n"
		old := page("push.mdx", "### getToken()\n\n"+table+"\n### tokenRefresh 이벤트\n\n데이터: `PushToken`\n\n"+table)
		assert.Equal(t, []string{"site/docs/push.mdx:16: this field table repeats the one at line 7; link to it instead"}, duplicateFieldTables(old))
	})
	t.Run("stray bar", func(t *testing.T) {
		old := page("iap.mdx", "값은 `| 'immediateWithTimeProration' | 'deferred'` 중 하나입니다.\n")
		assert.Equal(t, []string{"site/docs/iap.mdx:5: an inline union starts with `|`"}, strayUnionBars(old))
		good := page("iap.mdx", "값은 `'high' | 'low'` 중 하나입니다.\n\n| `mode` | `'inApp' \\| 'external'` | 설명 |\n")
		assert.Empty(t, strayUnionBars(good))
	})
}
