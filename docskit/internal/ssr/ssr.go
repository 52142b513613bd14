package ssr

import (
	"bufio"
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"hash/maphash"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"unsafe"

	"docskit.dev/docskit/internal/script"
)

// runner.ts is the Node.js side of the protocol.
var (
	//go:embed runner.ts
	runnerTS []byte
	runnerJS = sync.OnceValues(func() (string, error) { return script.Node("docskit/internal/ssr/runner.ts", runnerTS) })
)

// maxSidebars is how many sidebars a process keeps before both sides forget
// them: far more than a site has, fewer than a long dev session's edits make.
const maxSidebars = 64

// ErrExited is returned (wrapped) by Render once a Node.js process has exited.
var ErrExited = errors.New("the node renderer exited")

// Renderer renders pages in one Node.js process with a pool of renderer
// threads (workers).
type Renderer struct {
	workers []*worker
	next    chan *worker
	dir     string
	proc    *process
	seed    maphash.Seed
	mu      sync.Mutex
	keys    map[*byte]keyedSidebar // sidebarKey's memo
}

// process is the Node.js process; done is closed once it has exited, with
// err what cmd.Wait returned.
type process struct {
	cmd  *exec.Cmd
	done chan struct{}
	err  error
}

// A worker is one renderer thread, with its own pair of pipes.
type worker struct {
	proc  *process
	stdin io.WriteCloser
	mu    sync.Mutex
	wmu   sync.Mutex
	// sent holds the sidebars this thread has received, by key (under wmu):
	// a site's few sidebars are sent once, not with each of its pages.
	sent map[uint64][]byte
	wait map[int64]chan answer
	id   int64
	dead error
	done chan struct{}
}

type answer struct {
	HTML    string
	Error   string
	ID      int64
	Anchors []string
	buf     *[]byte // what HTML is a view of
}

// Page is a rendered page: its HTML, and the anchors its components
// reported while rendering (Docusaurus's useBrokenLinks().collectAnchor),
// ids that links to the page may name although no element has them yet.
type Page struct {
	HTML    string
	Anchors []string
	buf     *[]byte
}

// answerBuffers hold the pages' HTML as it is read from the renderer (Page.Release).
var answerBuffers sync.Pool

// Release gives the memory of p.HTML back to the renderer, which reads
// later pages into it: after Release, neither p.HTML nor any string cut
// from it may be read. A page that is not released is collected as usual.
func (p *Page) Release() {
	if p.buf != nil {
		answerBuffers.Put(p.buf)
		p.buf, p.HTML = nil, ""
	}
}

// answerBuffer is a buffer of n bytes, from the ones released if one is large enough.
func answerBuffer(n int) *[]byte {
	if b, ok := answerBuffers.Get().(*[]byte); ok {
		if cap(*b) >= n {
			*b = (*b)[:n]
			return b
		}
		// Too small for this page: dropped, so that the pool's buffers
		// grow to the size of the pages.
	}
	// Room for a somewhat larger page, so that a buffer serves many.
	b := make([]byte, n, n+n/2)
	return &b
}

// Start writes the server bundle to a temporary folder and starts a
// Node.js process with n renderer threads (n < 1 means 1). Node is looked up
// on PATH.
func Start(ctx context.Context, serverBundle []byte, n int) (*Renderer, error) {
	node, err := exec.LookPath("node")
	if err != nil {
		return nil, errors.New("ssr: node is not on PATH; docskit renders pages with Node.js 20 or newer")
	}
	runner, err := runnerJS()
	if err != nil {
		return nil, fmt.Errorf("ssr: %w", err)
	}
	dir, err := os.MkdirTemp("", "docskit-ssr-")
	if err != nil {
		return nil, err
	}
	bundle := filepath.Join(dir, "server.mjs")
	run := filepath.Join(dir, "runner.mjs")
	if err := os.WriteFile(bundle, serverBundle, 0o644); err != nil {
		return nil, errors.Join(err, os.RemoveAll(dir))
	}
	if err := os.WriteFile(run, []byte(runner), 0o644); err != nil {
		return nil, errors.Join(err, os.RemoveAll(dir))
	}
	n = max(n, 1)
	r := &Renderer{dir: dir, next: make(chan *worker, n), seed: maphash.MakeSeed(), keys: map[*byte]keyedSidebar{}}
	// What the theme prints to stdout goes nowhere (cmd.Stdout is nil):
	// the answers travel on pipes of their own.
	cmd := exec.CommandContext(ctx, node, run, "file://"+filepath.ToSlash(bundle), strconv.Itoa(n))
	cmd.Stderr = os.Stderr
	r.proc = &process{cmd: cmd, done: make(chan struct{})}
	// Thread i reads file descriptor 3+2i and writes 4+2i (ExtraFiles).
	answers, err := r.pipes(n)
	if err == nil {
		err = cmd.Start()
	}
	for _, f := range cmd.ExtraFiles {
		f.Close() // the process's ends: it holds its own copies
	}
	if err != nil {
		for i, w := range r.workers {
			w.stdin.Close()
			answers[i].Close()
		}
		return nil, errors.Join(fmt.Errorf("ssr: start node: %w", err), os.RemoveAll(dir))
	}
	go func() {
		r.proc.err = cmd.Wait()
		close(r.proc.done)
	}()
	for i, w := range r.workers {
		go w.read(answers[i])
		r.next <- w
	}
	return r, nil
}

