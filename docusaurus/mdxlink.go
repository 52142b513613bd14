package docusaurus

import (
	"os"
	"path/filepath"
	"regexp"
)

// mdxAKey is an "a" key of an MDX components object ({…, a: LocalLink}).
var mdxAKey = regexp.MustCompile(`(?m)(?:^|[{,])\s*["']?a["']?\s*:`)

// mdxLinkComponent finds a swizzled MDXComponents that replaces the "a"
// of page content, in the site's src/theme or in a theme of its own (roots
// are their folders, the site's first): an MDXComponents/A file, or an "a"
// key in MDXComponents. It returns the file relative to the site folder
// (absolute when it is outside it), or "" when links are Docusaurus's.
func mdxLinkComponent(site string, roots []string) string {
	for _, root := range roots {
		theme := filepath.Join(root, "src", "theme")
		var candidates []string
		for _, ext := range []string{".js", ".jsx", ".ts", ".tsx"} {
			candidates = append(candidates, filepath.Join(theme, "MDXComponents", "A"+ext), filepath.Join(theme, "MDXComponents", "A", "index"+ext))
		}
		for _, c := range candidates {
			if _, err := os.Stat(c); err == nil {
				return relTo(site, c)
			}
		}
		for _, ext := range []string{".js", ".jsx", ".ts", ".tsx"} {
			for _, c := range []string{filepath.Join(theme, "MDXComponents"+ext), filepath.Join(theme, "MDXComponents", "index"+ext)} {
				if b, err := os.ReadFile(c); err == nil && mdxAKey.Match(b) {
					return relTo(site, c)
				}
			}
		}
	}
	return ""
}

// relTo is file relative to dir, or file itself when it is not inside dir.
func relTo(dir, file string) string {
	rel, err := filepath.Rel(dir, file)
	if err != nil || len(rel) >= 2 && rel[:2] == ".." {
		return file
	}
	return filepath.ToSlash(rel)
}
