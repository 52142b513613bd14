package main

import (
	"fmt"
	"io"
	"os/exec"
	"sort"
	"strings"
	"time"
)

// printReport writes the tables: the corpus, the pages per docs folder, the
// causes ranked by the pages they affect, and what each site's docs need
// from the rest of the site.
func printReport(w io.Writer, results []*folderResult, notes map[string][]string, installs map[string]*installRecord, only string) {
	rev := "unknown"
	if out, err := exec.Command("git", "log", "-1", "--format=%h %cs").Output(); err == nil {
		rev = strings.TrimSpace(string(out))
	}
	fmt.Fprintf(w, "docskit compatibility with public Docusaurus 3 sites (bench/compat.sh), %s\n", time.Now().Format("2006-01-02"))
	fmt.Fprintf(w, "docskit %s; each docs folder checked with bench/compat/pagecheck\n", rev)
	if only != "" {
		fmt.Fprintf(w, "only %s\n", only)
	}

	fmt.Fprintf(w, "\n## Corpus\n\n")
	fmt.Fprintf(w, "%-37s %-12s %s\n", "site", "commit", "docs folders (route base)")
	seen := map[*site]bool{}
	for _, r := range results {
		if seen[r.site] {
			continue
		}
		seen[r.site] = true
		var fs []string
		for _, f := range r.site.Folders {
			fs = append(fs, fmt.Sprintf("%s (%s)", f.Path, f.RouteBase))
		}
		commit := short(r.commit)
		if r.commit != r.site.Commit {
			commit += " (list: " + short(r.site.Commit) + ")"
		}
		fmt.Fprintf(w, "%-37s %-12s %s\n", r.site.Name, commit, strings.Join(fs, ", "))
	}
	printInstalls(w, results, installs)

	fmt.Fprintf(w, "\n## Pages per docs folder\n\n")
	fmt.Fprintln(w, "build: the page builds (parse, render and link check all pass).")
	fmt.Fprintln(w, "no MDX problem: whatever else fails (links, the rest of the site), the page's content language is not the cause.")
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%-62s %6s %6s %6s %9s %6s %6s\n", "site / folder", "pages", "build", "%", "no MDX pb", "%", "time")
	var total counts
	for _, r := range results {
		name := r.site.Name + " " + r.folder.Path
		if r.err != nil {
			fmt.Fprintf(w, "%-62s error: %v\n", name, r.err)
			continue
		}
		c := r.counts()
		total.pages += c.pages
		total.build += c.build
		total.noMDX += c.noMDX
		flag := ""
		if !r.rep.Complete {
			flag = "  incomplete: a problem outside the pages stopped the check"
		}
		fmt.Fprintf(w, "%-62s %6d %6d %6s %9d %6s %5.1fs%s\n", name, c.pages, c.build, pct(c.build, c.pages), c.noMDX, pct(c.noMDX, c.pages), r.elapsed.Seconds(), flag)
	}
	fmt.Fprintf(w, "%-62s %6d %6d %6s %9d %6s\n", "TOTAL", total.pages, total.build, pct(total.build, total.pages), total.noMDX, pct(total.noMDX, total.pages))
	printSites(w, results)

	printCauses(w, results)
	printSiteNotes(w, results, notes)
}

// printInstalls says which sites' npm dependencies the pages could import
// from (bench/compat.sh --install).
func printInstalls(w io.Writer, results []*folderResult, installs map[string]*installRecord) {
	fmt.Fprintf(w, "\n## npm dependencies (bench/compat.sh --install)\n\n")
	seen := map[*site]bool{}
	for _, r := range results {
		if !seen[r.site] {
			seen[r.site] = true
			fmt.Fprintf(w, "%-37s %s\n", r.site.Name, installSummary(installs[r.site.Name]))
		}
	}
}

