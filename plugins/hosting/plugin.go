package hosting

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"docskit.dev/docskit"
)

// Options configure the plugin. The zero value writes all three files.
type Options struct {
	// NginxInclude is the name of the nginx include file written at the
	// output root (default "nginx-headers.conf"); "-" writes none.
	NginxInclude string
}

// Cache-Control values, the same as docskit/serve sends.
const (
	cacheImmutable  = "public, max-age=31536000, immutable"
	cacheRevalidate = "no-cache"
)

// Plugin is the hosting plugin.
type Plugin struct{ opts Options }

// New returns the hosting plugin.
func New(opts Options) *Plugin { return &Plugin{opts: opts} }

// Name implements docskit.Plugin.
func (p *Plugin) Name() string { return "hosting" }

// Validate rejects an include name that is not a plain file name.
func (p *Plugin) Validate() error {
	n := p.opts.NginxInclude
	if n == "" || n == "-" {
		return nil
	}
	if strings.ContainsAny(n, `/\`) || n == "." || n == ".." {
		return fmt.Errorf("hosting: NginxInclude %q must be a file name without folders", n)
	}
	return nil
}

// PostBuild writes _headers, _redirects and the nginx include.
func (p *Plugin) PostBuild(ctx *docskit.Context, s *docskit.Site, out docskit.Output) error {
	u := s.Config.URLs()
	routes := make([]string, 0, len(s.Pages))
	for _, pg := range s.Pages {
		routes = append(routes, pg.Route)
	}
	if err := out.WriteFile("_headers", []byte(Headers(u, routes, s.Headers))); err != nil {
		return err
	}
	if err := out.WriteFile("_redirects", []byte(Redirects(u, routes))); err != nil {
		return err
	}
	name := p.opts.NginxInclude
	if name == "-" {
		return nil
	}
	if name == "" {
		name = "nginx-headers.conf"
	}
	conf, err := Nginx(s.Headers)
	if err != nil {
		return err
	}
	return out.WriteFile(name, []byte(conf))
}

// Headers returns a _headers file for a site served at u (its base URL
// and trailing slash) with the given routes and security headers. Hosts
// combine the values of a header that several matching rules set, so
// Cache-Control is set by rules that never overlap: /assets/* for the
// hashed files, and for pages one rule per top-level path segment of the
// routes, plus /_data/*.
func Headers(u docskit.URLs, routes []string, security map[string]string) string {
	var b strings.Builder
	b.WriteString("# Written by docskit (plugins/hosting) for Netlify and Cloudflare Pages.\n")
	b.WriteString(u.File("*") + "\n")
	for _, k := range slices.Sorted(maps.Keys(security)) {
		b.WriteString("  " + k + ": " + oneLine(security[k]) + "\n")
	}
	b.WriteString(u.File("assets/*") + "\n  Cache-Control: " + cacheImmutable + "\n")
	revalidate := map[string]bool{u.File("_data/*"): true, u.Base(): true}
	if u.Base() != "/" {
		revalidate[strings.TrimSuffix(u.Base(), "/")] = true
	}
	for _, r := range routes {
		seg, rest, _ := strings.Cut(strings.TrimPrefix(r, "/"), "/")
		if seg == "" || seg == "assets" {
			continue
		}
		revalidate[u.File(seg)] = true
		revalidate[u.Page("/"+seg)] = true // "/seg/" with the trailing slash
		if rest != "" {
			revalidate[u.File(seg+"/*")] = true
		}
	}
	for _, p := range slices.Sorted(maps.Keys(revalidate)) {
		b.WriteString(p + "\n  Cache-Control: " + cacheRevalidate + "\n")
	}
	return b.String()
}

// Redirects returns a _redirects file: for every route, its ".html" and
// "/index.html" spellings answer 301 with the page's URL (u.Page: base URL
// and trailing slash). With the trailing slash, "/x" itself is left to the
// host, which serves x/index.html at "/x/" (a rule "/x /x/" would loop on
// hosts that match both spellings of a rule).
func Redirects(u docskit.URLs, routes []string) string {
	var b strings.Builder
	b.WriteString("# Written by docskit (plugins/hosting): .html and /index.html URLs to clean URLs.\n")
	sorted := slices.Clone(routes)
	slices.Sort(sorted)
	for _, r := range sorted {
		clean := u.Page(r)
		if r == "/" {
			b.WriteString(u.File("index.html") + " " + clean + " 301\n")
			continue
		}
		b.WriteString(u.File(r+".html") + " " + clean + " 301\n")
		b.WriteString(u.File(r+"/index.html") + " " + clean + " 301\n")
	}
	return b.String()
}

// Nginx returns add_header lines for the security headers, sent with every
// status ("always"). nginx expands "$" in strings, so a value with "$" is an
// error rather than a header that silently changes.
func Nginx(security map[string]string) (string, error) {
	var b strings.Builder
	b.WriteString("# Written by docskit (plugins/hosting): include in the server block and in\n")
	b.WriteString("# every location that has add_header lines of its own (deploy/nginx/docskit.conf).\n")
	for _, k := range slices.Sorted(maps.Keys(security)) {
		v := oneLine(security[k])
		if strings.Contains(v, "$") || !token(k) {
			return "", fmt.Errorf("hosting: header %s: %q cannot be written as an nginx add_header line", k, v)
		}
		v = strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(v)
		b.WriteString("add_header " + k + ` "` + v + `" always;` + "\n")
	}
	return b.String(), nil
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

func token(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !(c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

var (
	_ docskit.Validator   = (*Plugin)(nil)
	_ docskit.PostBuilder = (*Plugin)(nil)
)
