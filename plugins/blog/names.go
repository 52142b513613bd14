package blog

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// datedName is Docusaurus's reading of a post's path inside the blog
// folder: a date (2024-05-01, 2024/05/01, 2024-5-1) with what stands before
// it (a folder) and the text after it, the name of a file or of a folder
// holding index.md(x). The folder part is greedy, as in Docusaurus: the last
// date of the path is the post's.
var datedName = regexp.MustCompile(`^(.*)(\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(.*?)(?:/index)?\.mdx?$`)

var undatedName = regexp.MustCompile(`(?:/index)?\.mdx?$`)

// fileName is what a post's path says.
type fileName struct {
	date    time.Time
	hasDate bool
	// text is the name without date and extension: the title of a post
	// that has none.
	text string
	// slug is the route under the blog: /2024/05/01/launch, or the path
	// without extension when it has no date.
	slug string
}

// parseFileName reads a post's path inside the blog folder (slash-separated).
func parseFileName(rel string) (fileName, error) {
	m := datedName.FindStringSubmatch(rel)
	if m == nil {
		text := undatedName.ReplaceAllString(rel, "")
		return fileName{text: text, slug: "/" + text}, nil
	}
	folder, date, text := m[1], m[2], m[3]
	parts := strings.FieldsFunc(date, func(r rune) bool { return r == '-' || r == '/' })
	y, _ := strconv.Atoi(parts[0])
	mo, _ := strconv.Atoi(parts[1])
	d, _ := strconv.Atoi(parts[2])
	t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
	if t.Month() != time.Month(mo) || t.Day() != d {
		return fileName{}, fmt.Errorf("the date %s in the file name is no date", date)
	}
	// The route keeps the date as the name writes it (2024/5/1 for 2024-5-1).
	slug := "/" + strings.ReplaceAll(date, "-", "/") + "/" + folder + text
	return fileName{date: t, hasDate: true, text: text, slug: slug}, nil
}

// parseDate reads a front matter date: a YAML timestamp (yaml.v3 gives a
// time.Time for 2024-05-01 and 2024-05-01 10:00:00) or a string in one of
// the forms JavaScript's Date reads. A date without a zone is UTC, as
// Docusaurus takes it.
func parseDate(v any) (time.Time, error) {
	switch d := v.(type) {
	case time.Time:
		return d.UTC(), nil
	case string:
		s := strings.TrimSpace(d)
		for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02 15:04:05", "2006-01-02 15:04", "2006-01-02", "2006-1-2", "2006/01/02", "2006/1/2"} {
			if t, err := time.Parse(layout, s); err == nil {
				return t.UTC(), nil
			}
		}
		return time.Time{}, fmt.Errorf("front matter date %q is no date", d)
	}
	return time.Time{}, fmt.Errorf("front matter date must be a date such as 2024-05-01, not %v", v)
}
