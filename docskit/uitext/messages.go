package uitext

// messages is the dictionary, grouped by where the messages are shown. The
// Korean texts are the ones the Nuri site has always shown; its browser
// tests assert them.
var messages = []Message{
	// Layout, navbar, announcement bar, footer.
	{ID: "theme.common.skipToMainContent", English: "Skip to main content", Korean: "본문으로 건너뛰기"},
	{ID: "theme.NavBar.navAriaLabel", English: "Main", Korean: "메인"},
	{ID: "docskit.navbar.openMenuAriaLabel", English: "Open navigation bar", Korean: "탐색 메뉴 열기"},
	{ID: "theme.docs.sidebar.closeSidebarButtonAriaLabel", English: "Close navigation bar", Korean: "탐색 메뉴 닫기"},
	{ID: "docskit.navbar.menuAriaLabel", English: "Navigation bar", Korean: "탐색 메뉴"},
	{ID: "docskit.announcement.ariaLabel", English: "Announcement", Korean: "공지"},
	{ID: "docskit.announcement.linkText", English: "Learn more", Korean: "자세히 보기"},
	{ID: "theme.AnnouncementBar.closeButtonAriaLabel", English: "Close", Korean: "닫기"},
	// Said to screen readers after an external link's text.
	{ID: "theme.IconExternalLink.ariaLabel", English: "(opens in new tab)", Korean: "(새 창에서 열림)"},

	// Doc pages: sidebar, breadcrumbs, table of contents, pagination.
	{ID: "theme.docs.sidebar.navAriaLabel", English: "Docs sidebar", Korean: "문서 사이드바"},
	{ID: "theme.DocSidebarItem.collapseCategoryAriaLabel", English: "Collapse sidebar category '{label}'", Korean: "'{label}' 카테고리 접기"},
	{ID: "theme.DocSidebarItem.expandCategoryAriaLabel", English: "Expand sidebar category '{label}'", Korean: "'{label}' 카테고리 펼치기"},
	{ID: "theme.docs.sidebar.collapseButtonTitle", English: "Collapse sidebar", Korean: "사이드바 숨기기"},
	{ID: "theme.docs.sidebar.collapseButtonAriaLabel", English: "Collapse sidebar", Korean: "사이드바 숨기기"},
	{ID: "theme.docs.sidebar.expandButtonTitle", English: "Expand sidebar", Korean: "사이드바 보이기"},
	{ID: "theme.docs.sidebar.expandButtonAriaLabel", English: "Expand sidebar", Korean: "사이드바 보이기"},
	{ID: "theme.docs.breadcrumbs.navAriaLabel", English: "Breadcrumbs", Korean: "탐색 경로"},
	{ID: "theme.docs.breadcrumbs.home", English: "Home page", Korean: "홈"},
	// The desktop table of contents' name; the mobile one is a button.
	{ID: "docskit.TOC.ariaLabel", English: "On this page", Korean: "이 페이지에서"},
	{ID: "theme.TOCCollapsible.toggleButtonLabel", English: "On this page", Korean: "이 페이지에서"},
	// Under a doc: the link to its source and when it was last changed
	// ("Last updated: March 14, 2025 · author").
	{ID: "theme.common.editThisPage", English: "Edit this page", Korean: "이 페이지 편집"},
	{ID: "docskit.lastUpdated.label", English: "Last updated:", Korean: "최종 수정:"},
	{ID: "theme.docs.paginator.navAriaLabel", English: "Docs pages", Korean: "문서 페이지"},
	{ID: "theme.docs.paginator.previous", English: "Previous", Korean: "이전"},
	{ID: "theme.docs.paginator.next", English: "Next", Korean: "다음"},

	// The landing page.
	{ID: "docskit.landing.sectionsAriaLabel", English: "Documentation sections", Korean: "문서 섹션"},
	{ID: "docskit.landing.latestReleases", English: "Latest releases", Korean: "최신 릴리스"},

	// The 404 page: its heading, the page's <title> and two paragraphs.
	{ID: "theme.NotFound.title", English: "Page Not Found", Korean: "페이지를 찾을 수 없습니다."},
	{ID: "theme.NotFound.p1", English: "We could not find what you were looking for.", Korean: "원하는 페이지를 찾을 수 없습니다."},
	{ID: "theme.NotFound.p2", English: "Please contact the owner of the site that linked you to the original URL and let them know their link is broken.", Korean: "사이트 관리자에게 링크가 깨진 것을 알려주세요."},

	// The crash screen, in place of a page that failed to render. The
	// Korean site has always shown it in English (tests/browser/crash-screen
	// asserts it): translate it there and here together.
	{ID: "theme.ErrorPageContent.title", English: "This page crashed.", Korean: "This page crashed."},
	{ID: "theme.ErrorPageContent.tryAgain", English: "Try again", Korean: "Try again"},
	// Before each cause of the error (Error.cause), on a line of its own.
	{ID: "docskit.ErrorPageContent.cause", English: "Cause:", Korean: "Cause:"},

	// The banner a page shows when the site's scripts did not run, the
	// usual cause being a wrong BaseURL (docskit/inline/baseurl.ts).
	{ID: "docskit.baseUrlWarning", English: `The site did not load correctly. Its configured base URL (BaseURL) is "{baseUrl}" and this page's URL is "{url}": check the BaseURL in the site's configuration.`, Korean: `사이트를 제대로 불러오지 못했습니다. 설정된 기본 URL(BaseURL)은 "{baseUrl}"이고, 현재 URL은 "{url}"입니다. 사이트 설정의 BaseURL이 맞는지 확인하세요.`},

	// A part of the page in a chunk of its own (a <details>, a tab):
	// while it loads and when it cannot.
	{ID: "docskit.lazy.loading", English: "Loading", Korean: "불러오는 중"},
	{ID: "docskit.lazy.failed", English: "This part of the page could not be loaded.", Korean: "이 부분을 불러오지 못했습니다."},
	{ID: "docskit.lazy.retry", English: "Try again", Korean: "다시 시도"},

	// Content components. Docusaurus shows admonition titles in capitals
	// (CSS), from lowercase messages.
	{ID: "theme.admonition.note", English: "note", Korean: "참고"},
	{ID: "theme.admonition.tip", English: "tip", Korean: "팁"},
	{ID: "theme.admonition.info", English: "info", Korean: "정보"},
	{ID: "theme.admonition.warning", English: "warning", Korean: "경고"},
	{ID: "theme.admonition.danger", English: "danger", Korean: "위험"},
	{ID: "theme.admonition.caution", English: "caution", Korean: "주의"},
	{ID: "docskit.admonition.important", English: "important", Korean: "중요"},
	{ID: "docskit.admonition.success", English: "success", Korean: "성공"},
	{ID: "theme.CodeBlock.copy", English: "Copy", Korean: "복사"},
	{ID: "theme.CodeBlock.copied", English: "Copied", Korean: "복사했습니다"},
	{ID: "theme.CodeBlock.copyButtonAriaLabel", English: "Copy code to clipboard", Korean: "클립보드에 코드 복사"},
	{ID: "docskit.Details.summary", English: "Details", Korean: "자세히"},
	// Docs versions: the banner above a doc of an unreleased or
	// unmaintained version ({versionLabel} in bold), its link to the
	// latest version, the badge above a versioned doc, and the version
	// menu's title in the mobile menu.
	{ID: "theme.docs.versions.unreleasedVersionLabel", English: "This is unreleased documentation for {siteTitle} {versionLabel} version.", Korean: "아직 출시되지 않은 {siteTitle} {versionLabel} 버전의 문서입니다."},
	{ID: "theme.docs.versions.unmaintainedVersionLabel", English: "This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.", Korean: "{siteTitle} {versionLabel} 문서입니다. 이 버전은 더 이상 관리되지 않습니다."},
	{ID: "theme.docs.versions.latestVersionSuggestionLabel", English: "For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).", Korean: "최신 내용은 {latestVersionLink}({versionLabel})에서 확인하세요."},
	{ID: "theme.docs.versions.latestVersionLinkLabel", English: "latest version", Korean: "최신 버전 문서"},
	{ID: "theme.docs.versionBadge.label", English: "Version: {versionLabel}", Korean: "버전: {versionLabel}"},
	{ID: "theme.navbar.mobileVersionsDropdown.label", English: "Versions", Korean: "버전"},
	// A category card without a description says how many pages it holds.
	{ID: "theme.docs.DocCard.categoryDescription.plurals", English: "1 item|{count} items", Korean: "문서 {count}개"},
	// The "#" link of each heading (written by the MDX renderer and by
	// the Heading component), and what shows when it copied the URL.
	{ID: "docskit.heading.linkAriaLabel", English: "Direct link to this heading", Korean: "이 제목으로 바로 가는 링크"},
	{ID: "docskit.heading.linkCopied", English: "Link copied", Korean: "링크를 복사했습니다"},

	// plugins/search: the navbar button and the dialog.
	{ID: "theme.SearchBar.label", English: "Search", Korean: "검색"},
	{ID: "docskit.search.buttonFailedTitle", English: "Search could not be loaded. Press again to retry.", Korean: "검색을 불러오지 못했습니다. 다시 눌러 보세요."},
	{ID: "docskit.search.dialogAriaLabel", English: "Search the docs", Korean: "문서 검색"},
	{ID: "theme.SearchModal.placeholder", English: "Search docs", Korean: "문서 검색"},
	{ID: "docskit.search.inputAriaLabel", English: "Search terms", Korean: "검색어"},
	{ID: "docskit.search.close", English: "Close", Korean: "닫기"},
	{ID: "docskit.search.loading", English: "Loading the search index…", Korean: "검색 색인을 불러오는 중…"},
	{ID: "docskit.search.failed", English: "The search index could not be loaded.", Korean: "검색 색인을 불러오지 못했습니다."},
	{ID: "docskit.search.retry", English: "Try again", Korean: "다시 시도"},
	{ID: "docskit.search.hint", English: "Search page titles, text and code names.", Korean: "제목, 본문, 코드 이름(getToken 등)으로 찾을 수 있습니다."},
	{ID: "docskit.search.noResults", English: "No results for ‘{query}’.", Korean: "‘{query}’에 대한 검색 결과가 없습니다."},
	// Announced to screen readers as the results change.
	{ID: "docskit.search.resultCount", English: "1 result|{count} results", Korean: "검색 결과 {count}개"},
	{ID: "docskit.search.resultsAriaLabel", English: "Search results", Korean: "검색 결과"},
	// The search page (plugins/search Options.Page): its title and field.
	{ID: "theme.SearchPage.emptyResultsTitle", English: "Search the documentation", Korean: "문서 검색"},
	{ID: "theme.SearchPage.inputPlaceholder", English: "Type your search here", Korean: "검색어를 입력하세요"},
	{ID: "theme.SearchPage.inputLabel", English: "Search", Korean: "검색"},
	// The dialog's footer: each after its keys (↑ ↓, Enter, Esc).
	{ID: "theme.SearchModal.footer.navigateText", English: "to navigate", Korean: "이동"},
	{ID: "theme.SearchModal.footer.selectText", English: "to select", Korean: "열기"},
	{ID: "theme.SearchModal.footer.closeText", English: "to close", Korean: "닫기"},

	// plugins/blog: its lists, posts, tags, archive and authors. A post says
	// "Edit this page" and when it was last updated with the doc footer's
	// messages (theme.common.editThisPage, docskit.lastUpdated.label).
	// Korean calls a post 글, as Korean blogs do; the neighbour links follow
	// the list's order, newest first (the older post is the next one), as
	// the docs paginator's 이전 and 다음 follow the sidebar's.
	{ID: "theme.blog.post.readMore", English: "Read more", Korean: "더 보기"},
	{ID: "theme.blog.post.readMoreLabel", English: "Read more about {title}", Korean: "{title} 더 보기"},
	// Docusaurus's placeholder is {readingTime}; a count's is {count} here.
	{ID: "theme.blog.post.readingTime.plurals", English: "One min read|{count} min read", Korean: "읽는 데 {count}분"},
	// A number of posts: an author's, and the {nPosts} of a tag's title.
	{ID: "theme.blog.post.plurals", English: "One post|{count} posts", Korean: "글 {count}개"},
	{ID: "theme.blog.tagTitle", English: `{nPosts} tagged with "{tagName}"`, Korean: "‘{tagName}’ 태그가 붙은 {nPosts}"},
	{ID: "theme.blog.post.paginator.navAriaLabel", English: "Blog post page navigation", Korean: "블로그 글 탐색"},
	{ID: "theme.blog.post.paginator.newerPost", English: "Newer post", Korean: "이전 글"},
	{ID: "theme.blog.post.paginator.olderPost", English: "Older post", Korean: "다음 글"},
	{ID: "theme.blog.paginator.navAriaLabel", English: "Blog list page navigation", Korean: "블로그 목록 탐색"},
	{ID: "theme.blog.paginator.newerEntries", English: "Newer entries", Korean: "이전 페이지"},
	{ID: "theme.blog.paginator.olderEntries", English: "Older entries", Korean: "다음 페이지"},
	{ID: "theme.blog.sidebar.navAriaLabel", English: "Blog recent posts navigation", Korean: "최근 블로그 글"},
	// The archive page's heading and <title>, and its description (under
	// the heading and in <meta name="description">).
	{ID: "theme.blog.archive.title", English: "Archive", Korean: "전체 글"},
	{ID: "theme.blog.archive.description", English: "Archive", Korean: "블로그의 모든 글을 연도별로 모았습니다."},
	{ID: "theme.tags.tagsPageTitle", English: "Tags", Korean: "태그"},
	// Before a post's tags.
	{ID: "theme.tags.tagsListLabel", English: "Tags:", Korean: "태그:"},
	{ID: "theme.tags.tagsPageLink", English: "View All Tags", Korean: "모든 태그 보기"},
	// plugins/docs's tag pages (the tags list is theme.tags.tagsPageTitle,
	// and a doc's tags are after theme.tags.tagsListLabel, as a post's):
	// a tag's page is titled '3 docs tagged with "x"'.
	{ID: "theme.docs.tagDocListPageTitle.nDocsTagged", English: "One doc tagged|{count} docs tagged", Korean: "문서 {count}개"},
	{ID: "theme.docs.tagDocListPageTitle", English: `{nDocsTagged} with "{tagName}"`, Korean: "‘{tagName}’ 태그가 붙은 {nDocsTagged}"},
	{ID: "theme.blog.authorsList.pageTitle", English: "Authors", Korean: "작성자"},
	{ID: "theme.blog.authorsList.viewAll", English: "View all authors", Korean: "모든 작성자 보기"},
	{ID: "theme.blog.author.noPosts", English: "This author has not written any posts yet.", Korean: "이 작성자가 쓴 글이 아직 없습니다."},
	// The banner above an unlisted post, and above a draft in dev mode.
	{ID: "theme.contentVisibility.unlistedBanner.title", English: "Unlisted page", Korean: "목록에 없는 페이지"},
	{ID: "theme.contentVisibility.unlistedBanner.message", English: "This page is unlisted. Search engines will not index it, and only users having a direct link can access it.", Korean: "목록에 나오지 않는 페이지입니다. 검색 엔진에 색인되지 않으며, 링크를 아는 사람만 볼 수 있습니다."},
	{ID: "theme.contentVisibility.draftBanner.title", English: "Draft page", Korean: "초안 페이지"},
	{ID: "theme.contentVisibility.draftBanner.message", English: "This page is a draft. It will only be visible in dev and be excluded from the production build.", Korean: "초안 페이지입니다. 개발 모드에서만 보이며 프로덕션 빌드에는 포함되지 않습니다."},

	// plugins/llms: the copy-page button under each doc title.
	{ID: "docskit.llms.copyPage", English: "Copy page", Korean: "페이지 복사"},
	{ID: "docskit.llms.copying", English: "Copying…", Korean: "복사하는 중…"},
	{ID: "docskit.llms.copied", English: "Copied", Korean: "복사했습니다"},
	{ID: "docskit.llms.failed", English: "Could not copy", Korean: "복사하지 못했습니다"},
	{ID: "docskit.llms.copyPageTitle", English: "Copy this page's Markdown to the clipboard", Korean: "이 페이지의 Markdown을 클립보드에 복사"},
	{ID: "docskit.llms.openMarkdownTitle", English: "Open this page's Markdown", Korean: "이 페이지의 Markdown 열기"},
}
