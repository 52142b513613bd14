// Command minimal is the smallest docskit site: four pages in docs/, a
// landing page and a 404 page, a link checker and a sitemap, with the default
// theme. From the repository root:
//
//	go run ./examples/minimal build -out /tmp/minimal
//	go run ./examples/minimal serve -dir /tmp/minimal
//	go run ./examples/minimal dev
//
// The site folder (the one that holds docs/) is examples/minimal when the
// working directory contains it, and the working directory otherwise, so
// `go run . build` works from inside examples/minimal too. To name it
// explicitly, put -root DIR before the command:
//
//	go run ./examples/minimal -root path/to/site build -out /tmp/minimal
//
// -base-url and -trailing-slash build it as a site served under a path
// (Docusaurus's baseUrl and trailingSlash); serve then serves the build
// under that path, which it reads from the build:
//
//	go run ./examples/minimal -base-url /docs/ -trailing-slash true build -out /tmp/minimal
//	go run ./examples/minimal serve -dir /tmp/minimal   # http://127.0.0.1:3000/docs/
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"docskit.dev/docskit"
	"docskit.dev/docskit/cli"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/linkcheck"
	"docskit.dev/plugins/pages"
	"docskit.dev/plugins/sitemap"
)

func main() {
	flags := flag.NewFlagSet("minimal", flag.ExitOnError)
	root := flags.String("root", defaultRoot(), "the site folder, which holds docs/")
	base := flags.String("base-url", "/", "the path the site is served under (Config.BaseURL)")
	slash := flags.String("trailing-slash", "", `page URLs end with "/" ("true"), do not ("false"), or as by default ("")`)
	flags.Usage = func() {
		fmt.Fprintln(flags.Output(), "usage: minimal [-root DIR] [-base-url PATH] [-trailing-slash true|false] build|serve|dev [flags]")
		flags.PrintDefaults()
	}
	_ = flags.Parse(os.Args[1:])
	cfg := config
	cfg.BaseURL = *base
	switch *slash {
	case "true", "false":
		v := *slash == "true"
		cfg.TrailingSlash = &v
	case "":
	default:
		fmt.Fprintf(os.Stderr, "-trailing-slash %q: want true, false or nothing\n", *slash)
		os.Exit(2)
	}
	os.Exit(cli.Main(newBuilder(*root, cfg), flags.Args()))
}

// defaultRoot is examples/minimal when run from the repository root, else ".".
func defaultRoot() string {
	dir := filepath.Join("examples", "minimal")
	if st, err := os.Stat(filepath.Join(dir, "docs")); err == nil && st.IsDir() {
		return dir
	}
	return "."
}

// newBuilder returns the site's builder for cli.Main; root is the site folder, cfg
// its configuration (config, with the flags' base URL and trailing slash).
func newBuilder(root string, cfg docskit.Config) cli.NewBuilder {
	return func(extra ...docskit.Option) (*docskit.Builder, error) {
		opts := append([]docskit.Option{
			docskit.WithRoot(root),
			docskit.WithPlugins(
				docs.New(docs.Options{Sidebars: []string{"guide"}}), // docs/ → /docs/…, one sidebar per top-level folder
				pages.New(pages.Options{CTALabel: "Read the guide", CTAHref: "/docs/guide/intro"}),
				linkcheck.New(linkcheck.Options{}),
				sitemap.New(sitemap.Options{}),
			),
		}, extra...)
		return docskit.New(cfg, opts...)
	}
}

var config = docskit.Config{
	Title:   "Minimal",
	Tagline: "The smallest site built with docskit",
	URL:     "https://minimal.example",
	Locale:  docskit.Locale{Label: "English", HTMLLang: "en"},
	Navbar: docskit.Navbar{
		Items: []docskit.NavItem{{Label: "Guide", To: "/docs/guide/intro", Sidebar: "guide"}},
	},
	Footer: docskit.Footer{
		Columns: []docskit.FooterColumn{
			{Title: "Docs", Items: []docskit.NavItem{{Label: "Guide", To: "/docs/guide/intro"}}},
		},
		Copyright: "Example content, free to copy.",
	},
}
