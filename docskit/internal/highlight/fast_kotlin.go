package highlight

import (
	"strings"
	"unicode"
)

// ktKeywords is the keyword list of chroma's Kotlin lexer
// (lexers/embedded/kotlin.xml); "as?" matches as "as".
var ktKeywords = setOf(`abstract actual annotation as break by catch class companion const constructor
	continue crossinline data delegate do dynamic else enum expect external false field file final
	finally for fun get if import in infix init inline inner interface internal is it lateinit noinline
	null object open operator out override package param private property protected public receiver
	reified return sealed set setparam super suspend tailrec this throw true try typealias typeof val
	value var vararg when where while`)

// ktOperators are chroma's two Kotlin operator rules, alternatives in order.
var ktOperators = strings.Fields(`!== !in !is === %= && *= ++ += -- -= -> .. /= :: <= == >= !! != || ?: ?.`)

// States of chroma's Kotlin lexer.
const (
	ktRoot = iota
	ktString
	ktRawString
	ktClass
	ktProperty
	ktPackage
	ktFunction
	ktGenerics
)

// ktName returns the end of [_\p{L}][\p{L}\p{N}]* at s[i], i if none.
func ktName(s string, i int) int {
	r, n := runeAt(s, i)
	if n == 0 || r != '_' && !unicode.IsLetter(r) {
		return i
	}
	i += n
	for i < len(s) {
		r, n := runeAt(s, i)
		if !unicode.IsLetter(r) && !unicode.IsNumber(r) {
			break
		}
		i += n
	}
	return i
}

// lexKotlin follows chroma's Kotlin lexer. It gives up on names in
// backticks.
func lexKotlin(w *writer, s string) bool {
	var stackBuf [16]uint8
	stack := append(stackBuf[:0], ktRoot)
	push := func(state uint8) { stack = append(stack, state) }
	pop := func() { stack = stack[:len(stack)-1] }
	for i := 0; i < len(s); {
		state := stack[len(stack)-1]
		c := s[i]
		if c == '`' {
			return false
		}
		end, class := i, ""
		switch state {
		case ktString:
			end, class = ktStringRule(s, i, push, pop)
		case ktRawString:
			end, class = ktRawStringRule(s, i, pop)
		case ktClass, ktProperty:
			if e := ktName(s, i); e > i {
				end, class = e, "nc"
				if state == ktProperty {
					class = "py"
				}
				pop()
			}
		case ktPackage:
			// \S+
			e := i
			for e < len(s) {
				r, n := runeAt(s, e)
				if isSpaceRune(r) {
					break
				}
				e += n
			}
			if e > i {
				end, class = e, "nn"
				pop()
			}
		case ktFunction:
			switch {
			case c == '<':
				end = i + 1
				push(ktGenerics)
			case ktName(s, i) > i:
				end, class = ktName(s, i), "nf"
				pop()
			default:
				end = spaces(s, i)
			}
		case ktGenerics:
			switch {
			case c == '<':
				end = i + 1
				push(ktGenerics)
			case c == '>':
				end = i + 1
				pop()
			case strings.IndexByte(",:*?", c) >= 0:
				end = i + 1
			case strings.HasPrefix(s[i:], "in"), strings.HasPrefix(s[i:], "out"):
				end, class = i+2, "k"
				if c == 'o' {
					end++
				}
			case strings.HasPrefix(s[i:], "reified"):
				end, class = i+7, "k"
			case ktName(s, i) > i:
				end, class = ktName(s, i), "nc"
			default:
				end = spaces(s, i)
			}
		default:
			var ok bool
			end, ok = ktRootRule(w, s, i, push)
			if !ok {
				return false
			}
			if end > i {
				i = end
				continue
			}
		}
		if end == i {
			// No rule matches: back to the root state at a newline, or
			// an error token.
			if c == '\n' && state != ktRoot {
				stack = stack[:1]
				continue
			}
			i = errorRune(w, s, i)
			continue
		}
		w.text(s[i:end], class)
		i = end
	}
	return true
}

// ktInterpolation matches chroma's string-interpol rules at the "$" at
// s[i]: $name and ${…} on one line.
func ktInterpolation(s string, i int) int {
	if e := ktName(s, i+1); e > i+1 {
		return e
	}
	if strings.HasPrefix(s[i:], "${") {
		for j := i + 2; j < len(s) && s[j] != '\n'; j++ {
			if s[j] == '}' {
				return j + 1
			}
		}
	}
	return i
}

