package search

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Synonyms are applied when the index is built, not when a query is typed: a
// section that says Facebook is indexed as if it also said 페이스북, and one
// that says 오류를 as if it also said 에러를 and error. The browser then finds
// either spelling with the tokens it already looks up, and downloads no
// dictionary; the index grows by the postings of the added terms.
//
// A table is a list of groups, each the spellings of one thing: names in
// Hangul and in Latin letters (Android, 안드로이드), spelling and spacing
// variants (푸시, 푸쉬; 뒤로 가기, 백키), everyday words and the docs' words
// (에러, 오류; 유저, 사용자). A spelling is one or more words, lower case.
//
// A spelling occurs in a text where its words stand in a row, separated by
// spaces only, and the last one is whole or carries Korean particles
// (오류를, Android에서는: the particles of [particles], at most two). A
// one-word Latin spelling also occurs as a part of an identifier (facebook
// in nuri.facebook.signIn). For each occurrence the other spellings of the
// group are tokenized with the same particles (Android에서 adds the tokens of
// 안드로이드에서) and added to the field's terms.
//
// A Hangul spelling is not found inside a longer word (애플 is not in
// 애플리케이션, 카카오 not in 카카오톡): Korean compounds are too many to
// guess, so such a word gets a group of its own.

// DefaultSynonyms is the table every index gets (Options.Synonyms adds to
// it): names common in Korean developer docs and the everyday spellings of
// their terms.
var DefaultSynonyms = [][]string{
	// Platforms, companies, products: Latin and Hangul.
	{"android", "안드로이드"},
	{"ios", "아이오에스", "iphone", "아이폰"},
	{"apple", "애플"},
	{"google", "구글"},
	{"google play", "구글 플레이", "play 스토어", "플레이 스토어", "플레이스토어"},
	{"app store", "앱 스토어", "앱스토어"},
	{"facebook", "페이스북", "페북"},
	{"meta", "메타"},
	{"kakao", "카카오"},
	{"kakaotalk", "카카오톡", "카톡"},
	{"naver", "네이버"},
	{"firebase", "파이어베이스"},
	{"appsflyer", "앱스플라이어"},
	{"safari", "사파리"},
	{"chrome", "크롬"},
	{"react", "리액트"},
	{"typescript", "타입스크립트"},
	{"javascript", "자바스크립트"},
	{"next.js", "nextjs"},
	{"node.js", "nodejs"},
	{"xcode", "엑스코드"},
	{"testflight", "테스트플라이트"},
	{"kotlin", "코틀린"},
	{"swift", "스위프트"},
	{"webview", "웹뷰"},
	{"webhook", "웹훅"},
	{"qr", "큐알"},
	{"ssr", "서버 사이드 렌더링"},
	{"ua", "user agent", "사용자 에이전트"},
	{"web inspector", "웹 인스펙터", "웹 속성 검사기"},
	{"devtools", "개발자 도구"},
	{"deep link", "deeplink", "딥 링크"},
	// Terms: spellings, loanwords and the words readers use.
	{"에러", "오류", "error"},
	{"유저", "사용자"},
	{"아이디", "id"},
	{"디바이스", "기기", "단말기"},
	{"앱", "어플"},
	{"설정", "세팅"},
	{"푸시", "푸쉬"},
	{"스플래시", "스플래쉬", "splash"},
	{"배지", "뱃지", "badge"},
	{"유니버설", "유니버셜", "universal"},
	{"로그인", "login"},
	{"로그아웃", "logout"},
	{"테스트", "시험"},
	{"삭제", "제거"},
	{"토큰", "token"},
	{"인증서", "certificate"},
	{"권한", "퍼미션", "permission"},
	{"인앱 결제", "iap"},
	{"환불", "refund"},
	{"서명", "signature"},
	{"재시도", "retry"},
	{"호출 한도", "rate limit"},
	{"진동", "바이브레이션", "vibration"},
	{"클립보드", "clipboard"},
	{"탭바", "탭 바", "tabbar", "tab bar"},
	{"뒤로 가기", "백키", "backkey"},
}

// particles are the particles and endings a Korean word may carry after the
// spelling it starts with: 오류 + 를, 기기 + 에서 + 는, 시험 + 하기.
var particles = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range strings.Fields(`
		이 가 을 를 은 는 의 에 에서 에게 께 께서 한테 로 으로 와 과 랑 이랑 도 만 까지 부터 보다 처럼 마다
		이나 나 이며 며 이고 고 이다 다 이면 면 이라 라 이라면 라면 이란 란 인 이에요 예요 입니다 으로서 로서 용 별 들
		하기 하는 하려면 하고 하면 한 할 해 해서 합니다 하세요 된 되는 되면 됩니다`) {
		m[p] = true
	}
	return m
}()

// isParticles reports whether s is one particle or two in a row.
func isParticles(s string) bool {
	if particles[s] {
		return true
	}
	for i := range s {
		if i > 0 && particles[s[:i]] && particles[s[i:]] {
			return true
		}
	}
	return false
}

// Synonyms is a compiled synonym table; the zero value and nil have no groups.
type Synonyms struct {
	groups [][]phrase
	// byFirst finds the spellings that start with a word.
	byFirst map[string][]phraseRef
	// firstLen holds, for each character a spelling starts with, the
	// shortest and longest first word (in bytes) starting with it: most
	// words are passed over at once, the others try few prefixes.
	firstLen map[rune][2]int
}

type phrase struct {
	text  string   // as given, lower case
	words []string // its words
	latin bool     // one word of letters and digits only: also found as an identifier part
}

