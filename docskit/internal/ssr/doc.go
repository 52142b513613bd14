// Package ssr renders pages to HTML with the theme's server bundle, in one
// long-lived Node.js process with a renderer thread per worker.
//
// It sits in the render step of the pipeline. Each thread has a pipe of
// requests and a pipe of answers (the process's file descriptors 3 and 4
// for the first thread, 5 and 6 for the second, …). The protocol is one JSON
// line per request ({"id":N,"page":…,"sk":"K","sidebar":…}); an answer is a
// header line "@dk N H LENGTH" followed by LENGTH bytes of HTML, or
// "@dk N E LENGTH" and the error text (no JSON: the HTML is most of what
// crosses the pipe); LENGTH is decimal, zero-padded to ten digits, so that
// the runner writes it after encoding the text behind it. What the theme
// prints to stdout is dropped; stderr is passed through, so a warning the
// theme logs while rendering shows up in the build output. A sidebar travels
// once per thread: the first request with key K carries it, later ones only
// "sk" (a site has a few sidebars and thousands of pages, and a sidebar grows
// with the site, so sending it with every page made the build quadratic).
// Its items travel once too: the theme writes an item it rendered before as
// a token, "\x00" REF "\x00", answers such a page with "@dk N T LENGTH",
// and sends each item's HTML first as "@dk REF R LENGTH" ("@dk 0 C 0" when
// the thread starts its table anew); the reader writes the tokens out
// (expand), so Page.HTML is whole either way.
package ssr
