// Command compat is the compatibility harness of bench/compat.sh: it checks
// every docs folder of a corpus of public Docusaurus 3 sites with
// bench/compat/pagecheck, and prints how many pages build with docskit
// and why the others do not, grouped into causes ranked by the pages they
// affect. The tables hold names and counts only, none of the sites' text;
// each page's diagnostics go to the -details folder.
//
//	go run ./bench/compat -pagecheck bench/out/bin/pagecheck [-corpus /work/corpus] [-sites bench/compat-sites.txt]
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"time"

	"docskit.dev/docskit/diag"
)

// siteReport and pageReport are the JSON of bench/compat/pagecheck.
type siteReport struct {
	Docs      string            `json:"docs"`
	Root      string            `json:"root"`
	RouteBase string            `json:"routeBase"`
	Pages     []*pageReport     `json:"pages"`
	Site      []diag.Diagnostic `json:"site"`
	Rounds    int               `json:"rounds"`
	Complete  bool              `json:"complete"`
}

type pageReport struct {
	Source      string            `json:"source"`
	Route       string            `json:"route"`
	OK          bool              `json:"ok"`
	Stage       string            `json:"stage"`
	Diagnostics []diag.Diagnostic `json:"diagnostics"`
}

// folderResult is one docs folder checked.
type folderResult struct {
	site    *site
	folder  folder
	rep     *siteReport
	causes  [][]cause // per page of rep.Pages
	commit  string    // the commit found in the corpus
	elapsed time.Duration
	err     error
}

func main() {
	corpus := flag.String("corpus", "/work/corpus", "folder with one folder per site, owner+name")
	sitesFile := flag.String("sites", "bench/compat-sites.txt", "the list of sites")
	pagecheck := flag.String("pagecheck", "", "the bench/compat/pagecheck binary (required)")
	nodeModules := flag.String("node-modules", "", "node_modules with react and react-dom, passed to pagecheck")
	details := flag.String("details", "bench/out/compat", "folder for each folder's report and diagnostics")
	only := flag.String("only", "", "check this site (owner/name) only")
	doInstall := flag.Bool("install", false, "install each site's npm dependencies first (npm, no install scripts; see install.go)")
	flag.Parse()
	if *pagecheck == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: compat -pagecheck BIN [-corpus DIR] [-sites FILE] [-node-modules DIR] [-details DIR] [-only owner/name] [-install]")
		os.Exit(2)
	}
	f, err := os.Open(*sitesFile)
	if err != nil {
		fatal(err)
	}
	sites, err := parseSites(f)
	f.Close()
	if err != nil {
		fatal(fmt.Errorf("%s: %w", *sitesFile, err))
	}
	if err := os.MkdirAll(*details, 0o755); err != nil {
		fatal(err)
	}
	ctx := context.Background()
	var results []*folderResult
	notes := map[string][]string{}
	installs := map[string]*installRecord{}
	for _, s := range sites {
		if *only != "" && s.Name != *only {
			continue
		}
		root := filepath.Join(*corpus, s.corpusDir())
		if _, err := os.Stat(root); err != nil {
			fmt.Fprintf(os.Stderr, "%s: not in the corpus (%s); skipped\n", s.Name, root)
			continue
		}
		commit := readCommit(root)
		if *doInstall {
			// One site at a time: npm is heavy, and the machine is shared.
			rec := install(ctx, *corpus, root, s)
			switch {
			case rec.Skipped:
				fmt.Fprintf(os.Stderr, "%s: npm dependencies installed already (%s)\n", s.Name, rec.Dir)
			case rec.OK:
				fmt.Fprintf(os.Stderr, "%s: %s in %s took %.0fs\n", s.Name, rec.Command, rec.Dir, rec.Seconds)
			default:
				fmt.Fprintf(os.Stderr, "%s: installing failed (%s); measured without: %s\n", s.Name, rec.Dir, rec.Error)
			}
		}
		installs[s.Name] = installState(root)
		deps := packageDeps(filepath.Join(root, "package.json"))
		for k := range packageDeps(filepath.Join(root, filepath.FromSlash(s.Dir), "package.json")) {
			deps[k] = true
		}
		notes[s.Name] = configNotes(s, root)
		for _, fo := range s.Folders {
			r := check(ctx, s, fo, root, *pagecheck, *nodeModules, *details)
			r.commit = commit
			if r.err == nil {
				r.classify(root, deps)
			}
			fmt.Fprintf(os.Stderr, "%s %s: %s\n", s.Name, fo.Path, r.summary())
			results = append(results, r)
		}
	}
	if err := writePages(filepath.Join(*details, "pages.tsv"), results); err != nil {
		fatal(err)
	}
	printReport(os.Stdout, results, notes, installs, *only)
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "compat:", err)
	os.Exit(1)
}

