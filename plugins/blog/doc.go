// Package blog is the docskit plugin that builds a Docusaurus 3.9 blog
// folder as Docusaurus's blog plugin (@docusaurus/plugin-content-blog) does:
// the same posts at the same routes, with their lists, tags, archive,
// author pages and feeds.
//
// # Posts
//
// Every .md and .mdx file of the folder (Options.Include, less
// Options.Exclude: files and folders starting with _ are partials) is a
// post. Its date is the front matter's date, else the one its path starts
// with (2024-05-01-launch.md, 2024-05-01-launch/index.mdx,
// 2024/05/01/launch.md); its route is the front matter's slug under the
// blog's route, else /blog/2024/05/01/launch. Its title is the front
// matter's, else its first "# Title", else the file name's text. Front
// matter: title, description, date, slug, authors (keys of the authors map,
// authors.yml or .json, or inline objects), the legacy author* keys, tags
// (labels, or keys of tags.yml), draft (built only by the dev server),
// unlisted (built, but in no list, tag page, sidebar or feed), image,
// keywords, hide_table_of_contents, toc_min_heading_level,
// toc_max_heading_level, last_update.
//
// # Pages
//
//	/blog, /blog/page/2, …            the posts, newest first, Options.PostsPerPage a page
//	/blog/2024/05/01/launch           a post, with its TOC and the newer and older posts
//	/blog/tags, /blog/tags/<tag>      the tags, and the posts of each (paginated)
//	/blog/archive                     every post by year
//	/blog/authors, /blog/authors/<a>  authors with page: true in the authors map
//	/blog/rss.xml, /blog/atom.xml     the feeds (Options.Feed), full content, absolute URLs
//
// A list shows each post's content up to its truncate marker (<!-- truncate
// --> or {/* truncate */} on lines of its own: mdx.Doc.Breaks), with a
// "Read more" link; a post whose body needs JavaScript (a module page) is
// shown from its module (docskit.Page.Embeds). Every page of the blog has
// the blog's sidebar of recent posts (a docskit.Sidebar, shared as a file).
// The theme's layouts for these pages are docskit/theme/components/Blog*;
// the data they read is PageProps, under Page.Props["blog"].
//
// # Stages
//
// Load (load.go) reads the authors map, the tags file and every post's
// front matter, and returns all the pages: posts with their bodies, and the
// lists, tag, archive and author pages, which need only dates and tags to
// exist. Resolve (resolve.go) fills in what needs parsed bodies: titles
// from "# Title", descriptions, summaries, the sidebar and every list's
// items. PostBuild (feeds.go) writes the feeds with plugins/feed.
//
// # Use
//
// From a site's main.go, beside the docs; the link checker takes the feeds
// as link targets:
//
//	bp := blog.New(blog.Options{PostsPerPage: 5, Feed: blog.Feed{Copyright: "© Example"}})
//	docskit.WithPlugins(docs.New(docs.Options{}), bp,
//		linkcheck.New(linkcheck.Options{Files: bp.FeedPaths()}))
//
// cmd/docskit (package docusaurus) makes the same from a Docusaurus
// config's blog options. Each post's page also gets the meta tags of an
// article (date, authors, tags, keywords, its image as the social card).
//
// Bad input — malformed front matter, an unknown author key, a date that is
// no date, a bad authors map — fails the build with file:line.
package blog
