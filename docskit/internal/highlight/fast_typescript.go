package highlight

import "strings"

// Words of chroma's TypeScript lexer (lexers/embedded/typescript.xml), by
// rule. The first two push its slashstartsregex state. tsTypes,
// tsLateKeywords and "module" need a word boundary before them too.
var (
	tsKeywords = setOf(`for in of while do break return yield continue switch case default if else
		throw try catch finally new delete typeof instanceof keyof asserts is infer await void this`)
	tsDeclarations = setOf("var let with function")
	tsReserved     = setOf(`abstract async boolean class const debugger enum export extends from get global
		goto implements import interface namespace package private protected public readonly require set
		static super type using`)
	tsConstants = setOf("true false null NaN Infinity undefined")
	tsBuiltins  = setOf(`Array Boolean Date Error Function Math Number Object Packages RegExp String
		decodeURI decodeURIComponent encodeURI encodeURIComponent eval isFinite isNaN parseFloat parseInt
		document this window`)
	tsTypes        = setOf("string bool number any never object symbol unique unknown bigint")
	tsLateKeywords = setOf("constructor declare interface as")
)

// States of chroma's TypeScript lexer.
const (
	tsRoot       = iota
	tsSlash      // slashstartsregex
	tsTemplate   // interp: inside `…`
	tsTemplateEx // interp-inside: inside ${…}
	tsTag        // a JSX tag, also what follows "<" and a name in generics
	tsAttr       // after name= in a tag
	tsExpression // {…} in an attribute value
	tsComment    // <!-- … -->
)

// lexTS follows chroma's TypeScript lexer, its JSX states included. Like
// lexJS it gives up on regular expression literals.
func lexTS(w *writer, s string) bool {
	var stackBuf [16]uint8
	stack := append(stackBuf[:0], tsRoot)
	push := func(state uint8) { stack = append(stack, state) }
	pop := func() { stack = stack[:len(stack)-1] }
	for i := 0; i < len(s); {
		state := stack[len(stack)-1]
		c := s[i]
		switch state {
		case tsComment:
			i = tsCommentRule(w, s, i, pop)
			continue
		case tsTemplate:
			i = tsTemplateRule(w, s, i, push, pop)
			continue
		case tsSlash:
			if end, class, next, ok := tsCommentOrSpace(s, i); ok {
				w.text(s[i:end], class)
				i = end
				if next >= 0 {
					push(uint8(next))
				}
				continue
			}
			if c == '/' {
				return false // a regular expression, or chroma's badregex
			}
			pop()
			continue
		case tsTemplateEx:
			if c == '}' {
				w.text("}", "si")
				i++
				pop()
				continue
			}
		case tsAttr:
			switch {
			case c == '{':
				w.text("{", "")
				i++
				push(tsExpression)
				continue
			case c == '"' || c == '\'':
				// ".*?" and '.*?', then back to the tag.
				if k := strings.IndexByte(s[i+1:], c); k >= 0 {
					w.text(s[i:i+k+2], "s")
					i += k + 2
				}
			}
			pop()
			continue
		case tsExpression:
			switch c {
			case '{':
				w.text("{", "")
				i++
				push(tsExpression)
				continue
			case '}':
				w.text("}", "")
				i++
				pop()
				continue
			}
		case tsTag:
			if end, ok := tsJSX(w, s, i, push); ok {
				i = end
				continue
			}
			if end, ok := tsTagRule(w, s, i, push, pop); ok {
				if end < 0 {
					return false
				}
				i = end
				continue
			}
			if c == '\n' {
				stack = stack[:1]
				continue
			}
			i = errorRune(w, s, i)
			continue
		}
		// The root rules, also the last of interp-inside and expression.
		end, matched := tsRootRule(w, s, i, push)
		switch {
		case matched && end < 0:
			return false
		case matched:
			i = end
		case c == '\n' && state != tsRoot:
			stack = stack[:1]
		default:
			i = errorRune(w, s, i)
		}
	}
	return true
}

// tsCommentRule matches the rules of chroma's comment state (inside
// <!-- … -->) at s[i], writing what they match, and returns the end.
func tsCommentRule(w *writer, s string, i int, pop func()) int {
	switch {
	case strings.HasPrefix(s[i:], "-->"):
		w.text("-->", "c")
		pop()
		return i + 3
	case s[i] == '-':
		w.text("-", "c")
		return i + 1
	}
	j := i
	for j < len(s) && s[j] != '-' {
		j++
	}
	w.text(s[i:j], "c")
	return j
}

// tsTemplateRule matches the rules of chroma's interp state (inside `…`)
// at s[i], writing what they match, and returns the end.
func tsTemplateRule(w *writer, s string, i int, push func(uint8), pop func()) int {
	switch c := s[i]; {
	case c == '`':
		w.text("`", "s")
		pop()
		return i + 1
	case c == '\\' && i+1 < len(s) && (s[i+1] == '\\' || s[i+1] == '`'):
		w.text(s[i:i+2], "s")
		return i + 2
	case strings.HasPrefix(s[i:], "${"):
		w.text("${", "si")
		push(tsTemplateEx)
		return i + 2
	case c == '$':
		w.text("$", "s")
		return i + 1
	case c == '\\':
		// No rule matches a backslash before another character.
		return errorRune(w, s, i)
	}
	j := i
	for j < len(s) && s[j] != '`' && s[j] != '\\' && s[j] != '$' {
		j++
	}
	w.text(s[i:j], "s")
	return j
}

