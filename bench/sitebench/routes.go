package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// Kinds of page, read from the HTML a build wrote.
const (
	kindPage     = "page"     // any other HTML page
	kindDoc      = "doc"      // a docs page (Docusaurus marks its <html> with docs-doc-page)
	kindRedirect = "redirect" // a page that only redirects (<meta http-equiv="refresh">)
)

// route is one HTML page of a build output.
type route struct {
	Path string // "/", "/docs/intro": no .html, no index, no trailing slash
	Kind string
}

// routeOf turns a file of the output (slash-separated, relative to its root)
// into the route it answers: x/index.html, x.html and x/ are all /x. It
// reports false for what is no page of the site: the 404 page and files
// under assets/.
func routeOf(rel string) (string, bool) {
	if !strings.HasSuffix(rel, ".html") || strings.HasPrefix(rel, "assets/") {
		return "", false
	}
	p := strings.TrimSuffix(rel, ".html")
	if p == "index" {
		p = ""
	}
	p = strings.TrimSuffix(p, "/index")
	if p == "404" {
		return "", false
	}
	return "/" + p, true
}

// listRoutes walks a build output and returns its pages, sorted, leaving out
// the HTML files that are copies of files in one of the static folders
// (Docusaurus and docskit copy those as they are: no page either built).
func listRoutes(out string, static []string) ([]route, error) {
	seen := map[string]route{}
	err := filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(out, p)
		rel = filepath.ToSlash(rel)
		r, ok := routeOf(rel)
		if !ok || inStatic(rel, static) {
			return nil
		}
		kind, err := pageKind(p)
		if err != nil {
			return err
		}
		// x.html and x/index.html are the same route; a redirect loses to a page.
		if prev, dup := seen[r]; dup && prev.Kind != kindRedirect {
			return nil
		}
		seen[r] = route{Path: r, Kind: kind}
		return nil
	})
	if err != nil {
		return nil, err
	}
	routes := make([]route, 0, len(seen))
	for _, r := range seen {
		routes = append(routes, r)
	}
	sort.Slice(routes, func(i, j int) bool { return routes[i].Path < routes[j].Path })
	return routes, nil
}

func inStatic(rel string, static []string) bool {
	for _, s := range static {
		if _, err := os.Stat(filepath.Join(s, filepath.FromSlash(rel))); err == nil {
			return true
		}
	}
	return false
}

var (
	refreshRE = regexp.MustCompile(`(?i)<meta[^>]+http-equiv=["']?refresh`)
	htmlTagRE = regexp.MustCompile(`(?is)<html[^>]*>`)
)

// pageKind reads the start of an HTML file: a redirect page, a docs page or
// another page.
func pageKind(file string) (string, error) {
	f, err := os.Open(file)
	if err != nil {
		return "", err
	}
	defer f.Close()
	head := make([]byte, 4096)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return "", err
	}
	head = head[:n]
	if refreshRE.Match(head) {
		return kindRedirect, nil
	}
	if tag := htmlTagRE.Find(head); tag != nil && bytes.Contains(tag, []byte("docs-doc-page")) {
		return kindDoc, nil
	}
	return kindPage, nil
}

// writeRoutes writes routes one a line, "path<TAB>kind".
func writeRoutes(w io.Writer, routes []route) error {
	bw := bufio.NewWriter(w)
	for _, r := range routes {
		fmt.Fprintf(bw, "%s\t%s\n", r.Path, r.Kind)
	}
	return bw.Flush()
}

// readRoutes reads what writeRoutes wrote.
func readRoutes(file string) ([]route, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var routes []route
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		p, kind, ok := strings.Cut(sc.Text(), "\t")
		if !ok || !strings.HasPrefix(p, "/") {
			return nil, fmt.Errorf("%s:%d: want PATH<TAB>KIND", file, n)
		}
		routes = append(routes, route{Path: p, Kind: kind})
	}
	return routes, sc.Err()
}

// groupOf names the group a missing route is listed under: its first path
// segment, followed by the segment that says what kind of page it is when
// one of the first three does (a docs version, tags, the pages of a list,
// blog authors or archive), so that /docs/29.7/cli and /docs/29.7/api fall
// together. Redirect pages and the site's own src/pages are groups of their
// own.
func groupOf(r route, s *siteInfo) string {
	if r.Kind == kindRedirect {
		return "(redirect pages)"
	}
	if r.Path == "/" {
		return "/"
	}
	if s != nil && s.isSrcPage(r.Path) {
		return "(src/pages)"
	}
	segs := strings.Split(strings.TrimPrefix(r.Path, "/"), "/")
	for i := 0; i < len(segs) && i < 3; i++ {
		switch seg := segs[i]; {
		case seg == "tags" || seg == "page" || seg == "authors" || seg == "archive",
			s != nil && s.versions[seg]:
			return "/" + path.Join(segs[:i+1]...)
		}
	}
	return "/" + segs[0]
}

// siteInfo is what groupOf and pickPage read from a site folder.
type siteInfo struct {
	dir      string
	versions map[string]bool // the docs versions' path segments
	older    []string        // the released versions but the latest of each docs instance
}

// olderVersion reports whether a route is a page of a docs version that is
// not the latest release (or of "next", the unreleased one): a segment is
// the version's name, or ends with "-" and it (savonet's doc-2.2.5).
func (s *siteInfo) olderVersion(route string) bool {
	for _, seg := range strings.Split(route, "/") {
		if seg == "next" {
			return true
		}
		for _, v := range s.older {
			if seg == v || strings.HasSuffix(seg, "-"+v) {
				return true
			}
		}
	}
	return false
}

// readSite reads the version names of every docs instance of a site
// (versions.json, ID_versions.json), and "next", the path of the current
// version when a released one is the default.
func readSite(dir string) *siteInfo {
	s := &siteInfo{dir: dir, versions: map[string]bool{"next": true}}
	files, _ := filepath.Glob(filepath.Join(dir, "*versions.json"))
	for _, f := range files {
		if b := filepath.Base(f); b != "versions.json" && !strings.HasSuffix(b, "_versions.json") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		var names []string
		if json.Unmarshal(data, &names) == nil {
			for i, n := range names {
				s.versions[n] = true
				if i > 0 {
					s.older = append(s.older, n)
				}
			}
		}
	}
	return s
}

// isSrcPage reports whether a route is one of the site's src/pages files
// (x.js, x.tsx, x.md…, or x/index.*), as Docusaurus's pages plugin routes
// them.
func (s *siteInfo) isSrcPage(route string) bool {
	base := filepath.Join(s.dir, "src", "pages", filepath.FromSlash(strings.TrimPrefix(route, "/")))
	for _, e := range []string{".js", ".jsx", ".ts", ".tsx", ".md", ".mdx"} {
		if fileExists(base+e) || fileExists(filepath.Join(base, "index"+e)) {
			return true
		}
	}
	return false
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}
