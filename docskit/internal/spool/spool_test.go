package spool

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPutGetConcurrent(t *testing.T) {
	dir := t.TempDir()
	s, err := New(dir)
	require.NoError(t, err)
	const n = 200
	refs := make([]Ref, n)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			r, err := s.Put(bytes.Repeat([]byte(fmt.Sprintf("본문 %d;", i)), i))
			assert.NoError(t, err)
			refs[i] = r
		}(i)
	}
	wg.Wait()
	for i := n - 1; i >= 0; i-- {
		got, err := s.Get(refs[i])
		require.NoError(t, err)
		assert.Equal(t, bytes.Repeat([]byte(fmt.Sprintf("본문 %d;", i)), i), got)
	}
	assert.Positive(t, s.Size())
	require.NoError(t, s.Close())
	left, _ := filepath.Glob(filepath.Join(dir, "*"))
	assert.Empty(t, left, "Close removes the file")
}

func TestClosedSpoolFails(t *testing.T) {
	s, err := New(t.TempDir())
	require.NoError(t, err)
	r, err := s.Put([]byte("x"))
	require.NoError(t, err)
	require.NoError(t, s.Close())
	_, err = s.Get(r)
	assert.ErrorIs(t, err, os.ErrClosed)
}

func TestOpenKeepsWhatEarlierRunsWrote(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bodies.pack")
	s, err := Open(path)
	require.NoError(t, err)
	r1, err := s.Put([]byte("첫 번째"))
	require.NoError(t, err)
	require.NoError(t, s.Close())
	assert.FileExists(t, path, "Close leaves an opened spool's file")

	s, err = Open(path)
	require.NoError(t, err)
	defer s.Close()
	r2, err := s.Put([]byte("두 번째"))
	require.NoError(t, err)
	assert.Greater(t, r2.Offset(), r1.Offset(), "Put appends")
	got, err := s.Get(MakeRef(r1.Offset(), r1.Len()))
	require.NoError(t, err)
	assert.Equal(t, "첫 번째", string(got))
	got, err = s.Get(r2)
	require.NoError(t, err)
	assert.Equal(t, "두 번째", string(got))
}

func TestAppendToKeepsWhatDstHeld(t *testing.T) {
	s, err := New(t.TempDir())
	require.NoError(t, err)
	defer s.Close()
	r1, err := s.Put([]byte(`[{"t":"html"}]`))
	require.NoError(t, err)
	r2, err := s.Put([]byte(`"끝"`))
	require.NoError(t, err)
	dst := make([]byte, 0, 4) // too small: AppendTo grows it
	dst = append(dst, `{"body":`...)
	dst, err = s.AppendTo(dst, r1)
	require.NoError(t, err)
	dst = append(dst, ',')
	dst, err = s.AppendTo(dst, r2)
	require.NoError(t, err)
	assert.Equal(t, `{"body":[{"t":"html"}],"끝"`, string(dst))

	require.NoError(t, s.Close())
	kept, err := s.AppendTo(dst[:3], r1)
	assert.Error(t, err, "a closed spool")
	assert.Equal(t, `{"b`, string(kept), "a failed read leaves dst as it was")
}