// pipes makes the two pipes of each of n workers. The process's ends go to
// its ExtraFiles; it returns the ends the workers read their answers from.
func (r *Renderer) pipes(n int) ([]*os.File, error) {
	var answers []*os.File
	for range n {
		reqR, reqW, err := os.Pipe()
		if err != nil {
			return answers, err
		}
		ansR, ansW, err := os.Pipe()
		if err != nil {
			reqR.Close()
			reqW.Close()
			return answers, err
		}
		r.proc.cmd.ExtraFiles = append(r.proc.cmd.ExtraFiles, reqR, ansW)
		answers = append(answers, ansR)
		r.workers = append(r.workers, &worker{proc: r.proc, stdin: reqW, wait: map[int64]chan answer{}, sent: map[uint64][]byte{}, done: make(chan struct{})})
	}
	return answers, nil
}

func (w *worker) read(answers *os.File) {
	defer answers.Close()
	br := bufio.NewReaderSize(answers, 1<<16)
	anchors := map[int64][]string{}
	refs := map[int64]string{} // the thread's sidebar items, by token (expand)
	for {
		line, err := br.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			// Not an answer header (a long line something else printed): skip it.
			for err == bufio.ErrBufferFull {
				_, err = br.ReadSlice('\n')
			}
			continue
		}
		if err != nil {
			break
		}
		id, kind, n, ok := parseHeader(line)
		if !ok {
			continue // a line the theme printed to stdout
		}
		buf := answerBuffer(n)
		body := *buf
		if _, err := io.ReadFull(br, body); err != nil {
			break
		}
		switch kind {
		case 'R':
			refs[id] = string(body)
			answerBuffers.Put(buf)
			continue
		case 'C':
			clear(refs)
			answerBuffers.Put(buf)
			continue
		case 'T':
			// HTML with tokens for items sent before: written out here.
			var err error
			if buf, err = expand(buf, refs); err != nil {
				kind, buf = 'E', answerBuffer(len(err.Error()))
				copy(*buf, err.Error())
			} else {
				kind = 'H'
			}
			body = *buf
		}
		if kind == 'A' {
			// The anchors come before the page's HTML, under its id.
			var ids []string
			if json.Unmarshal(body, &ids) == nil {
				anchors[id] = ids
			}
			answerBuffers.Put(buf)
			continue
		}
		a := answer{ID: id, Anchors: anchors[id]}
		delete(anchors, id)
		if kind == 'H' {
			// body is this answer's own buffer, not written again before
			// Page.Release: the string shares it instead of copying a
			// page's HTML.
			a.HTML = unsafe.String(unsafe.SliceData(body), len(body))
			a.buf = buf
		} else {
			a.Error = string(body)
			answerBuffers.Put(buf)
		}
		w.mu.Lock()
		ch := w.wait[a.ID]
		delete(w.wait, a.ID)
		w.mu.Unlock()
		if ch != nil {
			ch <- a
		}
	}
	_, _ = io.Copy(io.Discard, br)
	// The pipe ends when the process does.
	<-w.proc.done
	w.mu.Lock()
	w.dead = fmt.Errorf("ssr: %w (%v); its error output is above", ErrExited, w.proc.err)
	for id, ch := range w.wait {
		ch <- answer{ID: id, Error: w.dead.Error()}
		delete(w.wait, id)
	}
	w.mu.Unlock()
	close(w.done)
}

// parseHeader reads an answer header, "@dk ID H|E|A LENGTH\n"; what the theme
// printed to stdout without a final newline comes before it on the line.
func parseHeader(line []byte) (id int64, kind byte, n int, ok bool) {
	if i := bytes.LastIndex(line, []byte("@dk ")); i > 0 {
		line = line[i:]
	}
	f := bytes.Fields(line)
	if len(f) != 4 || string(f[0]) != "@dk" || len(f[2]) != 1 || !bytes.ContainsRune([]byte("HTEARC"), rune(f[2][0])) {
		return 0, 0, 0, false
	}
	id, err := strconv.ParseInt(string(f[1]), 10, 64)
	if err != nil {
		return 0, 0, 0, false
	}
	n, err = strconv.Atoi(string(f[3]))
	if err != nil || n < 0 {
		return 0, 0, 0, false
	}
	return id, f[2][0], n, true
}

