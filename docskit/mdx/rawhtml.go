package mdx

import (
	"bytes"
	"html"
	"strings"

	"github.com/yuin/goldmark/ast"
)

// Raw HTML blocks exist in CommonMark bodies only (FormatMD): goldmark
// renders them as written. Their text still belongs to the page's text and
// sections, so that search finds a README's <p align="center">…</p>.

// rawHTML is the source of an HTML block, its closing line included.
func (w *walker) rawHTML(n *ast.HTMLBlock) string {
	var b bytes.Buffer
	for i := 0; i < n.Lines().Len(); i++ {
		seg := n.Lines().At(i)
		b.Write(seg.Value(w.src))
	}
	if n.HasClosure() {
		b.Write(n.ClosureLine.Value(w.src))
	}
	return b.String()
}

// htmlText is the text of an HTML fragment, white space folded: tags and
// comments left out, the content of script and style elements too,
// character references decoded.
func htmlText(s string) string {
	var b strings.Builder
	skipUntil := ""
	for len(s) > 0 {
		lt := strings.IndexByte(s, '<')
		if lt < 0 {
			lt = len(s)
		}
		if skipUntil == "" {
			b.WriteString(s[:lt])
			b.WriteByte(' ')
		}
		s = s[lt:]
		if s == "" {
			break
		}
		end := ">"
		if strings.HasPrefix(s, "<!--") {
			end = "-->"
		}
		k := strings.Index(s, end)
		if k < 0 {
			break
		}
		tag := strings.ToLower(s[:k])
		s = s[k+len(end):]
		switch {
		case skipUntil != "" && strings.HasPrefix(tag, skipUntil):
			skipUntil = ""
		case skipUntil == "" && tagNamed(tag, "<script"):
			skipUntil = "</script"
		case skipUntil == "" && tagNamed(tag, "<style"):
			skipUntil = "</style"
		}
	}
	return strings.Join(strings.Fields(html.UnescapeString(b.String())), " ")
}

// tagNamed reports whether tag (lower case, without its ">") opens the
// element prefix names: "<script" matches "<script src=…" but not "<scripts".
func tagNamed(tag, prefix string) bool {
	if !strings.HasPrefix(tag, prefix) {
		return false
	}
	rest := tag[len(prefix):]
	return rest == "" || rest[0] == ' ' || rest[0] == '\t' || rest[0] == '\n' || rest[0] == '/'
}
