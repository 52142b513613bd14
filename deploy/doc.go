// Package deploy holds what a production deployment of a docskit site needs
// beyond the build: nginx/docskit.conf, an nginx server configuration that
// serves a build output the way docskit/serve does.
//
// Its tests build a small site (testdata/site) with plugins/hosting and run
// one set of HTTP checks against `serve` and against Debian's nginx with
// nginx/docskit.conf, started on loopback with a temporary prefix: clean
// URLs and redirects, the 404 page, methods, path traversal in raw requests,
// huge headers, a slowloris client, MIME types, caching, gzip, and security
// headers whose Content-Security-Policy allows every inline script of the
// served pages. The nginx run is skipped when nginx is not installed
// (scripts/setup.sh --browser installs it). The package has no Go API.
package deploy
