// Package quiz is an example docskit plugin that gives a site an MDX
// component of its own: <Quiz>, a question whose answer the reader reveals
// with a button.
//
//	<Quiz answer="Resolve">
//
//	`page.Extra`에 값을 쓰는 단계는 무엇일까요?
//
//	</Quiz>
//
// The plugin has one capability, docskit.ComponentProvider. Components,
// called once in docskit.New, returns the element name Quiz and the embedded
// module client/Quiz.tsx, whose default export is the React component. From
// then on the MDX parser accepts <Quiz> (no import line needed), and docskit
// bundles the module into the server bundle, which renders the question, the
// button and the hidden answer into the page's HTML, and into the client
// entry, which hydrates them: the button works as soon as the page is
// interactive, with no chunk to wait for. The component's props are the
// element's literal props (answer), its children the Markdown between the
// tags; it sets usesNodeId, so the ids that tie the button to its answer are
// the same in the server's HTML and in the browser.
//
// Its second component, <TimeZone />, shows the reader's time zone, which only
// the browser knows: it imports @docusaurus/BrowserOnly, as a Docusaurus site's
// component would, and docskit's theme provides it.
//
// # Use
//
//	docskit.WithPlugins(
//		docs.New(docs.Options{}),
//		quiz.New(),
//	)
//
// examples/customplugin/main.go is a complete site with it, and
// docs/tutorial/components.mdx uses it.
package quiz
