// Package redirects is the docskit plugin that writes redirect pages: for
// each old path of the site, a small HTML page that sends the browser on
// to a page that exists, as Docusaurus's plugin-client-redirects does.
//
// The redirects are collected, in this order, from
//
//   - Options.FromExtensions: every route "/x" is also reached at
//     "/x.html" (for each extension), for links of an older site that
//     ended in ".html";
//   - Options.ToExtensions: a route "/x.html" is also reached at "/x";
//   - Options.Redirects: explicit {From, To} pairs;
//   - Options.Create: called once with every route of the site, it returns
//     the paths that redirect to each (a Go function, or the Docusaurus
//     config's createRedirects run in Node by package docusaurus).
//
// A redirect whose From is a page of the site is skipped, and of several
// with the same From the first is kept; both are reported (Context.Logf)
// and the build goes on, as in Docusaurus. A To that is a path ("/docs/x",
// with an optional "?query" or "#hash") must be a page of the site, or the
// build fails; any other To (an absolute URL) is written as it is.
//
// A redirect page is written at From + "/index.html" ("old/index.html"),
// where a static host serves "/old" and "/old/" only when no page of that
// name exists; a From ending in ".html" becomes From + ".html"
// ("blog.html.html", served at "/blog.html") beside docskit's own
// "blog.html" page file, unless the site has TrailingSlash (then
// "blog.html/index.html"). Each page has a canonical link, a meta refresh
// and a script that keeps the query and the hash the visitor came with
// (where the target has none of its own), all to the target under
// the base URL with the site's trailing slash. The script is the same on
// every redirect page (it reads the canonical link), so the site's
// Content-Security-Policy allows it by one hash.
//
// Use it by adding redirects.New(redirects.Options{…}) to the site's plugins.
package redirects
