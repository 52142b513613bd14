// Command pagecheck checks every page of a Docusaurus-format docs/ folder
// on its own and reports each page's problems: which pages would build with
// docskit, and why not the others (bench/compat.sh runs it on each docs
// folder of the corpus; see report.go). It writes no site: to build a docs
// folder, or a whole Docusaurus site, use cmd/docskit.
//
//	go run ./bench/compat/pagecheck -docs ../my-site/docs -report report.json
//
// Flags:
//
//	-docs DIR     the docs/ folder (required); docs are served under -route-base
//	-report FILE  where the JSON report goes (- for none); each page's problems
//	              and a summary are printed. Exit status 1 when any page fails
//	-title TEXT   site title (default Documentation)
//	-url ORIGIN   production origin (default https://example.com)
//	-lang TAG     language of the content, for <html lang> (default ko)
//	-static DIR   the site's static/ folder, which links may point into; optional
//	-route-base /PATH  URL prefix of the docs, Docusaurus's routeBasePath (default /docs);
//	              with /, a doc at / (index.mdx, slug: /) replaces the landing page
//	-site DIR     the Docusaurus site's folder when the docs sit beside it (docs: '../docs'):
//	              @site/ imports of pages' modules and its node_modules resolve from it
//	-base-url /P/ the site's baseUrl (default /): a link written with it ("/P/docs/x") is the
//	              route after it, as in Docusaurus
//	-format F     Docusaurus's markdown.format: mdx (default: .md and .mdx are MDX), md (both
//	              CommonMark) or detect (.md is CommonMark); in CommonMark raw HTML is kept
//	-node-modules DIR  the node_modules with react and react-dom (default: found
//	              in the working directory or a parent, as in the docskit repository)
//
// The site it checks is the docs folder as a small site of its own: a
// sidebar and navbar item per top-level folder, a landing page with a card
// per folder, a link check and a sitemap. A code block in a language docskit
// cannot highlight is plain text, as Docusaurus shows one Prism does not know.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"docskit.dev/docskit"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/linkcheck"
	"docskit.dev/plugins/pages"
	"docskit.dev/plugins/sitemap"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run checks the docs folder the flags in args describe and returns the
// exit status. Tests pass extra builder options.
func run(ctx context.Context, args []string, stdout, stderr io.Writer, extra ...docskit.Option) int {
	fl := flag.NewFlagSet("pagecheck", flag.ContinueOnError)
	fl.SetOutput(stderr)
	var s settings
	fl.StringVar(&s.docsDir, "docs", "", "the Docusaurus-format docs/ folder (required)")
	fl.StringVar(&s.title, "title", "Documentation", "site title")
	fl.StringVar(&s.origin, "url", "https://example.com", "production origin, for canonical links and the sitemap")
	fl.StringVar(&s.lang, "lang", "ko", "language of the content (<html lang>)")
	fl.StringVar(&s.static, "static", "", "folder of static files copied to the output root (optional)")
	fl.StringVar(&s.routeBase, "route-base", "/docs", "URL prefix of the docs (Docusaurus's routeBasePath, with a leading /)")
	fl.StringVar(&s.siteDir, "site", "", "the Docusaurus site's folder, when the docs folder is not inside it (docs: '../docs'): @site/ imports and its node_modules resolve from it")
	fl.StringVar(&s.baseURL, "base-url", "/", "baseUrl of the Docusaurus site: links that start with it are read as the routes after it")
	fl.StringVar(&s.format, "format", "mdx", "markdown.format of the Docusaurus site: mdx, md or detect")
	fl.StringVar(&s.report, "report", "", "the JSON report of each page's problems (- for none; required)")
	nodeModules := fl.String("node-modules", "", "node_modules folder with react and react-dom (default: search the working directory and its parents)")
	if err := fl.Parse(args); err != nil {
		return 2
	}
	if s.docsDir == "" || s.report == "" || fl.NArg() > 0 || !strings.HasPrefix(s.routeBase, "/") {
		fmt.Fprintln(stderr, "usage: pagecheck -docs DIR -report FILE|- [-title TEXT] [-url ORIGIN] [-lang TAG] [-static DIR] [-route-base /PATH] [-site DIR] [-base-url /P/] [-format mdx|md|detect] [-node-modules DIR]")
		return 2
	}
	if *nodeModules != "" {
		extra = append([]docskit.Option{docskit.WithNodeModules(*nodeModules)}, extra...)
	}
	s.extra = extra
	failed, err := report(ctx, s, stdout, stderr)
	if err != nil {
		if !errors.Is(err, context.Canceled) {
			fmt.Fprintf(stderr, "error: %v\n", err)
		}
		return 1
	}
	if failed {
		return 1
	}
	return 0
}

