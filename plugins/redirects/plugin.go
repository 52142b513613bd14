package redirects

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"html"
	"path"
	"strings"

	"docskit.dev/docskit"
)

// Redirect sends the browser from one path of the site to a page.
type Redirect struct {
	// From is a path of the site without the base URL ("/old/intro").
	From string
	// To is a route of the site ("/docs/intro", "/docs/intro#setup"), or an
	// absolute URL written as it is.
	To string
}

// Options configure the plugin. The zero value writes no redirects.
type Options struct {
	// FromExtensions are extensions without the dot ("html"): each route
	// "/x" also gets a redirect from "/x.<ext>".
	FromExtensions []string
	// ToExtensions are extensions without the dot: each route "/x.<ext>"
	// gets a redirect from "/x".
	ToExtensions []string
	// Redirects are explicit redirects.
	Redirects []Redirect
	// Create, if set, is called once per build with every route of the
	// site ("/" and "/docs/intro", without the base URL, in the site's
	// order) and returns the redirects it wants: for each route, the paths
	// that lead to it.
	Create func(ctx context.Context, routes []string) ([]Redirect, error)
}

// Plugin is the redirects plugin.
type Plugin struct{ opts Options }

// New returns the redirects plugin.
func New(opts Options) *Plugin { return &Plugin{opts: opts} }

// Name implements docskit.Plugin.
func (p *Plugin) Name() string { return "redirects" }

// Validate rejects an extension that cannot end a path, and a From that
// is not a path of the site.
func (p *Plugin) Validate() error {
	for _, exts := range [][]string{p.opts.FromExtensions, p.opts.ToExtensions} {
		for _, e := range exts {
			if e == "" || strings.ContainsAny(e, "./?#% ") {
				return fmt.Errorf("redirects: extension %q must be a word without a dot, such as \"html\"", e)
			}
		}
	}
	for _, r := range p.opts.Redirects {
		if err := checkFrom(r.From); err != nil {
			return err
		}
	}
	return nil
}

// checkFrom accepts a From that is a path of the site.
func checkFrom(from string) error {
	if !strings.HasPrefix(from, "/") || strings.HasPrefix(from, "//") || strings.ContainsAny(from, "?#") {
		return fmt.Errorf("redirects: from %q must be a path of the site, such as \"/old/page\" (no query, no hash)", from)
	}
	return nil
}

// Collect returns the redirects to write for a site with these routes, in
// the order of the package comment, each From once and none from a route.
// skipped says what was left out and why.
func (p *Plugin) Collect(ctx context.Context, routes []string) (kept []Redirect, skipped []string, err error) {
	var all []Redirect
	for _, r := range routes {
		if r == "/" || strings.HasSuffix(r, "/") || hasExt(r, p.opts.FromExtensions) {
			continue
		}
		for _, e := range p.opts.FromExtensions {
			all = append(all, Redirect{From: r + "." + e, To: r})
		}
	}
	for _, r := range routes {
		for _, e := range p.opts.ToExtensions {
			if from, ok := strings.CutSuffix(r, "."+e); ok && from != "" {
				all = append(all, Redirect{From: from, To: r})
				break
			}
		}
	}
	all = append(all, p.opts.Redirects...)
	if p.opts.Create != nil {
		made, err := p.opts.Create(ctx, routes)
		if err != nil {
			return nil, nil, err
		}
		all = append(all, made...)
	}
	isRoute := make(map[string]bool, len(routes))
	for _, r := range routes {
		isRoute[r] = true
	}
	seen := map[string]Redirect{}
	for _, r := range all {
		if err := checkFrom(r.From); err != nil {
			return nil, nil, err
		}
		if to, ok := pagePath(r.To); ok && !isRoute[to] {
			return nil, nil, fmt.Errorf("redirects: the redirect from %s goes to %s, which is not a page of the site", r.From, r.To)
		}
		from := trimSlash(r.From)
		switch first, dup := seen[from]; {
		case dup:
			if first.To != r.To {
				skipped = append(skipped, fmt.Sprintf("%s → %s: %s already redirects to %s", r.From, r.To, r.From, first.To))
			}
		case isRoute[from]:
			skipped = append(skipped, fmt.Sprintf("%s → %s: %s is a page of the site", r.From, r.To, r.From))
		default:
			seen[from] = r
			kept = append(kept, r)
		}
	}
	return kept, skipped, nil
}

