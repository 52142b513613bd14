package blog

import (
	"math"
	"unicode"
	"unicode/utf8"
)

// wordsPerMinute is Docusaurus's reading speed.
const wordsPerMinute = 200

// readingTime is a post's reading time in minutes, as Docusaurus 3.9
// counts it: the words of its source (front matter left out, code and
// markup counted as written) at 200 a minute, to two decimals. The theme
// shows it rounded up ("3 min read").
func readingTime(body []byte) float64 {
	return math.Round(float64(countWords(body))/wordsPerMinute*100) / 100
}

// countWords counts words as Intl.Segmenter's word-like segments do, near
// enough (Unicode's word boundaries): a word is a run of letters and
// digits, joined across ' . : between two letters (don't, e.g, a:b) and
// . , ' between two digits (3.14, 1,000); each Chinese or Japanese
// character counts as one (the segmenter's dictionary finds words of one to
// a few characters in such text, with no spaces to go by).
func countWords(b []byte) int {
	n := 0
	var prev rune // the last rune of the word being read, 0 outside one
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		i += size
		switch {
		case isIdeograph(r):
			n++
			prev = 0
		case isWordRune(r):
			if prev == 0 {
				n++
			}
			prev = r
		case prev != 0 && i < len(b):
			next, _ := utf8.DecodeRune(b[i:])
			letters := isLetter(prev) && isLetter(next) && (r == '\'' || r == '’' || r == '.' || r == ':')
			digits := unicode.IsDigit(prev) && unicode.IsDigit(next) && (r == '.' || r == ',' || r == '\'')
			if !letters && !digits {
				prev = 0
			}
		default:
			prev = 0
		}
	}
	return n
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) || r == '_'
}

func isLetter(r rune) bool { return unicode.IsLetter(r) && !isIdeograph(r) }

func isIdeograph(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r)
}
