package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

type compareOpts struct{ work, builds, details string }

// mismatch is one difference of a page: its aspect, its kind (what the
// ranked list counts) and a short example (ids, hrefs, element names).
type mismatch struct {
	aspect, kind, example string
	// detail is for the details file only: it may quote the site's text.
	detail string
}

// pageResult is one compared page.
type pageResult struct {
	site, source, route string
	// counts are Docusaurus's headings, links, code blocks and words.
	counts     [4]int
	same       map[string]bool // per aspect
	similarity float64         // of the text, 0..1
	mismatches []mismatch
}

var aspects = []string{"headings", "links", "code", "text"}

// compareSites compares every compared page of each site and writes the
// tables to w, every page's mismatches to the details file.
func compareSites(o compareOpts, names []string, w io.Writer) error {
	var all []*pageResult
	var details strings.Builder
	for _, name := range names {
		res, err := compareSite(o, name)
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		all = append(all, res...)
		for _, r := range res {
			fmt.Fprintf(&details, "== %s %s %s  similarity %.4f\n", r.site, r.source, r.route, r.similarity)
			for _, m := range r.mismatches {
				fmt.Fprintf(&details, "  %-8s %s: %s", m.aspect, m.kind, m.example)
				if m.detail != "" {
					fmt.Fprintf(&details, "  | %s", m.detail)
				}
				fmt.Fprintln(&details)
			}
		}
	}
	if o.details != "" {
		if err := os.WriteFile(o.details, []byte(details.String()), 0o644); err != nil {
			return err
		}
	}
	writeTables(w, names, all)
	return nil
}

// routes maps the page sources (repository-relative) to their routes.
type routes map[string]string

// docusaurusRoutes reads the docs plugin's metadata of a build: each doc's
// source (@site/…) and permalink.
func docusaurusRoutes(siteDir, dir string) (routes, error) {
	files, err := filepath.Glob(filepath.Join(siteDir, ".docusaurus/docusaurus-plugin-content-docs/default/*.json"))
	if err != nil {
		return nil, err
	}
	out := routes{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var meta struct{ Source, Permalink string }
		if json.Unmarshal(data, &meta) != nil || !strings.HasPrefix(meta.Source, "@site/") {
			continue
		}
		out[path.Join(dir, strings.TrimPrefix(meta.Source, "@site/"))] = meta.Permalink
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no docs metadata in %s/.docusaurus: has Docusaurus built it?", siteDir)
	}
	return out, nil
}

// docskitRoutes reads bench/compat/pagecheck's JSON of the work copy.
func docskitRoutes(repo, file string) (routes, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var rep pagecheckReport
	if err := json.Unmarshal(data, &rep); err != nil {
		return nil, fmt.Errorf("%s: %v", file, err)
	}
	rel, err := filepath.Rel(repo, rep.Root)
	if err != nil {
		return nil, err
	}
	out := routes{}
	for _, p := range rep.Pages {
		out[path.Join(filepath.ToSlash(rel), p.Source)] = p.Route
	}
	return out, nil
}

// pageFile is the HTML file of a route in a build: ROUTE/index.html or
// ROUTE.html.
func pageFile(build, route string) string {
	r := strings.Trim(route, "/")
	for _, c := range []string{path.Join(r, "index.html"), r + ".html"} {
		if p := filepath.Join(build, filepath.FromSlash(c)); exists(p) && !strings.HasPrefix(c, ".html") {
			return p
		}
	}
	return ""
}

