// Package readingtime is an example docskit plugin that shows a plugin's
// lifecycle end to end. It estimates how long each doc page takes to read
// and shows it three ways:
//
//  1. Validate (docskit.Validator), once in docskit.New: rejects negative
//     reading speeds before any build starts.
//  2. Resolve (docskit.Resolver), after every page is loaded and parsed:
//     counts each doc page's words from its parsed document (Page.Doc) and
//     stores the minutes in
//     page.Extra["readingTime"], which the theme receives as page.extra.
//  3. InjectTags (docskit.TagInjector), per page while rendering, from
//     several goroutines at once: adds
//     <meta name="docskit:reading-time" content="N"> to the head. It only
//     reads the page.
//  4. ClientModules (docskit.ClientModuleProvider), once per build before
//     bundling: an embedded TypeScript module (client/index.tsx) that
//     renders <p class="reading-time">약 N분 분량</p> under each doc title
//     (the theme's docTitleAfter slot), on the server and in the browser,
//     and sets <html data-reading-time="N"> after every route change.
//
// # Counting
//
// Count reads prose only, from the parsed document's headings and section
// text: fenced code blocks, import/export lines, JSX and HTML tags,
// admonition markers, link destinations and {#id}s are not in it. What is
// left is split at white space. Hangul syllables (and other CJK
// characters: Han, Kana) are counted one by one and read at CharsPerMinute,
// 500 by default, a common figure for adults reading Korean silently; Korean
// is measured in characters rather than words because its spacing units
// (eojeol) vary widely in length. A token that also holds another letter or
// a digit ("SDK", "v1.8", "init()를") counts as one word, read at
// WordsPerMinute, 200 by default (the default of Docusaurus's blog reading
// time). Minutes = ceil(words/WordsPerMinute + chars/CharsPerMinute); a page
// with no prose gets no reading time.
//
// # Use
//
//	docskit.WithPlugins(
//		docs.New(docs.Options{}),
//		readingtime.New(readingtime.Options{}),
//	)
//
// examples/customplugin/main.go is a complete site with it.
package readingtime