// printSites sums the folders up per site: one large site does not hide
// how the others fare.
func printSites(w io.Writer, results []*folderResult) {
	var names []string
	per := map[string]*counts{}
	for _, r := range results {
		c := per[r.site.Name]
		if c == nil {
			c = &counts{}
			per[r.site.Name] = c
			names = append(names, r.site.Name)
		}
		rc := r.counts()
		c.pages += rc.pages
		c.build += rc.build
		c.noMDX += rc.noMDX
	}
	fmt.Fprintf(w, "\n## Per site\n\n")
	fmt.Fprintf(w, "%-37s %6s %6s %6s %9s %6s\n", "site", "pages", "build", "%", "no MDX pb", "%")
	var build, noMDX []float64
	whole := 0
	for _, n := range names {
		c := per[n]
		fmt.Fprintf(w, "%-37s %6d %6d %6s %9d %6s\n", n, c.pages, c.build, pct(c.build, c.pages), c.noMDX, pct(c.noMDX, c.pages))
		if c.pages > 0 {
			build = append(build, float64(c.build)/float64(c.pages))
			noMDX = append(noMDX, float64(c.noMDX)/float64(c.pages))
		}
		if c.pages > 0 && c.build == c.pages {
			whole++
		}
	}
	fmt.Fprintf(w, "%d of %d sites build whole; median site: %.1f %% of pages build, %.1f %% have no MDX problem\n",
		whole, len(names), 100*median(build), 100*median(noMDX))
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// printCauses ranks the causes by the pages they affect.
func printCauses(w io.Writer, results []*folderResult) {
	type stat struct {
		key     string
		pages   int
		sole    int
		sites   map[string]bool
		details map[string]int
	}
	stats := map[string]*stat{}
	failing := 0
	for _, r := range results {
		if r.rep == nil {
			continue
		}
		for i, p := range r.rep.Pages {
			if p.OK {
				continue
			}
			failing++
			keys := map[string]bool{}
			for _, c := range r.causes[i] {
				st := stats[c.Key]
				if st == nil {
					st = &stat{key: c.Key, sites: map[string]bool{}, details: map[string]int{}}
					stats[c.Key] = st
				}
				if !keys[c.Key] {
					keys[c.Key] = true
					st.pages++
					st.sites[r.site.Name] = true
				}
				if c.Detail != "" {
					st.details[c.Detail]++
				}
			}
			if len(keys) == 1 {
				for k := range keys {
					stats[k].sole++
				}
			}
		}
	}
	list := make([]*stat, 0, len(stats))
	for _, st := range stats {
		list = append(list, st)
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].pages != list[j].pages {
			return list[i].pages > list[j].pages
		}
		return list[i].key < list[j].key
	})
	fmt.Fprintf(w, "\n## Causes, ranked by the pages they affect\n\n")
	fmt.Fprintf(w, "%d failing pages; a page counts once per cause (so the column adds up to more).\n", failing)
	fmt.Fprintln(w, "sole: the pages this cause alone stops. area: mdx = the content language (issue 12),")
	fmt.Fprintln(w, "site = the rest of a Docusaurus site (issue 13), links = a link the checker rejects.")
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%6s %6s %6s  %-5s  %s\n", "pages", "sole", "sites", "area", "cause")
	for _, st := range list {
		info := causes[st.key]
		fmt.Fprintf(w, "%6d %6d %6d  %-5s  %s\n", st.pages, st.sole, len(st.sites), info.Area, info.Label)
		if info.Details && len(st.details) > 0 {
			fmt.Fprintf(w, "%28s%s\n", "", topDetails(st.details, 10))
		}
	}
}

// topDetails lists the most frequent details with their counts (diagnostics).
func topDetails(m map[string]int, n int) string {
	type kv struct {
		k string
		v int
	}
	var l []kv
	for k, v := range m {
		l = append(l, kv{k, v})
	}
	sort.Slice(l, func(i, j int) bool {
		if l[i].v != l[j].v {
			return l[i].v > l[j].v
		}
		return l[i].k < l[j].k
	})
	var parts []string
	for i, e := range l {
		if i == n {
			parts = append(parts, fmt.Sprintf("+%d more", len(l)-n))
			break
		}
		parts = append(parts, fmt.Sprintf("%s %d", e.k, e.v))
	}
	return strings.Join(parts, ", ")
}

// printSiteNotes says, per site, what its docs need from the rest of the site.
func printSiteNotes(w io.Writer, results []*folderResult, notes map[string][]string) {
	fmt.Fprintf(w, "\n## What each site's docs need from the rest of the site (issue 13)\n\n")
	fmt.Fprintln(w, "Read from docusaurus.config.* and package.json as text; \"pages\" counts pages with a site-area cause.")
	fmt.Fprintln(w)
	var names []string
	siteArea := map[string]int{}
	for _, r := range results {
		if _, ok := siteArea[r.site.Name]; !ok {
			names = append(names, r.site.Name)
		}
		siteArea[r.site.Name] += 0
		if r.rep == nil {
			continue
		}
		for i := range r.rep.Pages {
			if hasArea(r.causes[i], "site") {
				siteArea[r.site.Name]++
			}
		}
	}
	for _, n := range names {
		fmt.Fprintf(w, "%s (%d pages): %s\n", n, siteArea[n], strings.Join(notes[n], "; "))
	}
}

func pct(n, d int) string {
	if d == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f", 100*float64(n)/float64(d))
}

func short(commit string) string {
	if len(commit) > 12 {
		return commit[:12]
	}
	return commit
}