// expand returns the HTML of a T answer with each token, "\x00" REF "\x00",
// replaced by the HTML refs holds for it, in a buffer of its own; src goes
// back to the pool. The runner sends T only when every NUL of the HTML is
// part of a token (entry-server.tsx), so a REF refs lacks is its error.
func expand(src *[]byte, refs map[int64]string) (*[]byte, error) {
	out := answerBuffer(2 * len(*src))
	dst := (*out)[:0]
	for rest := *src; ; {
		i := bytes.IndexByte(rest, 0)
		if i < 0 {
			dst = append(dst, rest...)
			break
		}
		j := bytes.IndexByte(rest[i+1:], 0)
		if j < 0 {
			answerBuffers.Put(out)
			return nil, errors.New("ssr: an answer's HTML holds an unfinished token")
		}
		token := rest[i+1 : i+1+j]
		ref, err := strconv.ParseInt(string(token), 10, 64)
		html, ok := refs[ref]
		if err != nil || !ok {
			answerBuffers.Put(out)
			return nil, fmt.Errorf("ssr: an answer names sidebar item %q, which its thread did not send", token)
		}
		dst = append(append(dst, rest[:i]...), html...)
		rest = rest[i+j+2:]
	}
	*out = dst
	answerBuffers.Put(src)
	return out, nil
}

// Render renders one page. page and sidebar are JSON (sidebar may be nil);
// the renderer keeps the sidebar (it is sent once per process), so it must
// not change afterwards. It is safe for concurrent use; requests are
// spread over the workers.
func (r *Renderer) Render(page, sidebar []byte) (string, error) {
	p, err := r.RenderPage(page, sidebar)
	return p.HTML, err
}

// requests hold requests while they are written: once written, a
// request's buffer serves the next.
var requests = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// RenderPage is Render with the anchors the page's components reported.
func (r *Renderer) RenderPage(page, sidebar []byte) (Page, error) {
	w := <-r.next
	r.next <- w
	w.mu.Lock()
	if w.dead != nil {
		err := w.dead
		w.mu.Unlock()
		return Page{}, err
	}
	w.id++
	id := w.id
	ch := make(chan answer, 1)
	w.wait[id] = ch
	w.mu.Unlock()
	var key uint64
	if sidebar != nil {
		key = r.sidebarKey(sidebar)
	}
	b := requests.Get().(*bytes.Buffer)
	defer func() {
		b.Reset()
		requests.Put(b)
	}()
	b.Grow(len(page) + 80)
	b.WriteString(`{"id":`)
	b.WriteString(strconv.FormatInt(id, 10))
	b.WriteString(`,"page":`)
	b.Write(page)
	// The check and the write are under one lock, so a process receives a
	// sidebar before any request that only names its key.
	w.wmu.Lock()
	switch prev, ok := w.sent[key]; {
	case sidebar == nil:
		b.WriteString(`,"sidebar":null`)
	case ok && (sameBytes(prev, sidebar) || bytes.Equal(prev, sidebar)):
		b.WriteString(`,"sk":"`)
		b.WriteString(strconv.FormatUint(key, 10))
		b.WriteString(`"`)
	case ok: // another sidebar with the same hash: send it whole, unkeyed
		b.WriteString(`,"sidebar":`)
		b.Write(sidebar)
	default:
		if len(w.sent) >= maxSidebars {
			clear(w.sent)
			b.WriteString(`,"reset":true`)
		}
		w.sent[key] = sidebar
		b.WriteString(`,"sk":"`)
		b.WriteString(strconv.FormatUint(key, 10))
		b.WriteString(`"`)
		b.WriteString(`,"sidebar":`)
		b.Write(sidebar)
	}
	b.WriteString("}\n")
	_, err := w.stdin.Write(b.Bytes())
	w.wmu.Unlock()
	if err != nil {
		return Page{}, fmt.Errorf("ssr: write to node: %w", err)
	}
	a := <-ch
	if a.Error == w.deadText() {
		return Page{}, w.dead
	}
	if a.Error != "" {
		return Page{}, fmt.Errorf("ssr: %s", a.Error)
	}
	return Page{HTML: a.HTML, Anchors: a.Anchors, buf: a.buf}, nil
}

// sidebarKey hashes a sidebar once per slice: a large site's sidebar is
// far larger than its pages, and every page of it passes the same slice.
// The memo holds the slices it names, so that no other can take their place.
func (r *Renderer) sidebarKey(sidebar []byte) uint64 {
	p := unsafe.SliceData(sidebar)
	r.mu.Lock()
	m, ok := r.keys[p]
	r.mu.Unlock()
	if ok && len(m.data) == len(sidebar) {
		return m.key
	}
	key := maphash.Bytes(r.seed, sidebar)
	r.mu.Lock()
	if len(r.keys) >= maxSidebars {
		clear(r.keys)
	}
	r.keys[p] = keyedSidebar{sidebar, key}
	r.mu.Unlock()
	return key
}

type keyedSidebar struct {
	data []byte
	key  uint64
}

// sameBytes reports whether a and b are the same slice, so equal without
// comparing them.
func sameBytes(a, b []byte) bool {
	return len(a) == len(b) && unsafe.SliceData(a) == unsafe.SliceData(b)
}

func (w *worker) deadText() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.dead == nil {
		return "\x00"
	}
	return w.dead.Error()
}

// Close stops the process and removes the temporary folder.
func (r *Renderer) Close() error {
	for _, w := range r.workers {
		_ = w.stdin.Close()
	}
	for _, w := range r.workers {
		<-w.done
	}
	return os.RemoveAll(r.dir)
}
