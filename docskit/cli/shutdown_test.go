package cli

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// syncBuffer is a bytes.Buffer safe to write from the server goroutine.
type syncBuffer struct {
	mu sync.Mutex
	b  []byte
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.b = append(s.b, p...)
	return len(p), nil
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return string(s.b)
}

// TestServeFinishesRequestsInFlightOnSIGTERM starts `serve`, begins a large
// download and reads only its start, so the response is still being written,
// then sends the process SIGTERM. The server must stop accepting connections,
// let the download finish completely, and exit with status 0.
func TestServeFinishesRequestsInFlightOnSIGTERM(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte("<h1>home</h1>"), 0o644))
	const size = 64 << 20 // far more than loopback socket buffers hold
	f, err := os.Create(filepath.Join(dir, "big.bin"))
	require.NoError(t, err)
	require.NoError(t, f.Truncate(size))
	require.NoError(t, f.Close())

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())

	var stderr syncBuffer
	done := make(chan int, 1)
	go func() { done <- run(nil, []string{"serve", "-addr", addr, "-dir", dir}, io.Discard, &stderr) }()

	up := false
	for i := 0; i < 100 && !up; i++ {
		if resp, err := http.Get("http://" + addr + "/"); err == nil {
			resp.Body.Close()
			up = resp.StatusCode == http.StatusOK
		} else {
			time.Sleep(50 * time.Millisecond)
		}
	}
	require.True(t, up, "server did not start: %s", stderr.String())

	conn, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	defer conn.Close()
	_, err = io.WriteString(conn, "GET /big.bin HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
	require.NoError(t, err)
	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, nil)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	first := make([]byte, 4096)
	_, err = io.ReadFull(resp.Body, first)
	require.NoError(t, err)

	require.NoError(t, syscall.Kill(os.Getpid(), syscall.SIGTERM))

	// Shutdown has begun once new connections are refused.
	refused := false
	for i := 0; i < 200 && !refused; i++ {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			refused = true
			break
		}
		c.Close()
		time.Sleep(25 * time.Millisecond)
	}
	require.True(t, refused, "the server still accepts connections after SIGTERM")
	select {
	case code := <-done:
		t.Fatalf("serve exited (%d) while a response was being written", code)
	default:
	}

	rest, err := io.Copy(io.Discard, resp.Body)
	require.NoError(t, err, "the download in flight was cut")
	assert.EqualValues(t, size, int64(len(first))+rest)

	select {
	case code := <-done:
		assert.Equal(t, 0, code, stderr.String())
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not exit after the last response")
	}
}
