package main

import (
	"strings"

	"docskit.dev/docskit"
	"docskit.dev/plugins/analytics"
	"docskit.dev/plugins/feed"
	"docskit.dev/plugins/fonts"
	"docskit.dev/plugins/pages"
	"docskit.dev/plugins/search"
)

// config is the Nuri site's configuration (../shared/spec/decisions.md).
var config = docskit.Config{
	Title:   "누리 개발자 문서",
	Tagline: "웹앱을 Android·iOS 네이티브 앱으로 만드는 누리의 가이드, API, SDK 문서",
	URL:     "https://docs.nuri.example",
	BaseURL: "/",
	Version: "1.0.0",
	Locale: docskit.Locale{
		Label: "한국어", Direction: "ltr", HTMLLang: "ko", Calendar: "gregory", Path: "ko",
		Translate: false, URL: "https://docs.nuri.example", BaseURL: "/",
	},
	Navbar: docskit.Navbar{
		Title: "누리 개발자 문서",
		Logo:  "/img/logo.svg",
		Items: []docskit.NavItem{
			{Label: "가이드", To: "/docs/guide/intro", Sidebar: "guide"},
			{Label: "API", To: "/docs/api/intro", Sidebar: "api"},
			{Label: "SDK", To: "/docs/sdk/intro", Sidebar: "sdk"},
			{Label: "릴리스 노트", To: "/docs/releases/v1/sdk/intro", Sidebar: "releases"},
			{Label: "GitHub", Href: "https://github.com/nuri-dev", Position: "right", AriaLabel: "누리 GitHub 저장소"},
		},
	},
	Footer: docskit.Footer{
		Columns: []docskit.FooterColumn{
			{Title: "문서", Items: []docskit.NavItem{
				{Label: "사용자 가이드", Href: "https://help.nuri.example"},
				{Label: "개발자 가이드", To: "/docs/guide/intro"},
				{Label: "API", To: "/docs/api/intro"},
				{Label: "SDK", To: "/docs/sdk/intro"},
			}},
			{Title: "커뮤니티", Items: []docskit.NavItem{
				{Label: "LinkedIn", Href: "https://www.linkedin.com/company/nuri.example"},
				{Label: "Instagram", Href: "https://www.instagram.com/nuri.example"},
				{Label: "Facebook", Href: "https://www.facebook.com/nuri.example"},
			}},
			{Title: "더 보기", Items: []docskit.NavItem{
				{Label: "제품 웹사이트", Href: "https://nuri.example"},
				{Label: "GitHub", Href: "https://github.com/nuri-dev"},
				{Label: "채팅 커뮤니티 초대", Href: "https://chat.nuri.example/invite"},
			}},
		},
		Copyright: "Copyright © 2025 Nuri, Inc.",
	},
	Announcement: &docskit.Announcement{
		ID:        "sdk-v1-8-0",
		Text:      "누리 SDK v1.8.0이 출시되었습니다.",
		LinkText:  "릴리스 노트 보기",
		LinkTo:    "/docs/releases/v1/sdk/release-v-1-8-0",
		Closeable: true,
	},
	ColorMode: docskit.ColorMode{Default: "light", DisableSwitch: true},
	TOC:       docskit.TOCLevels{Min: 2, Max: 3},
	Docs:      docskit.DocsOptions{SidebarHideable: true, AutoCollapseCategories: true, Breadcrumbs: true},
	Favicon:   "/img/logo.svg",
}

// landing is the home page: the four sections as cards.
var landing = pages.Options{
	Description: "누리로 웹앱을 Android·iOS 앱으로 감싸는 방법과 SDK, REST API, 릴리스 노트를 안내합니다.",
	BodyFile:    "pages/index.mdx",
	CTALabel:    "가이드 시작하기",
	CTAHref:     "/docs/guide/intro",
	Cards: []pages.Card{
		{Title: "가이드", Description: "앱 소스 빌드부터 푸시, 딥 링크, 인앱 결제까지 단계별로 안내합니다.", Href: "/docs/guide/intro"},
		{Title: "API", Description: "서버에서 푸시를 보내는 REST API의 인증, 요청 형식, 엔드포인트를 설명합니다.", Href: "/docs/api/intro"},
		{Title: "SDK", Description: "웹앱에서 네이티브 기능을 호출하는 @nuri/sdk의 모든 네임스페이스를 다룹니다.", Href: "/docs/sdk/intro"},
		{Title: "릴리스 노트", Description: "SDK와 Android·iOS 앱 소스의 버전별 변경 사항을 확인합니다.", Href: "/docs/releases/v1/sdk/intro"},
	},
	Releases: []pages.ReleaseList{
		{Title: "SDK", Prefix: "/docs/releases/v1/sdk/", Count: 3, Href: "/docs/releases/v1/sdk/intro"},
		{Title: "Android 앱 소스", Prefix: "/docs/releases/v1/app-source/android/", Count: 3, Href: "/docs/releases/v1/app-source/android/intro"},
		{Title: "iOS 앱 소스", Prefix: "/docs/releases/v1/app-source/ios/", Count: 3, Href: "/docs/releases/v1/app-source/ios/intro"},
	},
}

