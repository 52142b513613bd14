package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// site is what prepare needs of one line of bench/compat-sites.txt: the
// site folder, its static folder, markdown.format and the first docs folder.
type site struct {
	Name      string `json:"name"`      // owner/name
	Dir       string `json:"dir"`       // the Docusaurus site folder inside the repository
	Static    string `json:"static"`    // its static folder inside the repository
	Format    string `json:"format"`    // markdown.format
	Docs      string `json:"docs"`      // the docs folder inside the repository
	RouteBase string `json:"routeBase"` // its routeBasePath
	BaseURL   string `json:"baseUrl"`
}

func (s *site) slug() string { return strings.Replace(s.Name, "/", "+", 1) }

// readSites reads the lines of the sites list that name one of want, in
// the order of want. The format is the one bench/compat reads.
func readSites(file string, want []string) ([]*site, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	all := map[string]*site{}
	for n, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		s := &site{Name: f[0], Dir: ".", Format: "mdx", BaseURL: "/"}
		for _, kv := range f[2:] {
			k, v, _ := strings.Cut(kv, "=")
			switch k {
			case "site":
				s.Dir = path.Clean(v)
			case "static":
				s.Static = path.Clean(v)
			case "format":
				s.Format = v
			case "baseurl":
				s.BaseURL = v
			case "docs":
				if s.Docs != "" {
					continue // the first docs folder only
				}
				p, route, ok := strings.Cut(v, ":")
				if !ok {
					route = "/docs"
				}
				s.Docs, s.RouteBase = path.Clean(p), route
			default:
				return nil, fmt.Errorf("%s:%d: unknown key %q", file, n+1, k)
			}
		}
		if s.Static == "" {
			s.Static = path.Join(s.Dir, "static")
		}
		all[s.Name] = s
	}
	var out []*site
	for _, w := range want {
		s, ok := all[w]
		if !ok {
			return nil, fmt.Errorf("%s: no site %s", file, w)
		}
		out = append(out, s)
	}
	return out, nil
}

// manifest is what prepare leaves in each site's work folder for the build
// steps and for compare: the pages to compare, and those it had to leave out.
type manifest struct {
	Site site `json:"site"`
	// Compared are the page sources (repository-relative) copied as they are.
	Compared []string `json:"compared"`
	// Stubbed are docskit-built pages whose imports a bare Docusaurus site
	// cannot resolve (with the import): their front matter and headings
	// only, so that links to them still resolve, and not compared.
	Stubbed map[string]string `json:"stubbed,omitempty"`
	// Failed are the pages docskit does not build: stubs too, as
	// pagecheck has them (a page that builds may link to them); not
	// compared.
	Failed []string `json:"failed"`
	// Unloaded are the pages whose file docskit does not load (front
	// matter, route): left out, as pagecheck leaves them out.
	Unloaded []string `json:"unloaded,omitempty"`
}

// pagecheckReport is the part of bench/compat/pagecheck's JSON read here.
type pagecheckReport struct {
	Root  string `json:"root"`
	Pages []struct {
		Source string `json:"source"`
		Route  string `json:"route"`
		OK     bool   `json:"ok"`
	} `json:"pages"`
	Complete bool `json:"complete"`
}

type prepareOpts struct {
	corpus, work, pagecheck, nodeModules, dsite string
}

