// Package highlight is docskit's build-time syntax highlighter for fenced code
// blocks. The MDX pipeline calls [Code] for every ```lang block while it
// renders pages, so the shipped HTML is already coloured and no highlighting
// JavaScript runs in the browser.
//
// It tokenises with chroma v2 and writes its own compact HTML: one
// <span class="dk-line"> per source line (plus "dk-line-hl" on highlighted
// lines and an optional <span class="dk-ln">N</span> line number), with tokens
// in spans carrying chroma's short class names ("k", "s", "c1", "nf" …). The
// output uses classes only, never inline styles; [CSS] returns the matching
// light-theme stylesheet, whose colours all reach WCAG AA (4.5:1) against the
// code background #f6f8fa. Callers wrap the result in <pre><code>, for example
// <pre class="dk-code"><code>…</code></pre>, and report errors with file:line.
//
// [MagicComments] reads Docusaurus's line-highlighting comments
// (// highlight-next-line, # highlight-start … # highlight-end, in the
// comment syntaxes of the block's language): it removes them and returns the
// lines they mark, for Options.HighlightLines.
//
// Fence names are resolved through an explicit table of the names authors use
// (js, ts, kotlin, objc, console, …), then through chroma's registry; unknown
// names are an error wrapping [ErrUnknownLanguage] rather than being silently
// rendered with chroma's fallback lexer. Lexers are looked up once and cached,
// and every function is safe for concurrent use.
//
// chroma's regular-expression lexers are slow and allocate a lot, so JSON,
// Bash, JavaScript, TypeScript (also tsx), Kotlin and Swift have fast
// lexers written by hand (fast.go) that give exactly chroma's classes, and
// leave a block to chroma when it holds something they do not follow (a
// regular expression literal, a here-document, …). fast_test.go checks them
// against chroma. Swift's also keeps its blocks away from chroma's
// 250 ms limit on each regular-expression match, which under heavy load
// could make a block's highlighting differ from run to run.
package highlight
