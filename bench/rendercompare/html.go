package main

import (
	"html"
	"strings"

	"github.com/tdewolff/parse/v2"
	thtml "github.com/tdewolff/parse/v2/html"
)

// node is an element or a text of a parsed page. The module has no HTML
// tree parser (golang.org/x/net/html is not a dependency), so pages are
// read with the tokenizer of tdewolff/parse (already required, by minify)
// and nested by their tags: enough for the server-rendered output of React,
// where every element is closed.
type node struct {
	tag      string // "" for text
	attrs    map[string]string
	text     string // for a text node, unescaped
	children []*node
	parent   *node
}

func (n *node) attr(k string) string { return n.attrs[k] }

func (n *node) hasClass(c string) bool {
	for _, f := range strings.Fields(n.attrs["class"]) {
		if f == c {
			return true
		}
	}
	return false
}

// classPrefix says whether a class of n starts with p (CSS-module classes
// such as codeBlockTitle_Ktv7 have a hashed suffix).
func (n *node) classPrefix(p string) bool {
	for _, f := range strings.Fields(n.attrs["class"]) {
		if strings.HasPrefix(f, p) {
			return true
		}
	}
	return false
}

var voidElements = map[string]bool{
	"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true,
	"input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true,
}

// parseHTML reads a page into a tree under a root node.
func parseHTML(data []byte) *node {
	root := &node{tag: "#root", attrs: map[string]string{}}
	cur := root
	l := thtml.NewLexer(parse.NewInputBytes(data))
	var open *node // the element whose attributes are being read
	for {
		tt, raw := l.Next()
		switch tt {
		case thtml.ErrorToken:
			return root
		case thtml.StartTagToken:
			open = &node{tag: strings.ToLower(string(l.Text())), attrs: map[string]string{}, parent: cur}
			cur.children = append(cur.children, open)
		case thtml.AttributeToken:
			if open != nil {
				v := l.AttrVal()
				if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') {
					v = v[1 : len(v)-1]
				}
				open.attrs[strings.ToLower(string(l.AttrKey()))] = html.UnescapeString(string(v))
			}
		case thtml.StartTagCloseToken:
			if open != nil && !voidElements[open.tag] {
				cur = open
			}
			open = nil
		case thtml.StartTagVoidToken:
			open = nil
		case thtml.EndTagToken:
			name := strings.ToLower(string(l.Text()))
			for n := cur; n != root; n = n.parent {
				if n.tag == name {
					cur = n.parent
					break
				}
			}
		case thtml.TextToken:
			if cur.tag == "script" || cur.tag == "style" {
				continue
			}
			cur.children = append(cur.children, &node{text: html.UnescapeString(string(raw)), parent: cur})
		case thtml.SVGToken, thtml.MathToken:
			// An inline SVG or MathML island, whole in one token: kept as
			// an empty element (its attributes and text are not content).
			cur.children = append(cur.children, &node{tag: strings.ToLower(string(l.Text())), attrs: map[string]string{}, parent: cur})
		}
	}
}

// find is the first element, in document order, that match accepts.
func (n *node) find(match func(*node) bool) *node {
	if n.tag != "" && match(n) {
		return n
	}
	for _, c := range n.children {
		if f := c.find(match); f != nil {
			return f
		}
	}
	return nil
}

// closest is n or its nearest ancestor that match accepts, below stop.
func (n *node) closest(stop *node, match func(*node) bool) *node {
	for a := n; a != nil && a != stop; a = a.parent {
		if a.tag != "" && match(a) {
			return a
		}
	}
	return nil
}
