// Package docskit builds documentation websites: Markdown/MDX content in, a
// static, server-rendered, hydrated React site out. Every capability is a
// plugin, and a site is a Go program that assembles plugins:
//
//	b, err := docskit.New(config, docskit.WithRoot("site"), docskit.WithPlugins(
//		docs.New(docs.Options{}),          // docs/ folder → pages, sidebars
//		pages.New(pages.Options{}),        // landing page and 404
//		linkcheck.New(linkcheck.Options{}), // broken links fail the build
//		sitemap.New(sitemap.Options{}),    // sitemap.xml, robots.txt
//	))
//	report, err := b.Build(ctx, "build")
//
// # Lifecycle
//
// New validates the Config and calls, once per plugin: Validator.Validate,
// MarkdownExtender.MarkdownExtensions and ComponentProvider.Components.
// Build then runs, in order:
//
//  1. Load: every Loader returns its pages (concurrently across plugins).
//     Content pages carry their MDX body unparsed, their source file and
//     their front matter; routes are registered (a malformed or duplicate
//     route is a diagnostic). The client and server bundles (esbuild) are
//     built in the background from here on: they depend on no page.
//  2. Parse: every body is parsed once, in parallel, into Page.Doc: the body
//     tree, headings, links resolved to routes, text, search sections, the
//     first paragraph and every block's source span. Plugins read it and
//     never parse MDX again. A page without a title takes its "# Title".
//  3. Resolve: every Resolver runs, one at a time in registration order,
//     with the whole Site: sidebars, breadcrumbs, previous/next, per-page
//     Extra data. Then every page must have a title.
//  4. Render: each page's data is rendered to HTML by the theme in Node.js,
//     TagInjectors add head and body tags, and the HTML and the page data
//     JSON are written.
//  5. Check: every Checker reports problems in the rendered site (broken
//     links and anchors); all of them are reported together.
//  6. Post-build: every PostBuilder adds files (sitemap, fonts, …), static
//     folders are copied, and the new output replaces the previous one in a
//     single rename. Any error before that leaves the previous output as it was.
//
// LoadSite runs steps 1 to 3 alone and returns the Site, for tools and
// plugin tests.
//
// Builder.Close calls Close on every plugin that has one, whether or not the
// last build succeeded.
//
// # Dev mode
//
// A Builder made WithDev keeps its state between builds (a build cache the
// pipeline asks at fixed points; a production build's keeps nothing): the
// parsed documents, a hash of every page's data, sidebar and tags, the client bundle
// and the warm Node.js renderer, and a manifest of the output on disk. After
// the first Build, the dev server calls Rebuild(ctx, outDir, changedPaths)
// after each save. Rebuild runs Load, Parse, Resolve, Check and Post-build over the
// whole site as Build does, but parses only the bodies that changed (or whose
// link targets moved), renders only the pages whose data, sidebar or tags
// changed, bundles again only when a script, stylesheet or theme override
// changed, and writes only the files whose content changed, in place (each
// with a rename; pages that are gone are removed). A failed Rebuild writes
// nothing. Report.Parsed, Report.Rendered and Report.Changed say what a build
// did, and Report.ChangedRoutes which open pages should reload. Production
// builds (Build) always write a new folder and swap it in.
//
// # Errors
//
// Problems in the sources are diag.Diagnostic values naming file:line:col;
// a step reports all it finds as a diag.List (an error). Plugins return
// errors and never panic or exit.
//
// # Output
//
// Clean URLs without trailing slash: /docs/guide/intro is docs/guide/intro.html
// and its data is _data/docs/guide/intro.json; hashed client assets are under
// assets/; 404.html is the not-found page; docskit.json holds build metadata.
package docskit
