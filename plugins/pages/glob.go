package pages

import (
	"path"
	"strings"
)

// Docusaurus selects the files of src/pages with globs (include and
// exclude): "*" and "?" within a path segment, "**" for any number of
// segments, "{a,b}" for alternatives. matchGlob does what those need.

// matchGlob reports whether the slash path name matches pattern.
func matchGlob(pattern, name string) bool {
	for _, p := range expandBraces(pattern) {
		if matchSegments(strings.Split(p, "/"), strings.Split(name, "/")) {
			return true
		}
	}
	return false
}

// matchSegments matches path segments, "**" standing for zero or more.
func matchSegments(pat, name []string) bool {
	for len(pat) > 0 {
		if pat[0] == "**" {
			for i := 0; i <= len(name); i++ {
				if matchSegments(pat[1:], name[i:]) {
					return true
				}
			}
			return false
		}
		if len(name) == 0 {
			return false
		}
		if ok, err := path.Match(pat[0], name[0]); !ok || err != nil {
			return false
		}
		pat, name = pat[1:], name[1:]
	}
	return len(name) == 0
}

// expandBraces turns "a.{js,ts}" into "a.js" and "a.ts" (nested braces too).
func expandBraces(p string) []string {
	open := strings.IndexByte(p, '{')
	if open < 0 {
		return []string{p}
	}
	depth, end := 0, -1
	var parts []string
	start := open + 1
	for i := open; i < len(p) && end < 0; i++ {
		switch p[i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				parts = append(parts, p[start:i])
				end = i
			}
		case ',':
			if depth == 1 {
				parts = append(parts, p[start:i])
				start = i + 1
			}
		}
	}
	if end < 0 {
		return []string{p} // an unclosed brace is a character
	}
	var out []string
	for _, alt := range parts {
		out = append(out, expandBraces(p[:open]+alt+p[end+1:])...)
	}
	return out
}