func ktStringRule(s string, i int, push func(uint8), pop func()) (int, string) {
	switch c := s[i]; c {
	case '\\':
		if i+1 < len(s) && strings.IndexByte(`tbnr'"\$`, s[i+1]) >= 0 {
			return i + 2, "se"
		}
		if i+6 <= len(s) && s[i+1] == 'u' && isHex4(s[i+2:i+6]) {
			return i + 6, "se"
		}
		return i, ""
	case '"':
		pop()
		return i + 1, "s"
	case '$':
		if e := ktInterpolation(s, i); e > i {
			return e, "si"
		}
		return i + 1, "s"
	case '\n':
		return i, ""
	}
	j := i
	for j < len(s) && s[j] != '\n' && s[j] != '\\' && s[j] != '"' && s[j] != '$' {
		j++
	}
	return j, "s"
}

func ktRawStringRule(s string, i int, pop func()) (int, string) {
	if strings.HasPrefix(s[i:], `"""`) {
		pop()
		return i + 3, "s"
	}
	// (?:[^$"]+|\"{1,2}[^"])+
	j := i
	for j < len(s) {
		switch {
		case s[j] != '$' && s[j] != '"':
			j++
			continue
		case s[j] == '"':
			q := 1
			if j+1 < len(s) && s[j+1] == '"' {
				q = 2
			}
			if j+q < len(s) && s[j+q] != '"' {
				_, n := runeAt(s, j+q)
				j += q + n
				continue
			}
		}
		break
	}
	if j > i {
		return j, "s"
	}
	if s[i] == '$' {
		if e := ktInterpolation(s, i); e > i {
			return e, "si"
		}
		return i + 1, "s"
	}
	return i, ""
}

