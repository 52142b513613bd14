package blog

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFileNames(t *testing.T) {
	day := func(y, m, d int) time.Time { return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC) }
	tests := []struct {
		rel  string
		date time.Time // zero: no date in the name
		text string
		slug string
	}{
		{"2024-05-01-launch.md", day(2024, 5, 1), "launch", "/2024/05/01/launch"},
		{"2024-05-01-launch.mdx", day(2024, 5, 1), "launch", "/2024/05/01/launch"},
		{"2024-05-01-launch/index.md", day(2024, 5, 1), "launch", "/2024/05/01/launch"},
		{"2024/05/01/launch.md", day(2024, 5, 1), "launch", "/2024/05/01/launch"},
		{"2024/05/01/launch/index.mdx", day(2024, 5, 1), "launch", "/2024/05/01/launch"},
		{"2024-5-1-short-date.md", day(2024, 5, 1), "short-date", "/2024/5/1/short-date"},
		{"releases/2024-05-01-v2.md", day(2024, 5, 1), "v2", "/2024/05/01/releases/v2"},
		{"2023-12-31-review-of-2024-01-02.md", day(2024, 1, 2), "", "/2024/01/02/2023-12-31-review-of-"},
		{"2024-05-01.md", day(2024, 5, 1), "", "/2024/05/01/"},
		{"welcome.md", time.Time{}, "welcome", "/welcome"},
		{"guides/welcome/index.mdx", time.Time{}, "guides/welcome", "/guides/welcome"},
	}
	for _, tc := range tests {
		t.Run(tc.rel, func(t *testing.T) {
			fn, err := parseFileName(tc.rel)
			require.NoError(t, err)
			assert.Equal(t, !tc.date.IsZero(), fn.hasDate)
			assert.Equal(t, tc.date, fn.date)
			assert.Equal(t, tc.text, fn.text)
			assert.Equal(t, tc.slug, fn.slug)
		})
	}
	_, err := parseFileName("2024-02-30-leap.md")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "2024-02-30 in the file name is no date")
}

func TestRoutes(t *testing.T) {
	tests := []struct {
		base  string
		parts []string
		want  string
	}{
		{"", nil, "/blog"},
		{"blog", []string{"/2024/05/01/launch"}, "/blog/2024/05/01/launch"},
		{"/news/", []string{"tags", "/releases"}, "/news/tags/releases"},
		{"/", nil, "/"},
		{"/", []string{"/welcome"}, "/welcome"},
		{"/", []string{"page", "2"}, "/page/2"},
	}
	for _, tc := range tests {
		o := Options{RouteBasePath: tc.base}.defaults()
		assert.Equal(t, tc.want, o.route(tc.parts...), "%q %v", tc.base, tc.parts)
	}
}

func TestFrontMatterDates(t *testing.T) {
	tests := []struct {
		in   any
		want string
	}{
		{time.Date(2024, 5, 1, 0, 0, 0, 0, time.UTC), "2024-05-01T00:00:00Z"},
		{"2024-05-01", "2024-05-01T00:00:00Z"},
		{"2024-05-01 10:40:00", "2024-05-01T10:40:00Z"},
		{"2024-05-01T10:40", "2024-05-01T10:40:00Z"},
		{"2024-05-01T10:40:00+09:00", "2024-05-01T01:40:00Z"},
		{"2024/5/1", "2024-05-01T00:00:00Z"},
	}
	for _, tc := range tests {
		got, err := parseDate(tc.in)
		require.NoError(t, err, "%v", tc.in)
		assert.Equal(t, tc.want, got.Format(time.RFC3339), "%v", tc.in)
	}
	for _, bad := range []any{"2024-02-30", "next week", 2024, true} {
		_, err := parseDate(bad)
		assert.Error(t, err, "%v", bad)
	}
}

func TestCountWords(t *testing.T) {
	tests := []struct {
		text string
		want int
	}{
		{"", 0},
		{"Hello, world!", 2},
		{"don't stop", 2},
		{"Pi is 3.14, e is 2.71.", 6},
		{"snake_case and kebab-case", 4},
		{"## Heading\n\n- item one\n- item two\n", 5},
		{"누리 SDK를 설치합니다.", 3},
		{"日本語のテキスト", 8},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, countWords([]byte(tc.text)), tc.text)
	}
	// 400 words at 200 a minute.
	text := ""
	for range 400 {
		text += "word "
	}
	assert.Equal(t, 2.0, readingTime([]byte(text)))
}

// A date whose day or month is out of range is carried over as js-yaml's
// Date.UTC does (expected values taken from js-yaml 4 in Node).
func TestOutOfRangeDatesRollOver(t *testing.T) {
	tests := []struct {
		in   any
		want string
	}{
		{"2017-02-29 11:00:00", "2017-03-01T11:00:00Z"},
		{"2024-02-30", "2024-03-01T00:00:00Z"},
		{"2017-13-01", "2018-01-01T00:00:00Z"},
		{"2017-02-31T10:00:00Z", "2017-03-03T10:00:00Z"},
		{"2023-04-31 10:00:00 +09:00", "2023-05-01T01:00:00Z"},
		{"2023-06-31t23:30:00.5-02", "2023-07-02T01:30:00.5Z"},
	}
	for _, tc := range tests {
		_, err := parseDate(tc.in)
		require.Error(t, err, "%v is no calendar date", tc.in)
		got, ok := rollDate(tc.in)
		require.True(t, ok, "%v", tc.in)
		assert.Equal(t, tc.want, got.Format(time.RFC3339Nano), "%v", tc.in)
	}
	for _, bad := range []any{"next week", "2024-02-30 soon", "2024/02/30", 2024, true} {
		_, ok := rollDate(bad)
		assert.False(t, ok, "%v", bad)
	}
}
