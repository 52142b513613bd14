// Command rendercompare compares the main content of pages built by docskit
// (cmd/docskit) with Docusaurus's own build of the same docs folder:
// headings (level, id, text), links (href, route form normalised), code
// blocks (language, title, text) and the text of the content. Issue 12's
// measurement; bench/render-compare.sh runs it end to end.
//
//	rendercompare prepare -corpus DIR -sites FILE -work DIR -pagecheck BIN -node-modules DIR -dsite DIR owner/name …
//	rendercompare compare -work DIR -builds DIR -details FILE owner/name …
//
// prepare lays out, per site, a work copy of its docs folder with the pages
// docskit builds and a bare Docusaurus site around it; compare reads both
// builds of it and prints the tables (see compare.go).
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: rendercompare prepare|compare [flags] owner/name …")
		os.Exit(2)
	}
	switch os.Args[1] {
	case "prepare":
		fl := flag.NewFlagSet("prepare", flag.ExitOnError)
		var o prepareOpts
		sites := fl.String("sites", "bench/compat-sites.txt", "the sites list")
		fl.StringVar(&o.corpus, "corpus", "/work/corpus", "the corpus: DIR/<owner>+<name>/")
		fl.StringVar(&o.work, "work", "", "the work folder (replaced per site)")
		fl.StringVar(&o.pagecheck, "pagecheck", "", "the bench/compat/pagecheck binary")
		fl.StringVar(&o.nodeModules, "node-modules", "", "docskit's node_modules")
		fl.StringVar(&o.dsite, "dsite", "", "the Docusaurus install (its node_modules is linked)")
		fl.Parse(os.Args[2:])
		list, err := readSites(*sites, fl.Args())
		if err != nil {
			fail(err)
		}
		for _, s := range list {
			m, err := prepare(o, s)
			if err != nil {
				fail(fmt.Errorf("%s: %v", s.Name, err))
			}
			fmt.Printf("%s: %d pages to compare; stubs: %d that docskit fails on, %d with imports a bare Docusaurus lacks; %d left out (docskit does not load them)\n", s.Name, len(m.Compared), len(m.Failed), len(m.Stubbed), len(m.Unloaded))
		}
	case "compare":
		fl := flag.NewFlagSet("compare", flag.ExitOnError)
		var o compareOpts
		fl.StringVar(&o.work, "work", "", "the work folder of prepare")
		fl.StringVar(&o.builds, "builds", "", "the builds: DIR/ds/<owner>+<name> (Docusaurus), DIR/dk/<owner>+<name> (docskit)")
		fl.StringVar(&o.details, "details", "", "file for every page's mismatches (the sites' text: keep it out of the repository)")
		fl.Parse(os.Args[2:])
		if err := compareSites(o, fl.Args(), os.Stdout); err != nil {
			fail(err)
		}
	default:
		fmt.Fprintln(os.Stderr, "usage: rendercompare prepare|compare [flags] owner/name …")
		os.Exit(2)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "rendercompare:", err)
	os.Exit(1)
}
