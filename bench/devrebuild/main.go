// Command devrebuild measures and profiles the dev server's rebuild after
// an edit, without the browser and without the first build: it loads a
// Docusaurus site folder as cmd/docskit does, builds it once in dev mode,
// then appends a paragraph to one page N times (or with -frontmatter
// changes its front matter, which takes the full path), calling
// Builder.Rebuild after each, and prints each rebuild's time and the median. With
// -cpuprofile, only the rebuilds are profiled (the dev command's own
// -cpuprofile covers its first build too, which dominates).
//
//	go run ./bench/devrebuild -site DIR -page docs/x.mdx [-edits 20] [-cpuprofile FILE]
//
// Run it from the repository root (node_modules holds the theme's React),
// on a copy of the site: the page is restored when it ends.
// bench/devreload.mjs measures the same edit from the browser's side.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime/pprof"
	"slices"
	"time"

	"docskit.dev/docskit"
	"docskit.dev/docusaurus"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintf(os.Stderr, "error: %v\n", err)
		os.Exit(1)
	}
}

func run() error {
	site := flag.String("site", "", "Docusaurus site folder (a copy: the page is edited)")
	page := flag.String("page", "", "the page to edit, relative to -site")
	edits := flag.Int("edits", 20, "number of edits")
	cpu := flag.String("cpuprofile", "", "write a CPU profile of the rebuilds to this file")
	full := flag.Bool("frontmatter", false, "edit the front matter instead (a YAML comment line), which takes the full rebuild")
	flag.Parse()
	if *site == "" || *page == "" {
		flag.Usage()
		return fmt.Errorf("-site and -page are needed")
	}
	ctx := context.Background()
	s, err := docusaurus.Load(ctx, *site, docusaurus.LoadOptions{})
	if err != nil {
		return err
	}
	b, err := docskit.New(s.Config, append(s.Options, docskit.WithDev())...)
	if err != nil {
		return err
	}
	defer b.Close()
	out, err := os.MkdirTemp("", "devrebuild-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(out)
	out = filepath.Join(out, "site")
	t := time.Now()
	if _, err := b.Rebuild(ctx, out, nil); err != nil {
		return err
	}
	fmt.Printf("first build %s\n", time.Since(t).Round(time.Millisecond))

	file := filepath.Join(*site, *page)
	orig, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	defer os.WriteFile(file, orig, 0o644)
	if *cpu != "" {
		f, err := os.Create(*cpu)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	var times []time.Duration
	for i := 1; i <= *edits; i++ {
		text := fmt.Sprintf("%s\n\ndevrebuild edit %d.\n", orig, i)
		if *full {
			text = fmt.Sprintf("---\n# devrebuild edit %d\n%s", i, bytes.TrimPrefix(orig, []byte("---\n")))
		}
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			return err
		}
		t := time.Now()
		rep, err := b.Rebuild(ctx, out, []string{file})
		if err != nil {
			return err
		}
		times = append(times, time.Since(t))
		fmt.Printf("edit %2d: %6.1f ms, %d rendered, %d parsed, %d files changed\n", i, ms(times[i-1]), rep.Rendered, rep.Parsed, len(rep.Changed))
	}
	slices.Sort(times)
	fmt.Printf("%d edits: median %.1f ms, p90 %.1f ms\n", len(times), ms(times[len(times)/2]), ms(times[(len(times)*9+9)/10-1]))
	return nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
