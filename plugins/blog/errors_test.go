package blog_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/plugins/blog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const authorsYML = "ada:\n  name: Ada Park\n"

// Bad input fails the load with the file:line of the problem.
func TestBadInputNamesFileAndLine(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		want  []string // "file:line: message" prefixes of the diagnostics
	}{
		{"malformed front matter", map[string]string{"blog/2024-01-01-a.md": "---\ntitle: [unclosed\n---\nText.\n"},
			[]string{"blog/2024-01-01-a.md:3: invalid front matter"}},
		{"unknown author key", map[string]string{"blog/authors.yml": authorsYML, "blog/2024-01-01-a.md": "---\ntitle: A\nauthors: [ada, bob]\n---\nText.\n"},
			[]string{`blog/2024-01-01-a.md:3: unknown author "bob": blog/authors.yml defines ada`}},
		{"an author key without an authors map", map[string]string{"blog/2024-01-01-a.md": "---\nauthors: ada\n---\nText.\n"},
			[]string{`blog/2024-01-01-a.md:2: author "ada": there is no authors map`}},
		{"a date that is no date", map[string]string{"blog/2024-01-01-a.md": "---\ntitle: A\ndate: 2024-02-30\n---\nText.\n"},
			[]string{`blog/2024-01-01-a.md:3: front matter date "2024-02-30" is no date`}},
		{"a file name date that is no date", map[string]string{"blog/2024-13-01-a.md": "Text.\n"},
			[]string{"blog/2024-13-01-a.md:1: the date 2024-13-01 in the file name is no date"}},
		{"tags that are no list", map[string]string{"blog/2024-01-01-a.md": "---\ntitle: A\n\ntags: release\n---\nText.\n"},
			[]string{"blog/2024-01-01-a.md:4: front matter tags must be a list"}},
		{"draft that is no boolean", map[string]string{"blog/2024-01-01-a.md": "---\ndraft: maybe\n---\nText.\n"},
			[]string{"blog/2024-01-01-a.md:2: front matter draft must be true or false"}},
		{"a heading level out of range", map[string]string{"blog/2024-01-01-a.md": "---\ntoc_max_heading_level: 9\n---\nText.\n"},
			[]string{"blog/2024-01-01-a.md:2: front matter toc_max_heading_level must be a heading level from 2 to 6"}},
		{"an authors map author without name or picture", map[string]string{"blog/authors.yml": "ada:\n  name: Ada\nbob:\n  title: Nobody\n", "blog/2024-01-01-a.md": "Text.\n"},
			[]string{`blog/authors.yml:4: author "bob": give it a name or an image_url`}},
		{"an authors map that is not YAML", map[string]string{"blog/authors.yml": "ada:\n  name: [x\n", "blog/2024-01-01-a.md": "Text.\n"},
			[]string{"blog/authors.yml:"}},
		{"legacy and new author keys together", map[string]string{"blog/authors.yml": authorsYML, "blog/2024-01-01-a.md": "---\nauthors: ada\nauthor: Ada\n---\nText.\n"},
			[]string{"blog/2024-01-01-a.md:3: front matter author: use authors alone"}},
		{"every bad post at once", map[string]string{
			"blog/2024-01-01-a.md": "---\ndate: soon\n---\nA.\n",
			"blog/2024-01-02-b.md": "---\nunlisted: 1\n---\nB.\n",
		}, []string{`blog/2024-01-01-a.md:2: front matter date "soon" is no date`, "blog/2024-01-02-b.md:2: front matter unlisted must be true or false"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			for name, data := range tc.files {
				fsys[name] = &fstest.MapFile{Data: []byte(data)}
			}
			b, err := docskit.New(cfg, docskit.WithSource(fsys), docskit.WithPlugins(blog.New(blog.Options{})))
			require.NoError(t, err)
			_, err = b.LoadSite(context.Background())
			require.Error(t, err)
			var list diag.List
			require.True(t, errors.As(err, &list), "%T: %v", err, err)
			require.Len(t, list, len(tc.want), "%v", err)
			for i, want := range tc.want {
				assert.Contains(t, list[i].String(), want)
				assert.Contains(t, []string{"blog", "mdx"}, list[i].Plugin, "the front matter's reader is mdx's")
			}
		})
	}
}

func TestOptionsAreChecked(t *testing.T) {
	for _, o := range []blog.Options{
		{PostsPerPage: -5},
		{BlogSidebarCount: -7},
		{Feed: blog.Feed{Types: []string{"rdf"}}},
		{OnInlineTags: "explode"},
		{Include: []string{"{a,b"}},
		{ID: "two words"},
	} {
		_, err := docskit.New(cfg, docskit.WithPlugins(blog.New(o)))
		assert.Error(t, err, "%+v", o)
	}
	_, err := docskit.New(cfg, docskit.WithPlugins(blog.New(blog.Options{}), blog.New(blog.Options{ID: "news", Path: "news"})))
	assert.NoError(t, err, "two blogs with their ids")
}

// With Lenient (a Docusaurus site) a date that names no day is carried
// over into the next month with a warning at its file:line, as Docusaurus
// reads it; without, it stays an error (TestBadInputNamesFileAndLine).
func TestLenientBlogRollsOverImpossibleDates(t *testing.T) {
	fsys := fstest.MapFS{"blog/2024-03-01-leap.md": &fstest.MapFile{Data: []byte("---\ntitle: Leap\ndate: 2023-02-29 11:00:00\n---\nText.\n")}}
	var log strings.Builder
	b, err := docskit.New(cfg, docskit.WithSource(fsys), docskit.WithPlugins(blog.New(blog.Options{Lenient: true})),
		docskit.WithLogf(func(format string, args ...any) { fmt.Fprintf(&log, format+"\n", args...) }))
	require.NoError(t, err)
	site, err := b.LoadSite(context.Background())
	require.NoError(t, err)
	p := site.PageBySource("blog/2024-03-01-leap.md")
	require.NotNil(t, p)
	assert.Equal(t, "2023-03-01T11:00:00Z", p.Props["blog"].(*blog.PageProps).Post.Date)
	assert.Contains(t, log.String(), `blog/2024-03-01-leap.md:3: front matter date "2023-02-29 11:00:00" is no calendar date: read as 2023-03-01 11:00:00`)
}
