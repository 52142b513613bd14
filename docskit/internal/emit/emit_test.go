package emit

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCommitReplacesPreviousOutputAtOnce(t *testing.T) {
	final := filepath.Join(t.TempDir(), "site")
	require.NoError(t, os.MkdirAll(final, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(final, "old.html"), []byte("old"), 0o644))

	d, err := Begin(final)
	require.NoError(t, err)
	require.NoError(t, d.WriteFile("docs/a.html", []byte("new")))
	// Before Commit, the previous output is what a reader sees.
	_, err = os.Stat(filepath.Join(final, "docs/a.html"))
	assert.True(t, os.IsNotExist(err))
	require.NoError(t, d.Commit())

	b, err := os.ReadFile(filepath.Join(final, "docs/a.html"))
	require.NoError(t, err)
	assert.Equal(t, "new", string(b))
	_, err = os.Stat(filepath.Join(final, "old.html"))
	assert.True(t, os.IsNotExist(err), "files of the previous build are gone")
	entries, err := os.ReadDir(filepath.Dir(final))
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary or old folders are left beside the output")
}

func TestAbortLeavesPreviousOutputUntouched(t *testing.T) {
	final := filepath.Join(t.TempDir(), "site")
	require.NoError(t, os.MkdirAll(final, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(final, "index.html"), []byte("good"), 0o644))
	d, err := Begin(final)
	require.NoError(t, err)
	require.NoError(t, d.WriteFile("index.html", []byte("half")))
	require.NoError(t, d.Abort())
	b, err := os.ReadFile(filepath.Join(final, "index.html"))
	require.NoError(t, err)
	assert.Equal(t, "good", string(b))
	entries, _ := os.ReadDir(filepath.Dir(final))
	assert.Len(t, entries, 1)
}

func TestWriteFileRejectsCollisionsAndEscapes(t *testing.T) {
	d, err := Begin(filepath.Join(t.TempDir(), "out"))
	require.NoError(t, err)
	defer d.Abort()
	require.NoError(t, d.WriteFile("a/b.html", []byte("1")))
	assert.ErrorContains(t, d.WriteFile("/a/b.html", []byte("2")), "written twice")
	assert.Error(t, d.WriteFile("../escape.html", nil))
	assert.Error(t, d.WriteFile("", nil))
}

func TestConcurrentWritesIntoNewFolders(t *testing.T) {
	d, err := Begin(filepath.Join(t.TempDir(), "out"))
	require.NoError(t, err)
	defer d.Abort()
	var wg sync.WaitGroup
	for i := range 64 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			assert.NoError(t, d.WriteFile(filepath.Join("deep/nested", string(rune('a'+i%8)), "f"+string(rune('A'+i))+".json"), []byte("{}")))
		}()
	}
	wg.Wait()
	files, _ := d.Stats()
	assert.Equal(t, 64, files)
}

func TestMinifierKeepsContent(t *testing.T) {
	m := NewMinifier()
	out := m.HTML("<p>\n  한국어   문장 <code>a  b</code>\n</p>\n\n<ul>\n<li>x</li>\n</ul>")
	assert.Equal(t, "<p>한국어 문장 <code>a b</code></p><ul><li>x</li></ul>", out)
	pre := m.HTML("<pre><code>a\n  b</code></pre>")
	assert.Contains(t, pre, "a\n  b", "whitespace in pre is kept")
}

