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
