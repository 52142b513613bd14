package highlight

import "strings"

// bashKeywords and bashBuiltins are the words of chroma's Bash lexer
// (lexers/embedded/bash.xml) classed Keyword and NameBuiltin.
var (
	bashKeywords = setOf("if fi else while do done for then return function case select continue until esac elif")
	bashBuiltins = setOf(`alias bg bind break builtin caller cd command compgen complete declare dirs disown
		echo enable eval exec exit export false fc fg getopts hash help history jobs kill let local logout
		popd printf pushd pwd read readonly set shift shopt source suspend test time times trap true type
		typeset ulimit umask unalias unset wait`)
)

func setOf(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// Bash lexer states the fast lexer models; chroma's backticks and math
// states (`…`, $((…))) and here-documents make it give up.
const (
	bashRoot = iota
	bashParen
	bashCurly
	bashString
)

// lexBash follows chroma's Bash lexer, state by state and rule by rule.
func lexBash(w *writer, s string) bool {
	var stackBuf [16]uint8
	stack := append(stackBuf[:0], bashRoot)
	for i := 0; i < len(s); {
		state := stack[len(stack)-1]
		c := s[i]
		switch state {
		case bashString:
			switch {
			case c == '"':
				w.text(`"`, "s")
				i++
				stack = stack[:len(stack)-1]
				continue
			case c != '$':
				// (\\\\|\\[0-7]+|\\.|[^"\\$])+
				j := i
				for j < len(s) && s[j] != '"' && s[j] != '$' {
					if s[j] == '\\' {
						if j+1 >= len(s) {
							break
						}
						_, n := runeAt(s, j+1)
						j += n
					}
					j++
				}
				if j == i {
					return false
				}
				w.text(s[i:j], "s")
				i = j
				continue
			}
			end, class, push, ok := bashInterp(s, i)
			if !ok {
				return false
			}
			w.text(s[i:end], class)
			i = end
			if push >= 0 {
				stack = append(stack, uint8(push))
			}
			continue
		case bashParen:
			if c == ')' {
				w.text(")", "k")
				i++
				stack = stack[:len(stack)-1]
				continue
			}
		case bashCurly:
			switch {
			case c == '}':
				w.text("}", "si")
				i++
				stack = stack[:len(stack)-1]
				continue
			case c == ':' && i+1 < len(s) && s[i+1] == '-':
				w.text(":-", "k")
				i += 2
				continue
			case wordAt(s, i):
				end := words(s, i)
				w.text(s[i:end], "nv")
				i = end
				continue
			case c == ':':
				w.text(":", "")
				i++
				continue
			}
			// [^}:"\'`$\\]+
			j := i
			for j < len(s) && !strings.ContainsRune("}:\"'`$\\", rune(s[j])) {
				_, n := runeAt(s, j)
				j += n
			}
			if j > i {
				w.text(s[i:j], "")
				i = j
				continue
			}
		}
		// The root rules, also the last of paren and curly.
		end, class, push, ok := bashRootRule(s, i)
		if !ok {
			return false
		}
		if end == i {
			// No rule matches: an error token, or, at a newline outside
			// the root state, back to the root state.
			if c == '\n' && state != bashRoot {
				stack = stack[:1]
				continue
			}
			i = errorRune(w, s, i)
			continue
		}
		if class == assignClass {
			name := words(s, i)
			op := spaces(s, name)
			w.text(s[i:name], "nv")
			w.text(s[name:op], "")
			w.text(s[op:end], "o")
		} else {
			w.text(s[i:end], class)
		}
		i = end
		if push >= 0 {
			stack = append(stack, uint8(push))
		}
	}
	return true
}

// assignClass is what bashRootRule returns for a variable assignment,
// name=, whose three parts have different classes.
const assignClass = "="

// bashRootRule matches the rules of chroma's root state at s[i]: end is
// where the token ends (i when no rule matches), push the state to push or
// -1. ok false means the fast lexer does not follow what matches here.
func bashRootRule(s string, i int) (end int, class string, push int, ok bool) {
	if end, class, push, ok := bashBasicRule(s, i); !ok || end > i {
		return end, class, push, ok
	}
	return bashDataRule(s, i)
}

// bashBasicRule matches the rules of chroma's basic state at s[i], and the
// backticks rule that follows them in the root state, as bashRootRule does.
func bashBasicRule(s string, i int) (end int, class string, push int, ok bool) {
	c := s[i]
	// Keywords and builtins, \b(word)…, both on a whole word.
	if wordAt(s, i) && !wordBefore(s, i) {
		e := words(s, i)
		word := s[i:e]
		if bashKeywords[word] {
			return e, "k", -1, true
		}
		if bashBuiltins[word] {
			if r, n := runeAt(s, e); n > 0 && (isSpaceRune(r) || r == ')' || r == '`') {
				return e, "nb", -1, true
			}
		}
	}
	switch {
	case c == '#' && i == 0 && strings.HasPrefix(s, "#!"):
		// \A#!.+\n
		if nl := strings.IndexByte(s, '\n'); nl > 2 {
			return nl + 1, "cp", -1, true
		}
		fallthrough
	case c == '#':
		// #.*(\S|$): the rest of the line.
		nl := strings.IndexByte(s[i:], '\n')
		if nl < 0 {
			return len(s), "c", -1, true
		}
		return i + nl, "c", -1, true
	case c == '\\':
		// \\[\w\W]
		if i+1 >= len(s) {
			return 0, "", 0, false
		}
		_, n := runeAt(s, i+1)
		return i + 1 + n, "se", -1, true
	}
	// (\b\w+)(\s*)(\+?=): a variable assignment, in three classes, which
	// the caller writes (class assignClass).
	if wordAt(s, i) && !wordBefore(s, i) {
		e := words(s, i)
		k := spaces(s, e)
		switch {
		case strings.HasPrefix(s[k:], "="):
			return k + 1, assignClass, -1, true
		case strings.HasPrefix(s[k:], "+="):
			return k + 2, assignClass, -1, true
		}
	}
	switch {
	case strings.IndexByte("[]{}()=", c) >= 0:
		return i + 1, "o", -1, true
	case strings.HasPrefix(s[i:], "<<<"):
		return i + 3, "o", -1, true
	case strings.HasPrefix(s[i:], "<<"):
		return 0, "", 0, false // a here-document
	case strings.HasPrefix(s[i:], "&&") || strings.HasPrefix(s[i:], "||"):
		return i + 2, "o", -1, true
	case c == '`':
		return 0, "", 0, false // the backticks state
	}
	return i, "", -1, true
}

// bashDataRule matches the rules of chroma's data state at s[i], then
// those of the interp state, as bashRootRule does.
func bashDataRule(s string, i int) (end int, class string, push int, ok bool) {
	c := s[i]
	switch {
	case c == '"' || c == '$' && i+1 < len(s) && s[i+1] == '"':
		// \$?"(\\\\|\\[0-7]+|\\.|[^"\\$])*"
		j := i + 1
		if c == '$' {
			j++
		}
		for j < len(s) && s[j] != '$' {
			if s[j] == '"' {
				return j + 1, "s", -1, true
			}
			if s[j] == '\\' {
				if j+1 >= len(s) {
					break
				}
				_, n := runeAt(s, j+1)
				j += n
			}
			j++
		}
		if c == '"' {
			return i + 1, "s", bashString, true
		}
	case c == '$' && i+1 < len(s) && s[i+1] == '\'':
		// \$'(\\\\|\\[0-7]+|\\.|[^'\\])*'
		for j := i + 2; j < len(s); j++ {
			if s[j] == '\'' {
				return j + 1, "s", -1, true
			}
			if s[j] == '\\' {
				if j+1 >= len(s) {
					break
				}
				j++
			}
		}
		return 0, "", 0, false
	case c == '\'':
		// '.*?'
		if k := strings.IndexByte(s[i+1:], '\''); k >= 0 {
			return i + k + 2, "s", -1, true
		}
		return i, "", -1, true // no rule matches
	case c == ';' || c == '&' || c == '|':
		return i + 1, "", -1, true
	}
	if e := spaces(s, i); e > i {
		return e, "", -1, true
	}
	// \d+(?= |$)
	if e := digits(s, i); e > i && (e == len(s) || s[e] == ' ' || s[e] == '\n') {
		return e, "m", -1, true
	}
	// [^=\s\[\]{}()$"\'`\\<&|;]+
	j := i
	for j < len(s) {
		r, n := runeAt(s, j)
		if isSpaceRune(r) || r < 0x80 && strings.IndexByte("=[]{}()$\"'`\\<&|;", byte(r)) >= 0 {
			break
		}
		j += n
	}
	if j > i {
		return j, "", -1, true
	}
	if c == '<' {
		return i + 1, "", -1, true
	}
	if c == '$' {
		return bashInterp(s, i)
	}
	return i, "", -1, true
}

// bashInterp matches chroma's interp rules at the "$" at s[i].
func bashInterp(s string, i int) (end int, class string, push int, ok bool) {
	switch {
	case strings.HasPrefix(s[i:], "$(("):
		return 0, "", 0, false // the math state
	case strings.HasPrefix(s[i:], "$("):
		return i + 2, "k", bashParen, true
	case strings.HasPrefix(s[i:], "${#"):
		return i + 3, "si", bashCurly, true
	case strings.HasPrefix(s[i:], "${"):
		return i + 2, "si", bashCurly, true
	}
	if i+1 < len(s) {
		c := s[i+1]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_':
			return words(s, i+2), "nv", -1, true
		case strings.IndexByte("#$?!_*@-", c) >= 0:
			return i + 2, "nv", -1, true
		}
		if e := digits(s, i+1); e > i+1 {
			return e, "nv", -1, true
		}
	}
	return i + 1, "", -1, true
}
