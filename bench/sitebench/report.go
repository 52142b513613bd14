package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// The two tools, as their files in a site's work folder are named.
const (
	toolDocusaurus = "docusaurus"
	toolDocskit    = "docskit"
)

// build is what sites.sh left in a site's work folder for one tool:
// TOOL.rc (the exit status of the build whose output was listed),
// TOOL.routes, TOOL.m (one measured run a line: wall s, cpu s, peak MiB of
// the largest process, MiB of the whole process tree) and TOOL.log.
type build struct {
	ran    bool
	status int
	routes []route
	runs   [][4]float64
	log    string
}

func readBuild(dir, tool string) (*build, error) {
	b := &build{}
	rc, err := os.ReadFile(filepath.Join(dir, tool+".rc"))
	if os.IsNotExist(err) {
		return b, nil
	}
	if err != nil {
		return nil, err
	}
	b.ran = true
	if b.status, err = strconv.Atoi(strings.TrimSpace(string(rc))); err != nil {
		return nil, fmt.Errorf("%s.rc: %w", tool, err)
	}
	if b.status == 0 {
		if b.routes, err = readRoutes(filepath.Join(dir, tool+".routes")); err != nil {
			return nil, err
		}
	}
	if b.runs, err = readRuns(filepath.Join(dir, tool+".m")); err != nil {
		return nil, err
	}
	log, _ := os.ReadFile(filepath.Join(dir, tool+".log"))
	b.log = string(log)
	return b, nil
}

func readRuns(file string) ([][4]float64, error) {
	f, err := os.Open(file)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var runs [][4]float64
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		fs := strings.Fields(sc.Text())
		if len(fs) != 4 {
			return nil, fmt.Errorf("%s:%d: want wall cpu peak tree", file, n)
		}
		var r [4]float64
		for i, s := range fs {
			if r[i], err = strconv.ParseFloat(s, 64); err != nil {
				return nil, fmt.Errorf("%s:%d: %w", file, n, err)
			}
		}
		runs = append(runs, r)
	}
	return runs, sc.Err()
}

// median of column c of the runs; 0 without runs.
func median(runs [][4]float64, c int) float64 {
	if len(runs) == 0 {
		return 0
	}
	v := make([]float64, len(runs))
	for i, r := range runs {
		v[i] = r[c]
	}
	sort.Float64s(v)
	m := len(v) / 2
	if len(v)%2 == 1 {
		return v[m]
	}
	return (v[m-1] + v[m]) / 2
}

// comparison is Docusaurus's routes against docskit's for one site.
type comparison struct {
	present int
	missing map[string][]string // group → routes, in route order
	extra   map[string][]string // docskit's routes Docusaurus has not, by group
	folded  int                 // missing routes docskit has with other letter case
}

func compare(docu, dk []route, s *siteInfo) *comparison {
	have := map[string]bool{}
	lower := map[string]bool{}
	for _, r := range dk {
		have[r.Path] = true
		lower[strings.ToLower(r.Path)] = true
	}
	c := &comparison{missing: map[string][]string{}, extra: map[string][]string{}}
	docuHas := map[string]bool{}
	for _, r := range docu {
		docuHas[r.Path] = true
		switch {
		case have[r.Path]:
			c.present++
		case lower[strings.ToLower(r.Path)]:
			c.folded++
			c.missing["(letter case differs)"] = append(c.missing["(letter case differs)"], r.Path)
		default:
			g := groupOf(r, s)
			c.missing[g] = append(c.missing[g], r.Path)
		}
	}
	for _, r := range dk {
		if !docuHas[r.Path] {
			g := groupOf(route{Path: r.Path}, s)
			c.extra[g] = append(c.extra[g], r.Path)
		}
	}
	return c
}

// pagesPct is the share of Docusaurus's routes that docskit has, leaving out
// Docusaurus's redirect pages.
func (c *comparison) pagesPct(docu []route) float64 {
	pages := 0
	for _, r := range docu {
		if r.Kind != kindRedirect {
			pages++
		}
	}
	missing := 0
	for g, rs := range c.missing {
		if g != "(redirect pages)" {
			missing += len(rs)
		}
	}
	if pages == 0 {
		return 100
	}
	return 100 * float64(pages-missing) / float64(pages)
}

