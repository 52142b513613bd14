package search

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// termSet is a sorted set of token texts, searchable by exact text and by prefix.
type termSet []string

// tokenSet returns the sorted, unique token texts of toks.
func tokenSet(toks []Token) termSet {
	s := make([]string, len(toks))
	for i, t := range toks {
		s[i] = t.Text
	}
	slices.Sort(s)
	return slices.Compact(s)
}

func (s termSet) has(t string) bool {
	_, ok := slices.BinarySearch(s, t)
	return ok
}

func (s termSet) hasPrefix(p string) bool {
	i, _ := slices.BinarySearch(s, p)
	return i < len(s) && strings.HasPrefix(s[i], p)
}

// matchWord scores how well one query word w (lowercased, as [Words] returns
// it) matches a text whose token set is doc, from 0 (no match) to 1:
//   - 1 when the text has w as a token (a whole word, an identifier part,
//     or a Hangul bigram: "토큰" is found in "토큰을");
//   - for longer or compound words (a Korean word with a particle, a dotted
//     identifier, "iOS용"), 0.8 × the share of w's parts and bigrams the text
//     has, provided it has the first one, the stem: "토큰으로" is found in
//     "토큰을", but "setToken" is not found in "getToken". For an identifier
//     with dots, hyphens or underscores the part it must have is the last,
//     most specific one: "nuri.push.getToken" is found in "getToken()" but
//     "iap.refund" not in "iap";
//   - 0.5 for a one-syllable Hangul, Han or kana word that starts a token of
//     the text ("키" in "키가");
//   - with prefix (the word being typed, last in the query), at least 0.6
//     when w has two or more characters and starts a token of the text
//     ("gett" in "getToken").
//
// The browser's scorer (client/tokenize.ts) is a port of this function.
func matchWord(w string, doc termSet, prefix bool) float64 {
	if doc.has(w) {
		return 1
	}
	toks := Tokenize(w)
	n := utf8.RuneCountInString(w)
	score := 0.0
	switch {
	case len(toks) == 1:
		if r, _ := utf8.DecodeRuneInString(w); n == 1 && classify(r) != scriptAlnum && doc.hasPrefix(w) {
			score = 0.5
		}
	case len(toks) > 1:
		pieces := toks[1:]
		must := pieces[0].Text
		if last := lastSegment(w); last != "" {
			must = last
		}
		if doc.has(must) {
			found := 0
			for _, p := range pieces {
				if doc.has(p.Text) {
					found++
				}
			}
			score = 0.8 * float64(found) / float64(len(pieces))
		}
	}
	if prefix && score < 0.6 && n >= 2 && doc.hasPrefix(w) {
		score = 0.6
	}
	return score
}

// lastSegment returns the last "."/"-"/"_" segment of an identifier (a word
// of letters and digits only), or "" when w is not such an identifier or
// has one segment.
func lastSegment(w string) string {
	if !strings.ContainsAny(w, ".-_") {
		return ""
	}
	for _, r := range w {
		if r != '.' && r != '-' && classify(r) != scriptAlnum {
			return ""
		}
	}
	segs := strings.FieldsFunc(w, func(r rune) bool { return r == '.' || r == '-' || r == '_' })
	if len(segs) < 2 {
		return ""
	}
	return segs[len(segs)-1]
}

// endsInWord reports whether the last character of q belongs to a word: the
// user is still typing that word, so it also matches as a prefix.
func endsInWord(q string) bool {
	r, _ := utf8.DecodeLastRuneInString(q)
	return q != "" && classify(r) != scriptNone
}
