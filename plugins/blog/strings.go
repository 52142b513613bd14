package blog

import (
	"fmt"
	"strings"
)

// The titles of the generated pages, which the build writes into each
// page's <title> (the theme shows the same words from its own strings).
// English, Docusaurus's; the translation id of each is in its comment.
const (
	titleTags    = "Tags"    // theme.tags.tagsPageTitle
	titleArchive = "Archive" // theme.blog.archive.title
	titleAuthors = "Authors" // theme.blog.authorsList.pageTitle
)

// tagTitle is a tag page's title: theme.blog.tagTitle, '{nPosts} tagged
// with "{tagName}"', nPosts from theme.blog.post.plurals ("One post|{count}
// posts").
func tagTitle(n int, label string) string {
	posts := "One post"
	if n != 1 {
		posts = fmt.Sprintf("%d posts", n)
	}
	return strings.Join([]string{posts, ` tagged with "`, label, `"`}, "")
}
