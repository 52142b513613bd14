package cli

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"docskit.dev/docskit"
	"docskit.dev/docskit/internal/script"
	"docskit.dev/docskit/serve"
	"github.com/fsnotify/fsnotify"
)

const reloadPath = "/__docskit/reload"

//go:embed devclient.ts
var devClientTS []byte

// devClientScript is the dev server's client, devclient.ts, which every page
// built by dev runs: it listens on reloadPath and updates or reloads the page
// after a rebuild.
func devClientScript() (string, error) {
	s, err := script.CompileInline("docskit/cli/devclient.ts", devClientTS)
	if err != nil {
		return "", err
	}
	return s.With(struct {
		Path string `json:"path"`
	}{reloadPath}), nil
}

// reloadMessage is the data of the reload event after a build, or "" when
// no page changed: the URL paths of the changed pages (u.Page).
func reloadMessage(rep *docskit.Report, u docskit.URLs) string {
	routes, all := rep.ChangedRoutes()
	if all {
		return `{"all":true}`
	}
	if len(routes) == 0 {
		return ""
	}
	paths := make([]string, len(routes))
	for i, r := range routes {
		paths[i] = u.Page(r)
	}
	b, _ := json.Marshal(map[string][]string{"paths": paths})
	return string(b)
}

// unshown is rep without the changed files of the part shown already
// (WithDevShown).
func unshown(rep, shown *docskit.Report) *docskit.Report {
	was := map[string]bool{}
	for _, f := range shown.Changed {
		was[f] = true
	}
	rest := *rep
	rest.Changed = nil
	for _, f := range rep.Changed {
		if !was[f] {
			rest.Changed = append(rest.Changed, f)
		}
	}
	return &rest
}

// hub fans reload events out to the open pages.
type hub struct {
	mu      sync.Mutex
	clients map[chan string]bool
}

func (h *hub) broadcast(msg string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for c := range h.clients {
		select {
		case c <- msg:
		default:
		}
	}
}

func (h *hub) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	fl, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	c := make(chan string, 16)
	h.mu.Lock()
	h.clients[c] = true
	h.mu.Unlock()
	defer func() {
		h.mu.Lock()
		delete(h.clients, c)
		h.mu.Unlock()
	}()
	fmt.Fprint(w, ": connected\n\n")
	fl.Flush()
	for {
		select {
		case <-r.Context().Done():
			return
		case msg := <-c:
			fmt.Fprintf(w, "event: reload\ndata: %s\n\n", msg)
			fl.Flush()
		}
	}
}

// devOptions are the dev command's flags.
type devOptions struct {
	addr string
	root string // the site folder, overriding the one main.go sets ("" keeps it)
}

