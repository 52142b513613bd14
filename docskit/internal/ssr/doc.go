// Package ssr renders pages to HTML with the theme's server bundle, in one
// long-lived Node.js process per worker.
//
// It sits in the render step of the pipeline. The protocol is one JSON line
// per request on the process's stdin ({"id":N,"page":…,"sk":"K","sidebar":…});
// an answer on its stdout is a header line "@dk N H LENGTH" followed by
// LENGTH bytes of HTML, or "@dk N E LENGTH" and the error text (no JSON: the
// HTML is most of what crosses the pipe); LENGTH is decimal, zero-padded to
// ten digits, so that the runner writes it after encoding the text behind it. A line the theme prints to stdout
// is skipped; stderr is passed through, so a warning the theme logs while
// rendering shows up in the build output. A sidebar travels once
// per process: the first request with key K carries it, later ones only "sk"
// (a site has a few sidebars and thousands of pages, and a sidebar grows with
// the site, so sending it with every page made the build quadratic).
package ssr
