package docs

import (
	"path"
	"strings"
)

// docRoute is the route of a doc, as Docusaurus computes its slug: a
// front matter slug starting with "/" is taken from the version's route
// base; another slug, and otherwise the id, is taken from the doc's folder
// (number prefixes stripped); a folder's index doc (index.md, README.md or
// a file named like its folder) without a slug is the folder itself.
//
// A slug ending in ".html" names the output file in Docusaurus, which
// writes such a route as it is ("/v1/index.html" becomes v1/index.html, the
// page a static host serves at /v1/). docskit's routes are clean, so the
// route is the URL that file is served at: ".html" is dropped, and then a
// final "index" too ("/index.html" is the route base, "/setup.html" is
// "/setup"). A slug "index" without ".html" keeps its "/index", as in
// Docusaurus, where it is a page of its own.
func docRoute(routeBase, dir, slug, id string, isIndex bool) string {
	var route string
	switch {
	case strings.HasPrefix(slug, "/"):
		route = routeBase + slug
	case slug != "":
		route = routeBase + "/" + path.Join(dir, slug)
	case isIndex:
		route = routeBase + "/" + dir
	default:
		route = routeBase + "/" + path.Join(dir, id)
	}
	route = strings.TrimSuffix(path.Clean(route), "/")
	if r, ok := cutHTMLSuffix(route); ok {
		route = r
		if route == "/index" || strings.HasSuffix(route, "/index") {
			route = strings.TrimSuffix(route, "index")
			route = strings.TrimSuffix(route, "/")
		}
	}
	if route == "" {
		route = "/"
	}
	return route
}

// cutHTMLSuffix removes a final ".html" or ".htm" (in any case), the
// suffixes Docusaurus leaves a route's file name as they are.
func cutHTMLSuffix(route string) (string, bool) {
	lower := strings.ToLower(route)
	for _, ext := range []string{".html", ".htm"} {
		if strings.HasSuffix(lower, ext) && len(route) > len(ext) && route[len(route)-len(ext)-1] != '/' {
			return route[:len(route)-len(ext)], true
		}
	}
	return "", false
}