// settings are the command's flags.
type settings struct {
	docsDir, title, origin, lang, static, routeBase, report string
	// baseURL is the site's baseUrl: links written with it resolve to
	// the routes after it (docskit.Config.BaseURL).
	baseURL string
	// siteDir is the Docusaurus site's folder when the docs sit beside it
	// (docskit.WithSiteDir).
	siteDir string
	// format is markdown.format (docskit.Markdown.Format).
	format string
	extra  []docskit.Option
}

// root splits the -docs folder into the site root (the nearest folder
// above it with a docusaurus.config, or else the folder above it; the docs
// plugin reads <root>/<path>, and @site/ imports resolve from it) and the
// content path.
func (s settings) root() (root, contentPath string, err error) {
	if st, err := os.Stat(s.docsDir); err != nil || !st.IsDir() {
		return "", "", fmt.Errorf("-docs %s is not a folder", s.docsDir)
	}
	docsDir := filepath.Clean(s.docsDir)
	if b := filepath.Base(docsDir); b == "." || b == ".." || b == string(filepath.Separator) {
		abs, err := filepath.Abs(docsDir)
		if err != nil {
			return "", "", err
		}
		docsDir = abs
	}
	root = filepath.Dir(docsDir)
	if site := siteRoot(root); site != "" {
		// A Docusaurus site's folder (its docusaurus.config above the docs
		// folder) is the root, so that @site/… paths resolve as there.
		if rel, err := filepath.Rel(site, docsDir); err == nil {
			return site, filepath.ToSlash(rel), nil
		}
	}
	return root, filepath.Base(docsDir), nil
}

// siteRoot is the nearest folder at or above dir that holds a
// docusaurus.config file, or "".
func siteRoot(dir string) string {
	for d := dir; ; {
		for _, ext := range []string{"js", "ts", "mjs", "cjs", "mts"} {
			if _, err := os.Stat(filepath.Join(d, "docusaurus.config."+ext)); err == nil {
				return d
			}
		}
		parent := filepath.Dir(d)
		if parent == d {
			return ""
		}
		d = parent
	}
}

func linkcheckOptions(s settings) linkcheck.Options {
	if s.static == "" {
		return linkcheck.Options{}
	}
	return linkcheck.Options{StaticDirs: []string{s.static}}
}

// site is the configuration and the builder options of the site: the docs,
// a landing page with a card per section, the link checker given and a
// sitemap. The landing page is left out when a doc has the route / itself
// (a docs folder served at the site root, with an index doc or slug: /).
func site(ctx context.Context, s settings, root string, src fs.FS, docsOpts docs.Options, check docskit.Plugin, logf func(string, ...any)) (docskit.Config, []docskit.Option) {
	secs, rootTaken := sections(ctx, root, src, docsOpts)
	cfg := config(s.title, s.origin, s.lang, secs)
	// As in Docusaurus: a code language Prism does not know is plain text.
	cfg.Markdown = docskit.Markdown{Format: s.format, UnknownCodeLanguage: "text"}
	cfg.BaseURL = s.baseURL
	landing := pages.Options{Description: s.title}
	for _, sec := range secs {
		landing.Cards = append(landing.Cards, pages.Card{Title: sec.label, Description: sec.description, Href: sec.first})
	}
	if len(secs) > 0 {
		landing.CTALabel, landing.CTAHref = secs[0].label, secs[0].first
	}
	landing.NoLanding = rootTaken
	opts := []docskit.Option{
		docskit.WithRoot(root),
		docskit.WithSource(src),
		docskit.WithLogf(logf),
	}
	if s.siteDir != "" {
		opts = append(opts, docskit.WithSiteDir(s.siteDir))
	}
	opts = append(opts, docskit.WithPlugins(
		docs.New(docsOpts),
		pages.New(landing),
		check,
		sitemap.New(sitemap.Options{}),
	))
	return cfg, opts
}

// config is the site configuration: a navbar item and a footer link per section.
func config(title, origin, lang string, secs []section) docskit.Config {
	cfg := docskit.Config{
		Title:  title,
		URL:    origin,
		Locale: docskit.Locale{Label: lang, HTMLLang: lang},
		// Empty, not nil: the theme maps over these lists.
		Navbar: docskit.Navbar{Items: []docskit.NavItem{}},
		Footer: docskit.Footer{Columns: []docskit.FooterColumn{}},
	}
	if len(secs) == 0 {
		return cfg
	}
	col := docskit.FooterColumn{Title: title}
	for _, s := range secs {
		cfg.Navbar.Items = append(cfg.Navbar.Items, docskit.NavItem{Label: s.label, To: s.first, Sidebar: s.name})
		col.Items = append(col.Items, docskit.NavItem{Label: s.label, To: s.first})
	}
	cfg.Footer.Columns = append(cfg.Footer.Columns, col)
	return cfg
}
