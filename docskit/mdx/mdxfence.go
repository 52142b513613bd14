package mdx

import (
	"bytes"
	"sort"
)

// A ```mdx-code-block fence holds MDX, not code: Docusaurus unwraps it before
// parsing (its unwrapMdxCodeBlocks), so that translation tools that leave
// code alone leave the MDX inside alone too. unwrapMDXFences does the same
// to the text, before goldmark reads it: the fence's opening and closing
// lines become spaces (every offset and line stays where it was), and what
// was between them is read as the page's own MDX — an element may even open
// in one fence and close in the next, as in Docusaurus. As there, the fence
// is three or four backticks (or tildes), and it ends at the next line of the same
// fence alone: an inner ``` code block needs an outer fence of four. An
// unclosed fence's content runs to the end.
func unwrapMDXFences(src []byte) ([]byte, []Span) {
	if !bytes.Contains(src, []byte("mdx-code-block")) {
		return src, nil
	}
	out := append([]byte(nil), src...)
	// As Docusaurus: the fences of three first, then those of four, so a
	// fence of three inside one of four is unwrapped too.
	lines := unwrapPass(out, 3, nil)
	lines = unwrapPass(out, 4, lines)
	sort.Slice(lines, func(i, j int) bool { return lines[i].Start < lines[j].Start })
	return out, lines
}

// unwrapPass blanks the opening and closing lines of the mdx-code-block
// fences of n backticks (or tildes) in out, adding them to lines.
func unwrapPass(out []byte, n int, lines []Span) []Span {
	var fence []byte // the open fence's backticks, or nil
	for start := 0; start < len(out); {
		end := bytes.IndexByte(out[start:], '\n')
		if end < 0 {
			end = len(out)
		} else {
			end += start
		}
		line := bytes.TrimSpace(out[start:end])
		switch {
		case fence == nil:
			k := 0
			for k < len(line) && line[k] == line[0] && (line[0] == '`' || line[0] == '~') {
				k++
			}
			if k == n && string(bytes.TrimSpace(line[k:])) == "mdx-code-block" {
				fence = append([]byte(nil), line[:k]...)
				blank(out[start:end])
				lines = append(lines, Span{start, end})
			}
		case bytes.Equal(line, fence):
			fence = nil
			blank(out[start:end])
			lines = append(lines, Span{start, end})
		}
		start = end + 1
	}
	return lines
}

// blank turns a line into spaces, keeping a carriage return.
func blank(line []byte) {
	for i, c := range line {
		if c != '\r' {
			line[i] = ' '
		}
	}
}
