package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"docskit.dev/docskit"
	"docskit.dev/docskit/serve"
)

// NewBuilder makes the site's builder; extra options (the dev server's) are appended.
type NewBuilder func(extra ...docskit.Option) (*docskit.Builder, error)

// Main runs the command in args (os.Args[1:]) and returns the exit status.
func Main(newBuilder NewBuilder, args []string) int {
	return run(newBuilder, args, os.Stdout, os.Stderr)
}

func run(newBuilder NewBuilder, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	logf := func(format string, a ...any) { fmt.Fprintf(stderr, format+"\n", a...) }
	var err error
	switch args[0] {
	case "build":
		fs := flag.NewFlagSet("build", flag.ContinueOnError)
		out := fs.String("out", "build", "output folder")
		cache := fs.String("cache", "", "build cache folder, safe to delete (default: the output folder's name + .cache, beside it)")
		noCache := fs.Bool("no-cache", false, "build everything anew, without reading or writing a build cache")
		if fs.Parse(args[1:]) != nil {
			return 2
		}
		cacheDir := *cache
		if cacheDir == "" {
			cacheDir = filepath.Clean(*out) + ".cache"
		}
		if *noCache {
			cacheDir = ""
		}
		err = build(ctx, newBuilder, *out, cacheDir, stdout, logf)
	case "serve":
		fs := flag.NewFlagSet("serve", flag.ContinueOnError)
		addr := fs.String("addr", "127.0.0.1:3000", "address to listen on")
		dir := fs.String("dir", "build", "built site folder")
		base := fs.String("base", "", "URL path to serve the site under (default: the base URL the build was made for, from DIR/docskit.json)")
		if fs.Parse(args[1:]) != nil {
			return 2
		}
		built, slash := serve.BuildPaths(*dir)
		if *base == "" {
			*base = built
		}
		err = serve.ListenAndServe(ctx, *addr, serve.Options{Dir: *dir, BasePath: *base, TrailingSlash: slash}, logf)
	case "dev":
		fs := flag.NewFlagSet("dev", flag.ContinueOnError)
		addr := fs.String("addr", "127.0.0.1:3000", "address to listen on")
		root := fs.String("root", "", "site folder to build and watch (default: the one the site's main.go sets)")
		if fs.Parse(args[1:]) != nil {
			return 2
		}
		err = dev(ctx, newBuilder, devOptions{addr: *addr, root: *root}, logf)
	case "help", "-h", "--help":
		usage(stdout)
		return 0
	default:
		fmt.Fprintf(stderr, "unknown command %q\n", args[0])
		usage(stderr)
		return 2
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 1
	}
	return 0
}

func usage(w io.Writer) {
	fmt.Fprint(w, `usage:
  build [-out DIR]                    build the site into DIR (default build)
  serve [-addr HOST:PORT] [-dir DIR] [-base PATH]
                                      serve a built site (default 127.0.0.1:3000, build) under
                                      its base URL (default: the one it was built for)
  dev   [-addr HOST:PORT] [-root DIR] build, serve, rebuild what changed and reload the browser
`)
}

func build(ctx context.Context, newBuilder NewBuilder, out, cacheDir string, stdout io.Writer, logf func(string, ...any)) error {
	opts := []docskit.Option{docskit.WithLogf(logf)}
	if cacheDir != "" {
		opts = append(opts, docskit.WithBuildCache(cacheDir))
	}
	b, err := newBuilder(opts...)
	if err != nil {
		return err
	}
	defer b.Close()
	rep, err := b.Build(ctx, out)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "built %d pages (%d files, %.1f MB) into %s in %s\n", rep.Pages, rep.Files, float64(rep.Bytes)/1e6, out, rep.Duration.Round(time.Millisecond))
	return nil
}