func compareSite(o compareOpts, name string) ([]*pageResult, error) {
	slug := strings.Replace(name, "/", "+", 1)
	repo := filepath.Join(o.work, slug)
	data, err := os.ReadFile(filepath.Join(repo, "manifest.json"))
	if err != nil {
		return nil, err
	}
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, err
	}
	dsRoutes, err := docusaurusRoutes(filepath.Join(repo, m.Site.Dir), m.Site.Dir)
	if err != nil {
		return nil, err
	}
	dkRoutes, err := docskitRoutes(repo, filepath.Join(repo, "report.json"))
	if err != nil {
		return nil, err
	}
	dsBuild := filepath.Join(o.builds, "ds", slug)
	dkBuild := filepath.Join(o.builds, "dk", slug)
	var out []*pageResult
	for _, src := range m.Compared {
		r := &pageResult{site: name, source: src, route: dsRoutes[src], same: map[string]bool{}}
		out = append(out, r)
		dsRoute, dkRoute := dsRoutes[src], dkRoutes[src]
		if dsRoute == "" || dkRoute == "" {
			r.mismatches = append(r.mismatches, mismatch{"page", "page missing from a build", fmt.Sprintf("docusaurus %q, docskit %q", dsRoute, dkRoute), ""})
			continue
		}
		if normRoute(dsRoute) != normRoute(dkRoute) {
			r.mismatches = append(r.mismatches, mismatch{"page", "route differs", fmt.Sprintf("docusaurus %s, docskit %s", dsRoute, dkRoute), ""})
		}
		dsFile, dkFile := pageFile(dsBuild, dsRoute), pageFile(dkBuild, dkRoute)
		if dsFile == "" || dkFile == "" {
			r.mismatches = append(r.mismatches, mismatch{"page", "page file missing from a build", fmt.Sprintf("%s / %s", dsRoute, dkRoute), ""})
			continue
		}
		ds, err := readContent(dsFile, docusaurus)
		if err != nil {
			return nil, err
		}
		dk, err := readContent(dkFile, docskit)
		if err != nil {
			return nil, err
		}
		comparePage(r, ds, dk, dsRoute, dkRoute)
	}
	return out, nil
}

func readContent(file string, f flavor) (*content, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	c := extract(parseHTML(data), f)
	if c == nil {
		return nil, fmt.Errorf("%s: no main content element (%s)", file, f.name)
	}
	return c, nil
}

