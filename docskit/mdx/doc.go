// Package mdx parses MDX, as Docusaurus 3 compiles it, into page data — a
// body tree of static HTML segments and component nodes — or, for a page
// that needs JavaScript, the source of its ES module; with the table of
// contents, the heading ids and every link with its source line.
//
// It is the parse step of the pipeline: a content plugin has already read
// the front matter (SplitFrontMatter) during load, and the builder parses
// every body once, as soon as the route table is known, so that relative
// links to other source files resolve to routes. The Doc it returns is the
// one representation of a page's content that every later step reads: the
// body tree the theme renders, headings and links for the checkers, plain
// text and sections for search, the first paragraph for feeds, and the
// source span of each block (spans.go) for plugins that rewrite the source,
// such as llms's Markdown.
//
// The language is MDX 3 as Docusaurus 3.9 compiles it:
//
//   - CommonMark with GFM tables, strikethrough, task lists and autolinks;
//     indented code blocks are off, as in MDX;
//   - headings with Docusaurus's automatic ids (github-slugger: Korean letters
//     kept, duplicates suffixed -1, -2, character references decoded first)
//     and explicit {#custom-id}; the first top-level h1 is the content title
//     (Doc.H1);
//   - admonitions :::note|tip|info|warning|danger|caution|important|… [title] … :::;
//   - fenced code with a language, title="…", line highlights {1,4-6},
//     magic comments (highlight-next-line, …) and showLineNumbers,
//     highlighted at build time (codeblock.go); a language the highlighter
//     does not know is an error, or with Options.UnknownCodeAsText plain
//     text and a warning (Doc.Warnings), as Docusaurus shows a language
//     Prism does not know;
//   - ```mdx-code-block fences, unwrapped before parsing as Docusaurus does
//     (mdxfence.go);
//   - JSX: HTML elements and components, block or inside a line of text,
//     with any props: literals, JavaScript expressions and {...spreads}
//     (jsx.go, element.go, dynamic.go); elements that MDX reads whole but
//     the line-based reader cannot (props with JSX over many lines) are
//     read as raw JSX (rawjsx.go); <a href> and <img src> are links, <h1>–<h6>
//     headings, and a top-level <head> gives the tags of the page's HTML
//     head (Doc.Head, head.go);
//   - {expressions} in text and on lines of their own (expression.go), and
//     import/export statements at the top level (esm.go);
//   - MD/MDX partials: `import Note from './_note.mdx'` (or '@site/…', or a
//     package's file) then <Note /> shows the partial's content there, read
//     through Options.ReadPartial and parsed with the page's options; its
//     headings take ids in the page's slugger but stay out of the TOC, as
//     in Docusaurus; props given to it are its props (partial.go);
//   - LaTeX math, for a site with remark-math (Options.Math): $…$ and
//     blocks between lines of $$, read as TeX and rendered at build time
//     by the renderer the site gives, KaTeX's (math.go);
//   - comments, dropped: {/* … */} and <!-- … --> (Docusaurus's default
//     markdown.mdx1Compat.comments), on lines of their own or inside text
//     (comment.go). An unclosed one is an error at its file:line:col.
//
// A body made of Markdown, known components and partials is page data: HTML
// runs and component nodes, no JavaScript. A body with expressions,
// JavaScript props or imports of anything else needs JavaScript
// (Doc.NeedsModule) and is compiled to an ES module (module.go) that the
// bundler compiles with its imports. What stays an error: an unclosed tag,
// expression or comment, a component neither known nor imported (unless
// the site has its own MDXComponents: Options.MDXComponents), a string
// event handler, <script>, each named at file:line:col.
//
// A body may also be CommonMark (Options.Format FormatMD), as Docusaurus
// reads .md files when its markdown.format is md, or detect: raw HTML,
// blocks and inline, is rendered as written (rawhtml.go gives search its
// text), "{" is a plain character, JSX tags are HTML and import lines text,
// and indented code is code; comments, admonitions, heading ids, fenced
// code, GFM and links work as in MDX. Links in raw HTML are not recorded.
//
// The parser is built on goldmark: each MDX feature is a block parser, an
// inline parser or an AST pass in its own file (jsx.go, element.go,
// expression.go, esm.go, rawjsx.go, admonition.go, comment.go, frontmatter.go; heading ids, links
// and code highlighting are the passes of walker.go), all registered by one
// Extender.
package mdx
