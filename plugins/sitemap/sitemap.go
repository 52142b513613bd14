package sitemap

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Render returns the sitemap XML for routes on the origin (sorted, one <url> each).
func Render(origin string, routes []string, opts Options) ([]byte, error) {
	origin = strings.TrimSuffix(origin, "/")
	if origin == "" {
		return nil, fmt.Errorf("sitemap: the site URL is empty")
	}
	sorted := append([]string(nil), routes...)
	sort.Strings(sorted)
	var b bytes.Buffer
	b.WriteString(xml.Header)
	b.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, r := range sorted {
		loc := origin + r
		if r == "/" {
			loc = origin + "/"
		}
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
func Robots(origin string) []byte {
	return []byte("User-agent: *\nAllow: /\n\nSitemap: " + strings.TrimSuffix(origin, "/") + "/sitemap.xml\n")
}