// comparePage compares the four aspects of one page's main content.
func comparePage(r *pageResult, ds, dk *content, dsRoute, dkRoute string) {
	r.counts = [4]int{len(ds.headings), len(ds.links), len(ds.codes), len(ds.tokens)}
	add := func(aspect, kind, example, detail string) {
		r.mismatches = append(r.mismatches, mismatch{aspect, kind, example, detail})
	}
	// Headings: paired by id, then in order; named by id (or level).
	hname := func(h heading) string {
		if h.id == "" {
			return fmt.Sprintf("h%d (no id)", h.level)
		}
		return fmt.Sprintf("h%d #%s", h.level, h.id)
	}
	// Docusaurus gives no h1 an id: those pair by level and text.
	pairs := align(len(ds.headings), len(dk.headings), func(i, j int) bool {
		a, b := ds.headings[i], dk.headings[j]
		return a.id != "" && a.id == b.id || a.id == "" && a.level == b.level && a.text == b.text
	})
	for _, p := range pairs {
		switch {
		case p.j < 0:
			h := ds.headings[p.i]
			add("headings", "heading missing in docskit", hname(h), h.text)
		case p.i < 0:
			h := dk.headings[p.j]
			add("headings", "heading only in docskit", hname(h), h.text)
		default:
			a, b := ds.headings[p.i], dk.headings[p.j]
			switch {
			case a.id == b.id:
			case a.id == "":
				add("headings", fmt.Sprintf("h%d with an id only in docskit", b.level), "#"+b.id, a.text)
			default:
				add("headings", "heading id differs", fmt.Sprintf("#%s vs #%s", a.id, orNone(b.id)), a.text)
			}
			if a.level != b.level {
				add("headings", fmt.Sprintf("heading level differs (h%d vs h%d)", a.level, b.level), hname(a), "")
			}
			if a.text != b.text {
				add("headings", "heading text differs", hname(a), fmt.Sprintf("%q vs %q", a.text, b.text))
			}
		}
	}
	// Links: normalised, paired when equal, then in order.
	dl, kl := normLinks(ds.links, dsRoute), normLinks(dk.links, dkRoute)
	for _, p := range align(len(dl), len(kl), func(i, j int) bool { return dl[i] == kl[j] }) {
		switch {
		case p.j < 0:
			add("links", "link missing in docskit ("+linkKind(dl[p.i])+")", dl[p.i], "")
		case p.i < 0:
			add("links", "link only in docskit ("+linkKind(kl[p.j])+")", kl[p.j], "")
		case dl[p.i] != kl[p.j]:
			a, b := dl[p.i], kl[p.j]
			kind := "link target differs"
			if strings.SplitN(a, "#", 2)[0] == strings.SplitN(b, "#", 2)[0] {
				kind = "link fragment differs"
			}
			add("links", kind+" ("+linkKind(a)+")", a+" vs "+b, "")
		}
	}
	// Code blocks: paired when their text is equal, then in order.
	for _, p := range align(len(ds.codes), len(dk.codes), func(i, j int) bool { return ds.codes[i].text == dk.codes[j].text }) {
		switch {
		case p.j < 0:
			add("code", "code block missing in docskit", "language "+orNone(ds.codes[p.i].lang), "")
		case p.i < 0:
			add("code", "code block only in docskit", "language "+orNone(dk.codes[p.j].lang), "")
		default:
			a, b := ds.codes[p.i], dk.codes[p.j]
			if a.lang != b.lang {
				add("code", fmt.Sprintf("code language differs (%s vs %s)", orNone(a.lang), orNone(b.lang)), "", "")
			}
			if a.title != b.title {
				add("code", "code title differs", fmt.Sprintf("%q vs %q", a.title, b.title), "")
			}
			if a.text != b.text {
				line, la, lb := firstLineDiff(a.text, b.text)
				add("code", "code text differs"+codeDiffKind(a.text, b.text), fmt.Sprintf("language %s, line %d", orNone(a.lang), line), fmt.Sprintf("%q vs %q", la, lb))
			}
		}
	}
	// Text.
	dw, kw := words(ds.tokens), words(dk.tokens)
	sim, hunks := diffWords(dw, kw)
	r.similarity = sim
	themeOnly := true
	for _, h := range hunks {
		var kind, ex string
		dsCtx, dkCtx := "", ""
		if h.a0 < h.a1 {
			dsCtx = ds.tokens[h.a0].ctx
		}
		if h.b0 < h.b1 {
			dkCtx = dk.tokens[h.b0].ctx
		}
		if !(themeWords[dsCtx] || dsCtx == "" && h.a0 == h.a1) || !(themeWords[dkCtx] || dkCtx == "" && h.b0 == h.b1) {
			themeOnly = false
		}
		switch {
		case h.b0 == h.b1:
			kind = "text only in Docusaurus, in " + orNone(ds.tokens[h.a0].ctx)
			ex = fmt.Sprintf("%d words", h.a1-h.a0)
		case h.a0 == h.a1:
			kind = "text only in docskit, in " + orNone(dk.tokens[h.b0].ctx)
			ex = fmt.Sprintf("%d words", h.b1-h.b0)
		default:
			kind = "text differs, in " + orNone(ds.tokens[h.a0].ctx) + " / " + orNone(dk.tokens[h.b0].ctx)
			ex = fmt.Sprintf("%d words vs %d", h.a1-h.a0, h.b1-h.b0)
			if ds.tokens[h.a0].ctx == "admonition title" && dk.tokens[h.b0].ctx == "admonition title" {
				// The theme's words (note, tip), not the site's: shown.
				ex = fmt.Sprintf("%q vs %q", clip(dw[h.a0:h.a1]), clip(kw[h.b0:h.b1]))
			}
		}
		if magicComments(dw[h.a0:h.a1], kw[h.b0:h.b1]) {
			kind += " (highlight magic comments)"
		}
		add("text", kind, ex, fmt.Sprintf("%q vs %q", clip(dw[h.a0:h.a1]), clip(kw[h.b0:h.b1])))
	}
	for _, a := range aspects {
		r.same[a] = true
	}
	for _, m := range r.mismatches {
		r.same[m.aspect] = false
	}
	r.same["text*"] = themeOnly
}

// themeWords are the contexts whose default words are the theme's, not
// the site's: an admonition's title, a details element's summary.
var themeWords = map[string]bool{"admonition title": true, "details summary": true}

// codeDiffKind names a known cause of a code block's different text.
func codeDiffKind(ds, dk string) string {
	switch {
	case strings.Contains(dk, "highlight-") && !strings.Contains(ds, "highlight-"):
		return " (highlight magic comments kept)"
	case strings.Trim(ds, "\n") == strings.Trim(dk, "\n"):
		return " (leading blank lines)"
	}
	return ""
}