func isHex4(s string) bool {
	for i := 0; i < 4; i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

// ktRootRule matches the root rules at s[i], writing what they match, and
// returns the end (i when none matches).
func ktRootRule(w *writer, s string, i int, push func(uint8)) (int, bool) {
	c := s[i]
	// ^\s*\[.*?\]
	if i == 0 || s[i-1] == '\n' {
		if j := spaces(s, i); j < len(s) && s[j] == '[' {
			if k := strings.IndexByte(s[j+1:], ']'); k >= 0 {
				w.text(s[i:j+k+2], "na")
				return j + k + 2, true
			}
		}
	}
	// [^\S\n]+
	j := i
	for j < len(s) && s[j] != '\n' {
		r, n := runeAt(s, j)
		if !isSpaceRune(r) {
			break
		}
		j += n
	}
	if j > i {
		w.text(s[i:j], "")
		return j, true
	}
	switch {
	case strings.HasPrefix(s[i:], "\\\n"):
		w.text(s[i:i+2], "")
		return i + 2, true
	case c == '\n':
		w.text("\n", "")
		return i + 1, true
	case strings.HasPrefix(s[i:], "//"):
		e := strings.IndexByte(s[i:], '\n')
		if e < 0 {
			e = len(s) - i
		}
		w.text(s[i:i+e], "c")
		return i + e, true
	case strings.HasPrefix(s[i:], "/*"):
		if k := strings.Index(s[i+2:], "*/"); k >= 0 {
			w.text(s[i:i+k+4], "c")
			return i + k + 4, true
		}
	}
	for _, op := range ktOperators {
		if strings.HasPrefix(s[i:], op) {
			w.text(op, "o")
			return i + len(op), true
		}
	}
	switch {
	case c == '{' || c == '}':
		w.text(s[i:i+1], "")
		return i + 1, true
	case strings.HasPrefix(s[i:], `"""`):
		w.text(`"""`, "s")
		push(ktRawString)
		return i + 3, true
	case c == '"':
		w.text(`"`, "s")
		push(ktString)
		return i + 1, true
	case c == '\'':
		if e := ktChar(w, s, i); e > i {
			return e, true
		}
	}
	if e := ktNumber(s, i); e > i {
		w.text(s[i:e], "m")
		return e, true
	}
	if strings.IndexByte(`~!%^&*()+=|[]:;,.<>/?-`, c) >= 0 {
		w.text(s[i:i+1], "")
		return i + 1, true
	}
	return ktWordRule(w, s, i, push), true
}

// ktChar matches chroma's character rules at the "'" at s[i], writing what
// they match, and returns the end, i if none matches:
// ('\\u[0-9a-fA-F]{4}') in three tokens, then '\\.'|'[^\\]'.
func ktChar(w *writer, s string, i int) int {
	if i+8 <= len(s) && s[i+1] == '\\' && s[i+2] == 'u' && isHex4(s[i+3:i+7]) && s[i+7] == '\'' {
		w.text("'", "s")
		w.text(s[i+1:i+7], "se")
		w.text("'", "s")
		return i + 8
	}
	if i+1 < len(s) && s[i+1] == '\\' {
		if _, n := runeAt(s, i+2); n > 0 && i+2+n < len(s) && s[i+2+n] == '\'' {
			w.text(s[i:i+3+n], "s")
			return i + 3 + n
		}
	} else if _, n := runeAt(s, i+1); n > 0 && i+1+n < len(s) && s[i+1+n] == '\'' {
		w.text(s[i:i+2+n], "s")
		return i + 2 + n
	}
	return i
}

// ktWordRule matches the root rules from "companion object" on (keywords,
// annotations, names) at s[i], writing what they match, and returns the
// end, i if none matches.
func ktWordRule(w *writer, s string, i int, push func(uint8)) int {
	c := s[i]
	// (companion)(\s+)(object), then keywords that push a state when
	// whitespace follows them.
	if strings.HasPrefix(s[i:], "companion") {
		if e := spaces(s, i+9); e > i+9 && strings.HasPrefix(s[e:], "object") {
			w.text("companion", "k")
			w.text(s[i+9:e], "")
			w.text("object", "k")
			return e + 6
		}
	}
	for _, kw := range [...]struct {
		word  string
		state uint8
	}{{"class", ktClass}, {"interface", ktClass}, {"object", ktClass}, {"package", ktPackage},
		{"import", ktPackage}, {"val", ktProperty}, {"var", ktProperty}, {"fun", ktFunction}} {
		if strings.HasPrefix(s[i:], kw.word) {
			if e := spaces(s, i+len(kw.word)); e > i+len(kw.word) {
				w.text(kw.word, "k")
				w.text(s[i+len(kw.word):e], "")
				push(kw.state)
				return e
			}
		}
	}
	if wordAt(s, i) {
		if e := words(s, i); ktKeywords[s[i:e]] {
			w.text(s[i:e], "k")
			return e
		}
	}
	if c == '@' {
		if e := ktName(s, i+1); e > i+1 {
			w.text(s[i:e], "nd")
			return e
		}
	}
	// (?:\p{Lu}[_\p{L}]*)(?=\.)
	if r, n := runeAt(s, i); n > 0 && unicode.IsUpper(r) {
		e := i + n
		for e < len(s) {
			r, n := runeAt(s, e)
			if r != '_' && !unicode.IsLetter(r) {
				break
			}
			e += n
		}
		if e < len(s) && s[e] == '.' {
			w.text(s[i:e], "nc")
			return e
		}
	}
	if e := ktName(s, i); e > i {
		w.text(s[i:e], "")
		return e
	}
	return i
}

// ktDigits matches [0-9]+(_+[0-9]+)* at s[i] and returns its end, i if none.
func ktDigits(s string, i int, digit func(byte) bool) int {
	if i >= len(s) || !digit(s[i]) {
		return i
	}
	j := i + 1
	for {
		for j < len(s) && digit(s[j]) {
			j++
		}
		k := j
		for k < len(s) && s[k] == '_' {
			k++
		}
		if k == j || k >= len(s) || !digit(s[k]) {
			return j
		}
		j = k
	}
}

func isDec(c byte) bool { return '0' <= c && c <= '9' }

// ktNumber matches chroma's Kotlin number rules at s[i] (hexadecimal,
// binary, float, integer) and returns the end, i if none.
func ktNumber(s string, i int) int {
	suffixUL := func(j int) int {
		if j < len(s) && (s[j] == 'u' || s[j] == 'U') {
			j++
		}
		if j < len(s) && s[j] == 'L' {
			j++
		}
		return j
	}
	if s[i] == '0' && i+1 < len(s) {
		switch s[i+1] {
		case 'x', 'X':
			hex := func(c byte) bool { return isDec(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }
			if e := ktDigits(s, i+2, hex); e > i+2 {
				return suffixUL(e)
			}
		case 'b', 'B':
			if e := ktDigits(s, i+2, func(c byte) bool { return c == '0' || c == '1' }); e > i+2 {
				return suffixUL(e)
			}
		}
	}
	exponent := func(j int) int { // ([eE][+-]?[0-9]+(_+[0-9]+)*), j if none
		if j < len(s) && (s[j] == 'e' || s[j] == 'E') {
			k := j + 1
			if k < len(s) && (s[k] == '+' || s[k] == '-') {
				k++
			}
			if e := ktDigits(s, k, isDec); e > k {
				return e
			}
		}
		return j
	}
	floatSuffix := func(j int) int {
		if j < len(s) && (s[j] == 'f' || s[j] == 'F') {
			j++
		}
		return j
	}
	d := ktDigits(s, i, isDec)
	// D.D exp? f?
	if d > i && d < len(s) && s[d] == '.' {
		if f := ktDigits(s, d+1, isDec); f > d+1 {
			return floatSuffix(exponent(f))
		}
	}
	// .D exp? f?
	if s[i] == '.' {
		if f := ktDigits(s, i+1, isDec); f > i+1 {
			return floatSuffix(exponent(f))
		}
	}
	if d == i {
		return i
	}
	// D exp f? | D [fF]
	if e := exponent(d); e > d {
		return floatSuffix(e)
	}
	if d < len(s) && (s[d] == 'f' || s[d] == 'F') {
		return d + 1
	}
	return suffixUL(d)
}