func TestUpdateWritesOnlyChangedFilesInPlace(t *testing.T) {
	final := filepath.Join(t.TempDir(), "site")
	d, err := Begin(final)
	require.NoError(t, err)
	require.NoError(t, d.WriteFile("index.html", []byte("home")))
	require.NoError(t, d.WriteFile("docs/a.html", []byte("a1")))
	require.NoError(t, d.WriteFile("docs/old/b.html", []byte("b")))
	require.NoError(t, d.WriteFile("assets/x.css", []byte("css")))
	require.NoError(t, d.Commit())
	assert.Nil(t, d.Changed(), "a full build replaces everything")

	u, err := Update(d.Manifest())
	require.NoError(t, err)
	assert.Equal(t, final, u.Final)
	require.NoError(t, u.WriteFile("index.html", []byte("home")))   // same bytes
	require.NoError(t, u.WriteFile("docs/a.html", []byte("a2")))    // changed
	require.NoError(t, u.WriteFile("docs/new.html", []byte("new"))) // added
	assert.True(t, u.Keep("assets/x.css"), "an unchanged file of the previous output")
	assert.False(t, u.Keep("assets/missing.css"), "not in the previous output")
	assert.False(t, u.Keep("index.html"), "already written")
	assert.False(t, u.Keep("docs/old/b.html", "assets/nope.css"), "all or nothing")
	assert.False(t, u.Exists("docs/old/b.html"))
	require.Error(t, u.WriteFile("docs/a.html", []byte("again")), "still one writer per path")

	// Nothing is on disk before Commit.
	got, err := os.ReadFile(filepath.Join(final, "docs/a.html"))
	require.NoError(t, err)
	assert.Equal(t, "a1", string(got))
	require.NoError(t, u.Commit())

	assert.Equal(t, []string{"docs/a.html", "docs/new.html", "docs/old/b.html"}, u.Changed())
	for rel, want := range map[string]string{"index.html": "home", "docs/a.html": "a2", "docs/new.html": "new", "assets/x.css": "css"} {
		got, err := os.ReadFile(filepath.Join(final, rel))
		require.NoError(t, err, rel)
		assert.Equal(t, want, string(got), rel)
	}
	_, err = os.Stat(filepath.Join(final, "docs/old"))
	assert.True(t, os.IsNotExist(err), "the removed page's empty folder is gone too")
	files, _ := u.Stats()
	assert.Equal(t, 4, files)
	entries, err := os.ReadDir(filepath.Join(final, "docs"))
	require.NoError(t, err)
	assert.Len(t, entries, 2, "no temporary files are left behind")

	// A second update against the new manifest sees the new content.
	u2, err := Update(u.Manifest())
	require.NoError(t, err)
	require.NoError(t, u2.WriteFile("docs/a.html", []byte("a2")))
	for _, rel := range []string{"index.html", "docs/new.html", "assets/x.css"} {
		assert.True(t, u2.Keep(rel), rel)
	}
	require.NoError(t, u2.Commit())
	assert.Empty(t, u2.Changed())
}

func TestAbortedUpdateLeavesOutputUntouched(t *testing.T) {
	final := filepath.Join(t.TempDir(), "site")
	d, err := Begin(final)
	require.NoError(t, err)
	require.NoError(t, d.WriteFile("index.html", []byte("good")))
	require.NoError(t, d.Commit())

	u, err := Update(d.Manifest())
	require.NoError(t, err)
	require.NoError(t, u.WriteFile("index.html", []byte("broken")))
	require.NoError(t, u.Abort())
	got, err := os.ReadFile(filepath.Join(final, "index.html"))
	require.NoError(t, err)
	assert.Equal(t, "good", string(got))

	// The manifest still describes the disk: writing "good" again changes nothing.
	u2, err := Update(d.Manifest())
	require.NoError(t, err)
	require.NoError(t, u2.WriteFile("index.html", []byte("good")))
	require.NoError(t, u2.Commit())
	assert.Empty(t, u2.Changed())
}

func TestUpdateNeedsAnExistingOutput(t *testing.T) {
	_, err := Update(nil)
	require.Error(t, err)
	final := filepath.Join(t.TempDir(), "site")
	d, err := Begin(final)
	require.NoError(t, err)
	require.NoError(t, d.WriteFile("index.html", []byte("x")))
	require.NoError(t, d.Commit())
	m := d.Manifest()
	require.NoError(t, os.RemoveAll(final))
	_, err = Update(m)
	require.ErrorContains(t, err, "gone")
}

