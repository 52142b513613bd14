package search

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind says how a token was derived from the text.
type Kind uint8

const (
	// Word is a whole word as written, lowercased: "푸시를", "nuri.push.gettoken", "ios용".
	Word Kind = iota
	// Part is a piece of a word: a script run of a mixed word ("ios", "용"),
	// a dot/underscore/hyphen segment ("push") or a camelCase or digit piece ("get", "64").
	Part
	// Bigram is two adjacent syllables of a Hangul run, or two adjacent
	// characters of a Han or kana run ("푸시", "시를").
	Bigram
	// Unigram is a one-syllable Hangul, Han or kana run inside a mixed word
	// ("용" in "iOS용"). A one-syllable word ("앱") is its own [Word] token.
	Unigram
)

func (k Kind) String() string {
	switch k {
	case Word:
		return "word"
	case Part:
		return "part"
	case Bigram:
		return "bigram"
	case Unigram:
		return "unigram"
	}
	return "kind?"
}

// Token is one indexable unit of text.
type Token struct {
	Text string
	Kind Kind
}

// script classes of word characters.
type script uint8

const (
	scriptNone   script = iota
	scriptHangul        // Hangul syllables and jamo: bigrammed
	scriptCJK           // Han, Hiragana, Katakana: bigrammed, separately from Hangul
	scriptAlnum         // every other letter, digit and mark, "_" and inner "." / "-"
)

func classify(r rune) script {
	switch {
	case r < utf8.RuneSelf:
		if 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '_' {
			return scriptAlnum
		}
		return scriptNone
	case 0xAC00 <= r && r <= 0xD7A3, unicode.Is(unicode.Hangul, r):
		return scriptHangul
	case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana):
		return scriptCJK
	case unicode.IsLetter(r), unicode.IsDigit(r), unicode.IsMark(r):
		return scriptAlnum
	}
	return scriptNone
}

// isJoiner reports whether r joins two word characters into one word
// ("nuri.push", "in-app", "v1.2").
func isJoiner(r rune) bool { return r == '.' || r == '-' }

// Tokenize splits text into search tokens, in text order. For every word
// (a run of letters, digits, marks and "_", with inner "." and "-"):
//   - the whole word, lowercased, as a [Word];
//   - if the word mixes scripts ("iOS용", "API를"), each script run as a [Part];
//   - for Latin (and other alphabetic) runs, each "."/"_"/"-" segment and each
//     camelCase or letter/digit piece as a [Part] ("getToken" → "get", "token");
//   - for Hangul runs of two or more syllables, every overlapping pair of
//     syllables as a [Bigram]; a one-syllable run as a [Unigram].
//
// Between two words separated by spaces only, where the first ends and the
// second starts with a Hangul syllable, the two syllables are a [Bigram] too:
// Korean spacing varies (딥링크, 딥 링크), and the browser's engine looks
// these up for two adjacent query words (spaceBigram in client/tokenize.ts).
//
// Han and kana runs are treated like Hangul runs. Punctuation and symbols
// separate words and are dropped. Decomposed Hangul (conjoining jamo, as
// pasted from macOS file names) is composed to syllables first, the part of
// Unicode NFC that Korean text needs. Tokens are unique within a word but a
// word that occurs twice yields its tokens twice. A token's text appears once
// per word, with the first kind that produced it (Word before Part before Bigram).
func Tokenize(text string) []Token { return tokenize(text, nil) }

// tokenize is [Tokenize]; with ws, it also appends the words of text to *ws
// (lower case, as their [Word] tokens), for the synonyms' phrase matching.
func tokenize(text string, ws *[]word) []Token {
	text = composeHangul(text)
	var out []Token
	var prevLast rune // the last syllable of the previous word, if it ended in Hangul
	prevEnd := -1
	forEachWordAt(text, func(start, end int) {
		w := text[start:end]
		first, _ := utf8.DecodeRuneInString(w)
		if prevEnd >= 0 && (prevLast != 0 && isSyllable(first) || ws != nil) {
			spaced := strings.Trim(text[prevEnd:start], " ") == ""
			if spaced && prevLast != 0 && isSyllable(first) {
				out = append(out, Token{Text: string(prevLast) + string(first), Kind: Bigram})
			}
			if ws != nil {
				(*ws)[len(*ws)-1].spaceNext = spaced
			}
		}
		k := len(out)
		out = appendWordTokens(out, w)
		if ws != nil {
			*ws = append(*ws, word{text: out[k].Text})
		}
		prevEnd, prevLast = end, 0
		if last, _ := utf8.DecodeLastRuneInString(w); isSyllable(last) {
			prevLast = last
		}
	})
	return out
}

// isSyllable reports whether r is a precomposed Hangul syllable.
func isSyllable(r rune) bool { return 0xAC00 <= r && r <= 0xD7A3 }

// forEachWordAt calls f with the byte range of every word of text.
func forEachWordAt(text string, f func(start, end int)) {
	start := -1
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		if r == utf8.RuneError && n <= 1 {
			r = utf8.RuneError // invalid byte: a separator
		}
		if classify(r) != scriptNone {
			if start < 0 {
				start = i
			}
			i += n
			continue
		}
		if start >= 0 && isJoiner(r) && i+n < len(text) {
			next, _ := utf8.DecodeRuneInString(text[i+n:])
			if classify(next) != scriptNone {
				i += n
				continue
			}
		}
		if start >= 0 {
			f(start, i)
			start = -1
		}
		i += n
	}
	if start >= 0 {
		f(start, len(text))
	}
}

