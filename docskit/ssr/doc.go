// Package ssr renders pages to HTML with the theme's server bundle, in one
// long-lived Node.js process per worker.
//
// It sits in the render step of the pipeline. The protocol is one JSON line
// per request on the process's stdin ({"id":N,"page":…,"sidebar":…}) and one
// JSON line per answer on its stdout ({"id":N,"html":"…"} or
// {"id":N,"error":"…"}); stderr is passed through, so a warning the theme
// logs while rendering shows up in the build output.
package ssr