type phraseRef struct{ group, index int }

// NewSynonyms compiles a table of groups of spellings (see DefaultSynonyms).
// A group needs two spellings or more, a spelling at least one word, and a
// spelling may be in one group only.
func NewSynonyms(groups [][]string) (*Synonyms, error) {
	s := &Synonyms{byFirst: map[string][]phraseRef{}, firstLen: map[rune][2]int{}}
	seen := map[string]int{}
	for gi, g := range groups {
		if len(g) < 2 {
			return nil, fmt.Errorf("search: synonym group %d %q: a group needs two spellings or more", gi+1, g)
		}
		var ps []phrase
		for _, text := range g {
			var words []string
			forEachWordAt(composeHangul(text), func(start, end int) { words = append(words, strings.ToLower(text[start:end])) })
			if len(words) == 0 {
				return nil, fmt.Errorf("search: synonym group %d: %q has no word", gi+1, text)
			}
			key := strings.Join(words, " ")
			if prev, dup := seen[key]; dup {
				return nil, fmt.Errorf("search: synonym %q is in groups %d and %d; a spelling belongs to one group", text, prev+1, gi+1)
			}
			seen[key] = gi
			p := phrase{text: key, words: words, latin: len(words) == 1 && isLatinWord(words[0])}
			s.byFirst[words[0]] = append(s.byFirst[words[0]], phraseRef{gi, len(ps)})
			r, _ := utf8.DecodeRuneInString(words[0])
			n := len(words[0])
			if l, ok := s.firstLen[r]; ok {
				s.firstLen[r] = [2]int{min(l[0], n), max(l[1], n)}
			} else {
				s.firstLen[r] = [2]int{n, n}
			}
			ps = append(ps, p)
		}
		s.groups = append(s.groups, ps)
	}
	return s, nil
}

// isLatinWord reports whether w is letters and digits of alphabetic scripts
// only, so that it can be a part of an identifier.
func isLatinWord(w string) bool {
	for _, r := range w {
		if classify(r) != scriptAlnum || r == '_' {
			return false
		}
	}
	return true
}

// word is one word of a text, lower case, and whether only spaces
// separate it from the next.
type word struct {
	text      string
	spaceNext bool
}

// expand returns the tokens that the synonyms of the spellings in a text
// add, given the text's tokens and words (tokenize): for each occurrence,
// the tokens of the group's other spellings with the occurrence's
// particles. It returns nil when nothing in the text has a synonym.
func (s *Synonyms) expand(toks []Token, ws []word) []Token {
	if s == nil || len(s.groups) == 0 {
		return nil
	}
	var out []Token
	type use struct {
		group, index int
		suffix       string
	}
	var added map[use]bool // spellings with particles already added for this text
	emit := func(group, except int, suffix string) {
		if added == nil {
			added = map[use]bool{}
		}
		for i, p := range s.groups[group] {
			if k := (use{group, i, suffix}); i != except && !added[k] {
				added[k] = true
				out = append(out, Tokenize(p.text+suffix)...)
			}
		}
	}
	// One-word Latin spellings as parts of identifiers and mixed words
	// (nuri.facebook.signIn, getToken, Android용): the text's Part tokens.
	for _, t := range toks {
		if t.Kind != Part {
			continue
		}
		for _, ref := range s.byFirst[t.Text] {
			if s.groups[ref.group][ref.index].latin {
				emit(ref.group, ref.index, "")
			}
		}
	}
	// Spellings as words, the last one whole or with particles.
	for i, w := range ws {
		s.forPrefixes(w.text, func(first string, ref phraseRef) {
			p := s.groups[ref.group][ref.index]
			if suffix, ok := occursAt(ws, i, p, w.text[len(first):]); ok {
				emit(ref.group, ref.index, suffix)
			}
		})
	}
	return out
}

// terms returns the term set of a field's text: its tokens and those its
// synonyms add. It is the reference of the index's termizer (terms.go),
// which computes the same set faster.
func (s *Synonyms) terms(text string) termSet {
	if s == nil || len(s.groups) == 0 {
		return tokenSet(Tokenize(text))
	}
	var ws []word
	toks := tokenize(text, &ws)
	return tokenSet(append(toks, s.expand(toks, ws)...))
}

// forPrefixes calls f for every spelling whose first word is w or a prefix
// of w that ends on a character boundary, with that first word.
func (s *Synonyms) forPrefixes(w string, f func(first string, ref phraseRef)) {
	r, _ := utf8.DecodeRuneInString(w)
	l, ok := s.firstLen[r]
	if !ok || len(w) < l[0] {
		return
	}
	end := min(len(w), l[1])
	for end < len(w) && !utf8.RuneStart(w[end]) {
		end-- // back to a character boundary
	}
	for end >= l[0] {
		for _, ref := range s.byFirst[w[:end]] {
			f(w[:end], ref)
		}
		_, n := utf8.DecodeLastRuneInString(w[:end])
		end -= n
	}
}

// occursAt reports whether p occurs at word i of ws, where rest is what
// word i has after p's first word, and returns the particles its last word
// carries.
func occursAt(ws []word, i int, p phrase, rest string) (string, bool) {
	if len(p.words) == 1 {
		return rest, rest == "" || isParticles(rest)
	}
	if rest != "" || i+len(p.words) > len(ws) {
		return "", false
	}
	last := len(p.words) - 1
	for k := 1; k <= last; k++ {
		if !ws[i+k-1].spaceNext {
			return "", false
		}
		w, pw := ws[i+k].text, p.words[k]
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
