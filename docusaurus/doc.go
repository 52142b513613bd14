// Package docusaurus reads a Docusaurus 3 site folder — docusaurus.config.*,
// sidebars, the docs, the blog, the static folders — and turns it into a docskit
// configuration and plugin set, so that `docskit build SITE_DIR` builds a
// site written for Docusaurus as it is.
//
// The configuration and the sidebars are JavaScript or TypeScript. Eval
// evaluates such a module with Node: esbuild bundles the site's own files
// (types stripped, JSON and relative imports inlined), packages stay
// imports of the site's node_modules, and a package that is not installed
// becomes an empty stand-in with a warning, so that a config that names a
// plugin which is not installed still evaluates. The exported value is
// awaited (and called first when it is a function, as Docusaurus does) and
// handed to Go as JSON, with functions and regular expressions replaced by
// markers that name them.
//
// Load maps the evaluated configuration onto docskit.Config and plugins:
// plugins/docs for each docs instance, plugins/blog for each blog (the
// preset's, blog/ by default, and plugin-content-blog entries; blog.go maps
// their options).
// What docskit does not support — a third-party plugin, a theme component
// swizzled in src/theme — is a Warning that names it and says what happens
// instead; Options.Strict turns warnings into errors.
package docusaurus
