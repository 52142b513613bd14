package search

import (
	"os"
	"slices"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/mdx"
	"docskit.dev/plugins/search/searchtest"
)

// parsedPage is a page as the builder hands it to plugins: its body parsed.
func parsedPage(t *testing.T, route, title, file string, body []byte) *docskit.Page {
	t.Helper()
	doc, list := mdx.NewParser(nil).Parse(body, mdx.Options{File: file})
	if len(list) > 0 {
		t.Fatalf("%s: %v", file, list)
	}
	return &docskit.Page{Route: route, Title: title, Source: file, Body: body, Doc: doc}
}

// fixture parses the pages in testdata into one index.
func fixture(t *testing.T) *Index {
	t.Helper()
	var all []Section
	for _, p := range []struct{ file, route, title string }{
		{"testdata/push.mdx", "/docs/sdk/push", "푸시 알림"},
		{"testdata/iap.mdx", "/docs/sdk/iap", "인앱 결제"},
	} {
		body, err := os.ReadFile(p.file)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, PageSections(parsedPage(t, p.route, p.title, p.file, body))...)
	}
	return NewIndex(all, nil)
}

func TestPageSections(t *testing.T) {
	ix := fixture(t)
	var got []string
	for _, s := range ix.Sections {
		got = append(got, s.URL()+" | "+s.Heading)
	}
	want := []string{
		"/docs/sdk/push | ",
		"/docs/sdk/push#token | 푸시 토큰 발급",
		"/docs/sdk/push#ios용-설정 | iOS용 설정",
		"/docs/sdk/push#토큰-갱신 | 토큰 갱신",
		"/docs/sdk/iap | ",
		"/docs/sdk/iap#결제-요청 | 결제 요청",
		"/docs/sdk/iap#환불-웹훅 | 환불 웹훅",
		"/docs/sdk/iap#영수증-검증 | 영수증 검증",
	}
	if !slices.Equal(got, want) {
		t.Errorf("sections:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	ios := ix.Sections[2]
	if !strings.Contains(ios.Text, "인증서는 매년 갱신합니다") {
		t.Errorf("h4 text should stay in its h3 section, got %q", ios.Text)
	}
	for _, s := range ix.Sections {
		if strings.Contains(s.Text, "secretCodeOnly") {
			t.Errorf("code block text indexed in %s: %q", s.URL(), s.Text)
		}
		if strings.Contains(s.Text, s.Heading) && s.Heading != "" && strings.HasPrefix(s.Text, s.Heading) {
			t.Errorf("heading text repeated at the start of its body in %s: %q", s.URL(), s.Text)
		}
	}
}

// The browser's engine, over the fixture's index files, ranks each query's
// section first.
func TestSearch(t *testing.T) {
	tests := []struct {
		query string
		top   string // URL of the first result
		also  []string
		none  bool
	}{
		{query: "푸시 토큰 발급", top: "/docs/sdk/push#token"},
		{query: "환불 웹훅", top: "/docs/sdk/iap#환불-웹훅"},
		{query: "환불", top: "/docs/sdk/iap#환불-웹훅", also: []string{"/docs/sdk/iap#영수증-검증"}},
		{query: "getToken", top: "/docs/sdk/push#token"},
		{query: "gett", top: "/docs/sdk/push#token"},
		{query: "gett ", none: true},
		{query: "nuri.push", top: "/docs/sdk/push#token"},
		{query: "iOS용", top: "/docs/sdk/push#ios용-설정"},
		{query: "APNs 키를", top: "/docs/sdk/push#ios용-설정"},
		{query: "인증서 갱신", top: "/docs/sdk/push#ios용-설정"},
		{query: "onTokenRefresh", top: "/docs/sdk/push#토큰-갱신"},
		{query: "onTokenRef", top: "/docs/sdk/push#토큰-갱신"},
		{query: "토큰으", top: "/docs/sdk/push#token"},
		{query: "인앱 결제", top: "/docs/sdk/iap"},
		{query: "결제 요청을", top: "/docs/sdk/iap#결제-요청"},
		{query: "푸시", top: "/docs/sdk/push", also: []string{"/docs/sdk/iap#결제-요청"}},
		{query: "secretCodeOnly", none: true},
		{query: "환불 토큰", top: "/docs/sdk/push#token", also: []string{"/docs/sdk/iap#환불-웹훅"}}, // no section has both
		{query: "  ", none: true},
	}
	var queries []string
	for _, tt := range tests {
		queries = append(queries, tt.query)
	}
	ranked := rankInBrowser(t, querySet{ix: fixture(t), queries: queries})[0]
	for i, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			urls := searchtest.URLs(ranked[i])
			if tt.none {
				if len(urls) > 0 {
					t.Errorf("search %q = %q, want no results", tt.query, urls)
				}
				return
			}
			if len(urls) == 0 || urls[0] != tt.top {
				t.Fatalf("search %q = %q, want %s first", tt.query, urls, tt.top)
			}
			for _, u := range tt.also {
				if !slices.Contains(urls, u) {
					t.Errorf("search %q = %q, want %s among them", tt.query, urls, u)
				}
			}
		})
	}
}

