package mdx

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Prop values written in braces, {…}, are JavaScript. docskit runs no
// JavaScript for a page, but many such values are literals that Go can read
// as written: numbers, strings, booleans, null, and objects and arrays of
// them (style={{marginTop: 8}}, width={640}). staticValue reads those;
// anything else (a variable, a call, an operator, a template with ${…}) is
// an expression that needs JavaScript, and the caller reports it.

// exprEnd returns the index just past the '}' that closes the expression
// whose '{' is at s[i]. Braces inside strings, template literals and
// comments do not count. It returns errIncomplete when s ends first.
func exprEnd(s string, i int) (int, error) {
	depth := 0
	for i < len(s) {
		switch c := s[i]; c {
		case '{':
			depth++
			i++
		case '}':
			depth--
			i++
			if depth == 0 {
				return i, nil
			}
		default:
			k, err := skipLiteral(s, i)
			if err != nil {
				return 0, err
			}
			i = max(k, i+1)
		}
	}
	return 0, errIncomplete
}

// skipLiteral returns the index past the string, template literal or
// comment that starts at s[i], or i when none starts there; errIncomplete
// when it is not closed. The scanners of expressions, JSX and ESM share it,
// so that they agree on what is code.
func skipLiteral(s string, i int) (int, error) {
	switch s[i] {
	case '"', '\'':
		if k := stringEnd(s, i); k >= 0 {
			return k, nil
		}
		return 0, errIncomplete
	case '`':
		return templateEnd(s, i)
	case '/':
		if k := commentEnd(s, i); k >= 0 {
			return k, nil
		}
		return 0, errIncomplete
	}
	return i, nil
}

// stringEnd returns the index past the closing quote of the string literal
// that starts at s[i], or -1.
func stringEnd(s string, i int) int {
	q := s[i]
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case q:
			return j + 1
		case '\n':
			return -1
		}
	}
	return -1
}

// templateEnd returns the index past the closing backtick of the template
// literal that starts at s[i], skipping the expressions of its ${…}.
func templateEnd(s string, i int) (int, error) {
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '`':
			return j + 1, nil
		case '$':
			if j+1 < len(s) && s[j+1] == '{' {
				k, err := exprEnd(s, j+1)
				if err != nil {
					return 0, err
				}
				j = k - 1
			}
		}
	}
	return 0, errIncomplete
}

// commentEnd returns the index past a comment that starts at s[i]; i when
// there is none there; -1 for an unclosed block comment.
func commentEnd(s string, i int) int {
	switch {
	case strings.HasPrefix(s[i:], "//"):
		if k := strings.IndexByte(s[i:], '\n'); k >= 0 {
			return i + k + 1
		}
		return len(s)
	case strings.HasPrefix(s[i:], "/*"):
		if k := strings.Index(s[i+2:], "*/"); k >= 0 {
			return i + 2 + k + 2
		}
		return -1
	}
	return i
}

// staticValue reads the JavaScript between a prop's braces when it is a
// literal: a string (quoted, or a template without ${…}), a number, true,
// false, null or undefined (both nil), or an object or array of those.
// Object keys may be names, strings or numbers. ok is false for anything
// else.
func staticValue(src string) (v any, ok bool) {
	r := &jsReader{s: src}
	r.space()
	v, ok = r.value(0)
	r.space()
	return v, ok && r.i == len(r.s)
}

// jsReader reads JavaScript literals from s.
type jsReader struct {
	s string
	i int
}

// maxLiteralDepth bounds nested objects and arrays in one prop.
const maxLiteralDepth = 32

func (r *jsReader) space() {
	for r.i < len(r.s) {
		switch r.s[r.i] {
		case ' ', '\t', '\n', '\r':
			r.i++
			continue
		case '/':
			if k := commentEnd(r.s, r.i); k > r.i {
				r.i = k
				continue
			}
		}
		return
	}
}

func (r *jsReader) value(depth int) (any, bool) {
	if r.i >= len(r.s) || depth > maxLiteralDepth {
		return nil, false
	}
	switch c := r.s[r.i]; {
	case c == '{':
		return r.object(depth)
	case c == '[':
		return r.array(depth)
	case c == '"' || c == '\'':
		return r.str()
	case c == '`':
		return r.template()
	case c == '-' || c == '+' || c == '.' || c >= '0' && c <= '9':
		return r.number()
	case isIdentStart(c):
		switch r.ident() {
		case "true":
			return true, true
		case "false":
			return false, true
		case "null", "undefined":
			return nil, true
		}
	}
	return nil, false
}

func (r *jsReader) object(depth int) (any, bool) {
	out := map[string]any{}
	r.i++ // {
	for {
		r.space()
		if r.i >= len(r.s) {
			return nil, false
		}
		if r.s[r.i] == '}' {
			r.i++
			return out, true
		}
		var key string
		switch c := r.s[r.i]; {
		case c == '"' || c == '\'':
			k, ok := r.str()
			if !ok {
				return nil, false
			}
			key = k.(string)
		case c >= '0' && c <= '9':
			n, ok := r.number()
			if !ok {
				return nil, false
			}
			key = formatNumber(n.(float64))
		case isIdentStart(c):
			key = r.ident()
		default:
			return nil, false
		}
		r.space()
		if r.i >= len(r.s) || r.s[r.i] != ':' {
			return nil, false // {a} shorthand or a method: names a variable
		}
		r.i++
		r.space()
		v, ok := r.value(depth + 1)
		if !ok {
			return nil, false
		}
		out[key] = v
		r.space()
		if r.i < len(r.s) && r.s[r.i] == ',' {
			r.i++
			continue
		}
		if r.i < len(r.s) && r.s[r.i] == '}' {
			continue
		}
		return nil, false
	}
}