// magicComments says whether the words only docskit has are Docusaurus's
// line-highlight comments (// highlight-next-line, # highlight-start …).
func magicComments(ds, dk []string) bool {
	if len(dk) == 0 || len(ds) != 0 {
		return false
	}
	for _, w := range dk {
		if !strings.HasPrefix(w, "highlight-") && w != "//" && w != "#" && w != "/*" && w != "*/" && w != "{/*" && w != "*/}" && w != "<!--" && w != "-->" {
			return false
		}
	}
	return true
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

func clip(ws []string) string {
	if len(ws) > 12 {
		return strings.Join(ws[:12], " ") + " …"
	}
	return strings.Join(ws, " ")
}

func words(ts []token) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.word
	}
	return out
}

func firstLineDiff(a, b string) (int, string, string) {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; ; i++ {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y || i >= len(la) || i >= len(lb) {
			return i + 1, x, y
		}
	}
}

// normRoute is a route in one form: no trailing slash, no .html, no /index.
func normRoute(p string) string {
	p = strings.TrimSuffix(p, ".html")
	p = strings.TrimSuffix(p, "/index")
	if len(p) > 1 {
		p = strings.TrimRight(p, "/")
	}
	if p == "" {
		p = "/"
	}
	return p
}

// normLinks resolves each href against the page's route and puts internal
// ones in one route form; external ones lose a trailing slash only.
func normLinks(hrefs []string, route string) []string {
	base, _ := url.Parse("https://site.invalid" + route)
	out := make([]string, len(hrefs))
	for i, h := range hrefs {
		u, err := url.Parse(strings.TrimSpace(h))
		if err != nil {
			out[i] = h
			continue
		}
		if u.Scheme != "" || u.Host != "" {
			if u.Scheme == "http" || u.Scheme == "https" {
				u.Path = strings.TrimRight(u.Path, "/")
			}
			out[i] = u.String()
			continue
		}
		if u.Path == "" && u.RawQuery == "" { // #fragment: this page
			out[i] = "#" + u.Fragment
			continue
		}
		abs := base.ResolveReference(u)
		s := normRoute(abs.Path)
		if abs.RawQuery != "" {
			s += "?" + abs.RawQuery
		}
		if abs.Fragment != "" {
			s += "#" + abs.Fragment
		}
		out[i] = s
	}
	return out
}

func linkKind(l string) string {
	switch {
	case strings.HasPrefix(l, "#"):
		return "same-page anchor"
	case strings.HasPrefix(l, "mailto:"):
		return "mailto"
	case strings.Contains(l, "://"):
		return "external"
	case strings.HasPrefix(l, "/"):
		p := strings.SplitN(strings.SplitN(l, "#", 2)[0], "?", 2)[0]
		if ext := path.Ext(p); ext != "" && len(ext) <= 6 {
			return "file"
		}
		return "internal route"
	}
	return "other"
}

// pair is one step of an alignment: i, j or both (-1: absent).
type pair struct{ i, j int }

