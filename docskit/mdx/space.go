package mdx

import (
	"unicode"
	"unicode/utf8"
)

// oneLine is strings.Join(strings.Fields(string(b)), " "): b's words, as
// unicode.IsSpace splits them, joined by single spaces. It makes one string
// where that makes a slice of words and two strings, for the text of every
// section of every page.
func oneLine(b []byte) string {
	out := make([]byte, 0, len(b))
	space := false // a space is owed before the next word
	for i := 0; i < len(b); {
		c := b[i]
		var n int
		var isSpace bool
		if c < utf8.RuneSelf {
			n, isSpace = 1, asciiSpace[c]
		} else {
			var r rune
			r, n = utf8.DecodeRune(b[i:])
			isSpace = unicode.IsSpace(r)
		}
		if isSpace {
			space = len(out) > 0
		} else {
			if space {
				out = append(out, ' ')
				space = false
			}
			out = append(out, b[i:i+n]...)
		}
		i += n
	}
	return string(out)
}

// asciiSpace is unicode.IsSpace for bytes below utf8.RuneSelf.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}
