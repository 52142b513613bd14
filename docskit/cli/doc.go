// Package cli is the command line of a docskit site: a site's main.go builds
// its Builder and hands it to Main, which offers
//
//	build [-out DIR]                 build the site (default build/)
//	serve [-addr HOST:PORT] [-dir DIR]  serve a built site
//	dev   [-addr HOST:PORT] [-root DIR]  build, serve, watch the sources, reload the browser
//
// dev builds once (docskit.Builder.Build), then after each save rebuilds
// only what the changed files affect (docskit.Builder.Rebuild) and sends the
// open pages an event naming the changed URL paths over server-sent events.
// The default theme drops those pages' cached data and re-renders the page
// shown, in place, when it is one of them; when a stylesheet, script or
// static file changed, or the app is not running, the page reloads in full
// (see devclient.ts). A failed build prints its problems and keeps serving
// the last good output. -root replaces the site folder that main.go sets (to
// work on a copy of the content); static folders keep their configured paths.
//
// Errors print as file:line: message and exit with status 1.
package cli
