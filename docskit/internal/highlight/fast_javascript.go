package highlight

import (
	"strings"
	"unicode"
)

// Words of chroma's JavaScript lexer (lexers/embedded/javascript.xml), by
// rule: the first two push its slashstartsregex state, all are followed by
// \b.
var (
	jsKeywords = setOf(`for in while do break return continue switch case default if else throw try
		catch finally new delete typeof instanceof void yield this of`)
	jsDeclarations = setOf("var let with function")
	jsReserved     = setOf(`abstract async await boolean byte char class const debugger double enum export
		extends final float goto implements import int interface long native package private protected
		public short static super synchronized throws transient using volatile`)
	jsConstants = setOf("true false null NaN Infinity undefined")
	jsBuiltins  = setOf(`Array Boolean Date Error Function Math netscape Number Object Packages RegExp
		String Promise Proxy sun decodeURI decodeURIComponent encodeURI encodeURIComponent eval isFinite
		isNaN isSafeInteger parseFloat parseInt document this window`)
)

// States of chroma's JavaScript lexer.
const (
	jsRoot         = iota
	jsSlash        // slashstartsregex: a "/" here starts a regular expression
	jsTemplate     // interp: inside `…`
	jsTemplateExpr // interp-inside: inside ${…}
)

// lexJS follows chroma's JavaScript lexer. It gives up on what would be a
// regular expression literal (chroma decides those with a pattern it does
// not follow) and on backslash escapes in identifiers.
func lexJS(w *writer, s string) bool {
	var stackBuf [16]uint8
	stack := append(stackBuf[:0], jsRoot)
	push := func(state uint8) { stack = append(stack, state) }
	pop := func() { stack = stack[:len(stack)-1] }
	for i := 0; i < len(s); {
		switch stack[len(stack)-1] {
		case jsTemplate:
			i = jsTemplateRule(w, s, i, push, pop)
			continue
		case jsSlash:
			if end, class, ok := jsCommentOrSpace(s, i); ok {
				w.text(s[i:end], class)
				i = end
				continue
			}
			if s[i] == '/' {
				return false // a regular expression, or chroma's badregex
			}
			pop()
			continue
		case jsTemplateExpr:
			if s[i] == '}' {
				w.text("}", "si")
				i++
				pop()
				continue
			}
		}
		// The root rules, also the last of jsTemplateExpr.
		end, ok := jsRootRule(w, s, i, push)
		if !ok {
			return false
		}
		i = end
	}
	return true
}

// jsTemplateRule matches the rules of chroma's interp state (inside `…`)
// at s[i], writing what they match, and returns the end.
func jsTemplateRule(w *writer, s string, i int, push func(uint8), pop func()) int {
	switch c := s[i]; {
	case c == '`':
		w.text("`", "s")
		pop()
		return i + 1
	case c == '\\':
		_, n := runeAt(s, i+1)
		w.text(s[i:i+1+n], "s")
		return i + 1 + n
	case strings.HasPrefix(s[i:], "${"):
		w.text("${", "si")
		push(jsTemplateExpr)
		return i + 2
	case c == '$':
		w.text("$", "s")
		return i + 1
	}
	j := i
	for j < len(s) && s[j] != '`' && s[j] != '\\' && s[j] != '$' {
		j++
	}
	w.text(s[i:j], "s")
	return j
}

// jsRootRule matches the rules of chroma's root state at s[i], writing
// what they match, and returns the end: i when the rule matched is the
// empty one that pushes slashstartsregex, past an error token when none
// matches. ok false means the fast lexer gives up.
func jsRootRule(w *writer, s string, i int, push func(uint8)) (end int, ok bool) {
	c := s[i]
	if i == 0 && strings.HasPrefix(s, "#!") {
		// \A#! ?/.*?\n
		j := 2
		if j < len(s) && s[j] == ' ' {
			j++
		}
		if j < len(s) && s[j] == '/' {
			if nl := strings.IndexByte(s[j:], '\n'); nl >= 0 {
				w.text(s[:j+nl+1], "c")
				return j + nl + 1, true
			}
		}
	}
	if (i == 0 || s[i-1] == '\n') && (spaceAt(s, i) || c == '/' || strings.HasPrefix(s[i:], "<!--")) {
		// ^(?=\s|/|<!--): an empty token, and a regular expression may
		// start the line.
		push(jsSlash)
		return i, true
	}
	if end, class, ok := jsCommentOrSpace(s, i); ok {
		w.text(s[i:end], class)
		return end, true
	}
	if end := jsNumber(s, i); end > i {
		w.text(s[i:end], "m")
		return end, true
	}
	if strings.HasPrefix(s[i:], "...") || strings.HasPrefix(s[i:], "=>") {
		n := jsPunctLen(c)
		w.text(s[i:i+n], "")
		return i + n, true
	}
	if end := jsOperator(s, i); end > i {
		w.text(s[i:end], "o")
		push(jsSlash)
		return end, true
	}
	switch c {
	case '{', '(', '[', ';', ',':
		w.text(s[i:i+1], "")
		push(jsSlash)
		return i + 1, true
	case '}', ')', ']', '.':
		w.text(s[i:i+1], "")
		return i + 1, true
	}
	if end, matched := jsWordRule(w, s, i, push); matched {
		return end, end >= 0
	}
	switch c {
	case '"', '\'':
		end, ok := quoted(s, i)
		if !ok {
			return 0, false
		}
		w.text(s[i:end], "s")
		return end, true
	case '`':
		w.text("`", "s")
		push(jsTemplate)
		return i + 1, true
	case '\\':
		return 0, false
	}
	return errorRune(w, s, i), true
}