// tsRootRule matches the rules of chroma's root state at s[i], writing
// what they match, and returns the end (i for the empty match that pushes
// slashstartsregex); matched is false when no rule matches. An end of -1
// means the fast lexer gives up.
func tsRootRule(w *writer, s string, i int, push func(uint8)) (end int, matched bool) {
	c := s[i]
	if end, ok := tsJSX(w, s, i, push); ok {
		return end, true
	}
	if (i == 0 || s[i-1] == '\n') && (spaceAt(s, i) || c == '/' || strings.HasPrefix(s[i:], "<!--")) {
		push(tsSlash) // ^(?=\s|/|<!--)
		return i, true
	}
	if end, class, next, ok := tsCommentOrSpace(s, i); ok {
		w.text(s[i:end], class)
		if next >= 0 {
			push(uint8(next))
		}
		return end, true
	}
	if end := jsOperator(s, i); end > i {
		w.text(s[i:end], "o")
		push(tsSlash)
		return end, true
	}
	switch c {
	case '{', '(', '[', ';', ',':
		w.text(s[i:i+1], "")
		push(tsSlash)
		return i + 1, true
	case '}', ')', ']', '.':
		w.text(s[i:i+1], "")
		return i + 1, true
	}
	if end, ok := tsWordRule(w, s, i, push); ok {
		return end, true
	}
	if end := tsNumber(s, i); end > i {
		w.text(s[i:end], "m")
		return end, true
	}
	switch c {
	case '"', '\'':
		end, ok := quoted(s, i)
		if !ok {
			return -1, true
		}
		w.text(s[i:end], "s")
		return end, true
	case '`':
		w.text("`", "s")
		push(tsTemplate)
		return i + 1, true
	case '@':
		if e := words(s, i+1); e > i+1 {
			w.text(s[i:e], "k")
			return e, true
		}
	}
	return 0, false
}

// tsCommentOrSpace matches chroma's commentsandwhitespace rules of the
// TypeScript lexer at s[i]; next is the state "<!--" pushes, or -1.
func tsCommentOrSpace(s string, i int) (end int, class string, next int, ok bool) {
	if strings.HasPrefix(s[i:], "<!--") {
		return i + 4, "c", tsComment, true
	}
	end, class, ok = jsCommentOrSpace(s, i)
	return end, class, -1, ok
}

// tsJSX matches chroma's jsx rules at s[i], writing what they match:
// (<)(/?)(>), (<)([\w\.]+) (which pushes the tag state) and
// (<)(/)([\w\.]*)(>).
func tsJSX(w *writer, s string, i int, push func(uint8)) (int, bool) {
	if s[i] != '<' {
		return 0, false
	}
	switch {
	case strings.HasPrefix(s[i:], "<>"):
		w.text("<>", "")
		return i + 2, true
	case strings.HasPrefix(s[i:], "</>"):
		w.text("</>", "")
		return i + 3, true
	}
	if e := tsNameDots(s, i+1); e > i+1 {
		w.text("<", "")
		w.text(s[i+1:e], "nt")
		push(tsTag)
		return e, true
	}
	if strings.HasPrefix(s[i:], "</") {
		e := tsNameDots(s, i+2)
		if e < len(s) && s[e] == '>' {
			w.text("</", "")
			w.text(s[i+2:e], "nt")
			w.text(">", "")
			return e + 1, true
		}
	}
	return 0, false
}

// tsNameDots returns the end of the run of [\w\.] from s[i].
func tsNameDots(s string, i int) int {
	for i < len(s) {
		if s[i] == '.' {
			i++
			continue
		}
		r, n := runeAt(s, i)
		if !isWordRune(r) {
			break
		}
		i += n
	}
	return i
}