// appendWordTokens appends the tokens of one word w (as written).
func appendWordTokens(out []Token, w string) []Token {
	lw := strings.ToLower(w)
	first := len(out)
	// Tokens are unique within the word: a short word is searched, a long
	// one (a run of Hangul without spaces) gets a set, so it stays linear.
	var seen map[string]bool
	add := func(s string, k Kind) {
		if s == "" {
			return
		}
		if seen != nil {
			if seen[s] {
				return
			}
			seen[s] = true
		} else {
			for _, t := range out[first:] {
				if t.Text == s {
					return
				}
			}
			if len(out)-first >= 32 {
				seen = make(map[string]bool, 64)
				for _, t := range out[first:] {
					seen[t.Text] = true
				}
				seen[s] = true
			}
		}
		out = append(out, Token{Text: s, Kind: k})
	}
	add(lw, Word)
	// Split into script runs; joiners belong to the alnum run they sit in.
	runStart, runScript := 0, scriptNone
	flush := func(end int) {
		if runScript == scriptNone || runStart >= end {
			return
		}
		run := w[runStart:end]
		switch runScript {
		case scriptAlnum:
			run = strings.Trim(run, ".-")
			add(strings.ToLower(run), Part)
			for _, seg := range strings.FieldsFunc(run, func(r rune) bool { return r == '.' || r == '-' || r == '_' }) {
				add(strings.ToLower(seg), Part)
				for _, p := range camelParts(seg) {
					add(strings.ToLower(p), Part)
				}
			}
		default:
			if utf8.RuneCountInString(run) == 1 {
				add(run, Unigram)
				return
			}
			add(run, Part)
			prev := 0
			_, n := utf8.DecodeRuneInString(run)
			for i := n; i < len(run); {
				_, m := utf8.DecodeRuneInString(run[i:])
				add(run[prev:i+m], Bigram)
				prev, i = i, i+m
			}
		}
	}
	for i, r := range w {
		s := classify(r)
		if s == scriptNone {
			s = scriptAlnum // an inner joiner
		}
		if unicode.IsMark(r) && runScript != scriptNone {
			s = runScript // a combining mark stays with its base
		}
		if s != runScript {
			flush(i)
			runStart, runScript = i, s
		}
	}
	flush(len(w))
	return out
}

// camelParts splits an alphanumeric segment at lower→upper case changes,
// at the end of an upper-case run followed by a lower-case letter
// ("HTTPServer" → "HTTP", "Server") and between letters and digits
// ("base64" → "base", "64"). It returns nil when the segment has one piece.
func camelParts(seg string) []string {
	var parts []string
	start := 0
	var prev rune
	prevSize := 0
	for i, r := range seg {
		if i > 0 {
			cut := false
			switch {
			case unicode.IsLower(prev) && unicode.IsUpper(r):
				// "getToken" → "get", "Token"; but "iOS" and "iPhone"
				// keep their one-letter lower-case prefix.
				cut = utf8.RuneCountInString(seg[start:i]) > 1
			case unicode.IsDigit(prev) != unicode.IsDigit(r) && !unicode.IsMark(r):
				cut = true
			case unicode.IsUpper(prev) && unicode.IsLower(r) && i-prevSize > start:
				// "HTTPServer": cut before the "S" of "Server".
				if p, _ := utf8.DecodeLastRuneInString(seg[:i-prevSize]); unicode.IsUpper(p) {
					parts = append(parts, seg[start:i-prevSize])
					start = i - prevSize
				}
			}
			if cut {
				parts = append(parts, seg[start:i])
				start = i
			}
		}
		prev, prevSize = r, utf8.RuneLen(r)
		if prevSize < 0 {
			prevSize = 1
		}
	}
	if start == 0 {
		return nil
	}
	return append(parts, seg[start:])
}

// Hangul composition constants (Unicode §3.12).
const (
	sBase, lBase, vBase, tBase = 0xAC00, 0x1100, 0x1161, 0x11A7
	lCount, vCount, tCount     = 19, 21, 28
	sCount                     = lCount * vCount * tCount
)

// composeHangul composes conjoining jamo sequences (L V, L V T, LV T) into
// precomposed syllables, as NFC does. Text without conjoining jamo is
// returned unchanged, without allocating.
func composeHangul(s string) string {
	// Conjoining jamo, U+1100 to U+11FF, are E1 84 80 to E1 87 BF in UTF-8.
	needs := false
	for i := strings.IndexByte(s, 0xE1); i >= 0 && i+1 < len(s); {
		if c := s[i+1]; 0x84 <= c && c <= 0x87 {
			needs = true
			break
		}
		j := strings.IndexByte(s[i+1:], 0xE1)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	if !needs {
		return s
	}
	rs := []rune(s)
	out := make([]rune, 0, len(rs))
	for _, r := range rs {
		if n := len(out); n > 0 {
			last := out[n-1]
			if lBase <= last && last < lBase+lCount && vBase <= r && r < vBase+vCount {
				out[n-1] = sBase + ((last-lBase)*vCount+(r-vBase))*tCount
				continue
			}
			if sBase <= last && last < sBase+sCount && (last-sBase)%tCount == 0 && tBase < r && r < tBase+tCount {
				out[n-1] = last + (r - tBase)
				continue
			}
		}
		out = append(out, r)
	}
	return string(out)
}