// siteResult is one row of the report.
type siteResult struct {
	name    string
	version string // Docusaurus's version
	notes   []string
	runs    []string // when each tool ran, at what load
	sameRun bool     // the two tools' figures come from one alternating run
	shot    string   // the page of the screenshot pair
	docu    *build
	dk      *build
	cmp     *comparison
}

// readMeta reads the work folder's meta file: key=value lines.
func readMeta(dir string) map[string][]string {
	m := map[string][]string{}
	data, err := os.ReadFile(filepath.Join(dir, "meta"))
	if err != nil {
		return m
	}
	for _, line := range strings.Split(string(data), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok {
			m[k] = append(m[k], v)
		}
	}
	return m
}

func loadResult(work, corpus string, st *site) (*siteResult, error) {
	dir := filepath.Join(work, st.corpusDir())
	if _, err := os.Stat(dir); err != nil {
		return nil, nil
	}
	r := &siteResult{name: st.name}
	meta := readMeta(dir)
	if v := meta["docusaurus_version"]; len(v) > 0 {
		r.version = v[0]
	}
	r.notes = meta["note"]
	for _, k := range []string{"docusaurus_run", "docskit_run"} {
		for _, v := range meta[k] {
			r.runs = append(r.runs, strings.TrimSuffix(k, "_run")+": "+v)
		}
	}
	r.sameRun = len(meta["same_run"]) > 0
	if v := meta["screenshot"]; len(v) > 0 {
		r.shot = v[len(v)-1]
	}
	var err error
	if r.docu, err = readBuild(dir, toolDocusaurus); err != nil {
		return nil, fmt.Errorf("%s: %w", st.name, err)
	}
	if r.dk, err = readBuild(dir, toolDocskit); err != nil {
		return nil, fmt.Errorf("%s: %w", st.name, err)
	}
	if r.docu.ran && r.docu.status == 0 && r.dk.ran && r.dk.status == 0 {
		r.cmp = compare(r.docu.routes, r.dk.routes, readSite(filepath.Join(corpus, st.corpusDir(), st.dir)))
	}
	return r, nil
}

