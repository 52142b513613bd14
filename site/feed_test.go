package main

import (
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReleaseFeeds builds the site and reads its four Atom feeds: every
// release of decisions.md is an entry of its list's feed and of the feed of
// all releases, newest first, and each releases intro page links its feed.
func TestReleaseFeeds(t *testing.T) {
	out, _ := builtSite(t)

	// The expected entries come from the spec's routes, not from the feeds.
	want := map[string][]string{}
	for _, r := range specRoutes() {
		if !strings.Contains(r, "/release-v-") {
			continue
		}
		for _, f := range releaseFeeds.Feeds {
			if strings.HasPrefix(r, f.Prefix) {
				want[f.Path] = append(want[f.Path], "https://docs.nuri.example"+r)
			}
		}
	}
	counts := map[string]int{"releases/sdk.xml": 16, "releases/android.xml": 26, "releases/ios.xml": 26, "releases/all.xml": 68}
	require.Len(t, releaseFeeds.Feeds, len(counts))
	for _, f := range releaseFeeds.Feeds {
		raw, err := os.ReadFile(filepath.Join(out, f.Path))
		require.NoError(t, err, f.Path)
		var doc struct {
			XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"`
			Updated string   `xml:"updated"`
			Entries []struct {
				ID      string `xml:"id"`
				Updated string `xml:"updated"`
				Summary string `xml:"summary"`
			} `xml:"entry"`
		}
		require.NoError(t, xml.Unmarshal(raw, &doc), f.Path)
		assert.Len(t, doc.Entries, counts[f.Path], f.Path)
		var ids []string
		var last time.Time
		for i, e := range doc.Entries {
			ids = append(ids, e.ID)
			d, err := time.Parse(time.RFC3339, e.Updated)
			require.NoError(t, err, "%s %s", f.Path, e.ID)
			if i > 0 {
				assert.False(t, d.After(last), "%s: %s is newer than the entry before it", f.Path, e.ID)
			} else {
				assert.Equal(t, doc.Updated, e.Updated, "%s is as new as its newest release", f.Path)
			}
			last = d
			assert.Regexp(t, `\p{Hangul}`, e.Summary, "%s: %s has its first paragraph as summary", f.Path, e.ID)
		}
		assert.ElementsMatch(t, want[f.Path], ids, f.Path)

		if f.Path == "releases/all.xml" {
			continue
		}
		intro, err := os.ReadFile(filepath.Join(out, strings.TrimPrefix(f.Page, "/")+".html"))
		require.NoError(t, err)
		assert.Contains(t, string(intro), `<a href="/`+f.Path+`"`, "%s links its feed in the body", f.Page)
		assert.Contains(t, string(intro), `<link href="/`+f.Path+`" rel="alternate"`, "%s links its feed in <head>", f.Page)
	}
}
