// Package cli is the command line of a docskit site: a site's main.go builds
// its Builder and hands it to Main, which offers
//
//	build [-out DIR]                 build the site (default build/)
//	serve [-addr HOST:PORT] [-dir DIR]  serve a built site
//	dev   [-addr HOST:PORT]          build, serve, watch the sources, reload the browser
//
// Errors print as file:line: message and exit with status 1.
package cli
