package mdx

import (
	"bytes"
	"errors"
	"html"
	"strconv"
	"strings"

	"docskit.dev/docskit/internal/highlight"
	"github.com/yuin/goldmark/ast"
)

// code highlights a code block at build time: fenced, or indented in
// CommonMark (no language).
func (w *walker) code(n ast.Node) Node {
	var info string
	if f, ok := n.(*ast.FencedCodeBlock); ok && f.Info != nil {
		info = string(f.Info.Segment.Value(w.src))
	}
	meta := parseCodeInfo(info)
	var code bytes.Buffer
	for i := 0; i < n.Lines().Len(); i++ {
		seg := n.Lines().At(i)
		code.Write(seg.Value(w.src))
	}
	props := map[string]any{"language": meta.lang}
	if meta.title != "" {
		props["title"] = meta.title
	}
	if meta.lineNumbers {
		props["showLineNumbers"] = true
	}
	opts := highlight.Options{Lang: meta.lang, HighlightLines: meta.lines, ShowLineNumbers: meta.lineNumbers}
	out, err := highlight.Code(code.String(), opts)
	switch {
	case err == nil:
	case errors.Is(err, highlight.ErrUnknownLanguage) && w.opts.UnknownCodeAsText:
		w.st.warnf(w.fenceOffset(n), "unknown code language %q, shown as plain text", meta.lang)
		opts.Lang = "text"
		out, _ = highlight.Code(code.String(), opts)
	default:
		w.st.errorf(w.fenceOffset(n), "name a supported language after the ``` fence, or use text", "%v", err)
		out = html.EscapeString(code.String())
	}
	props["html"] = out
	return Node{Type: "c", Name: "CodeBlock", Props: props}
}

func (w *walker) fenceOffset(n ast.Node) int {
	if f, ok := n.(*ast.FencedCodeBlock); ok && f.Info != nil {
		return f.Info.Segment.Start
	}
	if n.Lines().Len() > 0 {
		// The fence is on the line before the first code line.
		start := n.Lines().At(0).Start - 1
		for start > 0 && w.src[start-1] != '\n' {
			start--
		}
		return start
	}
	return n.Pos()
}

type codeInfo struct {
	lang        string
	title       string
	lines       map[int]bool
	lineNumbers bool
}

// parseCodeInfo reads a fence's info string: `ts title="a.ts" {1,3-5} showLineNumbers`.
func parseCodeInfo(info string) codeInfo {
	var ci codeInfo
	s := strings.TrimSpace(info)
	if s == "" {
		return ci
	}
	if k := strings.IndexAny(s, " \t{"); k >= 0 {
		ci.lang, s = s[:k], s[k:]
	} else {
		ci.lang, s = s, ""
	}
	for {
		s = strings.TrimSpace(s)
		switch {
		case s == "":
			return ci
		case strings.HasPrefix(s, "title="):
			s = s[len("title="):]
			if len(s) > 0 && (s[0] == '"' || s[0] == '\'') {
				if k := strings.IndexByte(s[1:], s[0]); k >= 0 {
					ci.title, s = s[1:k+1], s[k+2:]
					continue
				}
			}
			k := strings.IndexAny(s, " \t")
			if k < 0 {
				k = len(s)
			}
			ci.title, s = s[:k], s[k:]
		case s[0] == '{':
			k := strings.IndexByte(s, '}')
			if k < 0 {
				return ci
			}
			ci.lines = parseLineRanges(s[1:k])
			s = s[k+1:]
		case strings.HasPrefix(s, "showLineNumbers"):
			ci.lineNumbers = true
			s = s[len("showLineNumbers"):]
			if strings.HasPrefix(s, "=") {
				s = strings.TrimLeft(s[1:], "0123456789")
			}
		default:
			k := strings.IndexAny(s, " \t")
			if k < 0 {
				return ci
			}
			s = s[k:]
		}
	}
}

func parseLineRanges(s string) map[int]bool {
	out := map[int]bool{}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		a, b, isRange := strings.Cut(part, "-")
		from, err := strconv.Atoi(strings.TrimSpace(a))
		if err != nil {
			continue
		}
		to := from
		if isRange {
			if t, err := strconv.Atoi(strings.TrimSpace(b)); err == nil {
				to = t
			}
		}
		for i := from; i <= to && i-from < 10000; i++ {
			out[i] = true
		}
	}
	return out
}
