package mdx_test

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"docskit.dev/docskit/mdx"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// nestedLines nests n lists, one line per level.
func nestedLines(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(strings.Repeat("  ", i) + "- level\n")
	}
	return b.String()
}

func TestNestingLimit(t *testing.T) {
	const tooDeep = "nested more than 100 levels deep"
	tests := []struct {
		name string
		body string
		// want is "line:col" of the nesting problem, "" when the body is fine.
		want string
	}{
		{name: "100 lists on one line are allowed", body: strings.Repeat("- ", mdx.MaxNesting) + "x\n"},
		{name: "101 lists on one line", body: strings.Repeat("- ", mdx.MaxNesting+1) + "x\n", want: "1:201"},
		{name: "10,000 lists on one line", body: strings.Repeat("- ", 10000) + "x\n", want: "1:201"},
		{name: "100 lists on their own lines are allowed", body: nestedLines(mdx.MaxNesting)},
		{name: "101 lists on their own lines", body: nestedLines(mdx.MaxNesting + 1), want: "101:201"},
		{name: "10,000 block quotes", body: strings.Repeat("> ", 10000) + "x\n", want: "1:201"},
		{name: "lists inside block quotes count together", body: strings.Repeat("> - ", 60) + "x\n", want: "1:201"},
		{name: "admonitions", body: strings.Repeat(":::note\n", mdx.MaxNesting+1) + strings.Repeat(":::\n", mdx.MaxNesting+1), want: "101:1"},
		{name: "components", body: strings.Repeat("<Tabs>\n", mdx.MaxNesting+1) + strings.Repeat("</Tabs>\n", mdx.MaxNesting+1), want: "101:1"},
	}
	p := mdx.NewParser(nil)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, ds := p.Parse([]byte(tc.body), mdx.Options{File: "deep.mdx"})
			var got []string
			for _, d := range ds {
				if strings.Contains(d.Msg, tooDeep) {
					got = append(got, fmt.Sprintf("%d:%d", d.Pos.Line, d.Pos.Col))
				}
			}
			if tc.want == "" {
				assert.Empty(t, ds)
				return
			}
			assert.Equal(t, []string{tc.want}, got, "one nesting problem, where the level past the limit starts: %v", ds)
		})
	}
}

func TestProblemsPerBodyAreCapped(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 80; i++ {
		fmt.Fprintf(&b, "Value <Nope%d />.\n\n", i)
	}
	_, ds := mdx.NewParser(nil).Parse([]byte(b.String()), mdx.Options{File: "many.mdx", LineOffset: 3})
	require.Len(t, ds, 51, "50 problems and one that counts the rest")
	assert.Equal(t, 4, ds[0].Pos.Line)
	last := ds[50]
	assert.Equal(t, "30 more problems in this file from here on are not shown", last.Msg)
	assert.Equal(t, "many.mdx:104:7", last.Pos.String(), "the count sits at the first problem left out")
}

// An unclosed quote or brace makes a tag read to the end of its lines; a
// body full of them must still parse in linear time (state.spend).
func TestUnfinishedTagsStayLinear(t *testing.T) {
	assertLinear(t, mdx.NewParser(nil), 8000, map[string]string{
		"unclosed quotes on one line":    "글 <a b='",
		"unclosed quotes on their lines": "글 <a b='\n",
		"unclosed braces on their lines": "글 <a b={\n",
		"tags on one long line":          "<b>글",
	})
}

// assertLinear checks that each unit repeated 4n times parses in about four
// times the time of n units (linear), not sixteen (quadratic), and with
// problems. n must be large enough that a few milliseconds of a busy
// machine do not decide; each size counts its fastest of three parses, the
// least disturbed by the machine or the race detector.
func assertLinear(t *testing.T, p *mdx.Parser, n int, units map[string]string) {
	t.Helper()
	fastest := func(unit string, n int) time.Duration {
		body := []byte(strings.Repeat(unit, n))
		best := time.Duration(1<<63 - 1)
		for range 3 {
			start := time.Now()
			doc, ds := p.Parse(body, mdx.Options{File: "linear.mdx"})
			best = min(best, time.Since(start))
			require.NotNil(t, doc)
			assert.NotEmpty(t, ds)
		}
		return best
	}
	for name, unit := range units {
		t.Run(name, func(t *testing.T) {
			// A busy machine (the race detector, other processes) can
			// slow one measurement: the best of three tries counts. A
			// quadratic parser gives 16 every time.
			var small, large time.Duration
			ratio := math.Inf(1)
			for try := 0; try < 3 && ratio >= 9; try++ {
				s, l := fastest(unit, n), fastest(unit, 4*n)
				if r := float64(l) / float64(max(s, time.Millisecond)); r < ratio {
					ratio, small, large = r, s, l
				}
			}
			assert.Less(t, ratio, 9.0, "%d units took %s, %d took %s", n, small, 4*n, large)
		})
	}
}