func (r *jsReader) array(depth int) (any, bool) {
	out := []any{}
	r.i++ // [
	for {
		r.space()
		if r.i >= len(r.s) {
			return nil, false
		}
		if r.s[r.i] == ']' {
			r.i++
			return out, true
		}
		v, ok := r.value(depth + 1)
		if !ok {
			return nil, false
		}
		out = append(out, v)
		r.space()
		if r.i < len(r.s) && r.s[r.i] == ',' {
			r.i++
			continue
		}
		if r.i < len(r.s) && r.s[r.i] == ']' {
			continue
		}
		return nil, false
	}
}

// str reads a quoted string literal and decodes its escapes.
func (r *jsReader) str() (any, bool) {
	end := stringEnd(r.s, r.i)
	if end < 0 {
		return nil, false
	}
	v, ok := unescapeJS(r.s[r.i+1 : end-1])
	r.i = end
	return v, ok
}

// template reads a template literal without substitutions.
func (r *jsReader) template() (any, bool) {
	end, err := templateEnd(r.s, r.i)
	if err != nil {
		return nil, false
	}
	body := r.s[r.i+1 : end-1]
	if strings.Contains(strings.ReplaceAll(body, `\$`, ""), "${") {
		return nil, false
	}
	v, ok := unescapeJS(strings.ReplaceAll(body, "\r\n", "\n"))
	r.i = end
	return v, ok
}

func (r *jsReader) number() (any, bool) {
	start := r.i
	if r.s[r.i] == '-' || r.s[r.i] == '+' {
		r.i++
	}
	for r.i < len(r.s) {
		c := r.s[r.i]
		if c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '.' || c == '_' {
			r.i++
			continue
		}
		if (c == '+' || c == '-') && (r.s[r.i-1] == 'e' || r.s[r.i-1] == 'E') {
			r.i++
			continue
		}
		break
	}
	text := strings.ReplaceAll(r.s[start:r.i], "_", "")
	sign, digits := 1.0, text
	switch {
	case strings.HasPrefix(digits, "-"):
		sign, digits = -1, digits[1:]
	case strings.HasPrefix(digits, "+"):
		digits = digits[1:]
	}
	if len(digits) > 2 && digits[0] == '0' {
		base := map[byte]int{'x': 16, 'X': 16, 'o': 8, 'O': 8, 'b': 2, 'B': 2}[digits[1]]
		if base != 0 {
			n, err := strconv.ParseUint(digits[2:], base, 64)
			return sign * float64(n), err == nil
		}
	}
	if digits == "" || strings.ContainsAny(digits, "xXpP") || strings.EqualFold(digits, "inf") || strings.EqualFold(digits, "infinity") || strings.EqualFold(digits, "nan") {
		return nil, false
	}
	f, err := strconv.ParseFloat(digits, 64)
	return sign * f, err == nil
}

func (r *jsReader) ident() string {
	start := r.i
	for r.i < len(r.s) && (isIdentStart(r.s[r.i]) || r.s[r.i] >= '0' && r.s[r.i] <= '9') {
		r.i++
	}
	return r.s[start:r.i]
}

func isIdentStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$'
}

// unescapeJS decodes the escapes of a JavaScript string literal's body.
func unescapeJS(s string) (string, bool) {
	if !strings.Contains(s, `\`) {
		return s, true
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			continue
		}
		i++
		if i >= len(s) {
			return "", false
		}
		switch c := s[i]; c {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'v':
			b.WriteByte('\v')
		case '0':
			b.WriteByte(0)
		case '\n':
			// A line continuation.
		case 'x', 'u':
			// \xHH, \uHHHH or \u{H…}; i moves to the escape's last byte.
			var hex string
			switch {
			case c == 'x':
				if i+3 > len(s) {
					return "", false
				}
				hex, i = s[i+1:i+3], i+2
			case i+1 < len(s) && s[i+1] == '{':
				k := strings.IndexByte(s[i:], '}')
				if k < 0 {
					return "", false
				}
				hex, i = s[i+2:i+k], i+k
			default:
				if i+5 > len(s) {
					return "", false
				}
				hex, i = s[i+1:i+5], i+4
			}
			code, err := strconv.ParseUint(hex, 16, 32)
			if hex == "" || err != nil || !utf8.ValidRune(rune(code)) {
				return "", false
			}
			b.WriteRune(rune(code))
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), true
}

// formatNumber writes a number as JavaScript's String(n) does for the
// values props hold: 8, 0.5, -3.
func formatNumber(f float64) string {
	return strconv.FormatFloat(f, 'f', -1, 64)
}