// prepare lays out one site's work folder: the repository's layout with the
// docs folder less the pages docskit does not build, the files those pages
// import from outside it, and a bare Docusaurus site (config, package.json,
// node_modules link) in the site folder.
func prepare(o prepareOpts, s *site) (*manifest, error) {
	repo := filepath.Join(o.corpus, s.slug())
	work := filepath.Join(o.work, s.slug())
	if err := os.RemoveAll(work); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(work, 0o755); err != nil {
		return nil, err
	}
	rep, err := runReport(o, filepath.Join(repo, s.Docs), s, filepath.Join(work, "corpus-report.json"))
	if err != nil {
		return nil, err
	}
	relRoot, err := filepath.Rel(repo, rep.Root)
	if err != nil {
		return nil, err
	}
	m := &manifest{Site: *s, Stubbed: map[string]string{}}
	pageOK := map[string]bool{}
	for _, p := range rep.Pages {
		src := path.Join(filepath.ToSlash(relRoot), p.Source)
		pageOK[src] = p.OK
		switch {
		case p.Route == "":
			m.Unloaded = append(m.Unloaded, src)
		case !p.OK:
			m.Failed = append(m.Failed, src)
		}
	}
	// The docs folder, without the pages docskit fails on.
	err = filepath.WalkDir(filepath.Join(repo, s.Docs), func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(repo, p)
		rel = filepath.ToSlash(rel)
		if d.IsDir() || !d.Type().IsRegular() {
			return nil
		}
		if ok, isPage := pageOK[rel]; isPage && !ok {
			if slices.Contains(m.Unloaded, rel) {
				return nil
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			return writeFile(filepath.Join(work, rel), stub(data))
		}
		return copyFile(filepath.Join(repo, rel), filepath.Join(work, rel))
	})
	if err != nil {
		return nil, err
	}
	// Imports, transitively: partials outside the docs folder are copied;
	// a page importing what a bare Docusaurus site lacks becomes a stub.
	themeDir := filepath.Join(o.dsite, "node_modules/@docusaurus/theme-classic/lib/theme")
	coreDir := filepath.Join(o.dsite, "node_modules/@docusaurus/core/lib/client/exports")
	queue := []string{}
	for src, ok := range pageOK {
		if ok {
			queue = append(queue, src)
		}
	}
	sort.Strings(queue)
	pages := append([]string(nil), queue...)
	seen := map[string]bool{}
	unresolved := map[string]string{} // file -> first import it lacks
	importers := map[string][]string{}
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		if seen[f] {
			continue
		}
		seen[f] = true
		data, err := os.ReadFile(filepath.Join(repo, f))
		if err != nil {
			return nil, err
		}
		for _, spec := range mdxImports(data) {
			var target string
			switch {
			case strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../"):
				target = path.Join(path.Dir(f), spec)
			case strings.HasPrefix(spec, "@site/"):
				target = path.Join(s.Dir, strings.TrimPrefix(spec, "@site/"))
			case strings.HasPrefix(spec, "@theme/"):
				if !exists(filepath.Join(themeDir, strings.TrimPrefix(spec, "@theme/"))) && !exists(filepath.Join(themeDir, strings.TrimPrefix(spec, "@theme/")+".js")) {
					unresolved[f] = spec
				}
				continue
			case strings.HasPrefix(spec, "@docusaurus/"):
				if !exists(filepath.Join(coreDir, strings.TrimPrefix(spec, "@docusaurus/")+".js")) {
					unresolved[f] = spec
				}
				continue
			default:
				unresolved[f] = spec
				continue
			}
			found := ""
			for _, ext := range []string{"", ".mdx", ".md"} {
				if st, err := os.Stat(filepath.Join(repo, target+ext)); err == nil && st.Mode().IsRegular() {
					found = target + ext
					break
				}
			}
			if found == "" || (!strings.HasSuffix(found, ".md") && !strings.HasSuffix(found, ".mdx")) {
				unresolved[f] = spec
				continue
			}
			if err := copyFile(filepath.Join(repo, found), filepath.Join(work, found)); err != nil {
				return nil, err
			}
			importers[found] = append(importers[found], f)
			queue = append(queue, found)
		}
	}
	// A page lacks an import when it or a partial it includes does.
	lacks := func(page string) string {
		todo, done := []string{page}, map[string]bool{}
		for len(todo) > 0 {
			f := todo[0]
			todo = todo[1:]
			if done[f] {
				continue
			}
			done[f] = true
			if u, ok := unresolved[f]; ok {
				return u
			}
			for imp, froms := range importers {
				for _, from := range froms {
					if from == f {
						todo = append(todo, imp)
					}
				}
			}
		}
		return ""
	}
	for _, p := range pages {
		if u := lacks(p); u != "" {
			m.Stubbed[p] = u
			data, err := os.ReadFile(filepath.Join(repo, p))
			if err != nil {
				return nil, err
			}
			if err := writeFile(filepath.Join(work, p), stub(data)); err != nil {
				return nil, err
			}
			continue
		}
		m.Compared = append(m.Compared, p)
	}
	if err := writeDocusaurusSite(o, s, work); err != nil {
		return nil, err
	}
	out, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, err
	}
	return m, os.WriteFile(filepath.Join(work, "manifest.json"), out, 0o644)
}

// runReport runs bench/compat/pagecheck on a docs folder.
func runReport(o prepareOpts, docs string, s *site, out string) (*pagecheckReport, error) {
	args := []string{"-docs", docs, "-route-base", s.RouteBase, "-format", s.Format, "-report", out, "-node-modules", o.nodeModules}
	if st := filepath.Join(o.corpus, s.slug(), s.Static); exists(st) {
		args = append(args, "-static", st)
	}
	cmd := exec.Command(o.pagecheck, args...)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = io.Discard, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) { // exit 1: some page fails, as expected
		return nil, fmt.Errorf("%s: %v\n%s", o.pagecheck, err, stderr.String())
	}
	data, err := os.ReadFile(out)
	if err != nil {
		return nil, fmt.Errorf("%s wrote no report: %v\n%s", o.pagecheck, err, stderr.String())
	}
	var rep pagecheckReport
	if err := json.Unmarshal(data, &rep); err != nil {
		return nil, fmt.Errorf("%s: %v", out, err)
	}
	return &rep, nil
}

var importLine = regexp.MustCompile(`^import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]`)

// mdxImports are the modules an MDX file imports: import lines outside
// fenced code (where examples of imports are frequent).
func mdxImports(data []byte) []string {
	var out []string
	for _, line := range fenceAware(data) {
		if m := importLine.FindStringSubmatch(line.text); m != nil && !line.fenced {
			out = append(out, m[1])
		}
	}
	return out
}

type srcLine struct {
	text   string
	fenced bool // inside a fenced code block, fences included
}

