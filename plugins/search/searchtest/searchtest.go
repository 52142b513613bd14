// Package searchtest runs the search plugin's browser code (the TypeScript
// tokenizer, matcher and engine in plugins/search/client) in Node for Go
// tests: the engine is the only scorer, so every ranking test goes through
// it, over the index files the plugin writes; the tokenizer is compared with
// the Go one that builds the index.
//
// It bundles harness.ts with esbuild and needs node on the PATH. One Node
// process serves a whole test binary: it starts on the first [Run] and ends
// when the test binary exits (its standard input closes). Tests that call Run
// are skipped with -short, as other tests that run Node are.
package searchtest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/evanw/esbuild/pkg/api"
)

// Request is what the harness is asked; see harness.ts.
type Request struct {
	// Tokenize are texts to tokenize.
	Tokenize []string `json:"tokenize,omitempty"`
	// Match are queries to match against texts, word by word (the "match"
	// cases of plugins/search/testdata/cases.json).
	Match []Pair `json:"match,omitempty"`
	// Searches are queries to rank, each set over one index.
	Searches []Search `json:"searches,omitempty"`
}

// Pair is a query and a text.
type Pair struct {
	Query string `json:"query"`
	Text  string `json:"text"`
}

// Search is a set of queries over one index: the files a site build wrote
// (Dir, its output folder) or the files themselves (Files, by path, as
// search.Files returns them).
type Search struct {
	Dir     string            `json:"dir,omitempty"`
	Files   map[string][]byte `json:"-"`
	Queries []string          `json:"queries"`
	// Shown keeps only the results the search dialog lists: the best ten,
	// at most three of one page (toShow in client/engine.ts).
	Shown bool `json:"shown,omitempty"`
	// Fresh runs each query on an index opened for it alone, so that
	// Response.Loaded lists every file the query read.
	Fresh bool `json:"fresh,omitempty"`
}

// MarshalJSON sends Files as the JSON they hold.
func (s Search) MarshalJSON() ([]byte, error) {
	type plain Search
	var files map[string]json.RawMessage
	for name, data := range s.Files {
		if !json.Valid(data) {
			return nil, fmt.Errorf("searchtest: index file %s is not JSON", name)
		}
		if files == nil {
			files = make(map[string]json.RawMessage, len(s.Files))
		}
		files[name] = data
	}
	return json.Marshal(struct {
		plain
		Files map[string]json.RawMessage `json:"files,omitempty"`
	}{plain(s), files})
}

// Response is the harness's answer, in the order of the request's lists.
type Response struct {
	Tokenize [][]string `json:"tokenize"`
	Match    []bool     `json:"match"`
	// Searches[i][j] are the results of query j of search i, best first.
	Searches [][][]Result `json:"searches"`
	// Loaded[i][j] are the index files (paths, in the order asked for)
	// query j of search i read beyond those already loaded.
	Loaded [][][]string `json:"loaded"`
}

// Result is one search hit: the section's URL (route, or route#anchor) and
// its score.
type Result struct {
	URL   string  `json:"url"`
	Score float64 `json:"score"`
}

// Route is the page of r's section.
func (r Result) Route() string {
	route, _, _ := strings.Cut(r.URL, "#")
	return route
}

// URLs returns the URLs of rs, in order.
func URLs(rs []Result) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.URL
	}
	return out
}

// Run sends req to the harness and returns its answer. It skips t with
// -short and fails it when Node or the harness fails.
func Run(t testing.TB, req Request) *Response {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the browser's search code in Node; skipped with -short")
	}
	resp, err := harness.ask(req)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

// harness is the Node process, started on first use.
var harness node

type node struct {
	mu     sync.Mutex
	in     io.WriteCloser
	out    *bufio.Reader
	stderr lockedBuffer
	err    error // once set, every ask fails with it
}

func (n *node) ask(req Request) (*Response, error) {
	line, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.err == nil && n.in == nil {
		n.err = n.start()
	}
	if n.err != nil {
		return nil, n.err
	}
	reply, err := n.roundTrip(append(line, '\n'))
	if err != nil {
		n.err = fmt.Errorf("searchtest: node harness: %v\n%s", err, n.stderr.String())
		return nil, n.err
	}
	var resp struct {
		Response
		Error string `json:"error"`
	}
	if err := json.Unmarshal(reply, &resp); err != nil {
		return nil, fmt.Errorf("searchtest: harness answer: %w", err)
	}
	if resp.Error != "" {
		return nil, fmt.Errorf("searchtest: harness: %s", resp.Error)
	}
	return &resp.Response, nil
}

func (n *node) roundTrip(line []byte) ([]byte, error) {
	if _, err := n.in.Write(line); err != nil {
		return nil, err
	}
	return n.out.ReadBytes('\n')
}

// start bundles the harness, starts Node on it and waits until it is
// loaded; the script's folder is removed then.
func (n *node) start() error {
	js, err := bundle()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "searchtest-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	script := filepath.Join(dir, "harness.mjs")
	if err := os.WriteFile(script, js, 0o644); err != nil {
		return err
	}
	cmd := exec.Command("node", script)
	cmd.Stderr = &n.stderr
	if n.in, err = cmd.StdinPipe(); err != nil {
		return err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("searchtest: start node: %w", err)
	}
	// Reap the process when it ends (when the test binary exits, Node sees
	// its standard input close and ends too).
	go func() { _ = cmd.Wait() }()
	n.out = bufio.NewReaderSize(stdout, 1<<20)
	ready, err := n.out.ReadBytes('\n')
	if err != nil || strings.TrimSpace(string(ready)) != `{"ready":true}` {
		return fmt.Errorf("searchtest: node harness did not start: %v %q\n%s", err, ready, n.stderr.String())
	}
	return nil
}

// lockedBuffer is Node's standard error, written by exec's copying
// goroutine and read in error messages.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// bundle compiles harness.ts and what it imports into one Node script.
func bundle() ([]byte, error) {
	_, file, _, _ := runtime.Caller(0)
	res := api.Build(api.BuildOptions{
		EntryPoints: []string{filepath.Join(filepath.Dir(file), "harness.ts")},
		Bundle:      true,
		Platform:    api.PlatformNode,
		Format:      api.FormatESModule,
		Target:      api.ES2022,
		Write:       false,
		LogLevel:    api.LogLevelSilent,
	})
	if len(res.Errors) > 0 {
		msgs := api.FormatMessages(res.Errors, api.FormatMessagesOptions{Kind: api.ErrorMessage})
		return nil, fmt.Errorf("searchtest: bundle harness.ts:\n%s", strings.Join(msgs, ""))
	}
	return res.OutputFiles[0].Contents, nil
}
