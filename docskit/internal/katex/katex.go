// Package katex renders TeX to HTML with a site's own KaTeX package, as
// rehype-katex does in a Docusaurus build: the parse step hands it the math
// of every page (mdx.Options.Math), and the HTML goes into the pages, so
// that they ship no math code; the site's stylesheets bring KaTeX's CSS.
//
// One Node.js process per Renderer loads the package and answers requests
// one line of JSON at a time; it starts on the first request and stops with
// Close. Equal requests are answered once. A Renderer is safe for
// concurrent use: requests wait their turn.
package katex

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sync"

	"docskit.dev/docskit/mdx"
)

// script answers {"tex", "display"} lines with {"html"} lines, or
// {"html", "warning"} for TeX KaTeX cannot read, which it shows in red as
// rehype-katex does, or {"error"}.
const script = `
const katex = require(process.argv[1]);
const rl = require('node:readline').createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const { tex, display } = JSON.parse(line);
  let out;
  try {
    out = { html: katex.renderToString(tex, { displayMode: display, throwOnError: true }) };
  } catch (e) {
    try {
      out = { html: katex.renderToString(tex, { displayMode: display, throwOnError: false }), warning: String(e && e.message || e) };
    } catch (e2) {
      out = { error: String(e2 && e2.message || e2) };
    }
  }
  process.stdout.write(JSON.stringify(out) + '\n');
});
`

// Find returns the folder of the katex package in the first of the
// node_modules folders that has it.
func Find(nodeModules ...string) (string, bool) {
	for _, nm := range nodeModules {
		dir := filepath.Join(nm, "katex")
		if _, err := os.Stat(filepath.Join(dir, "package.json")); err == nil {
			return dir, true
		}
	}
	return "", false
}

// Renderer renders with the katex package in a folder.
type Renderer struct {
	pkg string

	mu    sync.Mutex
	cmd   *exec.Cmd
	in    io.WriteCloser
	out   *bufio.Reader
	err   error
	cache map[request]response
}

type request struct {
	TeX     string `json:"tex"`
	Display bool   `json:"display"`
}

type response struct {
	HTML    string `json:"html"`
	Warning string `json:"warning,omitempty"`
	Error   string `json:"error,omitempty"`
}

// New returns a renderer that uses the katex package in the folder pkg.
func New(pkg string) *Renderer {
	return &Renderer{pkg: pkg, cache: map[request]response{}}
}

var _ mdx.MathRenderer = (*Renderer)(nil)

// RenderMath renders tex, as display math or inline. TeX that KaTeX
// cannot read still renders (in red) and comes with an mdx.MathWarning.
func (r *Renderer) RenderMath(tex string, display bool) (string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	req := request{TeX: tex, Display: display}
	res, ok := r.cache[req]
	if !ok {
		var err error
		if res, err = r.ask(req); err != nil {
			return "", err
		}
		r.cache[req] = res
	}
	switch {
	case res.Error != "":
		return "", errors.New(res.Error)
	case res.Warning != "":
		return res.HTML, &mdx.MathWarning{Msg: res.Warning}
	}
	return res.HTML, nil
}

func (r *Renderer) ask(req request) (response, error) {
	if r.err != nil {
		return response{}, r.err
	}
	if r.cmd == nil {
		if r.err = r.start(); r.err != nil {
			return response{}, r.err
		}
	}
	line, err := json.Marshal(req)
	if err != nil {
		return response{}, err
	}
	if _, err := r.in.Write(append(line, '\n')); err != nil {
		r.err = fmt.Errorf("katex: %w", err)
		return response{}, r.err
	}
	answer, err := r.out.ReadBytes('\n')
	if err != nil {
		r.err = fmt.Errorf("katex: the Node.js process stopped: %w", err)
		return response{}, r.err
	}
	var res response
	if err := json.Unmarshal(answer, &res); err != nil {
		return response{}, fmt.Errorf("katex: %w", err)
	}
	return res, nil
}

func (r *Renderer) start() error {
	cmd := exec.Command("node", "-e", script, r.pkg)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("katex: start node: %w", err)
	}
	r.cmd, r.in, r.out = cmd, in, bufio.NewReader(out)
	return nil
}

// Close stops the Node.js process, if it started.
func (r *Renderer) Close() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cmd == nil {
		return nil
	}
	_ = r.in.Close()
	err := r.cmd.Wait()
	r.cmd = nil
	r.err = errors.New("katex: renderer closed")
	return err
}
