package search

import (
	"strings"
	"unicode/utf8"
)

// An index's terms are numbered: a field's term set is a list of term ids,
// and the postings are built from the ids in section order (Files), so that
// no set of strings is sorted per field and no map of strings is looked up
// per occurrence. A termizer gives the ids; it is what [Tokenize] and
// [Synonyms] compute, for a site's many repeated words: each distinct word
// is tokenized, and its synonyms looked for, once.
//
// (*Synonyms).terms is the reference it is tested against.

// dictionary numbers terms: ids[t] is t's index in terms.
type dictionary struct {
	ids   map[string]uint32
	terms []string
}

func newDictionary() *dictionary { return &dictionary{ids: map[string]uint32{}} }

// id returns t's id, numbering it if it is new. t is copied when it is
// kept, so it may point into a larger text.
func (d *dictionary) id(t string) uint32 {
	if id, ok := d.ids[t]; ok {
		return id
	}
	t = strings.Clone(t)
	id := uint32(len(d.terms))
	d.ids[t] = id
	d.terms = append(d.terms, t)
	return id
}

// termizer turns a field's text into its term ids, with the terms its
// synonyms add: the ids of (*Synonyms).terms. One is used by one goroutine.
type termizer struct {
	syn   *Synonyms
	dict  *dictionary
	words map[string]*wordTerms // by the word as written
	// phrases are the term ids a synonym group adds for one of its
	// spellings with given particles (emit in expand).
	phrases map[phraseUse][]uint32
	// stamp[id] is the field that last took the term id: a field's ids
	// are unique without a set.
	stamp []uint32
	field uint32
	// pairs are the ids of the bigrams of two syllables across a space.
	pairs map[uint64]uint32
	out   []uint32
	occ   []occurrence
}

// wordTerms is what a termizer keeps of a distinct word.
type wordTerms struct {
	ids         []uint32 // its tokens'
	lower       string   // its Word token: the word lower case
	first, last rune     // its first and last characters
	// The synonyms it brings whatever its neighbours: one-word Latin
	// spellings among its parts, and one-word spellings it is, with the
	// particles it carries.
	uses []phraseUse
	// multi are the spellings of several words that start with it.
	multi []phraseRef
}

// phraseUse is an occurrence of spelling index of group with particles
// suffix: it adds the group's other spellings with the same particles.
type phraseUse struct {
	group, index int
	suffix       string
}

// occurrence is one word of a text and whether only spaces separate it
// from the next one.
type occurrence struct {
	w         *wordTerms
	spaceNext bool
}

// maxWords bounds a termizer's words; past it, it starts again empty.
const maxWords = 1 << 17

func newTermizer(syn *Synonyms, dict *dictionary) *termizer {
	if syn != nil && len(syn.groups) == 0 {
		syn = nil
	}
	return &termizer{syn: syn, dict: dict, words: map[string]*wordTerms{}, phrases: map[phraseUse][]uint32{}, pairs: map[uint64]uint32{}, stamp: make([]uint32, len(dict.terms))}
}

// id returns the id of term t.
func (tz *termizer) id(t string) uint32 {
	id := tz.dict.id(t)
	for int(id) >= len(tz.stamp) {
		tz.stamp = append(tz.stamp, 0)
	}
	return id
}

// take adds id to the field's terms unless it is there.
func (tz *termizer) take(id uint32) {
	if tz.stamp[id] != tz.field {
		tz.stamp[id] = tz.field
		tz.out = append(tz.out, id)
	}
}

