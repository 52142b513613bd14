package docskit_test

import (
	"context"
	"fmt"
	"log"

	"docskit.dev/docskit"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/linkcheck"
	"docskit.dev/plugins/pages"
	"docskit.dev/plugins/sitemap"
)

// A site is a Config and a list of plugins; Build writes it to a folder.
// (Not run as a test: building needs Node.js and the npm packages.)
func Example() {
	cfg := docskit.Config{
		Title: "Example Docs",
		URL:   "https://docs.example.com",
		Navbar: docskit.Navbar{Items: []docskit.NavItem{
			{Label: "Guide", To: "/docs/intro"},
			{Label: "GitHub", Href: "https://github.com/example", Position: "right"},
		}},
	}
	b, err := docskit.New(cfg,
		docskit.WithRoot("."), // reads ./docs
		docskit.WithPlugins(
			docs.New(docs.Options{}),
			pages.New(pages.Options{}),
			linkcheck.New(linkcheck.Options{}),
			sitemap.New(sitemap.Options{}),
		),
	)
	if err != nil {
		log.Fatal(err)
	}
	defer b.Close()
	rep, err := b.Build(context.Background(), "build")
	if err != nil {
		log.Fatal(err) // file:line of every problem
	}
	fmt.Println(rep.Pages, "pages")
}
