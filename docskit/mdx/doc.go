// Package mdx parses the MDX subset docskit supports into page data: a body
// tree of static HTML segments and component nodes, the table of contents,
// the heading ids and every link with its source line.
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
// The subset is what Docusaurus 3.9 documentation uses in practice:
//
//   - CommonMark with GFM tables, strikethrough, task lists and autolinks;
//     indented code blocks are off, as in MDX;
//   - headings with Docusaurus's automatic ids (github-slugger: Korean letters
//     kept, duplicates suffixed -1, -2) and explicit {#custom-id};
//   - admonitions :::note|tip|info|warning|danger|caution [title] … :::;
//   - fenced code with a language, title="…", line highlights {1,4-6} and
//     showLineNumbers, highlighted at build time; a language the
//     highlighter does not know is an error, or with
//     Options.UnknownCodeAsText plain text and a warning (Doc.Warnings), as
//     Docusaurus shows a language Prism does not know;
//   - ```mdx-code-block fences (three or four backticks), whose content is
//     MDX read in place, as Docusaurus unwraps them (mdxfence.go);
//   - import lines of known components, and JSX component elements on their
//     own lines (<Tabs groupId="os">), whose children are Markdown again;
//     <details> with <summary>;
//   - HTML elements written as JSX, as blocks on their own lines (their
//     content is Markdown again) or inside a paragraph (element.go): written
//     as static HTML, with className, htmlFor and style objects turned into
//     HTML; an element that holds a component is an "el" node. <a href> and
//     <img src> are links, <h1>–<h6> headings, and a top-level <head> gives
//     the tags of the page's HTML head (Doc.Head, head.go);
//   - MD/MDX partials: `import Note from './_note.mdx'` (or '@site/…')
//     then <Note /> on its own line shows the partial's content there, read
//     through Options.ReadPartial and parsed with the page's options; its
//     headings take ids in the page's slugger but stay out of the TOC, as
//     in Docusaurus (partial.go);
//   - prop values that are literals: strings, numbers, booleans, null, and
//     objects and arrays of them (expr.go);
//   - comments, dropped: {/* … */} and <!-- … --> (Docusaurus's default
//     markdown.mdx1Compat.comments), on lines of their own or inside text
//     (comment.go). An unclosed one is an error at its file:line:col.
//
// Anything outside the subset (a JavaScript expression, an unknown component,
// an event handler or <script>, an unknown code language) is a diagnostic
// naming file:line:col.
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
// admonition.go, comment.go, mdxfence.go, frontmatter.go; heading ids, links
// and code highlighting are the passes of walker.go), all registered by one
// Extender.
package mdx
