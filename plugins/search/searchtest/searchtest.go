// Package searchtest runs the search plugin's browser code (the TypeScript
// tokenizer and scorer in plugins/search/client) in Node, so Go tests can
// check that the browser tokenizes and ranks exactly as the Go side does.
// It bundles harness.ts with esbuild and needs node on the PATH.
package searchtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/evanw/esbuild/pkg/api"
)

// Request is what the harness is asked; see harness.ts.
type Request struct {
	Tokenize []string `json:"tokenize,omitempty"`
	Match    []Pair   `json:"match,omitempty"`
	// Dir is a built site's output folder; Queries are searched in its index.
	Dir     string   `json:"dir,omitempty"`
	Queries []string `json:"queries,omitempty"`
}

// Pair is a query and a text.
type Pair struct {
	Query string `json:"query"`
	Text  string `json:"text"`
}

// Response is the harness's answer.
type Response struct {
	Tokenize [][]string `json:"tokenize"`
	Match    []bool     `json:"match"`
	// Search holds each query's result URLs, best first.
	Search [][]string `json:"search"`
}

var bundled struct {
	once sync.Once
	js   []byte
	err  error
}

// bundle compiles harness.ts and what it imports into one Node script.
func bundle() ([]byte, error) {
	bundled.once.Do(func() {
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
			bundled.err = fmt.Errorf("searchtest: bundle harness.ts:\n%s", strings.Join(msgs, ""))
			return
		}
		bundled.js = res.OutputFiles[0].Contents
	})
	return bundled.js, bundled.err
}

// Run sends req to the TypeScript harness in Node and returns its answer.
func Run(req Request) (*Response, error) {
	js, err := bundle()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "searchtest-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	script := filepath.Join(dir, "harness.mjs")
	if err := os.WriteFile(script, js, 0o644); err != nil {
		return nil, err
	}
	in, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command("node", script)
	cmd.Stdin = bytes.NewReader(in)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("searchtest: node harness: %v\n%s", err, stderr.String())
	}
	var resp Response
	if err := json.Unmarshal(stdout.Bytes(), &resp); err != nil {
		return nil, fmt.Errorf("searchtest: harness answer: %w", err)
	}
	return &resp, nil
}