// terms returns the ids of the terms of a field's text, unique, in no
// particular order.
func (tz *termizer) terms(text string) []uint32 {
	if text == "" {
		return nil
	}
	tz.field++
	if tz.field == 0 {
		clear(tz.stamp)
		tz.field = 1
	}
	tz.out, tz.occ = tz.out[:0], tz.occ[:0]
	text = composeHangul(text)
	var prev *wordTerms
	prevEnd := -1
	forEachWordAt(text, func(start, end int) {
		w := tz.word(text[start:end])
		if prev != nil {
			spaced := true
			for i := prevEnd; i < start; i++ {
				if text[i] != ' ' {
					spaced = false
					break
				}
			}
			if spaced && isSyllable(prev.last) && isSyllable(w.first) {
				pair := uint64(prev.last)<<32 | uint64(w.first)
				id, ok := tz.pairs[pair]
				if !ok {
					id = tz.id(string(prev.last) + string(w.first))
					tz.pairs[pair] = id
				}
				tz.take(id)
			}
			tz.occ[len(tz.occ)-1].spaceNext = spaced
		}
		for _, id := range w.ids {
			tz.take(id)
		}
		tz.occ = append(tz.occ, occurrence{w: w})
		prev, prevEnd = w, end
	})
	if tz.syn != nil {
		for i, o := range tz.occ {
			for _, u := range o.w.uses {
				tz.emit(u)
			}
			for _, ref := range o.w.multi {
				if suffix, ok := tz.occursAt(i, tz.syn.groups[ref.group][ref.index]); ok {
					tz.emit(phraseUse{ref.group, ref.index, suffix})
				}
			}
		}
	}
	if len(tz.out) == 0 {
		return nil
	}
	return append([]uint32(nil), tz.out...)
}

// word returns what the termizer knows of w, tokenizing it the first time.
func (tz *termizer) word(w string) *wordTerms {
	if wt := tz.words[w]; wt != nil {
		return wt
	}
	if len(tz.words) >= maxWords {
		clear(tz.words)
	}
	toks := appendWordTokens(nil, w)
	wt := &wordTerms{ids: make([]uint32, len(toks)), lower: toks[0].Text}
	for i, t := range toks {
		wt.ids[i] = tz.id(t.Text)
	}
	wt.first, _ = utf8.DecodeRuneInString(w)
	wt.last, _ = utf8.DecodeLastRuneInString(w)
	if s := tz.syn; s != nil {
		// As (*Synonyms).expand: Latin spellings among the parts, then the
		// spellings that start the word.
		for _, t := range toks {
			if t.Kind != Part {
				continue
			}
			for _, ref := range s.byFirst[t.Text] {
				if s.groups[ref.group][ref.index].latin {
					wt.uses = append(wt.uses, phraseUse{ref.group, ref.index, ""})
				}
			}
		}
		s.forPrefixes(wt.lower, func(first string, ref phraseRef) {
			rest := wt.lower[len(first):]
			switch p := s.groups[ref.group][ref.index]; {
			case len(p.words) > 1:
				if rest == "" {
					wt.multi = append(wt.multi, ref)
				}
			case rest == "" || isParticles(rest):
				wt.uses = append(wt.uses, phraseUse{ref.group, ref.index, rest})
			}
		})
	}
	tz.words[strings.Clone(w)] = wt
	return wt
}

// occursAt reports whether spelling p of several words occurs at word i of
// the text (whose first word it starts with), and returns the particles its
// last word carries: occursAt of synonyms.go, on the termizer's words.
func (tz *termizer) occursAt(i int, p phrase) (string, bool) {
	if i+len(p.words) > len(tz.occ) {
		return "", false
	}
	last := len(p.words) - 1
	for k := 1; k <= last; k++ {
		if !tz.occ[i+k-1].spaceNext {
			return "", false
		}
		w, pw := tz.occ[i+k].w.lower, p.words[k]
		switch {
		case w == pw:
		case k == last && strings.HasPrefix(w, pw) && isParticles(w[len(pw):]):
			return w[len(pw):], true
		default:
			return "", false
		}
	}
	return "", true
}

// emit takes the terms of the other spellings of u's group with u's particles.
func (tz *termizer) emit(u phraseUse) {
	ids, ok := tz.phrases[u]
	if !ok {
		for i, p := range tz.syn.groups[u.group] {
			if i != u.index {
				for _, t := range Tokenize(p.text + u.suffix) {
					ids = append(ids, tz.id(t.Text))
				}
			}
		}
		u.suffix = strings.Clone(u.suffix)
		tz.phrases[u] = ids
	}
	for _, id := range ids {
		tz.take(id)
	}
}
