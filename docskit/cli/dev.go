package cli

import (
	"context"
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
	"docskit.dev/docskit/serve"
	"github.com/fsnotify/fsnotify"
)

const reloadPath = "/__docskit/reload"

// reloadScript reconnects after a restart and reloads the page when the
// server says a rebuild finished.
const reloadScript = `(()=>{const c=()=>{const s=new EventSource("` + reloadPath + `");s.addEventListener("reload",()=>location.reload());s.onerror=()=>{s.close();setTimeout(c,1000)}};c()})();`

// hub fans reload events out to the open pages.
type hub struct {
	mu      sync.Mutex
	clients map[chan struct{}]bool
}

func (h *hub) broadcast() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for c := range h.clients {
		select {
		case c <- struct{}{}:
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
	c := make(chan struct{}, 1)
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
		case <-c:
			fmt.Fprint(w, "event: reload\ndata: {}\n\n")
			fl.Flush()
		}
	}
}

func dev(ctx context.Context, newBuilder NewBuilder, addr string, logf func(string, ...any)) error {
	b, err := newBuilder(docskit.WithLogf(logf), docskit.WithDev(docskit.Tag{Name: "script", InnerHTML: reloadScript}))
	if err != nil {
		return err
	}
	defer b.Close()
	out, err := os.MkdirTemp("", "docskit-dev-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(out)
	site := filepath.Join(out, "site")
	rebuild := func() {
		rep, err := b.Build(ctx, site)
		if err != nil {
			logf("build failed; still serving the last good build:\n%v", err)
			return
		}
		logf("built %d pages in %s", rep.Pages, rep.Duration.Round(time.Millisecond))
	}
	rebuild()

	static, err := serve.Handler(serve.Options{Dir: site, DisableCompression: true})
	if err != nil {
		return err
	}
	h := &hub{clients: map[chan struct{}]bool{}}
	mux := http.NewServeMux()
	mux.Handle(reloadPath, h)
	mux.Handle("/", static)
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	logf("dev server on http://%s (watching %s)", ln.Addr(), strings.Join(b.WatchPaths(), ", "))

	w, err := fsnotify.NewWatcher()
	if err != nil {
		return err
	}
	defer w.Close()
	for _, p := range b.WatchPaths() {
		_ = filepath.WalkDir(p, func(path string, e fs.DirEntry, err error) error {
			if err == nil && e.IsDir() {
				_ = w.Add(path)
			}
			return nil
		})
	}
	var timer *time.Timer
	fire := make(chan struct{}, 1)
	for {
		select {
		case <-ctx.Done():
			shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			defer cancel()
			return srv.Shutdown(shut)
		case ev := <-w.Events:
			if ev.Op&fsnotify.Create != 0 {
				if st, err := os.Stat(ev.Name); err == nil && st.IsDir() {
					_ = w.Add(ev.Name)
				}
			}
			// Debounce: editors write a file in several steps.
			if timer != nil {
				timer.Stop()
			}
			timer = time.AfterFunc(30*time.Millisecond, func() {
				select {
				case fire <- struct{}{}:
				default:
				}
			})
		case err := <-w.Errors:
			logf("watch: %v", err)
		case <-fire:
			rebuild()
			h.broadcast()
		}
	}
}
