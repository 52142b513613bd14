package highlight

import (
	"unicode"
	"unicode/utf8"
)

// Fast lexers.
//
// chroma's regular-expression lexers are most of the time a build spends
// on code blocks: every token tries the rules of its state one by one, each
// a regexp2 match that allocates. For the most common fence languages a
// fast lexer written by hand walks the code once instead. It must give
// exactly chroma's output: Code writes only a class per byte (adjacent
// tokens of one class share a span, and the class of a newline is never
// written), so a fast lexer follows chroma's rules closely enough that
// every byte gets the class chroma's token for it would, not necessarily
// the same tokens. Where it meets something it does not follow (a state it
// does not model, a match that would need backtracking to decide) it gives
// up and Code lexes the whole block with chroma. fast_test.go compares the
// two on real and fuzzed code.

// fastLexer writes code, which ends with "\n" and is valid UTF-8, to w in
// the classes chroma's lexer gives it, or returns false, having written
// anything, if it cannot.
type fastLexer func(w *writer, code string) bool

// fastLexers maps chroma lexer names (chroma.Config.Name) to their fast
// lexers.
var fastLexers = map[string]fastLexer{
	"JSON":       lexJSON,
	"Bash":       lexBash,
	"JavaScript": lexJS,
	"TypeScript": lexTS,
	"Kotlin":     lexKotlin,
	"Swift":      lexSwift,
}

// The character classes of regexp2, the engine of chroma's patterns, which
// are Unicode-aware: \s is unicode.IsSpace, \d is a decimal digit of any
// script and \w (also what \b looks at) a letter, non-spacing mark, decimal
// digit, connector punctuation, ZWJ or ZWNJ.

func isSpaceRune(r rune) bool { return unicode.IsSpace(r) }

func isDigitRune(r rune) bool {
	if r < utf8.RuneSelf {
		return '0' <= r && r <= '9'
	}
	return unicode.Is(unicode.Nd, r)
}

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '_'
	}
	return unicode.In(r, unicode.L, unicode.Mn, unicode.Nd, unicode.Pc) || r == '\u200D' || r == '\u200C'
}

// runeAt is the rune at s[i] and its size; (utf8.RuneError, 0) at the end.
func runeAt(s string, i int) (rune, int) {
	if i >= len(s) {
		return utf8.RuneError, 0
	}
	if c := s[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(s[i:])
}

// wordBefore reports whether the rune before s[i] is a word character (\w).
func wordBefore(s string, i int) bool {
	if i == 0 {
		return false
	}
	if c := s[i-1]; c < utf8.RuneSelf {
		return isWordRune(rune(c))
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return isWordRune(r)
}

// wordAt reports whether s[i] starts a word character; false at the end.
func wordAt(s string, i int) bool {
	r, n := runeAt(s, i)
	return n > 0 && isWordRune(r)
}

// spaceAt reports whether s[i] starts a \s character; false at the end.
func spaceAt(s string, i int) bool {
	r, n := runeAt(s, i)
	return n > 0 && isSpaceRune(r)
}

// spaces returns the end of the run of \s characters from s[i].
func spaces(s string, i int) int {
	for i < len(s) {
		r, n := runeAt(s, i)
		if !isSpaceRune(r) {
			break
		}
		i += n
	}
	return i
}

// digits returns the end of the run of \d characters from s[i].
func digits(s string, i int) int {
	for i < len(s) {
		r, n := runeAt(s, i)
		if !isDigitRune(r) {
			break
		}
		i += n
	}
	return i
}

// words returns the end of the run of \w characters from s[i].
func words(s string, i int) int {
	for i < len(s) {
		r, n := runeAt(s, i)
		if !isWordRune(r) {
			break
		}
		i += n
	}
	return i
}
