// Package serve is the static HTTP server for a built docskit site.
//
// It serves the output folder of a docskit build as it is meant to be
// deployed: clean URLs ("/docs/guide/intro" serves docs/guide/intro.html,
// "/" serves index.html) with 301 redirects from the ".html", "/index.html"
// and trailing-slash spellings, the site's 404.html for unknown paths,
// long-lived immutable caching for the content-hashed files under /assets/
// and revalidation (ETag, Last-Modified, 304) for everything else, explicit
// Content-Type and security headers, and gzip compression with an in-memory
// cache of compressed bytes.
//
// Security headers: every response carries X-Content-Type-Options: nosniff,
// Referrer-Policy and X-Frame-Options, and then the "headers" object of the
// site folder's docskit.json, which a docskit build writes with the site's
// Content-Security-Policy (the sha256 hashes of its inline scripts, no
// 'unsafe-inline' for scripts). The file is checked on every request, so a
// rebuild's new policy applies at once. A JSON response carries nosniff
// and a short policy instead, "default-src 'none'; frame-ancestors
// 'none'", without the headers only pages need: the site's policy is for
// its pages, and was about 400 bytes on each of the many small JSON files
// a search downloads.
//
// Use [Handler] to mount the site in your own http.Server or mux, or
// [ListenAndServe] for a ready-made server with timeouts and graceful
// shutdown. The docskit dev server wraps this handler; because files are
// looked up on every request, a rebuild that rewrites the output folder is
// picked up without restarting.
//
// The handler never lists directories and never serves a file outside the
// site folder: path traversal attempts are rejected and symbolic links are
// followed only while they stay inside it.
package serve
