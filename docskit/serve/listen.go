package serve

import (
	"context"
	"errors"
	"net"
	"net/http"
	"time"
)

// Server limits used by ListenAndServe.
const (
	readHeaderTimeout = 10 * time.Second
	readTimeout       = 30 * time.Second
	writeTimeout      = 60 * time.Second
	idleTimeout       = 120 * time.Second
	maxHeaderBytes    = 64 << 10
	shutdownTimeout   = 10 * time.Second
)

// ListenAndServe serves the site described by opts on addr (e.g.
// "127.0.0.1:8080", or ":0" for any free port) until ctx is cancelled, then
// shuts down gracefully: it stops accepting connections and waits up to
// 10 seconds for in-flight requests before closing the rest.
//
// Once listening it logs "serving DIR on http://ADDR" through logf (nil
// discards logs); ADDR is the bound address, with "localhost" for a
// wildcard host, and includes BasePath. The server has read, write, idle
// and header timeouts and a 64 KiB header limit.
//
// It returns nil after a shutdown caused by ctx, or the error that stopped
// it otherwise (invalid options, address in use, ...).
func ListenAndServe(ctx context.Context, addr string, opts Options, logf func(format string, args ...any)) error {
	if logf == nil {
		logf = func(string, ...any) {}
	}
	h, err := Handler(opts)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := newServer(h)

	base := h.(*handler).base // the site's home is base + "/"
	if base == "/" {
		base = ""
	} else {
		base += "/"
	}
	logf("serving %s on http://%s%s", opts.Dir, displayAddr(ln.Addr()), base)

	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()

	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), shutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		_ = srv.Close()
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// newServer returns an http.Server for h with the package's limits.
func newServer(h http.Handler) *http.Server {
	return newServerWith(h, readHeaderTimeout, readTimeout)
}

// newServerWith is newServer with other read timeouts (tests use short ones).
func newServerWith(h http.Handler, readHeader, read time.Duration) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: readHeader,
		ReadTimeout:       read,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
	}
}

// displayAddr returns a clickable host:port, replacing wildcard hosts with
// localhost.
func displayAddr(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
}