// pretendard self-hosts Pretendard 1.3.9 (SIL OFL) from its npm package:
// regular, semibold and bold, preloading the regular slices the navbar and a
// typical first paragraph need, and only the Hangul slices the site uses.
var pretendard = fonts.Options{
	Name:           "pretendard-1.3.9",
	Dir:            "node_modules/pretendard/dist/web/static",
	CSS:            "pretendard-dynamic-subset.css",
	Weights:        []int{400, 600, 700},
	PreloadText:    "누리 개발자 문서 가이드 릴리스 노트 합니다",
	PreloadWeights: []int{400},
	Subset:         true,
}

// Analytics ids. The defaults are the Nuri containers; NURI_GTM_ID and
// NURI_GA_ID replace them at build time, and an empty value turns that
// provider off (the browser tests build without either).
const (
	defaultTagManagerID  = "GTM-NURI0000"
	defaultMeasurementID = "G-NURI000000"
)

// analyticsOptions are the tag manager and GA4 settings of
// ../shared/spec/decisions.md: the landing pages and the four sections.
func analyticsOptions(getenv func(string) (string, bool)) analytics.Options {
	id := func(env, def string) string {
		if v, ok := getenv(env); ok {
			return v
		}
		return def
	}
	return analytics.Options{
		TagManagerID:  id("NURI_GTM_ID", defaultTagManagerID),
		MeasurementID: id("NURI_GA_ID", defaultMeasurementID),
		Landings: []analytics.Landing{
			{Path: "/docs/guide/intro", Key: "guide_intro"},
			{Path: "/docs/api/intro", Key: "api_intro"},
			{Path: "/docs/sdk/intro", Key: "sdk_intro"},
			{Path: "/docs/sdk/typescript-support", Key: "typescript_support"},
			{Path: "/docs/guide/push", Key: "push_guide"},
			{Path: "/docs/guide/deep-link", Key: "deep_links"},
			{Path: "/docs/guide/iap", Key: "in_app_purchases"},
			{Path: "/docs/releases/v1/sdk/intro", Key: "releases"},
		},
		Sections: []string{"/docs/guide", "/docs/api", "/docs/sdk", "/docs/releases"},
	}
}

// searchOptions rank the individual release notes below the other pages:
// each one names the features it changed in passing, so for a feature's name
// the page about the feature should come first. The product's name is found
// in either script, on top of the plugin's DefaultSynonyms.
var searchOptions = search.Options{
	Synonyms: [][]string{{"누리", "nuri"}},
	Weight: func(p *docskit.Page) float64 {
		if strings.HasPrefix(p.Route, "/docs/releases/") && strings.Contains(p.Route, "/release-v-") {
			return 0.5
		}
		return 1
	},
}

// releaseFeeds are the Atom feeds of the three release lists and of all
// releases, linked from each list's intro page and from <head>.
var releaseFeeds = feed.Options{Feeds: []feed.Feed{
	{Title: "누리 SDK 릴리스 노트", Prefix: "/docs/releases/v1/sdk/", Path: "releases/sdk.xml", Page: "/docs/releases/v1/sdk/intro"},
	{Title: "누리 Android 앱 소스 릴리스 노트", Prefix: "/docs/releases/v1/app-source/android/", Path: "releases/android.xml", Page: "/docs/releases/v1/app-source/android/intro"},
	{Title: "누리 iOS 앱 소스 릴리스 노트", Prefix: "/docs/releases/v1/app-source/ios/", Path: "releases/ios.xml", Page: "/docs/releases/v1/app-source/ios/intro"},
	{Title: "누리 전체 릴리스 노트", Prefix: "/docs/releases/", Path: "releases/all.xml", Page: "/docs/releases/v1/sdk/intro"},
}}