func TestLinkAllKeepsPreviousFilesThroughTheSwap(t *testing.T) {
	final := filepath.Join(t.TempDir(), "site")
	d, err := Begin(final)
	require.NoError(t, err)
	require.NoError(t, d.WriteFile("docs/a.html", []byte("그대로")))
	require.NoError(t, d.WriteFile("_data/docs/a.json", []byte("{}")))
	require.NoError(t, d.Commit())

	d, err = Begin(final)
	require.NoError(t, err)
	require.NoError(t, d.LinkAll([]string{"docs/a.html", "_data/docs/a.json"}, final))
	assert.Error(t, d.LinkAll([]string{"docs/a.html"}, final), "twice is a collision")
	assert.Error(t, d.LinkAll([]string{"docs/b.html", "docs/none.html"}, final), "a missing file is an error")
	require.NoError(t, d.WriteFile("docs/b.html", []byte("새 파일")), "and links none of them")
	files, bytes := d.Stats()
	assert.Equal(t, 3, files)
	assert.Equal(t, int64(len("그대로")+len("{}")+len("새 파일")), bytes)
	require.NoError(t, d.Commit())

	b, err := os.ReadFile(filepath.Join(final, "docs/a.html"))
	require.NoError(t, err, "the linked file outlives the output it came from")
	assert.Equal(t, "그대로", string(b))
}

func TestKeepAllButKeepsWhatIsNotWrittenAndRemovesTheSkipped(t *testing.T) {
	final := filepath.Join(t.TempDir(), "site")
	d, err := Begin(final)
	require.NoError(t, err)
	for rel, text := range map[string]string{"index.html": "home", "docs/a.html": "a1", "sitemap.xml": "s1", "old.xml": "o", "assets/x.css": "css"} {
		require.NoError(t, d.WriteFile(rel, []byte(text)))
	}
	require.NoError(t, d.Commit())

	// One page changes; everything else stays.
	u, err := Update(d.Manifest())
	require.NoError(t, err)
	require.NoError(t, u.WriteFile("docs/a.html", []byte("a2")))
	u.KeepAllBut(nil)
	assert.True(t, u.Exists("assets/x.css"))
	files, bytes := u.Stats()
	assert.Equal(t, 5, files)
	assert.Equal(t, int64(len("home")+len("a2")+len("s1")+len("o")+len("css")), bytes)
	require.NoError(t, u.Commit())
	assert.Equal(t, []string{"docs/a.html"}, u.Changed())

	// The files a step wrote last time are skipped: what it writes again
	// stays, what it no longer writes is removed, the rest is kept.
	u2, err := Update(u.Manifest())
	require.NoError(t, err)
	u2.KeepAllBut(map[string]bool{"sitemap.xml": true, "old.xml": true})
	assert.False(t, u2.Exists("sitemap.xml"), "skipped until written")
	assert.True(t, u2.Exists("index.html"))
	require.NoError(t, u2.WriteFile("sitemap.xml", []byte("s2")))
	require.Error(t, u2.WriteFile("sitemap.xml", []byte("s3")), "still one writer per path")
	require.NoError(t, u2.Commit())
	assert.Equal(t, []string{"old.xml", "sitemap.xml"}, u2.Changed())
	for rel, want := range map[string]string{"index.html": "home", "docs/a.html": "a2", "sitemap.xml": "s2", "assets/x.css": "css"} {
		got, err := os.ReadFile(filepath.Join(final, rel))
		require.NoError(t, err, rel)
		assert.Equal(t, want, string(got), rel)
	}
	_, err = os.Stat(filepath.Join(final, "old.xml"))
	assert.True(t, os.IsNotExist(err))

	// The manifest follows the disk for the next update.
	u3, err := Update(u2.Manifest())
	require.NoError(t, err)
	require.NoError(t, u3.WriteFile("sitemap.xml", []byte("s2")))
	u3.KeepAllBut(nil)
	require.NoError(t, u3.Commit())
	assert.Empty(t, u3.Changed())
	assert.False(t, u3.Exists("old.xml"))
}