// printTable writes the table of every site and the targets' verdicts.
func printTable(w io.Writer, results []*siteResult) {
	fmt.Fprintln(w, "Per site (medians of the runs; s = wall seconds, MiB = peak memory of the whole process tree):")
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%-36s %-7s %7s %7s %7s %7s %7s | %7s %6s | %7s %6s | %6s %6s %4s\n",
		"site", "Docu", "D rts", "dk rts", "same", "%", "pages%", "dk s", "MiB", "Docu s", "MiB", "time×", "mem×", "runs")
	var built, sites, over99, fast, light, compared int
	for _, r := range results {
		sites++
		row := fmt.Sprintf("%-36s %-7s ", r.name, orDash(r.version))
		switch {
		case !r.docu.ran:
			row += fmt.Sprintf("%7s ", "-")
		case r.docu.status != 0:
			row += fmt.Sprintf("%7s ", "FAILED")
		default:
			row += fmt.Sprintf("%7d ", len(r.docu.routes))
		}
		switch {
		case !r.dk.ran:
			row += fmt.Sprintf("%7s ", "-")
		case r.dk.status != 0:
			row += fmt.Sprintf("%7s ", "FAILED")
		default:
			built++
			row += fmt.Sprintf("%7d ", len(r.dk.routes))
		}
		if r.cmp != nil {
			pct := 100 * float64(r.cmp.present) / float64(max(len(r.docu.routes), 1))
			if pct >= 99 {
				over99++
			}
			row += fmt.Sprintf("%7d %6.1f%% %6.1f%% | ", r.cmp.present, pct, r.cmp.pagesPct(r.docu.routes))
		} else {
			row += fmt.Sprintf("%7s %7s %7s | ", "-", "-", "-")
		}
		row += figures(r.dk) + " | " + figures(r.docu) + " | "
		if r.docu.ran && len(r.docu.runs) > 0 && r.dk.ran && len(r.dk.runs) > 0 && r.docu.status == 0 && r.dk.status == 0 {
			tx := median(r.docu.runs, 0) / median(r.dk.runs, 0)
			mx := median(r.docu.runs, 3) / median(r.dk.runs, 3)
			mark := "*"
			if r.sameRun {
				mark = ""
				compared++
				if tx >= 30 {
					fast++
				}
				if mx >= 10 {
					light++
				}
			}
			row += fmt.Sprintf("%6.1f %6.1f %d/%d%s", tx, mx, len(r.dk.runs), len(r.docu.runs), mark)
		} else {
			row += fmt.Sprintf("%6s %6s %d/%d", "-", "-", len(r.dk.runs), len(r.docu.runs))
		}
		fmt.Fprintln(w, row)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Columns: Docu = Docusaurus version installed in the site; D rts / dk rts = HTML pages (routes) of each output;")
	fmt.Fprintln(w, "same = Docusaurus's routes that docskit's output has at the same path; pages% = the same share counting pages only,")
	fmt.Fprintln(w, "leaving out Docusaurus's redirect pages (plugin-client-redirects); time× and mem× = Docusaurus / docskit")
	fmt.Fprintln(w, "(wall time, process-tree memory); runs = docskit/Docusaurus runs behind the medians; * = not one")
	fmt.Fprintln(w, "alternating run (Docusaurus's figures reused from an earlier one): its ratios are not counted below.")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Targets (issue): every site builds; ≥ 99 % of Docusaurus's routes; ≥ 30× faster; ≥ 10× less memory:")
	fmt.Fprintf(w, "  docskit builds              %2d of %2d sites\n", built, sites)
	fmt.Fprintf(w, "  ≥ 99 %% of routes            %2d of %2d sites where both build\n", over99, countCompared(results))
	fmt.Fprintf(w, "  ≥ 30× faster (wall)         %2d of %2d sites where both build in one run\n", fast, compared)
	fmt.Fprintf(w, "  ≥ 10× less memory (tree)    %2d of %2d sites where both build in one run\n", light, compared)
}

func countCompared(results []*siteResult) int {
	n := 0
	for _, r := range results {
		if r.cmp != nil {
			n++
		}
	}
	return n
}

