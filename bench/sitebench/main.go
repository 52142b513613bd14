// Command sitebench is the helper of bench/sites.sh, which builds each site
// of the public corpus with Docusaurus and with docskit: it lists the pages
// (routes) of a build output, picks the page to screenshot, and writes the
// report that sets docskit's routes, time and memory beside Docusaurus's.
// The report holds routes and figures only, none of the sites' text.
//
//	sitebench list   [-sites FILE]                 the sites: owner/name, site folder, static folder, baseUrl (tab-separated)
//	sitebench routes [-static DIR]… OUT            the routes of a build output, "path<TAB>kind" a line
//	sitebench page   SITEWORK SITEDIR              the route to screenshot: a docs page both outputs have
//	sitebench report -work DIR [-corpus DIR] [-sites FILE] [-only a/b,c/d]
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "list":
		err = cmdList(os.Args[2:])
	case "routes":
		err = cmdRoutes(os.Args[2:])
	case "page":
		err = cmdPage(os.Args[2:])
	case "report":
		err = cmdReport(os.Args[2:])
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "sitebench:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: sitebench list|routes|page|report … (see the package comment)")
	os.Exit(2)
}

// site is one line of bench/compat-sites.txt, the fields this command uses.
type site struct {
	name    string // owner/name
	dir     string // the Docusaurus site folder inside the repository
	static  string // its static folder inside the repository
	baseURL string
}

func (s *site) corpusDir() string { return strings.Replace(s.name, "/", "+", 1) }

// parseSites reads the sites list of bench/compat.sh (its format is
// described there and checked by bench/compat); other keys are skipped.
func parseSites(r io.Reader) ([]*site, error) {
	var out []*site
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 2 || strings.Count(f[0], "/") != 1 {
			return nil, fmt.Errorf("line %d: want owner/name and a commit", n)
		}
		s := &site{name: f[0], dir: ".", baseURL: "/"}
		for _, kv := range f[2:] {
			k, v, _ := strings.Cut(kv, "=")
			switch k {
			case "site":
				s.dir = path.Clean(v)
			case "static":
				s.static = path.Clean(v)
			case "baseurl":
				s.baseURL = v
			}
		}
		if s.static == "" {
			s.static = path.Join(s.dir, "static")
		}
		out = append(out, s)
	}
	return out, sc.Err()
}

func readSites(file string) ([]*site, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sites, err := parseSites(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return sites, nil
}

func cmdList(args []string) error {
	fl := flag.NewFlagSet("list", flag.ExitOnError)
	sitesFile := fl.String("sites", "bench/compat-sites.txt", "the list of sites")
	fl.Parse(args)
	sites, err := readSites(*sitesFile)
	if err != nil {
		return err
	}
	for _, s := range sites {
		fmt.Printf("%s\t%s\t%s\t%s\n", s.name, s.dir, s.static, s.baseURL)
	}
	return nil
}

// multiFlag collects a flag given several times.
type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(v string) error { *m = append(*m, v); return nil }

func cmdRoutes(args []string) error {
	fl := flag.NewFlagSet("routes", flag.ExitOnError)
	var static multiFlag
	fl.Var(&static, "static", "a static folder of the site: its HTML files are no pages (repeatable)")
	fl.Parse(args)
	if fl.NArg() != 1 {
		return fmt.Errorf("routes: want one output folder")
	}
	routes, err := listRoutes(fl.Arg(0), static)
	if err != nil {
		return err
	}
	return writeRoutes(os.Stdout, routes)
}

// cmdPage prints the page to screenshot: a docs page of Docusaurus's output
// that docskit's has too, of the latest docs version, the shallowest and
// then shortest, so that both screenshots show the same page; without one,
// any page both have.
func cmdPage(args []string) error {
	if len(args) != 2 {
		return fmt.Errorf("page: want a site's work folder and its site folder")
	}
	site := args[1]
	docu, err := readRoutes(filepath.Join(args[0], toolDocusaurus+".routes"))
	if err != nil {
		return err
	}
	dk, err := readRoutes(filepath.Join(args[0], toolDocskit+".routes"))
	if err != nil {
		return err
	}
	p := pickPage(docu, dk, readSite(site))
	if p == "" {
		return fmt.Errorf("page: the two outputs have no page in common")
	}
	fmt.Println(p)
	return nil
}

func pickPage(docu, dk []route, s *siteInfo) string {
	have := map[string]bool{}
	for _, r := range dk {
		have[r.Path] = true
	}
	var docs, pages []string
	for _, r := range docu {
		if !have[r.Path] || r.Kind == kindRedirect {
			continue
		}
		if r.Kind == kindDoc {
			docs = append(docs, r.Path)
		} else {
			pages = append(pages, r.Path)
		}
	}
	if len(docs) == 0 {
		docs = pages
	}
	if len(docs) == 0 {
		return ""
	}
	depth := func(p string) int { return strings.Count(p, "/") }
	sort.SliceStable(docs, func(i, j int) bool {
		a, b := docs[i], docs[j]
		if oa, ob := s.olderVersion(a), s.olderVersion(b); oa != ob {
			return ob
		}
		if depth(a) != depth(b) {
			return depth(a) < depth(b)
		}
		if len(a) != len(b) {
			return len(a) < len(b)
		}
		return a < b
	})
	return docs[0]
}

func cmdReport(args []string) error {
	fl := flag.NewFlagSet("report", flag.ExitOnError)
	work := fl.String("work", "/work/sitebench", "sites.sh's work folder: one folder per site, owner+name")
	corpus := fl.String("corpus", "/work/corpus", "the corpus: one folder per site, owner+name")
	sitesFile := fl.String("sites", "bench/compat-sites.txt", "the list of sites")
	only := fl.String("only", "", "these sites only (owner/name, comma-separated)")
	fl.Parse(args)
	sites, err := readSites(*sitesFile)
	if err != nil {
		return err
	}
	want := map[string]bool{}
	for _, n := range strings.Split(*only, ",") {
		if n != "" {
			want[n] = true
		}
	}
	var results []*siteResult
	for _, s := range sites {
		if len(want) > 0 && !want[s.name] {
			continue
		}
		r, err := loadResult(*work, *corpus, s)
		if err != nil {
			return err
		}
		if r != nil {
			results = append(results, r)
		}
	}
	printTable(os.Stdout, results)
	printDetails(os.Stdout, results)
	return nil
}
