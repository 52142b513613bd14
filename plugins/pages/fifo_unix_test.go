//go:build unix

package pages

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"docskit.dev/docskit"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBodyFileThatIsNotARegularFileIsADiagnostic(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(dir, "pages"), 0o755))
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, "pages/index.mdx"), 0o644))
	p := New(Options{BodyFile: "pages/index.mdx"})
	done := make(chan error, 1)
	go func() {
		_, err := p.Load(&docskit.Context{Context: context.Background(), Source: os.DirFS(dir), Config: &docskit.Config{}})
		done <- err
	}()
	select {
	case err := <-done:
		assert.ErrorContains(t, err, "pages/index.mdx")
		assert.ErrorContains(t, err, "not a regular file")
	case <-time.After(5 * time.Second):
		t.Fatal("Load waits on a named pipe")
	}
}
