package docskit

import (
	"path"
	"strings"
)

// URLs turns the site's routes and output files into the URLs a browser
// uses, under Config.BaseURL and with Config.TrailingSlash; it is the one
// place that decides them. The builder writes every URL of a page through
// it (assets, page data, sidebars, canonical and og:url, links in bodies),
// and plugins get it from their Context (ctx.Config.URLs()) for the files
// they write (sitemap, feeds, llms.txt, the search index, _redirects). The
// theme's mirror is docskit/theme/internal/urls.ts, which must agree with it.
//
// A route is a path of the site without the base URL: "/", "/docs/intro",
// never with a trailing slash; it may carry "?query" and "#hash", which are
// kept. A file is a path inside the output folder ("assets/main-1a2b.js",
// with or without its leading slash).
type URLs struct {
	// origin is Config.URL without a trailing slash: "https://docs.example.com".
	origin string
	// base is Config.BaseURL with one trailing slash: "/" or "/docs/".
	base          string
	trailingSlash *bool
}

// URLs returns the site's URL helper. It accepts a Config that Validate has
// not normalised yet ("" or "/docs/" as BaseURL).
func (c *Config) URLs() URLs {
	base := strings.Trim(c.BaseURL, "/")
	if base != "" {
		base = "/" + base
	}
	return URLs{origin: strings.TrimSuffix(c.URL, "/"), base: base + "/", trailingSlash: c.TrailingSlash}
}

// Base is the base URL with one trailing slash, as Docusaurus writes
// baseUrl: "/" or "/docs/". It is also the URL of the route "/".
func (u URLs) Base() string { return u.base }

// Origin is the site's origin without a trailing slash ("https://docs.example.com").
func (u URLs) Origin() string { return u.origin }

// Page is the URL of a route's page: "/docs/intro" is "/docs/intro" under
// the base "/", "/b/docs/intro" under "/b/", and "/b/docs/intro/" with
// TrailingSlash true. "/" is the base itself ("/b/"), whatever the trailing
// slash says, as in Docusaurus. A "?query" or "#hash" is kept; a
// destination that is only one ("#x"), or a relative path, is returned as
// it is.
func (u URLs) Page(route string) string {
	pth, rest := splitSuffix(route)
	if pth == "" || pth[0] != '/' {
		return route // "#x", "?q" or a relative path: as written
	}
	if pth == "/" {
		return u.base + rest
	}
	pth = strings.TrimSuffix(pth, "/")
	if u.trailingSlash != nil && *u.trailingSlash {
		pth += "/"
	}
	return u.base + pth[1:] + rest
}

// File is the URL of a file of the output: "assets/main.js" (or
// "/assets/main.js") is "/b/assets/main.js" under the base "/b/". No
// trailing slash is added; a "?query" or "#hash" is kept. A URL with a
// scheme or a host ("https://…", "//cdn…"), which a configured Favicon may
// be, is returned as it is.
func (u URLs) File(name string) string {
	if HasScheme(name) || strings.HasPrefix(name, "//") {
		return name
	}
	return u.base + strings.TrimPrefix(name, "/")
}

// AbsPage is Page with the origin in front: "https://docs.example.com/b/docs/intro".
func (u URLs) AbsPage(route string) string { return u.origin + u.Page(route) }

// AbsFile is File with the origin in front.
func (u URLs) AbsFile(name string) string { return u.origin + u.File(name) }

// Route is the route of a URL path that the site serves, and false for a
// path outside the base URL. It strips the base, then "/index.html",
// ".html" and a trailing slash, so each spelling of a page
// ("/b/docs/intro", "/b/docs/intro/", "/b/docs/intro.html") is its route.
func (u URLs) Route(urlPath string) (string, bool) {
	var rest string
	switch {
	case urlPath+"/" == u.base:
		rest = "/"
	case strings.HasPrefix(urlPath, u.base):
		rest = urlPath[len(u.base)-1:]
	default:
		return "", false
	}
	if r, ok := strings.CutSuffix(rest, "/index.html"); ok {
		rest = r
	} else {
		rest = strings.TrimSuffix(rest, ".html")
	}
	if len(rest) > 1 {
		rest = strings.TrimSuffix(rest, "/")
	}
	if rest == "" {
		rest = "/"
	}
	return rest, true
}

// HTMLFile is the output file of a route's page: "docs/intro.html" (as
// Docusaurus writes with trailingSlash false), or "docs/intro/index.html"
// with TrailingSlash true, so that a static host serves "/docs/intro/".
// "/" is "index.html" and the not-found page "/404" is "404.html" in both,
// where hosts look for them. A route whose last segment is "index"
// ("/tutorials/index", a doc with the slug "index") is always
// "tutorials/index/index.html", as Docusaurus writes it by default: as
// "tutorials/index.html" it would be the page a host serves at
// "/tutorials/".
func (u URLs) HTMLFile(route string) string {
	switch {
	case route == "/":
		return "index.html"
	case route == "/404":
		return "404.html"
	case u.trailingSlash != nil && *u.trailingSlash, path.Base(route) == "index":
		return route[1:] + "/index.html"
	}
	return route[1:] + ".html"
}

// DataFile is the output file of a route's page data, which client-side
// navigation fetches (its URL is File(DataFile(route))): "_data/docs/intro.json",
// "_data/index.json" for "/".
func (u URLs) DataFile(route string) string {
	if route == "/" {
		return "_data/index.json"
	}
	return "_data" + route + ".json"
}

// splitSuffix splits a destination into its path and its "?query#hash".
func splitSuffix(dest string) (pth, rest string) {
	if i := strings.IndexAny(dest, "?#"); i >= 0 {
		return dest[:i], dest[i:]
	}
	return dest, ""
}
