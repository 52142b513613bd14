// Command docskit builds a Docusaurus 3 site folder as it is:
//
//	go run ./cmd/docskit build [-out DIR] [--strict] [SITE_DIR]
//	go run ./cmd/docskit serve [-addr HOST:PORT] [-dir DIR]
//	go run ./cmd/docskit dev   [-addr HOST:PORT] [--strict] [SITE_DIR]
//
// SITE_DIR (default: the working directory) is the folder with
// docusaurus.config.{ts,js,mjs,…}; its config and sidebars are evaluated
// with Node and mapped onto docskit (package docusaurus). A folder without
// a config that holds a docs/ folder, or Markdown files itself, is built as
// a bare docs folder with docskit's defaults. What docskit does not
// support — a third-party plugin, a swizzled component — is printed as a
// warning that names it and says what happens instead; --strict makes
// those warnings errors. Install it with `go install docskit.dev/cmd/docskit@latest`
// (Node.js 20 or newer must be on PATH).
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"docskit.dev/docskit"
	"docskit.dev/docskit/cli"
	"docskit.dev/docusaurus"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stderr))
}

// run parses the command line, reads the site folder and hands the
// command to docskit's cli; it returns the exit status.
func run(args []string, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stderr)
		return 2
	}
	cmd := args[0]
	fl := flag.NewFlagSet("docskit "+cmd, flag.ContinueOnError)
	fl.SetOutput(stderr)
	strict := fl.Bool("strict", false, "make every warning (an unsupported plugin, a swizzled component) an error")
	out := fl.String("out", "build", "output folder (build)")
	cache := fl.String("cache", "", "build cache folder, safe to delete (build; default: the output folder's name + .cache, beside it)")
	noCache := fl.Bool("no-cache", false, "build everything anew, without reading or writing a build cache (build)")
	addr := fl.String("addr", "127.0.0.1:3000", "address to listen on (serve, dev)")
	dir := fl.String("dir", "build", "built site folder (serve)")
	cpuProfile := fl.String("cpuprofile", "", "write a Go CPU profile of the command to this file (build, dev)")
	memProfile := fl.String("memprofile", "", "write a Go heap profile (allocations) to this file when the command ends (build, dev)")
	// Flags may come before or after SITE_DIR.
	var site []string
	rest := args[1:]
	for {
		if err := fl.Parse(rest); err != nil {
			return 2
		}
		if fl.NArg() == 0 {
			break
		}
		site = append(site, fl.Arg(0))
		rest = fl.Args()[1:]
	}
	if len(site) > 1 {
		fmt.Fprintf(stderr, "one site folder, not %d (%s)\n", len(site), strings.Join(site, " "))
		return 2
	}
	switch cmd {
	case "serve":
		return cli.Main(nil, []string{"serve", "-addr", *addr, "-dir", *dir})
	case "build", "dev":
	default:
		fmt.Fprintf(stderr, "unknown command %q\n", cmd)
		usage(stderr)
		return 2
	}
	siteDir := "."
	if len(site) == 1 {
		siteDir = site[0]
	}
	if *cpuProfile != "" || *memProfile != "" {
		stop, err := startProfiles(*cpuProfile, *memProfile)
		if err != nil {
			fmt.Fprintf(stderr, "error: %v\n", err)
			return 1
		}
		defer stop()
	}
	// The build cache also keeps the evaluations of the config and
	// sidebars files; dev evaluates them (it keeps no build cache).
	lo := docusaurus.LoadOptions{Strict: *strict}
	if cmd == "build" && !*noCache {
		lo.EvalCache = *cache
		if lo.EvalCache == "" {
			lo.EvalCache = filepath.Clean(*out) + ".cache"
		}
	}
	start := time.Now()
	s, err := docusaurus.Load(context.Background(), siteDir, lo)
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 1
	}
	for _, w := range s.Warnings {
		fmt.Fprintf(stderr, "warning: %s\n", w)
	}
	if line := configLine(s); line != "" {
		fmt.Fprintf(stderr, "config   %s (site folder read in %s)\n", line, since(start))
	}
	newBuilder := func(extra ...docskit.Option) (*docskit.Builder, error) {
		return docskit.New(s.Config, append(append([]docskit.Option{}, s.Options...), extra...)...)
	}
	if cmd == "build" {
		args := []string{"build", "-out", *out}
		if *cache != "" {
			args = append(args, "-cache", *cache)
		}
		if *noCache {
			args = append(args, "-no-cache")
		}
		return cli.Main(newBuilder, args)
	}
	return cli.Main(newBuilder, []string{"dev", "-addr", *addr})
}

// configLine says which files Node evaluated, which docs folders were read
// for their routes and what the build cache answered:
// "docusaurus.config.js evaluated, docs/ read, sidebars.js from the build cache".
func configLine(s *docusaurus.Site) string {
	var parts []string
	if len(s.Evaluated) > 0 {
		parts = append(parts, strings.Join(s.Evaluated, ", ")+" evaluated")
	}
	if len(s.Read) > 0 {
		parts = append(parts, strings.Join(s.Read, ", ")+" read")
	}
	if len(s.Cached) > 0 {
		parts = append(parts, strings.Join(s.Cached, ", ")+" from the build cache")
	}
	return strings.Join(parts, ", ")
}

// since is the time since t as the build's step lines write it.
func since(t time.Time) time.Duration {
	return time.Since(t).Round(time.Millisecond)
}

func usage(w io.Writer) {
	fmt.Fprint(w, `usage: docskit COMMAND [flags] [SITE_DIR]
  build [-out DIR] [-cache DIR | -no-cache] [--strict] [SITE_DIR]
        build a Docusaurus site folder (default: .) into DIR (default build), with a
        build cache beside it (DIR.cache) so that the next build redoes only what changed
  dev   [-addr HOST:PORT] [--strict] [SITE_DIR]  build, serve, rebuild what changed and reload the browser
  serve [-addr HOST:PORT] [-dir DIR]       serve a built site (default 127.0.0.1:3000, build)
`)
}
