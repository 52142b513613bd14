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

// yamlTimestamp is the form of a YAML timestamp: a date, then optionally
// a time of day with a fraction and a zone (Z, +9, +09:00, -0330).
var yamlTimestamp = regexp.MustCompile(`^(\d{4})-(\d\d?)-(\d\d?)(?:(?:[Tt]|[ \t]+)(\d\d?):(\d\d):(\d\d)(?:\.(\d{1,9}))?[ \t]*(?:(Z)|([-+])(\d\d?)(?::?(\d\d))?)?)?$`)

// rollDate reads a front matter date that parseDate rejects because its
// day or month is out of range (2017-02-29) the way js-yaml does: it gives
// the fields to Date.UTC, which carries the excess into the next month or
// year (2017-03-01). ok is false for anything that is not such a date.
func rollDate(v any) (t time.Time, ok bool) {
	s, isStr := v.(string)
	if !isStr {
		return time.Time{}, false
	}
	m := yamlTimestamp.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return time.Time{}, false
	}
	n := func(i int) int { v, _ := strconv.Atoi(m[i]); return v }
	nsec := 0
	if m[7] != "" {
		nsec, _ = strconv.Atoi((m[7] + "00000000")[:9])
	}
	// time.Date carries out-of-range fields over as Date.UTC does.
	t = time.Date(n(1), time.Month(n(2)), n(3), n(4), n(5), n(6), nsec, time.UTC)
	if m[9] != "" {
		offset := time.Duration(n(10))*time.Hour + time.Duration(n(11))*time.Minute
		if m[9] == "+" {
			offset = -offset
		}
		t = t.Add(offset)
	}
	return t, true
}