func dev(ctx context.Context, newBuilder NewBuilder, opts devOptions, logf func(string, ...any)) error {
	client, err := devClientScript()
	if err != nil {
		return err
	}
	h := &hub{clients: map[chan string]bool{}}
	var urls docskit.URLs
	// The pages a save changed are reloaded as soon as they are written,
	// before the PostBuilders run (search index, sitemap …).
	var shown *docskit.Report
	onShown := func(rep *docskit.Report) {
		shown = rep
		if msg := reloadMessage(rep, urls); msg != "" {
			h.broadcast(msg)
		}
	}
	extra := []docskit.Option{docskit.WithLogf(logf), docskit.WithDev(docskit.Tag{Name: "script", InnerHTML: client}), docskit.WithDevShown(onShown)}
	if opts.root != "" {
		extra = append(extra, docskit.WithRoot(opts.root))
	}
	b, err := newBuilder(extra...)
	if err != nil {
		return err
	}
	defer b.Close()
	cfg := b.Config()
	urls = cfg.URLs()
	out, err := os.MkdirTemp("", "docskit-dev-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(out)
	site := filepath.Join(out, "site")
	rebuild := func(changed []string) {
		shown = nil
		rep, err := b.Rebuild(ctx, site, changed)
		if err != nil {
			logf("build failed; still serving the last good build:\n%v", err)
			return
		}
		if rep.Full {
			logf("built %d pages in %s", rep.Pages, rep.Duration.Round(time.Millisecond))
		} else {
			logf("rebuilt %d of %d pages (%d parsed), %d files changed in %s", rep.Rendered, rep.Pages, rep.Parsed, len(rep.Changed), rep.Duration.Round(time.Millisecond))
		}
		if shown != nil {
			rep = unshown(rep, shown)
		}
		if msg := reloadMessage(rep, urls); msg != "" {
			h.broadcast(msg)
		}
	}
	rebuild(nil)
	// Serve even when the first build failed: the next good one fills the folder.
	if err := os.MkdirAll(site, 0o755); err != nil {
		return err
	}

	static, err := serve.Handler(serve.Options{Dir: site, BasePath: urls.Base(), TrailingSlash: cfg.TrailingSlash != nil && *cfg.TrailingSlash, DisableCompression: true})
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.Handle(reloadPath, h)
	mux.Handle("/", static)
	ln, err := net.Listen("tcp", opts.addr)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	logf("dev server on http://%s%s (watching %s)", ln.Addr(), strings.TrimSuffix(urls.Base(), "/"), strings.Join(b.WatchPaths(), ", "))

	err = watch(ctx, b.WatchPaths(), rebuild, logf)
	shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if serr := srv.Shutdown(shut); err == nil {
		err = serr
	}
	return err
}

// watch calls rebuild with the files changed under paths, a batch at a
// time (debounce), until ctx is done.
func watch(ctx context.Context, paths []string, rebuild func([]string), logf func(string, ...any)) error {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return err
	}
	defer w.Close()
	for _, p := range paths {
		_ = filepath.WalkDir(p, func(path string, e fs.DirEntry, err error) error {
			if err == nil && e.IsDir() {
				_ = w.Add(path)
			}
			return nil
		})
	}
	var timer *time.Timer
	fire := make(chan struct{}, 1)
	changed := map[string]bool{}
	// born are the changed paths whose first event was their creation: one
	// that is gone again when the build starts (an editor's temporary file,
	// renamed over the file it saves) was never an input, and is left out,
	// so that a save changes only the saved file.
	born := map[string]bool{}
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev := <-w.Events:
			if ev.Op&fsnotify.Create != 0 {
				if st, err := os.Stat(ev.Name); err == nil && st.IsDir() {
					// A new folder: watch it, and count the files already in it.
					_ = filepath.WalkDir(ev.Name, func(path string, e fs.DirEntry, err error) error {
						if err == nil {
							if e.IsDir() {
								_ = w.Add(path)
							} else {
								changed[path] = true
							}
						}
						return nil
					})
				}
			}
			if !changed[ev.Name] && ev.Op&fsnotify.Create != 0 {
				born[ev.Name] = true
			}
			changed[ev.Name] = true
			// Debounce: editors write a file in several steps.
			if timer != nil {
				timer.Stop()
			}
			timer = time.AfterFunc(debounce, func() {
				select {
				case fire <- struct{}{}:
				default:
				}
			})
		case err := <-w.Errors:
			logf("watch: %v", err)
		case <-fire:
			paths := make([]string, 0, len(changed))
			for p := range changed {
				if _, err := os.Lstat(p); born[p] && errors.Is(err, fs.ErrNotExist) {
					continue
				}
				paths = append(paths, p)
			}
			clear(changed)
			clear(born)
			if len(paths) > 0 {
				rebuild(paths)
			}
		}
	}
}

// debounce is how long the watcher waits after the last file event before
// it rebuilds: editors write a file in several steps (truncate, write,
// rename), all within a few milliseconds for a text file. Every millisecond
// here is a millisecond before the browser shows the edit.
const debounce = 10 * time.Millisecond
