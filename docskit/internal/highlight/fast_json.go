package highlight

// lexJSON follows chroma's JSON lexer (lexers/embedded/json.xml): a stack of
// the states root (a value), objectvalue (expecting a key or "}"),
// objectattribute (after a key) and arrayvalue. Everything it cannot match
// becomes an error token of one character, as in chroma.
func lexJSON(w *writer, s string) bool {
	const (
		root = iota
		objectValue
		objectAttribute
		arrayValue
	)
	var stackBuf [16]uint8
	stack := append(stackBuf[:0], root)
	for i := 0; i < len(s); {
		state := stack[len(stack)-1]
		c := s[i]
		// Every state tries whitespace first.
		if end := spaces(s, i); end > i {
			w.text(s[i:end], "")
			i = end
			continue
		}
		if state == objectValue {
			switch {
			case c == '/' && i+1 < len(s) && s[i+1] == '/':
				i = jsonComment(w, s, i)
			case c == '"':
				end, ok := jsonString(s, i)
				if !ok {
					return false
				}
				w.text(s[i:end], "nt")
				i = end
				stack = append(stack, objectAttribute)
			case c == '}':
				w.text("}", "")
				i++
				stack = stack[:len(stack)-1]
			default:
				i = errorRune(w, s, i)
			}
			continue
		}
		// root, objectattribute and arrayvalue: a value first.
		if end, class, ok := jsonSimpleValue(s, i); ok {
			if class == "" {
				return false
			}
			w.text(s[i:end], class)
			i = end
			continue
		}
		switch {
		case c == '/' && i+1 < len(s) && s[i+1] == '/':
			i = jsonComment(w, s, i)
		case c == '{':
			w.text("{", "")
			i++
			stack = append(stack, objectValue)
		case c == '[':
			w.text("[", "")
			i++
			stack = append(stack, arrayValue)
		case state == objectAttribute && c == ':':
			w.text(":", "")
			i++
		case (state == objectAttribute || state == arrayValue) && c == ',':
			w.text(",", "")
			i++
			if state == objectAttribute {
				stack = stack[:len(stack)-1]
			}
		case state == objectAttribute && c == '}':
			w.text("}", "")
			i++
			stack = stack[:len(stack)-2]
		case state == arrayValue && c == ']':
			w.text("]", "")
			i++
			stack = stack[:len(stack)-1]
		default:
			i = errorRune(w, s, i)
		}
	}
	return true
}

// errorRune writes the rune at s[i] as an error token (chroma's token for a
// character no rule matches) and returns the index after it.
func errorRune(w *writer, s string, i int) int {
	_, n := runeAt(s, i)
	w.text(s[i:i+n], "err")
	return i + n
}

// jsonComment writes the comment //…\n at s[i] and returns its end.
func jsonComment(w *writer, s string, i int) int {
	end := len(s)
	for j := i + 2; j < len(s); j++ {
		if s[j] == '\n' {
			end = j + 1
			break
		}
	}
	w.text(s[i:end], "c")
	return end
}

// jsonSimpleValue matches chroma's simplevalue rules at s[i]: true, false
// and null, numbers, strings. ok with an empty class means a string without
// its closing quote, where chroma's pattern backtracks.
func jsonSimpleValue(s string, i int) (end int, class string, ok bool) {
	switch c := s[i]; {
	case c == 't' || c == 'f' || c == 'n':
		for _, word := range [...]string{"true", "false", "null"} {
			if len(s)-i >= len(word) && s[i:i+len(word)] == word && !wordAt(s, i+len(word)) {
				return i + len(word), "kc", true
			}
		}
	case c == '-' || '0' <= c && c <= '9':
		if end, ok := jsonNumber(s, i); ok {
			return end, "m", true
		}
	case c == '"':
		end, ok := jsonString(s, i)
		if !ok {
			return 0, "", true
		}
		return end, "s", true
	}
	return 0, "", false
}

// jsonNumber matches -?(0|[1-9]\d*) with an optional fraction and exponent,
// the union of chroma's float and integer patterns.
func jsonNumber(s string, i int) (int, bool) {
	j := i
	if s[j] == '-' {
		j++
	}
	switch {
	case j < len(s) && s[j] == '0':
		j++
	case j < len(s) && '1' <= s[j] && s[j] <= '9':
		j = digits(s, j+1)
	default:
		return 0, false
	}
	// \.\d+[eE](\+|-)?\d+ | [eE](\+|-)?\d+ | \.\d+
	if j < len(s) && s[j] == '.' {
		if k := digits(s, j+1); k > j+1 {
			if e, ok := jsonExponent(s, k); ok {
				return e, true
			}
			return k, true
		}
		return j, true
	}
	if e, ok := jsonExponent(s, j); ok {
		return e, true
	}
	return j, true
}

// jsonExponent matches [eE](\+|-)?\d+ at s[i].
func jsonExponent(s string, i int) (int, bool) {
	if i >= len(s) || s[i] != 'e' && s[i] != 'E' {
		return 0, false
	}
	i++
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	if k := digits(s, i); k > i {
		return k, true
	}
	return 0, false
}

// jsonString matches "(\\\\|\\"|[^"])*" at s[i] when it ends at the first
// quote no backslash escapes; false when there is none, where the pattern
// would backtrack into an escape.
func jsonString(s string, i int) (int, bool) {
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			if j+1 < len(s) && (s[j+1] == '\\' || s[j+1] == '"') {
				j++
			}
		case '"':
			return j + 1, true
		}
	}
	return 0, false
}
