package search

import (
	"fmt"
	"slices"
	"testing"

	"docskit.dev/docskit"
)

// termizerTexts are texts whose terms the termizer must give as the
// reference does: synonyms alone, with particles, over two words, inside
// identifiers, the same words again (from the termizer's word cache), and
// words the cache must not confuse (Android, android).
var termizerTexts = []string{
	"Facebook으로 로그인합니다.", "nuri.facebook.signIn()을 부릅니다.", "getToken()", "Android용 빌드", "안드로이드에서는",
	"오류를 돌려줍니다.", "시험하기", "사용자 에이전트를 바꿉니다.", "뒤로 가기 버튼", "딥링크", "사용자, 에이전트",
	"애플리케이션을 추가합니다.", "카카오톡으로 공유", "androidx 라이브러리", "앱스토어 심사", "사용자 에이전트",
	"푸시 토큰을 발급받으려면 nuri.push.getToken()을 호출합니다.", "토큰을 다시 발급합니다. 푸시 토큰",
	"iOS용 APNs 키를 등록하세요", "android ANDROID Android", "뒤로  가기", "뒤로 가기를 누르면", "구글 플레이 스토어에서",
	"\u1111\u116e\u1109\u1175 토큰", "", "...", "a..b--c__d 推送通知",
}

// The termizer gives each field the terms of the reference,
// (*Synonyms).terms, with and without synonyms, one termizer for all texts
// as one worker has for its pages.
func TestTermizerMatchesReference(t *testing.T) {
	for _, syn := range []*Synonyms{nil, defaultSynonyms(t)} {
		dict := newDictionary()
		tz := newTermizer(syn, dict)
		for round := range 2 {
			for _, text := range termizerTexts {
				if got, want := termStrings(dict, tz.terms(text)), syn.terms(text); !slices.Equal(got, want) {
					t.Errorf("synonyms %v, round %d: terms of %q = %q, want %q", syn != nil, round, text, got, want)
				}
			}
		}
	}
}

func FuzzTermizer(f *testing.F) {
	for _, s := range termizerTexts {
		f.Add(s)
	}
	syn, err := NewSynonyms(DefaultSynonyms)
	if err != nil {
		f.Fatal(err)
	}
	dict := newDictionary()
	tz := newTermizer(syn, dict) // shared by the inputs, as by a worker's pages
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := termStrings(dict, tz.terms(s)), syn.terms(s); !slices.Equal(got, want) {
			t.Fatalf("terms of %q = %q, want %q", s, got, want)
		}
	})
}

// The index of pages tokenized by the plugin's workers, each with a
// dictionary of its own, has the terms NewIndex gives them.
func TestPluginIndexMatchesNewIndex(t *testing.T) {
	site := &docskit.Site{}
	for i, text := range termizerTexts {
		body := text + "\n\n## " + termizerTexts[(i+7)%len(termizerTexts)] + " 제목\n\n" + termizerTexts[(i+3)%len(termizerTexts)] + "\n"
		site.Pages = append(site.Pages, renderedPage(t, fmt.Sprintf("/docs/p%02d", i), termizerTexts[(i+1)%len(termizerTexts)]+" 문서", body))
	}
	p := New(Options{})
	got, _, err := p.index(site)
	if err != nil {
		t.Fatal(err)
	}
	want := NewIndex(SiteSections(site), p.syn)
	if len(got.Sections) != len(want.Sections) || len(got.Sections) < len(termizerTexts)*2 {
		t.Fatalf("%d sections, want %d (two a page)", len(got.Sections), len(want.Sections))
	}
	for i := range want.Sections {
		for f := range 4 {
			if g, w := got.termSet(i, f), want.termSet(i, f); !slices.Equal(g, w) {
				t.Errorf("section %d field %d: terms %q, want %q", i, f, g, w)
			}
		}
	}
}

func termStrings(d *dictionary, ids []uint32) termSet {
	s := termSet{}
	for _, id := range ids {
		s = append(s, d.terms[id])
	}
	slices.Sort(s)
	if len(s) != len(slices.Compact(slices.Clone(s))) {
		return append(s, "(a term twice)")
	}
	return s
}
