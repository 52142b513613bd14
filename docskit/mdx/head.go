package mdx

import (
	"bytes"
	"html"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// HeadTag is an element of a page's <head> block. Docusaurus pages write
// one at the top level of their MDX to set the document title or add meta
// tags; its children go to the HTML head, not the body. The builder writes
// them into the page's head, and a title replaces the page's usual
// "Title | Site" document title.
type HeadTag struct {
	// Name is title, meta, link or style.
	Name string `json:"name"`
	// Attrs are the attributes by HTML name (className → class); "" is a
	// bare attribute.
	Attrs map[string]string `json:"attrs,omitempty"`
	// Text is a title's text or a style element's CSS, as it is to be shown.
	Text string `json:"text,omitempty"`
}

const headHint = "<head> holds title, meta, link and style elements, each written as JSX"

// openHead reads the rest of a <head> block, up to its </head>: its
// content is document head tags (parseHead), not Markdown. from is where
// the content starts in the body, just after the opening tag.
func openHead(st *state, node *Component, parent ast.Node, from int, reader text.Reader) (ast.Node, parser.State) {
	if parent.Kind() != ast.KindDocument {
		st.errorf(node.openLine, "move it to the top level of the page", "<head> must be at the top level of the page, not inside another element")
	}
	node.closedByTag = true
	node.contentStart = from
	stop := from // the end of what the block holds
	if !node.SelfClosing {
		closeAt := bytes.Index(st.src[from:], []byte("</head>"))
		if closeAt < 0 {
			st.errorf(node.openLine, "close it with </head>", "<head> is not closed")
			node.head = parseHead(st, from, len(st.src))
			stop = len(st.src)
		} else {
			closeAt += from
			node.head = parseHead(st, from, closeAt)
			node.closeStart = closeAt
			stop = closeAt + len("</head>")
		}
	}
	// Consume the lines up to the one that holds stop.
	for {
		line, seg := reader.PeekLine()
		if line == nil {
			break
		}
		if seg.Stop > stop || seg.Stop >= len(st.src) {
			if rest := bytes.TrimSpace(st.src[min(max(stop, seg.Start), seg.Stop):seg.Stop]); len(rest) > 0 {
				st.errorf(stop, "put </head> at the end of its line", "text after </head> on its line")
			}
			reader.Advance(len(line) - trailingNewline(line))
			break
		}
		reader.AdvanceLine()
	}
	return node, parser.Close
}

// parseHead reads the tags of a <head> block, src[from:end].
func parseHead(st *state, from, end int) []HeadTag {
	s := string(st.src[from:end])
	var out []HeadTag
	for i := 0; ; {
		i = skipSpace(s, i)
		if i >= len(s) {
			return out
		}
		if s[i] == '{' {
			// {/* a comment */}: nothing but comments inside the braces.
			if k, err := exprEnd(s, i); err == nil && onlyComments(s[i+1:k-1]) {
				i = k
				continue
			}
		}
		if s[i] != '<' || i+1 >= len(s) || !isNameStart(s[i+1]) {
			st.errorf(from+i, headHint, "only elements can be inside <head>, not text or expressions")
			return out
		}
		tag, err := parseOpenTag(s[i:])
		if err == errIncomplete {
			err = tagError("the tag <" + tagName(s[i:]) + "> is not finished with >")
		}
		if err != nil {
			st.errorf(from+i, headHint, "%v", err)
			return out
		}
		m := textMap{{0, from + i}}
		m.resolve(tag)
		report(st, tag)
		at := i
		i += tag.end
		t := HeadTag{Name: tag.name, Attrs: headAttrs(tag.attrs)}
		switch tag.name {
		case "meta", "link", "base":
			if !tag.selfClosing {
				st.errorf(from+at, "write it self-closing: <"+tag.name+" … />", "<%s> cannot have content or a closing tag", tag.name)
			}
		case "title", "style", "script":
			if tag.selfClosing {
				break
			}
			closing := "</" + tag.name + ">"
			k := strings.Index(s[i:], closing)
			if k < 0 {
				st.errorf(from+at, "close it with "+closing, "<%s> is not closed", tag.name)
				return out
			}
			body, ok := headText(s[i:i+k], tag.name == "title")
			switch {
			case tag.name == "script":
				// Reported by report.
			case !ok:
				st.errorf(from+i, "write plain text, or a string in braces: {`…`}", "the content of <%s> in <head> must be text or a string literal", tag.name)
			case tag.name == "style" && strings.Contains(strings.ToLower(body), "</style"):
				st.errorf(from+i, "", "the CSS of <style> cannot contain </style")
			}
			t.Text = body
			i += k + len(closing)
		default:
			st.errorf(from+at, headHint, "<%s> is not supported in <head>", tag.name)
			return out
		}
		if tag.name != "script" {
			out = append(out, t)
		}
	}
}

// onlyComments reports whether JavaScript holds comments and white space only.
func onlyComments(js string) bool {
	r := &jsReader{s: js}
	r.space()
	return r.i == len(js)
}

// headText is the text of a title or a style: a string literal in braces
// ({`…`}, kept as written), or JSX text, whose entities are decoded and
// whose white space a title folds. ok is false for anything else (an
// expression, an element).
func headText(content string, fold bool) (string, bool) {
	t := strings.TrimSpace(content)
	if strings.HasPrefix(t, "{") {
		if k, err := exprEnd(t, 0); err == nil && k == len(t) {
			if v, ok := staticValue(t[1 : k-1]); ok {
				s, isString := v.(string)
				return s, isString
			}
		}
		return "", false
	}
	if strings.ContainsAny(t, "{}<>") {
		return "", false
	}
	t = html.UnescapeString(t)
	if fold {
		t = strings.Join(strings.Fields(t), " ")
	}
	return t, true
}

// headAttrs are a head tag's props as HTML attributes.
func headAttrs(attrs []attr) map[string]string {
	if len(attrs) == 0 {
		return nil
	}
	out := make(map[string]string, len(attrs))
	for _, a := range attrs {
		name := a.name
		if h, ok := htmlAttrNames[name]; ok {
			name = h
		}
		if v, bare, ok := attrHTML(a); ok {
			if bare {
				v = ""
			}
			out[strings.ToLower(name)] = v
		}
	}
	return out
}
