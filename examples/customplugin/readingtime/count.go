package readingtime

import (
	"math"
	"strings"
	"unicode"

	"docskit.dev/docskit/mdx"
)

// Count is the amount of prose in an MDX body.
type Count struct {
	// Words are white-space separated tokens with a non-CJK letter or a digit.
	Words int
	// Chars are Hangul syllables and other CJK characters (Han, Hiragana, Katakana).
	Chars int
}

// CountDoc counts the prose of a parsed page body: its headings and the
// text of its sections (docskit's parsed document has already left out
// code blocks, imports, JSX tags, link destinations and {#id}s).
func CountDoc(doc *mdx.Doc) Count {
	var c Count
	for _, sec := range doc.Sections {
		if sec.Heading != nil {
			c.add(sec.Heading.Text)
		}
		c.add(sec.Text)
	}
	return c
}

// CountText counts the prose of plain text.
func CountText(text string) Count {
	var c Count
	c.add(text)
	return c
}

func (c *Count) add(text string) {
	for _, tok := range strings.Fields(text) {
		word := false
		for _, r := range tok {
			switch {
			case isCJK(r):
				c.Chars++
			case unicode.IsLetter(r) || unicode.IsDigit(r):
				word = true
			}
		}
		if word {
			c.Words++
		}
	}
}

func isCJK(r rune) bool {
	return unicode.In(r, unicode.Hangul, unicode.Han, unicode.Hiragana, unicode.Katakana)
}

// Minutes is the reading time of c at the given speeds (which must be > 0),
// rounded up to whole minutes; 0 when there is nothing to read.
func Minutes(c Count, wordsPerMinute, charsPerMinute int) int {
	if c.Words == 0 && c.Chars == 0 {
		return 0
	}
	m := float64(c.Words)/float64(wordsPerMinute) + float64(c.Chars)/float64(charsPerMinute)
	return int(math.Ceil(m))
}
