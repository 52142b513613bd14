package slug

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Slugger hands out unique heading ids within one page. The zero value is ready to use.
//
// It mirrors github-slugger's stateful BananaSlug: every id handed out (or
// reserved) is remembered, and a slug that is already taken gets "-N"
// appended, where N counts how often its base slug has been asked for, skipping
// any candidate that is itself already taken.
//
// A Slugger is not safe for concurrent use; use one per page.
type Slugger struct {
	// occurrences maps every id handed out or reserved so far to the number of
	// times its base slug had to be suffixed (github-slugger's `occurrences`).
	occurrences map[string]int
}

// Slug returns the slug of text (see [Make]), made unique within s by
// appending "-1", "-2", … when needed, and records it as taken.
func (s *Slugger) Slug(text string) string {
	if s.occurrences == nil {
		s.occurrences = make(map[string]int)
	}
	base := Make(text)
	id := base
	for {
		if _, taken := s.occurrences[id]; !taken {
			break
		}
		s.occurrences[base]++
		id = base + "-" + strconv.Itoa(s.occurrences[base])
	}
	s.occurrences[id] = 0
	return id
}

// Reserve marks an explicit {#custom-id} as taken so later automatic slugs avoid it.
// The id is used verbatim (it is not slugged). Reserving an id that is already
// taken is a no-op.
//
// Docusaurus itself does not do this: an explicit {#id} bypasses its slugger,
// so "## Intro {#intro}" followed by "## Intro" gives two "intro" ids there.
// Reserving trades that exact parity for unique ids ("intro", "intro-1").
func (s *Slugger) Reserve(id string) {
	if s.occurrences == nil {
		s.occurrences = make(map[string]int)
	}
	if _, taken := s.occurrences[id]; !taken {
		s.occurrences[id] = 0
	}
}

// Reset forgets every id handed out or reserved so far.
func (s *Slugger) Reset() {
	clear(s.occurrences)
}

// Make returns the stateless slug of text, exactly as github-slugger's
// `slug(value)` computes it: lowercase, strip the characters its regex
// removes, then turn each ASCII space into "-".
func Make(text string) string {
	var b strings.Builder
	b.Grow(len(text))
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			switch {
			case 'a' <= c && c <= 'z', '0' <= c && c <= '9', c == '_', c == '-':
				b.WriteByte(c)
			case 'A' <= c && c <= 'Z':
				b.WriteByte(c + ('a' - 'A'))
			case c == ' ':
				b.WriteByte('-')
			}
			// Every other ASCII character is punctuation, a symbol or a
			// control character, which github-slugger removes.
			i++
			continue
		}

		r, size := utf8.DecodeRuneInString(text[i:])
		switch r {
		case 'İ': // U+0130: JS lowercases to "i" + U+0307 COMBINING DOT ABOVE.
			b.WriteString("i\u0307")
		case 'Σ': // U+03A3: JS applies the Final_Sigma condition.
			if isFinalSigma(text, i, i+size) {
				b.WriteRune('ς')
			} else {
				b.WriteRune('σ')
			}
		case '\uA7CB', '\uA7DC':
			// Unicode 16 capitals, newer than Go's tables, whose lowercase
			// forms are old letters; Node.js 20+ lowercases them.
			if r == '\uA7CB' {
				b.WriteRune('\u0264')
			} else {
				b.WriteRune('\u019B')
			}
		default:
			// utf8.RuneError (invalid UTF-8 or a literal U+FFFD) is a symbol
			// and is dropped by keep.
			if lr := unicode.ToLower(r); keep(lr) {
				b.WriteRune(lr)
			}
		}
		i += size
	}
	return b.String()
}

// keep reports whether github-slugger's regex leaves the (already lowercased)
// non-ASCII code point r alone.
//
// The regex removes the general categories No, Ps, Pe, Pi, Pf, Po, Pd, S*, Cc,
// Co, Cf, Cn and Z*, except for Alphabetic code points, " " and "-". Since the
// general categories partition the code space, what survives is exactly L*,
// M*, Nd, Nl, Pc (and lone surrogates, which Go strings cannot hold) plus the
// Alphabetic code points of the removed categories (Other_Alphabetic, e.g.
// circled and squared letters).
func keep(r rune) bool {
	if unicode.IsLetter(r) || unicode.IsMark(r) ||
		unicode.Is(unicode.Nd, r) || unicode.Is(unicode.Nl, r) ||
		unicode.Is(unicode.Pc, r) || unicode.Is(unicode.Other_Alphabetic, r) {
		return !unassignedInUnicode13(r)
	}
	return false
}

// isFinalSigma implements the Unicode Final_Sigma casing context for the
// capital sigma at text[start:end]: it is preceded by a cased letter (possibly
// with case-ignorable characters in between) and not followed by one.
func isFinalSigma(text string, start, end int) bool {
	before := false
	for i := start; i > 0; {
		r, size := utf8.DecodeLastRuneInString(text[:i])
		i -= size
		if isCaseIgnorable(r) {
			continue
		}
		before = isCased(r)
		break
	}
	if !before {
		return false
	}
	for i := end; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		i += size
		if isCaseIgnorable(r) {
			continue
		}
		return !isCased(r)
	}
	return true
}

// isCased is the Unicode Cased property: Lowercase, Uppercase or Lt.
func isCased(r rune) bool {
	return unicode.IsUpper(r) || unicode.IsLower(r) || unicode.IsTitle(r) ||
		unicode.Is(unicode.Other_Lowercase, r) || unicode.Is(unicode.Other_Uppercase, r)
}

// isCaseIgnorable is the Unicode Case_Ignorable property: Mn, Me, Cf, Lm, Sk
// and the Word_Break classes MidLetter, MidNumLet and Single_Quote.
func isCaseIgnorable(r rune) bool {
	switch r {
	case '\'', '.', ':', '\u00B7', '\u0387', '\u055F', '\u05F4', '\u2018', '\u2019',
		'\u2024', '\u2027', '\uFE13', '\uFE52', '\uFE55', '\uFF07', '\uFF0E', '\uFF1A':
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk)
}