func TestSearchRanksTitleAboveHeadingAboveBody(t *testing.T) {
	ix := NewIndex([]Section{
		{Route: "/body", PageTitle: "기타", Text: "웹훅 설정은 여기서 합니다."},
		{Route: "/heading", PageTitle: "서버", Heading: "웹훅", Anchor: "웹훅", Text: "설명"},
		{Route: "/title", PageTitle: "웹훅 안내", Text: "설명"},
	}, nil)
	got := searchtest.URLs(rankInBrowser(t, querySet{ix: ix, queries: []string{"웹훅"}})[0][0])
	want := []string{"/title", "/heading#웹훅", "/body"}
	if !slices.Equal(got, want) {
		t.Errorf("order = %q, want %q", got, want)
	}
}

// Section text is what the dialog shows as context: Markdown syntax is gone,
// the words (identifiers included) stay.
func TestSectionTextIsPlain(t *testing.T) {
	body := "import Tabs from '@theme/Tabs';\n\n" +
		"먼저 **권한**을 받고 `nuri.push.getToken()`을 부르세요. [가이드](./guide.mdx)를 보세요.\n\n" +
		"- 첫째 항목\n1. 둘째 항목\n> 인용한 말\n\n" +
		"| 플랫폼 | 토큰 |\n| --- | :-: |\n| Android | FCM |\n\n" +
		":::note 알아 두세요\n~~옛 방식~~은 쓰지 않습니다.\n:::\n\n" +
		"<Tabs>\n<TabItem value=\"a\" label=\"안드로이드\">\n\n탭 본문\n\n</TabItem>\n</Tabs>\n"
	secs := PageSections(parsedPage(t, "/p", "문서", "p.mdx", []byte(body)))
	want := "먼저 권한을 받고 nuri.push.getToken()을 부르세요. 가이드를 보세요. 첫째 항목 둘째 항목 인용한 말 플랫폼 토큰 Android FCM 알아 두세요 옛 방식은 쓰지 않습니다. 탭 본문"
	if len(secs) != 1 || secs[0].Text != want {
		t.Errorf("text =\n%q\nwant\n%q", secs[0].Text, want)
	}
}

func TestSearchRanking(t *testing.T) {
	tests := []struct {
		name     string
		sections []Section
		query    string
		want     []string // result URLs, in order
	}{
		{
			name: "the page description counts, below a heading",
			sections: []Section{
				{Route: "/notes", PageTitle: "1.6.0", Text: "진동 기능을 추가했습니다."},
				{Route: "/vibration", PageTitle: "vibration", Description: "진동을 울리는 네임스페이스", Text: "기기를 울립니다."},
				{Route: "/haptics", PageTitle: "햅틱", Heading: "진동", Anchor: "진동", Text: "설명"},
			},
			query: "진동",
			want:  []string{"/haptics#진동", "/vibration", "/notes"},
		},
		{
			name: "page weight",
			sections: []Section{
				{Route: "/notes", PageTitle: "릴리스 노트", Text: "진동 기능", Weight: 0.5},
				{Route: "/vibration", PageTitle: "vibration", Text: "진동 기능"},
			},
			query: "진동",
			want:  []string{"/vibration", "/notes"},
		},
		{
			name: "words next to each other rank first",
			sections: []Section{
				{Route: "/apart", PageTitle: "가", Text: "새로 만든 화면을 고침"},
				{Route: "/together", PageTitle: "나", Text: "당겨서 새로 고침"},
			},
			query: "새로 고침",
			want:  []string{"/together", "/apart"},
		},
		{
			name: "three words or more: one may be missing, at half the score; two missing is a partial match",
			sections: []Section{
				{Route: "/other", PageTitle: "기타", Text: "다른 방법"},
				{Route: "/restore", PageTitle: "결제", Heading: "구매 복원하기", Anchor: "restore", Text: "구매를 복원합니다."},
			},
			query: "구매를 복원하는 방법",
			want:  []string{"/restore#restore", "/other"},
		},
		{
			name: "a section with fewer words comes after the full matches, whatever its score",
			sections: []Section{
				{Route: "/title", PageTitle: "구매", Text: "설명"},
				{Route: "/both", PageTitle: "기타", Text: "구매 방법을 설명합니다."},
				{Route: "/none", PageTitle: "기타", Text: "설명"},
			},
			query: "구매 방법",
			want:  []string{"/both", "/title"},
		},
		{
			name: "among partial matches, those missing fewer words first",
			sections: []Section{
				{Route: "/one", PageTitle: "진동", Text: "설명"},
				{Route: "/two", PageTitle: "기타", Text: "진동 패턴"},
			},
			query: "진동 패턴 울리기 멈추기",
			want:  []string{"/two", "/one"},
		},
		{
			name: "an identifier needs its last part",
			sections: []Section{
				{Route: "/iap", PageTitle: "iap", Text: "결제 네임스페이스"},
				{Route: "/refund", PageTitle: "환불 웹훅", Text: "이벤트 iap.refund 가 옵니다."},
			},
			query: "iap.refund",
			want:  []string{"/refund"},
		},
		{
			name: "spacing differs between query and text",
			sections: []Section{
				{Route: "/deep", PageTitle: "링크", Text: "딥 링크로 앱을 엽니다."},
			},
			query: "딥링크",
			want:  []string{"/deep"},
		},
	}
	var sets []querySet
	for _, tt := range tests {
		sets = append(sets, querySet{ix: NewIndex(tt.sections, nil), queries: []string{tt.query}})
	}
	ranked := rankInBrowser(t, sets...)
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := searchtest.URLs(ranked[i][0])
			if len(got) == 0 && len(tt.want) == 0 {
				return
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("search %q = %q, want %q", tt.query, got, tt.want)
			}
		})
	}
}