// jsWordRule matches the root rules for words, the keywords and names, at
// s[i], writing what they match. An end of -1 means the fast lexer gives
// up.
func jsWordRule(w *writer, s string, i int, push func(uint8)) (int, bool) {
	if wordAt(s, i) {
		word := s[i:words(s, i)]
		class, pushes, ok := "k", true, true
		switch {
		case jsKeywords[word], jsDeclarations[word]:
		case jsReserved[word]:
			pushes = false
		case jsConstants[word]:
			class, pushes = "kc", false
		case jsBuiltins[word]:
			class, pushes = "nb", false
		default:
			ok = false
		}
		if ok {
			w.text(word, class)
			if pushes {
				push(jsSlash)
			}
			return i + len(word), true
		}
	}
	// (?:[$_\p{L}\p{N}]|\\u[a-fA-F0-9]{4})(?:[$\p{L}\p{N}]|\\u[a-fA-F0-9]{4})*
	if r, n := runeAt(s, i); r == '$' || r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r) {
		j := i + n
		for j < len(s) {
			r, n := runeAt(s, j)
			if r != '$' && !unicode.IsLetter(r) && !unicode.IsNumber(r) {
				break
			}
			j += n
		}
		if j < len(s) && s[j] == '\\' {
			return -1, true // perhaps a \uXXXX escape in the name
		}
		w.text(s[i:j], "")
		return j, true
	}
	return 0, false
}

// jsPunctLen is the length of the punctuation "..." or "=>" starting with c.
func jsPunctLen(c byte) int {
	if c == '.' {
		return 3
	}
	return 2
}

// jsCommentOrSpace matches chroma's commentsandwhitespace rules at s[i].
func jsCommentOrSpace(s string, i int) (end int, class string, ok bool) {
	if e := spaces(s, i); e > i {
		return e, "", true
	}
	switch {
	case strings.HasPrefix(s[i:], "<!--"):
		return i + 4, "c", true
	case strings.HasPrefix(s[i:], "//"):
		if nl := strings.IndexByte(s[i:], '\n'); nl >= 0 {
			return i + nl + 1, "c", true
		}
	case strings.HasPrefix(s[i:], "/*"):
		if k := strings.Index(s[i+2:], "*/"); k >= 0 {
			return i + 2 + k + 2, "c", true
		}
	}
	return 0, "", false
}

// jsNumber matches chroma's number rules at s[i] (float, binary, octal,
// hexadecimal, integer, in that order) and returns the end, i if none.
func jsNumber(s string, i int) int {
	// \d+(\.\d*|[eE][+\-]?\d+)
	if d := digits(s, i); d > i && d < len(s) {
		if s[d] == '.' {
			return digits(s, d+1)
		}
		if s[d] == 'e' || s[d] == 'E' {
			k := d + 1
			if k < len(s) && (s[k] == '+' || s[k] == '-') {
				k++
			}
			if e := digits(s, k); e > k {
				return e
			}
		}
	}
	if s[i] < '0' || s[i] > '9' {
		return i
	}
	if s[i] == '0' && i+2 < len(s) {
		var in func(byte) bool
		switch s[i+1] {
		case 'b', 'B':
			in = func(c byte) bool { return c == '0' || c == '1' }
		case 'o', 'O':
			in = func(c byte) bool { return '0' <= c && c <= '7' }
		case 'x', 'X':
			in = func(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }
		}
		if in != nil && in(s[i+2]) {
			j := i + 3
			for j < len(s) && in(s[j]) {
				j++
			}
			return j
		}
	}
	// [0-9][0-9_]*
	j := i + 1
	for j < len(s) && ('0' <= s[j] && s[j] <= '9' || s[j] == '_') {
		j++
	}
	return j
}

// jsOperator matches chroma's operator rule at s[i]:
// \+\+|--|~|&&|\?|:|\|\||\\(?=\n)|(<<|>>>?|==?|!=?|[-<>+*%&|^/])=?
func jsOperator(s string, i int) int {
	rest := s[i:]
	for _, op := range [...]string{"++", "--", "~", "&&", "?", ":", "||", "\\\n"} {
		if strings.HasPrefix(rest, op) {
			if op == "\\\n" {
				return i + 1
			}
			return i + len(op)
		}
	}
	n := 0
	switch {
	case strings.HasPrefix(rest, "<<"):
		n = 2
	case strings.HasPrefix(rest, ">>>"):
		n = 3
	case strings.HasPrefix(rest, ">>"), strings.HasPrefix(rest, "=="), strings.HasPrefix(rest, "!="):
		n = 2
	case rest[0] == '=' || rest[0] == '!' || strings.IndexByte("-<>+*%&|^/", rest[0]) >= 0:
		n = 1
	default:
		return i
	}
	if n < len(rest) && rest[n] == '=' {
		n++
	}
	return i + n
}

// quoted matches chroma's "(\\\\|\\"|[^"])*" (or the same with ') at s[i]
// when it ends at the first quote no backslash escapes; false when there is
// none, where the pattern would backtrack into an escape.
func quoted(s string, i int) (int, bool) {
	q := s[i]
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			if j+1 < len(s) && (s[j+1] == '\\' || s[j+1] == q) {
				j++
			}
		case q:
			return j + 1, true
		}
	}
	return 0, false
}