// align pairs two sequences: the longest common subsequence under eq, and
// in each gap between its pairs the leftovers of both sides in order (so a
// changed item shows as one pair that differs, not a missing and an extra).
func align(n, m int, eq func(i, j int) bool) []pair {
	// lcs[i][j] is the LCS length of the suffixes from i and j.
	lcs := make([][]int32, n+1)
	for i := range lcs {
		lcs[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if eq(i, j) {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var out []pair
	var gapA, gapB []int
	flushGap := func() {
		k := 0
		for ; k < len(gapA) && k < len(gapB); k++ {
			out = append(out, pair{gapA[k], gapB[k]})
		}
		for _, i := range gapA[k:] {
			out = append(out, pair{i, -1})
		}
		for _, j := range gapB[k:] {
			out = append(out, pair{-1, j})
		}
		gapA, gapB = gapA[:0], gapB[:0]
	}
	i, j := 0, 0
	for i < n && j < m {
		switch {
		case eq(i, j):
			flushGap()
			out = append(out, pair{i, j})
			i, j = i+1, j+1
		case lcs[i+1][j] >= lcs[i][j+1]:
			gapA = append(gapA, i)
			i++
		default:
			gapB = append(gapB, j)
			j++
		}
	}
	for ; i < n; i++ {
		gapA = append(gapA, i)
	}
	for ; j < m; j++ {
		gapB = append(gapB, j)
	}
	flushGap()
	return out
}

// hunk is a run of words that differ: a[a0:a1] in Docusaurus's text,
// b[b0:b1] in docskit's.
type hunk struct{ a0, a1, b0, b1 int }

// maxEdits bounds the diff of a page's words (Myers' algorithm takes time
// and memory growing with the edits); beyond it a page is reported as one
// hunk from its first difference on.
const maxEdits = 2000

// diffWords is the similarity of two word sequences, 2·common/(len a + len
// b), and the hunks where they differ.
func diffWords(a, b []string) (float64, []hunk) {
	n, m := len(a), len(b)
	if n+m == 0 {
		return 1, nil
	}
	// Common prefix and suffix first: most pages differ in few places.
	pre := 0
	for pre < n && pre < m && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < n-pre && suf < m-pre && a[n-1-suf] == b[m-1-suf] {
		suf++
	}
	a2, b2 := a[pre:n-suf], b[pre:m-suf]
	ops, ok := myers(a2, b2)
	if !ok {
		common := pre + suf
		return 2 * float64(common) / float64(n+m), []hunk{{pre, n - suf, pre, m - suf}}
	}
	var hunks []hunk
	i, j := 0, 0
	common := pre + suf
	var cur *hunk
	for _, op := range ops {
		switch op {
		case '=':
			if cur != nil {
				hunks = append(hunks, *cur)
				cur = nil
			}
			i, j = i+1, j+1
			common++
		case '-':
			if cur == nil {
				cur = &hunk{pre + i, pre + i, pre + j, pre + j}
			}
			i++
			cur.a1 = pre + i
		case '+':
			if cur == nil {
				cur = &hunk{pre + i, pre + i, pre + j, pre + j}
			}
			j++
			cur.b1 = pre + j
		}
	}
	if cur != nil {
		hunks = append(hunks, *cur)
	}
	return 2 * float64(common) / float64(n+m), hunks
}

// myers is the shortest edit script from a to b ('=' keep, '-' delete,
// '+' insert), or false past maxEdits.
func myers(a, b []string) ([]byte, bool) {
	n, m := len(a), len(b)
	off := n + m + 1
	v := make([]int, 2*off+1)
	var trace [][]int
	for d := 0; d <= n+m; d++ {
		if d > maxEdits {
			return nil, false
		}
		snapshot := make([]int, 2*d+3)
		for k := -d - 1; k <= d+1; k++ {
			snapshot[k+d+1] = v[off+k]
		}
		trace = append(trace, snapshot)
		for k := -d; k <= d; k += 2 {
			var x int
			if k == -d || (k != d && v[off+k-1] < v[off+k+1]) {
				x = v[off+k+1]
			} else {
				x = v[off+k-1] + 1
			}
			y := x - k
			for x < n && y < m && a[x] == b[y] {
				x, y = x+1, y+1
			}
			v[off+k] = x
			if x >= n && y >= m {
				return backtrack(trace, n, m, d), true
			}
		}
	}
	return nil, false
}

// backtrack walks the trace of myers back from (n, m) to the script.
func backtrack(trace [][]int, n, m, dEnd int) []byte {
	var rev []byte
	x, y := n, m
	for d := dEnd; d > 0; d-- {
		vd := trace[d] // v before step d, indexed k+d+1
		get := func(k int) int { return vd[k+d+1] }
		k := x - y
		var prevK int
		if k == -d || (k != d && get(k-1) < get(k+1)) {
			prevK = k + 1
		} else {
			prevK = k - 1
		}
		prevX := get(prevK)
		prevY := prevX - prevK
		for x > prevX && y > prevY {
			rev = append(rev, '=')
			x, y = x-1, y-1
		}
		if x == prevX {
			rev = append(rev, '+')
		} else {
			rev = append(rev, '-')
		}
		x, y = prevX, prevY
	}
	for x > 0 && y > 0 {
		rev = append(rev, '=')
		x, y = x-1, y-1
	}
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	return rev
}

// writeTables prints the table per site and the ranked mismatch kinds.
func writeTables(w io.Writer, names []string, all []*pageResult) {
	fmt.Fprintln(w, "docskit's main content against Docusaurus 3.9.2's build of the same docs folder (bench/render-compare.sh)")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "## Pages identical per aspect")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "headings: level, id and text of every h1-h6; links: every href, internal ones resolved and in one route form,")
	fmt.Fprintln(w, "in order; code: language, title and text of every block; text: the words of the content (chrome left out:")
	fmt.Fprintln(w, "copy buttons, heading hash links, icons); text*: the text, the theme's words aside (default admonition titles")
	fmt.Fprintln(w, "and details summaries: docskit's are Korean); all 4: no mismatch at all; similarity (of the text): 2*common")
	fmt.Fprintln(w, "words/(words of both), Myers diff.")
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%-34s %6s %9s %6s %6s %6s %6s %6s %11s %8s\n", "site", "pages", "headings", "links", "code", "text", "text*", "all 4", "median sim", "min sim")
	bySite := map[string][]*pageResult{}
	for _, r := range all {
		bySite[r.site] = append(bySite[r.site], r)
	}
	row := func(label string, rs []*pageResult) {
		cnt := map[string]int{}
		all4 := 0
		var sims []float64
		for _, r := range rs {
			ok := true
			for _, a := range aspects {
				if r.same[a] {
					cnt[a]++
				} else {
					ok = false
				}
			}
			if ok && len(r.mismatches) == 0 {
				all4++
			}
			sims = append(sims, r.similarity)
		}
		sort.Float64s(sims)
		med, lo := 0.0, 0.0
		if len(sims) > 0 {
			med, lo = sims[len(sims)/2], sims[0]
			if len(sims)%2 == 0 {
				med = (sims[len(sims)/2-1] + sims[len(sims)/2]) / 2
			}
		}
		for _, r := range rs {
			if r.same["text*"] {
				cnt["text*"]++
			}
		}
		fmt.Fprintf(w, "%-34s %6d %9d %6d %6d %6d %6d %6d %11.4f %8.4f\n", label, len(rs), cnt["headings"], cnt["links"], cnt["code"], cnt["text"], cnt["text*"], all4, med, lo)
	}
	for _, n := range names {
		row(n, bySite[n])
	}
	row("TOTAL", all)
	var tot [4]int
	for _, r := range all {
		for i := range tot {
			tot[i] += r.counts[i]
		}
	}
	fmt.Fprintf(w, "\nCompared (Docusaurus's side): %d headings, %d links, %d code blocks, %d words.\n\n", tot[0], tot[1], tot[2], tot[3])

	type kindStat struct {
		aspect, kind string
		pages        map[string]bool
		sites        map[string]bool
		count        int
		examples     []string
	}
	kinds := map[string]*kindStat{}
	for _, r := range all {
		for _, m := range r.mismatches {
			k := kinds[m.aspect+"\x00"+m.kind]
			if k == nil {
				k = &kindStat{aspect: m.aspect, kind: m.kind, pages: map[string]bool{}, sites: map[string]bool{}}
				kinds[m.aspect+"\x00"+m.kind] = k
			}
			k.count++
			k.pages[r.site+" "+r.source] = true
			if !k.sites[r.site] && len(k.examples) < 2 {
				ex := r.route
				if m.example != "" {
					ex += ": " + m.example
				}
				k.examples = append(k.examples, r.site+" "+ex)
			}
			k.sites[r.site] = true
		}
	}
	var ks []*kindStat
	for _, k := range kinds {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool {
		if len(ks[i].pages) != len(ks[j].pages) {
			return len(ks[i].pages) > len(ks[j].pages)
		}
		if ks[i].count != ks[j].count {
			return ks[i].count > ks[j].count
		}
		return ks[i].aspect+ks[i].kind < ks[j].aspect+ks[j].kind
	})
	fmt.Fprintln(w, "## Mismatch kinds, by pages affected")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "pages, occurrences, sites; then up to two examples from different sites (route: ids, hrefs, element names).")
	fmt.Fprintln(w, "text kinds name the innermost element of the differing words: Docusaurus's / docskit's.")
	fmt.Fprintln(w)
	for _, k := range ks {
		fmt.Fprintf(w, "%5d %6d %3d  %-8s %s\n", len(k.pages), k.count, len(k.sites), k.aspect, k.kind)
		for _, e := range k.examples {
			fmt.Fprintf(w, "%25s e.g. %s\n", "", e)
		}
	}
}
