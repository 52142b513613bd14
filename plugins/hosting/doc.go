// Package hosting is the docskit plugin that writes the configuration files
// web hosts read from a site's output folder, so that a deployment serves
// the site the way docskit/serve does:
//
//   - _headers (Netlify, Cloudflare Pages): the site's security headers
//     with its Content-Security-Policy on every path, a year of immutable
//     caching for the content-hashed files under /assets/, revalidation
//     (Cache-Control: no-cache) for pages and page data;
//   - _redirects (Netlify, Cloudflare Pages, GitLab Pages): a 301 from the
//     ".html" and "/index.html" spellings of every page to its clean URL;
//   - nginx-headers.conf: the same security headers as nginx add_header
//     lines, for deploy/nginx/docskit.conf to include.
//
// The headers come from the build ([docskit.Site.Headers]): the policy lists
// the sha256 hashes of the inline scripts of this very build, so these files
// are written in the post-build step and change when the scripts do.
//
// Hosts differ in one point: Netlify and GitLab Pages serve an existing file
// rather than a redirect whose source names it, and apply their own
// ".html"-to-clean-URL rule instead; Cloudflare Pages always follows the
// redirect (at most 2,000 lines, two per page). No rule is forced ("301!")
// because Cloudflare ignores such lines.
//
// Use it by adding hosting.New(hosting.Options{}) to the site's plugins.
package hosting