// tsTagRule matches the tag state's rules after its jsx ones. An end of -1
// means the fast lexer gives up.
func tsTagRule(w *writer, s string, i int, push func(uint8), pop func()) (int, bool) {
	c := s[i]
	switch c {
	case ',':
		w.text(",", "")
		return i + 1, true
	case '"', '\'':
		end, ok := quoted(s, i)
		if !ok {
			return -1, true
		}
		w.text(s[i:end], "s")
		return end, true
	case '`':
		w.text("`", "s")
		push(tsTemplate)
		return i + 1, true
	}
	if end, class, next, ok := tsCommentOrSpace(s, i); ok {
		w.text(s[i:end], class)
		if next >= 0 {
			push(uint8(next))
		}
		return end, true
	}
	// ([\w-]+\s*)(=)(\s*)
	j := i
	for j < len(s) && (s[j] == '-' || wordAt(s, j)) {
		_, n := runeAt(s, j)
		j += n
	}
	if j > i {
		k := spaces(s, j)
		if k < len(s) && s[k] == '=' {
			e := spaces(s, k+1)
			w.text(s[i:k], "na")
			w.text("=", "o")
			w.text(s[k+1:e], "")
			push(tsAttr)
			return e, true
		}
	}
	if c == '{' || c == '}' {
		j := i
		for j < len(s) && (s[j] == '{' || s[j] == '}') {
			j++
		}
		w.text(s[i:j], "")
		return j, true
	}
	if e := tsNameDots(s, i); e > i {
		w.text(s[i:e], "na")
		return e, true
	}
	// (/?)(\s*)(>)
	j = i
	if c == '/' {
		j++
	}
	j = spaces(s, j)
	if j < len(s) && s[j] == '>' {
		w.text(s[i:j+1], "")
		pop()
		return j + 1, true
	}
	return 0, false
}

// tsWordRule matches the root rules for words, from the keywords to names,
// at s[i], writing what they match.
func tsWordRule(w *writer, s string, i int, push func(uint8)) (int, bool) {
	if wordAt(s, i) {
		e := words(s, i)
		word := s[i:e]
		class, pushes, ok := "k", false, true
		switch {
		case tsKeywords[word], tsDeclarations[word]:
			pushes = true
		case tsReserved[word]:
		case tsConstants[word]:
			class = "kc"
		case tsBuiltins[word]:
			class = "nb"
		default:
			ok = false
		}
		if ok {
			w.text(word, class)
			if pushes {
				push(tsSlash)
			}
			return e, true
		}
		if !wordBefore(s, i) {
			// \b(module)(\s+)("[\w\./@]+")(\s+)
			if word == "module" {
				if a := spaces(s, e); a > e && a < len(s) && s[a] == '"' {
					b := a + 1
					for b < len(s) && (s[b] == '.' || s[b] == '/' || s[b] == '@' || wordAt(s, b)) {
						_, n := runeAt(s, b)
						b += n
					}
					if b > a+1 && b < len(s) && s[b] == '"' {
						if d := spaces(s, b+1); d > b+1 {
							w.text(word, "k")
							w.text(s[e:d], "")
							push(tsSlash)
							return d, true
						}
					}
				}
			}
			if tsTypes[word] {
				w.text(word, "kt")
				return e, true
			}
			if tsLateKeywords[word] {
				w.text(word, "k")
				return e, true
			}
		}
	}
	// ([a-zA-Z_?.$][\w?.$]*)\(\) \{
	// ([\w?.$][\w?.$]*)(\s*:\s*)([\w?.$][\w?.$]*)
	e := tsIdent(s, i)
	if e > i {
		c := s[i]
		if (c == '_' || c == '?' || c == '.' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') &&
			strings.HasPrefix(s[e:], "() {") {
			w.text(s[i:e+4], "")
			push(tsSlash)
			return e + 4, true
		}
		k := spaces(s, e)
		if k < len(s) && s[k] == ':' {
			k2 := spaces(s, k+1)
			if end := tsIdent(s, k2); end > k2 {
				w.text(s[i:k2], "")
				w.text(s[k2:end], "kt")
				return end, true
			}
		}
	}
	// [$a-zA-Z_]\w*
	if c := s[i]; c == '$' || c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
		e := words(s, i+1)
		w.text(s[i:e], "")
		return e, true
	}
	return 0, false
}

// tsIdent returns the end of the run of [\w?.$] from s[i].
func tsIdent(s string, i int) int {
	for i < len(s) {
		if c := s[i]; c == '?' || c == '.' || c == '$' {
			i++
			continue
		}
		r, n := runeAt(s, i)
		if !isWordRune(r) {
			break
		}
		i += n
	}
	return i
}

// tsNumber matches chroma's TypeScript number rules at s[i]:
// [0-9][0-9]*\.[0-9]+([eE][0-9]+)?[fd]?, 0x[0-9a-fA-F]+, [0-9]+.
func tsNumber(s string, i int) int {
	isDigit := func(j int) bool { return j < len(s) && '0' <= s[j] && s[j] <= '9' }
	if !isDigit(i) {
		return i
	}
	j := i + 1
	for isDigit(j) {
		j++
	}
	if j < len(s) && s[j] == '.' && isDigit(j+1) {
		k := j + 2
		for isDigit(k) {
			k++
		}
		if k < len(s) && (s[k] == 'e' || s[k] == 'E') && isDigit(k+1) {
			k += 2
			for isDigit(k) {
				k++
			}
		}
		if k < len(s) && (s[k] == 'f' || s[k] == 'd') {
			k++
		}
		return k
	}
	if s[i] == '0' && i+2 < len(s) && s[i+1] == 'x' {
		k := i + 2
		for k < len(s) && ('0' <= s[k] && s[k] <= '9' || 'a' <= s[k] && s[k] <= 'f' || 'A' <= s[k] && s[k] <= 'F') {
			k++
		}
		if k > i+2 {
			return k
		}
	}
	return j
}
