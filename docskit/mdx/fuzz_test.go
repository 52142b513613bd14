package mdx_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"docskit.dev/docskit/mdx"
)

// FuzzParse is seeded with every case file's inputs. For any body, in
// either format, Parse must not panic, every position it reports
// (diagnostics, links, headings, blocks, comments) must fall inside the
// file, and parsing twice must give the same result.
//
//	go test ./docskit/mdx -run '^$' -fuzz FuzzParse -fuzztime 1m
func FuzzParse(f *testing.F) {
	for _, s := range readSeeds(f) {
		f.Add(s)
	}
	p := newTestParser()
	const offset = 3 // lines of front matter before the body
	f.Fuzz(func(t *testing.T, body string) {
		lines := strings.Count(body, "\n") + 1
		minLine, maxLine := 1+offset, lines+offset
		parse := func(format mdx.Format) string {
			// CommonMark bodies show unknown code languages as text, so
			// that both branches are fuzzed.
			opts := mdx.Options{File: caseFile, Format: format, LineOffset: offset, ResolveLink: resolveTestLink, UnknownCodeAsText: format == mdx.FormatMD, ReadPartial: readTestPartial}
			doc, ds := p.Parse([]byte(body), opts)
			if doc == nil {
				t.Fatal("Parse returned a nil Doc")
			}
			for _, d := range ds {
				if fromPartial(d.Pos.File) {
					continue
				}
				if d.Pos.File != caseFile {
					t.Errorf("diagnostic %q names file %q, want %q", d.Msg, d.Pos.File, caseFile)
				}
				if d.Pos.Line < minLine || d.Pos.Line > maxLine {
					t.Errorf("diagnostic %q is on line %d, outside %d..%d", d.Msg, d.Pos.Line, minLine, maxLine)
				}
				if d.Pos.Col < 1 {
					t.Errorf("diagnostic %q has column %d", d.Msg, d.Pos.Col)
				}
			}
			for _, d := range doc.Warnings {
				if fromPartial(d.Pos.File) {
					continue
				}
				if d.Pos.Line < minLine || d.Pos.Line > maxLine || d.Pos.Col < 1 {
					t.Errorf("warning %q is at %d:%d, outside lines %d..%d", d.Msg, d.Pos.Line, d.Pos.Col, minLine, maxLine)
				}
			}
			for _, l := range doc.Links {
				if fromPartial(l.Pos.File) {
					continue
				}
				if l.Pos.Line < minLine || l.Pos.Line > maxLine {
					t.Errorf("link %q is on line %d, outside %d..%d", l.Raw, l.Pos.Line, minLine, maxLine)
				}
			}
			for _, h := range doc.Headings {
				if h.Partial != "" {
					continue
				}
				if h.Line < minLine || h.Line > maxLine {
					t.Errorf("heading %q is on line %d, outside %d..%d", h.Text, h.Line, minLine, maxLine)
				}
			}
			for _, l := range doc.Links {
				if l.DestStart >= 0 && (l.DestEnd > len(body) || body[l.DestStart:l.DestEnd] != l.Raw) {
					t.Errorf("link %q has the source span %d..%d, which does not spell it", l.Raw, l.DestStart, l.DestEnd)
				}
			}
			checkBlocks(t, body, doc.Blocks, 0, len(body), minLine, maxLine)
			prev := 0
			for _, c := range doc.Comments {
				if c.Start < prev || c.End > len(body) || c.Start >= c.End {
					t.Errorf("comment %d..%d is outside %d..%d", c.Start, c.End, prev, len(body))
				}
				prev = c.End
			}
			var out strings.Builder
			out.WriteString(diagLines(ds))
			out.WriteString("\n")
			out.WriteString(pageJSON(t, doc))
			out.WriteString("\n" + doc.Text)
			fmt.Fprintf(&out, "\n%q %+v", doc.FirstParagraph, doc.Blocks)
			for _, sec := range doc.Sections {
				if sec.Heading != nil {
					fmt.Fprintf(&out, "\n%s:", sec.Heading.ID)
				}
				out.WriteString(sec.Text)
			}
			return out.String()
		}
		for _, format := range []mdx.Format{mdx.FormatMDX, mdx.FormatMD} {
			first, second := parse(format), parse(format)
			if first != second {
				t.Errorf("parsing twice (format %d) gave different results:\n%s\n---\n%s", format, first, second)
			}
		}
	})
}

// fromPartial reports whether a position is in one of the partials of
// testdata/mdx/partials, which positions of the fuzzed body do not bound.
func fromPartial(file string) bool {
	_, err := os.Stat(filepath.Join(caseDir, "partials", filepath.FromSlash(file)))
	return file != caseFile && err == nil
}

// checkBlocks checks that blocks lie in order inside from..to, each with
// its inner span inside it, on lines of the file.
func checkBlocks(t *testing.T, body string, blocks []mdx.Block, from, to, minLine, maxLine int) {
	t.Helper()
	prev := from
	for _, b := range blocks {
		if b.Start < prev || b.End > to || b.Start > b.End {
			t.Errorf("block %d..%d is outside %d..%d or before the previous block", b.Start, b.End, prev, to)
			return
		}
		if b.InnerStart < b.Start || b.InnerEnd > b.End || b.InnerStart > b.InnerEnd {
			t.Errorf("block %d..%d has the inner span %d..%d", b.Start, b.End, b.InnerStart, b.InnerEnd)
			return
		}
		if b.Line < minLine || b.Line > maxLine {
			t.Errorf("block %q is on line %d, outside %d..%d", body[b.Start:b.End], b.Line, minLine, maxLine)
		}
		checkBlocks(t, body, b.Children, b.Start, b.End, minLine, maxLine)
		prev = b.End
	}
}