func figures(b *build) string {
	if !b.ran || len(b.runs) == 0 {
		return fmt.Sprintf("%7s %6s", "-", "-")
	}
	return fmt.Sprintf("%7.2f %6.0f", median(b.runs, 0), median(b.runs, 3))
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// printDetails writes, per site, the notes, the missing routes by group,
// docskit's routes that Docusaurus has not, and the first lines of a failed
// build's errors.
func printDetails(w io.Writer, results []*siteResult) {
	for _, r := range results {
		fmt.Fprintf(w, "\n== %s\n", r.name)
		for _, n := range r.runs {
			fmt.Fprintf(w, "  run of %s\n", n)
		}
		for _, n := range r.notes {
			fmt.Fprintf(w, "  note: %s\n", n)
		}
		if r.shot != "" {
			fmt.Fprintf(w, "  screenshot pair: %s\n", r.shot)
		}
		if r.docu.ran && r.docu.status != 0 {
			fmt.Fprintf(w, "  Docusaurus failed (exit %d):\n", r.docu.status)
			for _, l := range docusaurusErrors(r.docu.log, 6) {
				fmt.Fprintf(w, "    %s\n", l)
			}
		}
		if r.dk.ran && r.dk.status != 0 {
			fmt.Fprintf(w, "  docskit failed (exit %d):\n", r.dk.status)
			for _, l := range docskitErrors(r.dk.log, 12) {
				fmt.Fprintf(w, "    %s\n", l)
			}
		}
		if r.dk.ran {
			warn := docskitWarnings(r.dk.log)
			if len(warn) > 0 {
				fmt.Fprintf(w, "  docskit's warnings about the config (%d):\n", len(warn))
				for i, l := range warn {
					if i == 8 {
						fmt.Fprintf(w, "    … and %d more\n", len(warn)-i)
						break
					}
					fmt.Fprintf(w, "    %s\n", l)
				}
			}
		}
		if r.cmp == nil {
			continue
		}
		missing := len(r.docu.routes) - r.cmp.present
		fmt.Fprintf(w, "  missing in docskit: %d of %d Docusaurus routes\n", missing, len(r.docu.routes))
		printGroups(w, r.cmp.missing)
		extra := 0
		for _, g := range r.cmp.extra {
			extra += len(g)
		}
		if extra > 0 {
			fmt.Fprintf(w, "  only in docskit: %d routes\n", extra)
			printGroups(w, r.cmp.extra)
		}
	}
}

// printGroups lists groups largest first, each with up to three examples.
func printGroups(w io.Writer, groups map[string][]string) {
	names := make([]string, 0, len(groups))
	for g := range groups {
		names = append(names, g)
	}
	sort.Slice(names, func(i, j int) bool {
		a, b := len(groups[names[i]]), len(groups[names[j]])
		if a != b {
			return a > b
		}
		return names[i] < names[j]
	})
	for i, g := range names {
		if i == 25 {
			rest := 0
			for _, g := range names[i:] {
				rest += len(groups[g])
			}
			fmt.Fprintf(w, "    … %d more groups, %d routes\n", len(names)-i, rest)
			break
		}
		ex := groups[g]
		if len(ex) > 3 {
			ex = ex[:3]
		}
		fmt.Fprintf(w, "    %5d  %-28s %s\n", len(groups[g]), g, strings.Join(ex, " "))
	}
}

var ansiRE = regexp.MustCompile(`\x1b\[[0-9;]*[A-Za-z]`)

func logLines(log string) []string {
	return strings.Split(ansiRE.ReplaceAllString(log, ""), "\n")
}

// docusaurusErrors picks the lines of a Docusaurus log that say why it
// failed: its [ERROR] lines and the innermost causes, without stack frames.
func docusaurusErrors(log string, n int) []string {
	var out []string
	seen := map[string]bool{}
	for _, l := range logLines(log) {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "at ") || strings.HasPrefix(t, "npm warn") || t == "" {
			continue
		}
		if strings.Contains(t, "[ERROR]") || strings.Contains(t, "Error:") || strings.Contains(t, "[cause]") ||
			strings.Contains(t, "Module not found") || strings.HasPrefix(t, "Command terminated") {
			if !seen[t] {
				out = append(out, clip(t, 200))
			}
			seen[t] = true
		}
	}
	if len(out) > n {
		out = append(out[:n-1], fmt.Sprintf("… and %d more error lines", len(out)-n+1))
	}
	return out
}

// docskitErrors is the start of docskit's error output: from its first
// "error:" line on.
func docskitErrors(log string, n int) []string {
	lines := logLines(log)
	for i, l := range lines {
		if strings.HasPrefix(l, "error:") || strings.Contains(l, "error:") && !strings.Contains(l, "warning") {
			var out []string
			for _, l := range lines[i:] {
				if strings.TrimSpace(l) == "" {
					continue
				}
				out = append(out, clip(l, 220))
				if len(out) == n {
					break
				}
			}
			return out
		}
	}
	// No error line: the last lines.
	var out []string
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			out = append(out, clip(l, 220))
		}
	}
	if len(out) > n {
		out = out[len(out)-n:]
	}
	return out
}

// docskitWarnings are the "warning: " lines cmd/docskit prints about the
// config (an unsupported plugin, a swizzled component…), not the link
// checker's.
func docskitWarnings(log string) []string {
	var out []string
	for _, l := range logLines(log) {
		if strings.HasPrefix(l, "warning: ") {
			out = append(out, clip(strings.TrimPrefix(l, "warning: "), 200))
		}
	}
	return out
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
