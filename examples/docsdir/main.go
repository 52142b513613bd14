package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"docskit.dev/docskit"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/linkcheck"
	"docskit.dev/plugins/pages"
	"docskit.dev/plugins/sitemap"
)

func main() {
	dir := os.Args[1]
	b, err := docskit.New(docskit.Config{Title: "T", URL: "https://example.com", Navbar: docskit.Navbar{Items: []docskit.NavItem{}}, Footer: docskit.Footer{Columns: []docskit.FooterColumn{}}},
		docskit.WithRoot(filepath.Dir(dir)),
		docskit.WithLogf(func(f string, a ...any) { fmt.Fprintf(os.Stderr, f+"\n", a...) }),
		docskit.WithPlugins(docs.New(docs.Options{Path: filepath.Base(dir)}), pages.New(pages.Options{}), linkcheck.New(linkcheck.Options{}), sitemap.New(sitemap.Options{})))
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	_, err = b.Build(context.Background(), os.Args[2])
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
}
