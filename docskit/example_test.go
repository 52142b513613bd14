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

// A dev server builds once, then after each save rebuilds in place only what
// the saved files affect, and reloads the pages whose output changed.
// (Not run as a test: building needs Node.js and the npm packages.)
func ExampleBuilder_Rebuild() {
	cfg := docskit.Config{Title: "Example Docs", URL: "https://docs.example.com"}
	b, err := docskit.New(cfg,
		docskit.WithDev(), // keep the state Rebuild reuses
		docskit.WithPlugins(docs.New(docs.Options{}), pages.New(pages.Options{}), linkcheck.New(linkcheck.Options{})),
	)
	if err != nil {
		log.Fatal(err)
	}
	defer b.Close()
	ctx := context.Background()
	if _, err := b.Build(ctx, "/tmp/dev-site"); err != nil {
		log.Print(err) // Rebuild builds in full until a build succeeds
	}
	// … a file watcher reports that docs/intro.mdx was saved …
	rep, err := b.Rebuild(ctx, "/tmp/dev-site", []string{"docs/intro.mdx"})
	if err != nil {
		log.Print(err) // the last good output is still in /tmp/dev-site
		return
	}
	routes, all := rep.ChangedRoutes()
	fmt.Println(rep.Rendered, "pages rendered; reload", routes, "or everything:", all)
}
