// Package glob matches paths with the include and exclude globs of
// Docusaurus's content plugins (docs, blog, pages), the way Docusaurus does
// (globby and micromatch, with their default dot: false): "**" is any
// number of folders, "*", "?" and "[a-z]" (or "[!a-z]") match within one
// name, "{md,mdx}" is either alternative, and a name that starts with a dot
// is matched only by a pattern name that starts with a dot too. Written here
// rather than taken from a library: it is small, and these are the only
// rules that matter.
package glob

import (
	"fmt"
	"path"
	"strings"
)

// A glob matches slash-separated paths relative to the content folder.
type glob struct {
	// alts are the pattern's brace expansions, each split into names.
	alts [][]string
}

// List is a list of globs; a path matches when one of them does.
type List []glob

// Compile checks and compiles patterns; what names a bad one ("include").
func Compile(what string, patterns []string) (List, error) {
	var gs List
	for _, p := range patterns {
		exp, err := expandBraces(p)
		if err != nil {
			return nil, fmt.Errorf("%s glob %q: %w", what, p, err)
		}
		var g glob
		for _, e := range exp {
			segs := strings.Split(strings.TrimPrefix(e, "./"), "/")
			for i, s := range segs {
				s = strings.ReplaceAll(s, "[!", "[^")
				if s != "**" {
					if _, err := path.Match(s, ""); err != nil {
						return nil, fmt.Errorf("%s glob %q: %w", what, p, err)
					}
				}
				segs[i] = s
			}
			g.alts = append(g.alts, segs)
		}
		gs = append(gs, g)
	}
	return gs, nil
}

// Match reports whether rel (a file or folder path) matches one glob.
func (gs List) Match(rel string) bool {
	names := strings.Split(rel, "/")
	for _, g := range gs {
		for _, a := range g.alts {
			if matchNames(a, names) {
				return true
			}
		}
	}
	return false
}

// Prunes reports whether no file under the folder dir can match: dir
// matches a glob that ends in "/**" (the "**/_*/**" of the default
// exclude), so the walk can skip it.
func (gs List) Prunes(dir string) bool {
	names := strings.Split(dir, "/")
	for _, g := range gs {
		for _, a := range g.alts {
			if len(a) > 1 && a[len(a)-1] == "**" && matchNames(a[:len(a)-1], names) {
				return true
			}
		}
	}
	return false
}

// ReachesDotNames reports whether a pattern names a dot file or folder
// explicitly, so that the walk must enter dot folders.
func (gs List) ReachesDotNames() bool {
	for _, g := range gs {
		for _, a := range g.alts {
			for _, s := range a {
				if strings.HasPrefix(s, ".") && s != "." && s != ".." {
					return true
				}
			}
		}
	}
	return false
}

func matchNames(pat, names []string) bool {
	for len(pat) > 0 {
		if pat[0] == "**" {
			// Zero folders, or one more (not a dot folder) and try again.
			if matchNames(pat[1:], names) {
				return true
			}
			if len(names) == 0 || strings.HasPrefix(names[0], ".") {
				return false
			}
			names = names[1:]
			continue
		}
		if len(names) == 0 {
			return false
		}
		if strings.HasPrefix(names[0], ".") && !strings.HasPrefix(pat[0], ".") {
			return false
		}
		if ok, _ := path.Match(pat[0], names[0]); !ok {
			return false
		}
		pat, names = pat[1:], names[1:]
	}
	return len(names) == 0
}

// expandBraces turns "a/*.{md,mdx}" into "a/*.md" and "a/*.mdx", nested
// braces included; a brace without a comma stays as it is, as in
// micromatch.
func expandBraces(p string) ([]string, error) {
	open := strings.IndexByte(p, '{')
	if open < 0 {
		if strings.IndexByte(p, '}') >= 0 {
			return nil, fmt.Errorf("unmatched }")
		}
		return []string{p}, nil
	}
	depth, close := 0, -1
	var commas []int
	for i := open; i < len(p) && close < 0; i++ {
		switch p[i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				close = i
			}
		case ',':
			if depth == 1 {
				commas = append(commas, i)
			}
		}
	}
	if close < 0 {
		return nil, fmt.Errorf("unmatched {")
	}
	rest, err := expandBraces(p[close+1:])
	if err != nil {
		return nil, err
	}
	var alts []string
	if len(commas) == 0 {
		alts = []string{p[open : close+1]}
	} else {
		start := open + 1
		for _, c := range append(commas, close) {
			inner, err := expandBraces(p[start:c])
			if err != nil {
				return nil, err
			}
			alts = append(alts, inner...)
			start = c + 1
		}
	}
	var out []string
	for _, a := range alts {
		for _, r := range rest {
			out = append(out, p[:open]+a+r)
		}
	}
	return out, nil
}
