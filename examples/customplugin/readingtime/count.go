package readingtime

import (
	"bytes"
	"math"
	"regexp"
	"strings"
	"unicode"
)

// Count is the amount of prose in an MDX body.
type Count struct {
	// Words are white-space separated tokens with a non-CJK letter or a digit.
	Words int
	// Chars are Hangul syllables and other CJK characters (Han, Hiragana, Katakana).
	Chars int
}

var (
	image    = regexp.MustCompile(`!\[[^\]]*\]\([^)]*\)`)
	link     = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)
	tag      = regexp.MustCompile(`</?[A-Za-z][^>]*>`)
	headerID = regexp.MustCompile(`\{#[^}]*\}`)
)

// CountBody counts the prose of an MDX body (front matter already removed),
// skipping code and markup as the package documentation describes.
func CountBody(body []byte) Count {
	var c Count
	var fence string // the opening fence of the code block we are in, or ""
	for _, line := range bytes.Split(body, []byte("\n")) {
		s := strings.TrimSpace(string(line))
		if fence != "" {
			if strings.HasPrefix(s, fence) && strings.Trim(s, fence[:1]) == "" {
				fence = ""
			}
			continue
		}
		if f := openingFence(s); f != "" {
			fence = f
			continue
		}
		if strings.HasPrefix(string(line), "import ") || strings.HasPrefix(string(line), "export ") {
			continue
		}
		if strings.HasPrefix(s, ":::") {
			// ":::tip Title": the title is read, the marker is not.
			_, s, _ = strings.Cut(s, " ")
		}
		s = image.ReplaceAllString(s, " ")
		s = link.ReplaceAllString(s, "$1")
		s = tag.ReplaceAllString(s, " ")
		s = headerID.ReplaceAllString(s, " ")
		for _, tok := range strings.Fields(s) {
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
	return c
}

// openingFence returns the fence (``` or ~~~, three or more) that s opens, or "".
func openingFence(s string) string {
	for _, ch := range []string{"`", "~"} {
		n := len(s) - len(strings.TrimLeft(s, ch))
		if n >= 3 {
			return strings.Repeat(ch, n)
		}
	}
	return ""
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
