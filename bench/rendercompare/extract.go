package main

import (
	"strings"
	"unicode"
)

// content is what is compared of a page's main content.
type content struct {
	headings []heading
	links    []string // hrefs as written in the HTML, in document order
	codes    []codeBlock
	tokens   []token // the words of the text, in document order
}

type heading struct {
	level int
	id    string
	text  string
}

type codeBlock struct {
	lang  string // from the language-X class; "" when none
	title string
	text  string // lines with trailing spaces and final newlines trimmed
}

// token is a word of the content's text with where it is: the innermost
// element of a kind that helps say what differs (a heading, a code block,
// an admonition title, a tab label, a table, a list item, a paragraph).
type token struct {
	word string
	ctx  string
}

// flavor says how a generator marks up what both render: the main content
// element and the parts that are chrome rather than content.
type flavor struct {
	name string
	// root finds the main content element.
	root func(*node) bool
	// codeTitle finds the title of the code block whose pre is given.
	codeTitle func(pre *node) string
}

var docusaurus = flavor{
	name: "docusaurus",
	root: func(n *node) bool { return n.hasClass("theme-doc-markdown") },
	codeTitle: func(pre *node) string {
		c := pre.closest(nil, func(n *node) bool { return n.hasClass("theme-code-block") })
		if c == nil {
			return ""
		}
		if t := c.find(func(n *node) bool { return n.classPrefix("codeBlockTitle") }); t != nil {
			return collapse(textOf(t))
		}
		return ""
	},
}

var docskit = flavor{
	name: "docskit",
	root: func(n *node) bool { return n.hasClass("dk-markdown") },
	codeTitle: func(pre *node) string {
		c := pre.closest(nil, func(n *node) bool { return n.hasClass("dk-codeblock") })
		if c == nil {
			return ""
		}
		if t := c.find(func(n *node) bool { return n.classPrefix("dk-codeblock-title") }); t != nil {
			return collapse(textOf(t))
		}
		return ""
	},
}

// skipped says whether an element is chrome, not content: buttons (copy,
// but not tab labels, which docskit renders as buttons), icons, heading
// hash links, hidden decorations.
func skipped(n *node) bool {
	switch n.tag {
	case "button":
		return n.attr("role") != "tab"
	case "svg", "math", "script", "style", "template", "noscript":
		return true
	case "a":
		return n.hasClass("hash-link") || n.hasClass("dk-hash-link")
	}
	return n.attr("aria-hidden") == "true"
}

// extract reads the main content of a page; nil when it has none.
func extract(page *node, f flavor) *content {
	root := page.find(f.root)
	if root == nil {
		return nil
	}
	c := &content{}
	// Text is gathered as runs between block boundaries, so that words
	// split across inline elements (<code>a</code>b) stay one word.
	var run strings.Builder
	var runCtx []string // the context of each byte of run
	flush := func() {
		text := run.String()
		inWord := false
		var w strings.Builder
		ctx := ""
		for i, r := range text {
			if unicode.IsSpace(r) {
				if inWord {
					c.tokens = append(c.tokens, token{w.String(), ctx})
					w.Reset()
				}
				inWord = false
				continue
			}
			if !inWord {
				ctx = runCtx[i]
			}
			inWord = true
			w.WriteRune(r)
		}
		if inWord {
			c.tokens = append(c.tokens, token{w.String(), ctx})
		}
		run.Reset()
		runCtx = runCtx[:0]
	}
	var walk func(n *node, ctx string)
	walk = func(n *node, ctx string) {
		if n.tag == "" {
			t := strings.ReplaceAll(n.text, "\u200b", "")
			run.WriteString(t)
			for range len(t) {
				runCtx = append(runCtx, ctx)
			}
			return
		}
		if n != root && skipped(n) {
			return
		}
		if k := kind(n); k != "" {
			ctx = k
		}
		switch n.tag {
		case "h1", "h2", "h3", "h4", "h5", "h6":
			c.headings = append(c.headings, heading{int(n.tag[1] - '0'), n.attr("id"), collapse(textOf(n))})
		case "a":
			if href, ok := n.attrs["href"]; ok {
				c.links = append(c.links, href)
			}
		case "pre":
			c.codes = append(c.codes, codeBlock{lang: codeLang(n), title: f.codeTitle(n), text: codeText(n)})
		}
		block := blockElements[n.tag]
		if block {
			flush()
		}
		for _, ch := range n.children {
			walk(ch, ctx)
		}
		if block {
			flush()
		}
	}
	walk(root, "")
	flush()
	return c
}

var blockElements = map[string]bool{
	"p": true, "div": true, "li": true, "ul": true, "ol": true, "pre": true, "table": true, "tr": true,
	"td": true, "th": true, "thead": true, "tbody": true, "blockquote": true, "details": true,
	"summary": true, "header": true, "section": true, "dl": true, "dt": true, "dd": true, "hr": true,
	"br": true, "figure": true, "figcaption": true, "h1": true, "h2": true, "h3": true, "h4": true,
	"h5": true, "h6": true, "img": true, "button": true,
}

// kind names an element for the context of the words in it.
func kind(n *node) string {
	switch {
	case n.tag[0] == 'h' && len(n.tag) == 2 && n.tag[1] >= '1' && n.tag[1] <= '6':
		return "heading " + n.tag
	case n.tag == "pre":
		return "code block"
	case n.tag == "code" && n.closest(nil, func(a *node) bool { return a.tag == "pre" }) == nil:
		return "inline code"
	case n.tag == "summary":
		return "details summary"
	case n.classPrefix("admonitionHeading") || n.hasClass("dk-admonition-heading"):
		return "admonition title"
	case n.classPrefix("codeBlockTitle") || n.classPrefix("dk-codeblock-title"):
		return "code block title"
	case n.attr("role") == "tab":
		return "tab label"
	case n.tag == "td" || n.tag == "th":
		return "table cell"
	case n.tag == "li":
		return "list item"
	case n.tag == "a":
		return "link text"
	case n.tag == "p":
		return "paragraph"
	case n.tag == "blockquote":
		return "blockquote"
	case n.tag == "header":
		return "page header"
	}
	return ""
}

// textOf is the text of an element, chrome left out, <br> as a newline.
func textOf(n *node) string {
	var b strings.Builder
	var walk func(*node)
	walk = func(n *node) {
		if n.tag == "" {
			b.WriteString(n.text)
			return
		}
		if skipped(n) {
			return
		}
		if n.tag == "br" {
			b.WriteString("\n")
		}
		for _, c := range n.children {
			walk(c)
		}
	}
	walk(n)
	return strings.ReplaceAll(b.String(), "\u200b", "")
}

func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }

// codeLang is the language of a code block: the language-X class of the
// pre or of the element around it.
func codeLang(pre *node) string {
	for n, i := pre, 0; n != nil && i < 3; n, i = n.parent, i+1 {
		for _, c := range strings.Fields(n.attr("class")) {
			if l, ok := strings.CutPrefix(c, "language-"); ok {
				return l
			}
		}
	}
	if code := pre.find(func(n *node) bool { return n.tag == "code" }); code != nil {
		for _, c := range strings.Fields(code.attr("class")) {
			if l, ok := strings.CutPrefix(c, "language-"); ok {
				return l
			}
		}
	}
	return ""
}

// codeText is a code block's text: trailing spaces of each line and the
// final newlines do not count (one generator ends the last line with a
// newline, the other not).
func codeText(pre *node) string {
	lines := strings.Split(textOf(pre), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t")
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n")
}
