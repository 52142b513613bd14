// Command customplugin is a small docskit site with two plugins of its own:
// readingtime (in ./readingtime), which shows "약 N분 분량" under every doc
// title, and quiz (in ./quiz), which gives the docs an MDX component,
// <Quiz answer="…">. From the repository root:
//
//	go run ./examples/customplugin build -out /tmp/customplugin
//	go run ./examples/customplugin serve -dir /tmp/customplugin
//	go run ./examples/customplugin dev
//
// As in examples/minimal, the site folder is examples/customplugin when the
// working directory contains it and the working directory otherwise; -root
// DIR before the command names it explicitly.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"docskit.dev/docskit"
	"docskit.dev/docskit/cli"
	"docskit.dev/examples/customplugin/quiz"
	"docskit.dev/examples/customplugin/readingtime"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/linkcheck"
	"docskit.dev/plugins/pages"
	"docskit.dev/plugins/sitemap"
)

func main() {
	flags := flag.NewFlagSet("customplugin", flag.ExitOnError)
	root := flags.String("root", defaultRoot(), "the site folder, which holds docs/")
	flags.Usage = func() {
		fmt.Fprintln(flags.Output(), "usage: customplugin [-root DIR] build|serve|dev [flags]")
		flags.PrintDefaults()
	}
	_ = flags.Parse(os.Args[1:])
	os.Exit(cli.Main(newBuilder(*root), flags.Args()))
}

// defaultRoot is examples/customplugin when run from the repository root, else ".".
func defaultRoot() string {
	dir := filepath.Join("examples", "customplugin")
	if st, err := os.Stat(filepath.Join(dir, "docs")); err == nil && st.IsDir() {
		return dir
	}
	return "."
}

func newBuilder(root string) cli.NewBuilder {
	return func(extra ...docskit.Option) (*docskit.Builder, error) {
		opts := append([]docskit.Option{
			docskit.WithRoot(root),
			docskit.WithPlugins(
				docs.New(docs.Options{Sidebars: []string{"tutorial"}}),
				// After docs in the list: Resolvers run in registration order.
				readingtime.New(readingtime.Options{}),
				quiz.New(),
				pages.New(pages.Options{CTALabel: "튜토리얼 시작하기", CTAHref: "/docs/tutorial/intro"}),
				linkcheck.New(linkcheck.Options{}),
				sitemap.New(sitemap.Options{}),
			),
		}, extra...)
		return docskit.New(config, opts...)
	}
}

var config = docskit.Config{
	Title:   "읽기 시간 예제",
	Tagline: "직접 만든 플러그인으로 문서마다 읽는 데 걸리는 시간을 보여 주는 docskit 사이트",
	URL:     "https://customplugin.example",
	Locale:  docskit.Locale{Label: "한국어", HTMLLang: "ko"},
	Navbar: docskit.Navbar{
		Items: []docskit.NavItem{{Label: "튜토리얼", To: "/docs/tutorial/intro", Sidebar: "tutorial"}},
	},
	Footer: docskit.Footer{
		Columns: []docskit.FooterColumn{
			{Title: "문서", Items: []docskit.NavItem{{Label: "튜토리얼", To: "/docs/tutorial/intro"}}},
		},
		Copyright: "예제 콘텐츠입니다.",
	},
}
