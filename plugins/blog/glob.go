package blog

import (
	"fmt"
	"regexp"
	"strings"
)

// compileGlob turns a glob of Docusaurus's include and exclude options into
// a regular expression over slash-separated paths: * is any name part, ? one
// character of it, ** any folders ("**/" also none), {a,b} either.
func compileGlob(g string) (*regexp.Regexp, error) {
	var b strings.Builder
	b.WriteString("^")
	depth := 0
	for i := 0; i < len(g); i++ {
		c := g[i]
		switch {
		case strings.HasPrefix(g[i:], "**/"):
			b.WriteString("(?:.*/)?")
			i += 2
		case strings.HasPrefix(g[i:], "**"):
			b.WriteString(".*")
			i++
		case c == '*':
			b.WriteString("[^/]*")
		case c == '?':
			b.WriteString("[^/]")
		case c == '{':
			depth++
			b.WriteString("(?:")
		case c == '}' && depth > 0:
			depth--
			b.WriteString(")")
		case c == ',' && depth > 0:
			b.WriteString("|")
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	if depth != 0 {
		return nil, fmt.Errorf("glob %q: a { is not closed", g)
	}
	b.WriteString("$")
	return regexp.Compile(b.String())
}

// matcher says whether a path inside the blog folder is a post.
type matcher struct{ include, exclude []*regexp.Regexp }

func newMatcher(include, exclude []string) (*matcher, error) {
	m := &matcher{}
	for _, g := range include {
		re, err := compileGlob(g)
		if err != nil {
			return nil, err
		}
		m.include = append(m.include, re)
	}
	for _, g := range exclude {
		re, err := compileGlob(g)
		if err != nil {
			return nil, err
		}
		m.exclude = append(m.exclude, re)
	}
	return m, nil
}

func (m *matcher) match(rel string) bool {
	for _, re := range m.exclude {
		if re.MatchString(rel) {
			return false
		}
	}
	for _, re := range m.include {
		if re.MatchString(rel) {
			return true
		}
	}
	return false
}
