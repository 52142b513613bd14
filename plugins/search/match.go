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

// hasTypedPrefix reports whether a token of s starts with w as it may be
// in the middle of being typed with a Korean input method: w itself, or w
// with its last character completed — a syllable still open for a final
// consonant (웹후 on the way to 웹훅) or a lone initial consonant (웹ㅎ on
// the way to 웹후).
func (s termSet) hasTypedPrefix(w string) bool {
	if s.hasPrefix(w) {
		return true
	}
	last, size := utf8.DecodeLastRuneInString(w)
	stem := w[:len(w)-size]
	completes := completion(last)
	if completes == nil || stem == "" {
		return false
	}
	i, _ := slices.BinarySearch(s, stem)
	for ; i < len(s) && strings.HasPrefix(s[i], stem); i++ {
		if r, _ := utf8.DecodeRuneInString(s[i][len(stem):]); completes(r) {
			return true
		}
	}
	return false
}

// initialOf maps the compatibility jamo consonants that can begin a syllable
// (ㄱ U+3131 … ㅎ U+314E) to their initial index in syllable composition.
var initialOf = map[rune]rune{
	'ㄱ': 0, 'ㄲ': 1, 'ㄴ': 2, 'ㄷ': 3, 'ㄸ': 4, 'ㄹ': 5, 'ㅁ': 6, 'ㅂ': 7, 'ㅃ': 8, 'ㅅ': 9,
	'ㅆ': 10, 'ㅇ': 11, 'ㅈ': 12, 'ㅉ': 13, 'ㅊ': 14, 'ㅋ': 15, 'ㅌ': 16, 'ㅍ': 17, 'ㅎ': 18,
}

// completion returns which syllables the character r may still become as
// typing goes on (후 → 훅, 훈, …; ㅎ → 하, 후, 훅, …), or nil if r is
// complete.
func completion(r rune) func(rune) bool {
	if isSyllable(r) && (r-sBase)%tCount == 0 {
		return func(c rune) bool { return isSyllable(c) && (c-sBase)/tCount == (r-sBase)/tCount }
	}
	if l, ok := initialOf[r]; ok {
		return func(c rune) bool { return isSyllable(c) && (c-sBase)/(vCount*tCount) == l }
	}
	return nil
}

// matchWord scores how well one query word w (lowercased, as [Words] returns
// it, analysed by newQueryWord) matches a text whose token set is doc, from 0 (no match) to 1:
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
//     ("gett" in "getToken"), its last syllable possibly still being
//     composed ("웹후" in "웹훅을", see hasTypedPrefix).
//
// The browser's scorer (client/tokenize.ts) is a port of this function.
func matchWord(q queryWord, doc termSet, prefix bool) float64 {
	if doc.has(q.text) {
		return 1
	}
	score := 0.0
	switch {
	case q.pieces == nil:
		if q.oneCJK && doc.hasPrefix(q.text) {
			score = 0.5
		}
	case doc.has(q.must):
		found := 0
		for _, p := range q.pieces {
			if doc.has(p) {
				found++
			}
		}
		score = 0.8 * float64(found) / float64(len(q.pieces))
	}
	if prefix && score < 0.6 && q.runes >= 2 && doc.hasTypedPrefix(q.text) {
		score = 0.6
	}
	return score
}

// queryWord is one word of a query with what matchWord needs of it, worked
// out once per query rather than for every section it is matched against.
type queryWord struct {
	text   string   // lowercased, as Words gives it
	pieces []string // its tokens after the whole word; nil for a one-token word
	must   string   // the piece a partial match needs: the stem, or an identifier's last part
	runes  int
	oneCJK bool // one Hangul, Han or kana character
}

func newQueryWord(w string) queryWord {
	q := queryWord{text: w, runes: utf8.RuneCountInString(w)}
	r, _ := utf8.DecodeRuneInString(w)
	q.oneCJK = q.runes == 1 && classify(r) != scriptAlnum
	if toks := Tokenize(w); len(toks) > 1 {
		for _, t := range toks[1:] {
			q.pieces = append(q.pieces, t.Text)
		}
		q.must = q.pieces[0]
		if last := lastSegment(w); last != "" {
			q.must = last
		}
	}
	return q
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
