// Command site builds and serves the Nuri developer docs (누리 개발자 문서):
//
//	go run ./site build -out build
//	go run ./site serve -addr 127.0.0.1:3000 -dir build
//	go run ./site dev
//
// The configuration below is the whole site; the content is in site/docs.
package main

import (
	"os"

	"docskit.dev/docskit"
	"docskit.dev/docskit/cli"
	"docskit.dev/plugins/analytics"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/feed"
	"docskit.dev/plugins/fonts"
	"docskit.dev/plugins/hosting"
	"docskit.dev/plugins/linkcheck"
	"docskit.dev/plugins/llms"
	"docskit.dev/plugins/pages"
	"docskit.dev/plugins/search"
	"docskit.dev/plugins/sitemap"
)

func main() {
	os.Exit(cli.Main(newBuilder, os.Args[1:]))
}

func newBuilder(extra ...docskit.Option) (*docskit.Builder, error) {
	opts := append([]docskit.Option{
		docskit.WithRoot("site"),
		docskit.WithStatic("site/static"),
		docskit.WithPlugins(
			docs.New(docs.Options{Sidebars: []string{"api", "guide", "sdk", "releases"}}),
			pages.New(landing),
			linkcheck.New(linkcheck.Options{StaticDirs: []string{"site/static"}, Files: releaseFeeds.Paths()}),
			sitemap.New(sitemap.Options{}),
			feed.New(releaseFeeds),
			llms.New(llms.Options{}),
			search.New(searchOptions),
			fonts.New(pretendard),
			analytics.New(analyticsOptions(os.LookupEnv)),
			hosting.New(hosting.Options{}),
		),
	}, extra...)
	return docskit.New(config, opts...)
}