// fenceAware splits a Markdown source into lines marked as in or out of
// fenced code (``` or ~~~, up to three spaces of indent).
func fenceAware(data []byte) []srcLine {
	var out []srcLine
	fence := ""
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		line := sc.Text()
		t := strings.TrimLeft(line, " ")
		indent := len(line) - len(t)
		if fence == "" {
			if indent <= 3 && (strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")) {
				n := len(t) - len(strings.TrimLeft(t, t[:1]))
				fence = strings.Repeat(t[:1], n)
				out = append(out, srcLine{line, true})
				continue
			}
			out = append(out, srcLine{line, false})
			continue
		}
		out = append(out, srcLine{line, true})
		if indent <= 3 && strings.HasPrefix(t, fence) && strings.TrimSpace(strings.TrimLeft(t, fence[:1])) == "" {
			fence = ""
		}
	}
	return out
}

// stub is a page's front matter and ATX headings: its route, sidebar place
// and anchors without its content.
func stub(data []byte) []byte {
	var b strings.Builder
	lines := fenceAware(data)
	i := 0
	if len(lines) > 0 && strings.TrimSpace(lines[0].text) == "---" {
		b.WriteString(lines[0].text + "\n")
		for i = 1; i < len(lines); i++ {
			b.WriteString(lines[i].text + "\n")
			if strings.TrimSpace(lines[i].text) == "---" {
				i++
				break
			}
		}
	}
	b.WriteString("\n")
	for ; i < len(lines); i++ {
		if !lines[i].fenced && atxHeading.MatchString(lines[i].text) {
			b.WriteString(plainHeading(lines[i].text) + "\n\n")
		}
	}
	return []byte(b.String())
}

var (
	atxHeading = regexp.MustCompile(`^#{1,6}\s`)
	headingID  = regexp.MustCompile(`\s*\{#[^}]*\}\s*$`)
	mdLink     = regexp.MustCompile(`!?\[([^\]]*)\]\([^)]*\)`)
	tagOrExpr  = regexp.MustCompile(`<[^>]*>|\{[^}]*\}`)
)

// plainHeading is a heading line without what could fail to compile in a
// stub (JSX, expressions, links): its text, its inline code as written
// (where <x> and {x} are text) and its {#id}.
func plainHeading(line string) string {
	id := headingID.FindString(line)
	parts := strings.Split(strings.TrimSuffix(line, id), "`")
	for i := 0; i < len(parts); i += 2 { // outside code spans
		parts[i] = tagOrExpr.ReplaceAllString(mdLink.ReplaceAllString(parts[i], "$1"), "")
	}
	return strings.TrimRight(strings.Join(parts, "`"), " ") + id
}

// writeDocusaurusSite writes a bare Docusaurus 3 site into the site folder of
// the work copy: the classic preset with one docs instance for the docs
// folder, the site's markdown.format and static folder, broken links as
// warnings. Docusaurus and cmd/docskit both build it.
func writeDocusaurusSite(o prepareOpts, s *site, work string) error {
	dir := filepath.Join(work, s.Dir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	docsRel, err := filepath.Rel(dir, filepath.Join(work, s.Docs))
	if err != nil {
		return err
	}
	cfg := map[string]any{
		"title":           "render-compare " + s.Name,
		"url":             "https://example.com",
		"baseUrl":         "/",
		"onBrokenLinks":   "warn",
		"onBrokenAnchors": "warn",
		"markdown": map[string]any{
			"format": s.Format,
			"hooks":  map[string]any{"onBrokenMarkdownLinks": "warn", "onBrokenMarkdownImages": "warn"},
		},
		"i18n": map[string]any{"defaultLocale": "en", "locales": []string{"en"}},
		"presets": []any{[]any{"classic", map[string]any{
			"docs":  map[string]any{"path": filepath.ToSlash(docsRel), "routeBasePath": s.RouteBase, "sidebarPath": "./sidebars.js"},
			"blog":  false,
			"pages": false,
		}}},
		"themeConfig": map[string]any{"navbar": map[string]any{"title": s.Name, "items": []any{}}},
	}
	if st := filepath.Join(o.corpus, s.slug(), s.Static); exists(st) {
		// The site's static folder where it is, for both builds.
		cfg["staticDirectories"] = []string{st}
	}
	js, err := json.MarshalIndent(cfg, "", "  ")
	if err != nil {
		return err
	}
	files := map[string]string{
		"docusaurus.config.js": "// Written by bench/rendercompare prepare: a bare site for the docs folder.\nmodule.exports = " + string(js) + ";\n",
		"sidebars.js":          "module.exports = { docs: [{ type: 'autogenerated', dirName: '.' }] };\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			return err
		}
	}
	if err := copyFile(filepath.Join(o.dsite, "package.json"), filepath.Join(dir, "package.json")); err != nil {
		return err
	}
	return os.Symlink(filepath.Join(o.dsite, "node_modules"), filepath.Join(dir, "node_modules"))
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return writeFile(to, data)
}

func writeFile(to string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o644)
}