func readCommit(root string) string {
	b, err := os.ReadFile(filepath.Join(root, ".compat-commit"))
	if err != nil {
		return "unknown"
	}
	return strings.TrimSpace(string(b))
}

// check runs pagecheck on one folder.
func check(ctx context.Context, s *site, fo folder, root, pagecheck, nodeModules, details string) *folderResult {
	r := &folderResult{site: s, folder: fo}
	base := s.corpusDir() + "__" + strings.ReplaceAll(fo.Path, "/", "_")
	jsonFile := filepath.Join(details, base+".json")
	args := []string{"-docs", filepath.Join(root, filepath.FromSlash(fo.Path)), "-route-base", fo.RouteBase,
		"-title", s.Name, "-lang", "en", "-format", s.Format, "-report", jsonFile}
	if st, err := os.Stat(filepath.Join(root, filepath.FromSlash(s.Static))); err == nil && st.IsDir() {
		args = append(args, "-static", filepath.Join(root, filepath.FromSlash(s.Static)))
	}
	if nodeModules != "" {
		args = append(args, "-node-modules", nodeModules)
	}
	if s.BaseURL != "" {
		args = append(args, "-base-url", s.BaseURL)
	}
	if site := path.Clean(s.Dir); site != "." && !strings.HasPrefix(fo.Path+"/", site+"/") {
		// Docs beside the site folder (docs: '../docs').
		args = append(args, "-site", filepath.Join(root, filepath.FromSlash(site)))
	}
	_ = os.Remove(jsonFile)
	log, err := os.Create(filepath.Join(details, base+".txt"))
	if err != nil {
		r.err = err
		return r
	}
	defer log.Close()
	cmd := exec.CommandContext(ctx, pagecheck, args...)
	cmd.Stdout, cmd.Stderr = log, log
	start := time.Now()
	err = cmd.Run()
	r.elapsed = time.Since(start)
	var exit *exec.ExitError
	if err != nil && !(errors.As(err, &exit) && exit.ExitCode() == 1) {
		r.err = fmt.Errorf("pagecheck: %v (see %s)", err, log.Name())
		return r
	}
	b, err := os.ReadFile(jsonFile)
	if err != nil {
		r.err = fmt.Errorf("pagecheck wrote no report (see %s)", log.Name())
		return r
	}
	r.rep = &siteReport{}
	if err := json.Unmarshal(b, r.rep); err != nil {
		r.err = fmt.Errorf("%s: %v", jsonFile, err)
	}
	return r
}

// classify finds the causes of every page's problems.
func (r *folderResult) classify(root string, deps map[string]bool) {
	routes := map[string]*pageReport{}
	for _, p := range r.rep.Pages {
		if p.Route != "" {
			routes[p.Route] = p
		}
	}
	r.causes = make([][]cause, len(r.rep.Pages))
	for i, p := range r.rep.Pages {
		if !p.OK {
			r.causes[i] = newPage(r.site, r.folder, r.rep, p, root, deps, routes).causes()
		}
	}
}

// counts are a folder's (or the total's) page figures.
type counts struct {
	pages, build, noMDX int
}

func (r *folderResult) counts() counts {
	var c counts
	if r.rep == nil {
		return c
	}
	for i, p := range r.rep.Pages {
		c.pages++
		if p.OK {
			c.build++
		}
		if !hasArea(r.causes[i], "mdx") {
			c.noMDX++
		}
	}
	return c
}

func hasArea(cs []cause, area string) bool {
	for _, c := range cs {
		if causes[c.Key].Area == area {
			return true
		}
	}
	return false
}

func (r *folderResult) summary() string {
	if r.err != nil {
		return "error: " + r.err.Error()
	}
	c := r.counts()
	return fmt.Sprintf("%d of %d pages build (%s)", c.build, c.pages, r.elapsed.Round(100*time.Millisecond))
}

// writePages writes one line per page: site, folder, source, ok, causes.
// It names the sites' files, so it stays in the details folder.
func writePages(file string, results []*folderResult) error {
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	defer f.Close()
	w := io.Writer(f)
	fmt.Fprintln(w, "site\tfolder\tsource\tok\tcauses")
	for _, r := range results {
		if r.rep == nil {
			continue
		}
		for i, p := range r.rep.Pages {
			var cs []string
			for _, c := range r.causes[i] {
				s := c.Key
				if c.Detail != "" {
					s += ":" + c.Detail
				}
				cs = append(cs, s)
			}
			fmt.Fprintf(w, "%s\t%s\t%s\t%v\t%s\n", r.site.Name, r.folder.Path, p.Source, p.OK, strings.Join(cs, " "))
		}
	}
	return f.Close()
}
