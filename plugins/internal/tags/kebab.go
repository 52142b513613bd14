package tags

import (
	"strings"
	"unicode"
)

// KebabCase is lodash's kebabCase, with which Docusaurus makes the route of
// a tag or an author page: apostrophes dropped, accents taken off, the
// words (split at anything but letters and digits, between letters and
// digits, and where lower case meets upper case) lower-cased and joined
// with "-". "React Native" is react-native, "JavaScript" java-script,
// "v1.0" v-1-0.
func KebabCase(s string) string {
	s = strings.NewReplacer("'", "", "’", "").Replace(s)
	var words []string
	rs := []rune(deburr(s))
	start := -1
	kind := func(r rune) byte {
		switch {
		case r >= '0' && r <= '9':
			return 'd'
		case unicode.IsUpper(r):
			return 'u'
		case unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r):
			return 'l'
		}
		return 0
	}
	flush := func(end int) {
		if start >= 0 && end > start {
			words = append(words, strings.ToLower(string(rs[start:end])))
		}
		start = -1
	}
	for i, r := range rs {
		k := kind(r)
		if k == 0 {
			flush(i)
			continue
		}
		if start < 0 {
			start = i
			continue
		}
		prev := kind(rs[i-1])
		switch {
		case (prev == 'd') != (k == 'd'):
			flush(i)
			start = i
		case prev == 'l' && k == 'u':
			flush(i)
			start = i
		case prev == 'u' && k == 'l' && i-1 > start:
			// "ABCd": the last capital starts the next word.
			flush(i - 1)
			start = i - 1
		}
	}
	flush(len(rs))
	return strings.Join(words, "-")
}

// deburr takes the accents off Latin letters, as lodash's deburr does
// before kebabCase.
func deburr(s string) string {
	if isASCII(s) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if d, ok := deburred[r]; ok {
			b.WriteString(d)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

var deburred = map[rune]string{}

func init() {
	for base, letters := range map[string]string{
		"A": "ÀÁÂÃÄÅĀĂĄ", "a": "àáâãäåāăą", "C": "ÇĆĈĊČ", "c": "çćĉċč", "D": "ÐĎĐ", "d": "ðďđ",
		"E": "ÈÉÊËĒĔĖĘĚ", "e": "èéêëēĕėęě", "G": "ĜĞĠĢ", "g": "ĝğġģ", "H": "ĤĦ", "h": "ĥħ",
		"I": "ÌÍÎÏĨĪĬĮİ", "i": "ìíîïĩīĭįı", "J": "Ĵ", "j": "ĵ", "K": "Ķ", "k": "ķĸ", "L": "ĹĻĽĿŁ", "l": "ĺļľŀł",
		"N": "ÑŃŅŇŊ", "n": "ñńņňŋ", "O": "ÒÓÔÕÖØŌŎŐ", "o": "òóôõöøōŏő", "R": "ŔŖŘ", "r": "ŕŗř",
		"S": "ŚŜŞŠ", "s": "śŝşš", "T": "ŢŤŦ", "t": "ţťŧ", "U": "ÙÚÛÜŨŪŬŮŰŲ", "u": "ùúûüũūŭůűų",
		"W": "Ŵ", "w": "ŵ", "Y": "ÝŶŸ", "y": "ýÿŷ", "Z": "ŹŻŽ", "z": "źżž",
	} {
		for _, r := range letters {
			deburred[r] = base
		}
	}
	for r, s := range map[rune]string{'Æ': "Ae", 'æ': "ae", 'Þ': "Th", 'þ': "th", 'ß': "ss", 'Œ': "Oe", 'œ': "oe", 'Ĳ': "IJ", 'ĳ': "ij", 'ŉ': "'n", 'ſ': "s"} {
		deburred[r] = s
	}
}
