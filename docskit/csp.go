package docskit

import (
	"crypto/sha256"
	"encoding/base64"
	"maps"
	"net/url"
	"slices"
	"strings"
	"sync"
)

// The security headers every response of a built site carries. The
// Content-Security-Policy is added per build ([Site.Headers]).
var baseSecurityHeaders = map[string]string{
	"X-Content-Type-Options": "nosniff",
	"Referrer-Policy":        "strict-origin-when-cross-origin",
	"X-Frame-Options":        "DENY",
}

// cspDirectives is the policy before a build adds its script hashes and
// its plugins' sources, in the order it is written. Styles allow inline
// styles: the theme and plugins set style attributes; scripts do not.
var cspDirectives = []struct {
	name    string
	sources []string
}{
	{"default-src", []string{"'self'"}},
	{"script-src", []string{"'self'"}},
	{"style-src", []string{"'self'", "'unsafe-inline'"}},
	{"img-src", []string{"'self'", "data:"}},
	{"font-src", []string{"'self'"}},
	{"connect-src", []string{"'self'"}},
	{"object-src", []string{"'none'"}},
	{"base-uri", []string{"'self'"}},
	{"form-action", []string{"'self'"}},
	{"frame-ancestors", []string{"'none'"}},
}

// scriptCollector gathers, from every page of a build, the inline scripts
// and the origins of absolute script URLs. Safe for concurrent use.
type scriptCollector struct {
	mu      sync.Mutex
	inline  map[string]bool
	origins map[string]bool
}

func newScriptCollector() *scriptCollector {
	return &scriptCollector{inline: map[string]bool{}, origins: map[string]bool{}}
}

// addTags records the scripts among tags.
func (sc *scriptCollector) addTags(groups ...[]Tag) {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	for _, tags := range groups {
		for _, t := range tags {
			if !strings.EqualFold(t.Name, "script") || !executableType(t.Attrs["type"]) {
				continue
			}
			src, hasSrc := t.Attrs["src"]
			if !hasSrc {
				sc.inline[t.InnerHTML] = true
				continue
			}
			if u, err := url.Parse(src); err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" {
				sc.origins[u.Scheme+"://"+u.Host] = true
			}
		}
	}
}

// addInline records inline scripts written by the document shell.
func (sc *scriptCollector) addInline(scripts ...string) {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	for _, s := range scripts {
		sc.inline[s] = true
	}
}

// executableType reports whether a <script type="…"> runs as a script: no
// type, a JavaScript MIME type or "module". Anything else ("application/json",
// "application/ld+json", "text/plain") is a data block and needs no hash.
func executableType(typ string) bool {
	typ = strings.ToLower(strings.TrimSpace(typ))
	if i := strings.IndexByte(typ, ';'); i >= 0 {
		typ = strings.TrimSpace(typ[:i])
	}
	switch typ {
	case "", "module", "text/javascript", "application/javascript", "application/ecmascript",
		"text/ecmascript", "application/x-javascript", "text/x-javascript":
		return true
	}
	return false
}

// scriptHash is the CSP source that allows the inline script s.
func scriptHash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

// contentSecurityPolicy returns the policy for the collected scripts plus
// extra sources per directive. The output is deterministic: hashes and
// origins are sorted, duplicates dropped.
func (sc *scriptCollector) contentSecurityPolicy(extra map[string][]string) string {
	sc.mu.Lock()
	var hashes, origins []string
	for s := range sc.inline {
		hashes = append(hashes, scriptHash(s))
	}
	for o := range sc.origins {
		origins = append(origins, o)
	}
	sc.mu.Unlock()
	slices.Sort(hashes)
	slices.Sort(origins)

	add := map[string][]string{"script-src": append(hashes, origins...)}
	for d, srcs := range extra {
		d = strings.ToLower(strings.TrimSpace(d))
		add[d] = append(add[d], srcs...)
	}
	var parts []string
	seen := map[string]bool{}
	write := func(name string, base []string) {
		seen[name] = true
		srcs := slices.Clone(base)
		more := slices.Clone(add[name])
		if name != "script-src" { // script-src keeps hashes before origins
			slices.Sort(more)
		}
		for _, s := range more {
			if s = strings.TrimSpace(s); s != "" && !slices.Contains(srcs, s) && !strings.ContainsAny(s, ";,") {
				srcs = append(srcs, s)
			}
		}
		if len(srcs) > 1 && srcs[0] == "'none'" {
			srcs = srcs[1:]
		}
		parts = append(parts, name+" "+strings.Join(srcs, " "))
	}
	for _, d := range cspDirectives {
		write(d.name, d.sources)
	}
	for _, d := range slices.Sorted(maps.Keys(add)) {
		if !seen[d] && d != "" && !strings.ContainsAny(d, " ;,") {
			write(d, nil)
		}
	}
	return strings.Join(parts, "; ")
}

// securityHeaders returns the headers for every response of the built site:
// the fixed security headers and the Content-Security-Policy.
func (b *Builder) securityHeaders(sc *scriptCollector) map[string]string {
	extra := map[string][]string{}
	for _, p := range b.plugins {
		if cp, ok := p.(CSPProvider); ok {
			for d, srcs := range cp.ContentSecurityPolicy() {
				extra[d] = append(extra[d], srcs...)
			}
		}
	}
	h := maps.Clone(baseSecurityHeaders)
	h["Content-Security-Policy"] = sc.contentSecurityPolicy(extra)
	return h
}
