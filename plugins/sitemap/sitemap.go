package sitemap

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"sort"
	"strconv"

	"docskit.dev/docskit"
)

// Render returns the sitemap XML for routes at their absolute page URLs
// (u: the origin, base URL and trailing slash), sorted, one <url> each.
func Render(u docskit.URLs, routes []string, opts Options) ([]byte, error) {
	if u.Origin() == "" {
		return nil, fmt.Errorf("sitemap: the site URL is empty")
	}
	sorted := append([]string(nil), routes...)
	sort.Strings(sorted)
	var b bytes.Buffer
	b.WriteString(xml.Header)
	b.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, r := range sorted {
		loc := u.AbsPage(r)
		b.WriteString("<url><loc>")
		if err := xml.EscapeText(&b, []byte(loc)); err != nil {
			return nil, err
		}
		b.WriteString("</loc>")
		if opts.ChangeFreq != "-" && opts.ChangeFreq != "" {
			b.WriteString("<changefreq>" + opts.ChangeFreq + "</changefreq>")
		}
		if opts.Priority > 0 {
			b.WriteString("<priority>" + strconv.FormatFloat(opts.Priority, 'f', 1, 64) + "</priority>")
		}
		b.WriteString("</url>\n")
	}
	b.WriteString("</urlset>\n")
	return b.Bytes(), nil
}

// Robots returns a robots.txt that allows everything and names the sitemap.
func Robots(u docskit.URLs) []byte {
	return robots(u, "sitemap.xml")
}

// robots is robots.txt naming the sitemap file.
func robots(u docskit.URLs, file string) []byte {
	return []byte("User-agent: *\nAllow: /\n\nSitemap: " + u.AbsFile(file) + "\n")
}