// PostBuild writes a redirect page for every redirect.
func (p *Plugin) PostBuild(ctx *docskit.Context, s *docskit.Site, out docskit.Output) error {
	routes := make([]string, 0, len(s.Pages))
	for _, pg := range s.Pages {
		if pg.Route != "/404" {
			routes = append(routes, pg.Route)
		}
	}
	kept, skipped, err := p.Collect(ctx, routes)
	if err != nil {
		return err
	}
	for _, s := range skipped {
		ctx.Logf("left out %s", s)
	}
	u := ctx.Config.URLs()
	slash := ctx.Config.TrailingSlash != nil && *ctx.Config.TrailingSlash
	for _, r := range kept {
		file := File(r.From, slash)
		if out.Exists(file) {
			return fmt.Errorf("redirects: the redirect page of %s would replace %s, which this build already wrote", r.From, file)
		}
		if err := out.WriteFile(file, Page(target(u, r.To))); err != nil {
			return err
		}
	}
	if len(kept) > 0 {
		ctx.Logf("%d redirect pages", len(kept))
	}
	return nil
}

// ContentSecurityPolicy allows the redirect pages' one script by its hash.
func (p *Plugin) ContentSecurityPolicy() map[string][]string {
	sum := sha256.Sum256([]byte(script))
	return map[string][]string{"script-src": {"'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"}}
}

// File is the output file of the redirect page of the path from; slash is
// the site's TrailingSlash.
func File(from string, slash bool) string {
	from = strings.TrimPrefix(trimSlash(from), "/")
	if from == "" {
		return "index.html"
	}
	if !slash && strings.HasSuffix(from, ".html") {
		return from + ".html"
	}
	return path.Join(from, "index.html")
}

// script sends the browser to the canonical link, with the query and the
// hash the visitor came with where the target has none of its own.
const script = `var u=new URL(document.querySelector('link[rel=canonical]').href);u.search=u.search||location.search;u.hash=u.hash||location.hash;location.replace(u)`

// Page is the redirect page to the URL to (already under the base URL).
func Page(to string) []byte {
	a := html.EscapeString(to)
	return []byte(`<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>Redirecting…</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=` + a + `">
<link rel="canonical" href="` + a + `">
<script>` + script + `</script>
</head>
<body><a href="` + a + `">` + a + `</a></body>
</html>
`)
}

// target is the URL of a redirect's To: a route under the base URL, with
// the trailing slash the site uses; anything else as written.
func target(u docskit.URLs, to string) string {
	if !strings.HasPrefix(to, "/") || strings.HasPrefix(to, "//") {
		return to
	}
	pth, rest, _ := strings.Cut(to, "?")
	if rest != "" {
		rest = "?" + rest
	} else if i := strings.IndexByte(pth, '#'); i >= 0 {
		pth, rest = pth[:i], pth[i:]
	}
	return u.Page(trimSlash(pth)) + rest
}

// pagePath is the route a To names, and false for a To that is not a
// path of the site (an absolute URL).
func pagePath(to string) (string, bool) {
	if !strings.HasPrefix(to, "/") || strings.HasPrefix(to, "//") {
		return "", false
	}
	if i := strings.IndexAny(to, "?#"); i >= 0 {
		to = to[:i]
	}
	return trimSlash(to), true
}

func trimSlash(p string) string {
	if len(p) > 1 {
		return strings.TrimSuffix(p, "/")
	}
	return p
}

func hasExt(route string, exts []string) bool {
	for _, e := range exts {
		if strings.HasSuffix(route, "."+e) {
			return true
		}
	}
	return false
}

var (
	_ docskit.Validator   = (*Plugin)(nil)
	_ docskit.PostBuilder = (*Plugin)(nil)
	_ docskit.CSPProvider = (*Plugin)(nil)
)
