package main

import (
	"bufio"
	"fmt"
	"io"
	"path"
	"strings"
)

// site is one line of the sites list: a Docusaurus site of the corpus.
type site struct {
	Name    string // owner/name
	Commit  string // the commit the list names
	Dir     string // the Docusaurus site folder inside the repository ("." for the root)
	Static  string // its static folder inside the repository
	BaseURL string // its baseUrl
	Format  string // markdown.format: mdx, md or detect (pagecheck -format)
	Folders []folder
}

// folder is one docs folder of a site, with the route base of its docs plugin.
type folder struct {
	Path      string // inside the repository
	RouteBase string
}

// corpusDir is the site's folder name in the corpus: owner+name.
func (s *site) corpusDir() string { return strings.Replace(s.Name, "/", "+", 1) }

// parseSites reads the sites list (see bench/compat-sites.txt):
//
//	owner/name commit [site=DIR] [static=DIR] [baseurl=/P/] [format=md|detect] docs=PATH[:/ROUTE] …
func parseSites(r io.Reader) ([]*site, error) {
	var out []*site
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 3 || strings.Count(f[0], "/") != 1 || strings.Contains(f[1], "=") {
			return nil, fmt.Errorf("line %d: want owner/name, a commit and docs=PATH", n)
		}
		s := &site{Name: f[0], Commit: f[1], Dir: ".", BaseURL: "/", Format: "mdx"}
		for _, kv := range f[2:] {
			k, v, ok := strings.Cut(kv, "=")
			if !ok || v == "" {
				return nil, fmt.Errorf("line %d: %q is not key=value", n, kv)
			}
			switch k {
			case "site":
				s.Dir = path.Clean(v)
			case "static":
				s.Static = path.Clean(v)
			case "baseurl":
				s.BaseURL = v
			case "format":
				if v != "mdx" && v != "detect" && v != "md" {
					return nil, fmt.Errorf("line %d: format %q: want mdx, md or detect", n, v)
				}
				s.Format = v
			case "docs":
				p, route, hasRoute := strings.Cut(v, ":")
				if !hasRoute {
					route = "/docs"
				}
				if !strings.HasPrefix(route, "/") {
					return nil, fmt.Errorf("line %d: route base %q must start with /", n, route)
				}
				s.Folders = append(s.Folders, folder{Path: path.Clean(p), RouteBase: route})
			default:
				return nil, fmt.Errorf("line %d: unknown key %q", n, k)
			}
		}
		if len(s.Folders) == 0 {
			return nil, fmt.Errorf("line %d: %s has no docs=PATH", n, s.Name)
		}
		if s.Static == "" {
			s.Static = path.Join(s.Dir, "static")
		}
		out = append(out, s)
	}
	return out, sc.Err()
}
