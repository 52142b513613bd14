package docs

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"docskit.dev/docskit"
)

// gitLog is the last change of every file Git knows under the content
// folder, by path relative to it.
type gitLog struct {
	files map[string]docskit.LastUpdate
}

// readGitLog runs one `git log` over the content folder and keeps, for
// each file, the newest commit that touched it: its time and author. One
// pass over the history instead of one `git log` per file, which on a
// site of a thousand docs costs a thousand processes. Without Git, or
// outside a work tree, it says so once and returns an empty log: the docs
// show no last update, as in Docusaurus.
func readGitLog(ctx *docskit.Context, contentPath string) *gitLog {
	g := &gitLog{files: map[string]docskit.LastUpdate{}}
	dir := filepath.Join(ctx.Root, filepath.FromSlash(contentPath))
	cmd := exec.CommandContext(ctx, "git", "-C", dir, "-c", "log.showSignature=false", "-c", "core.quotepath=off",
		"log", "--format=%x1e%ct%x1f%an", "--name-only", "-z", "--relative", "--", ".")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if ctx.Err() == nil {
			msg := strings.TrimSpace(stderr.String())
			if msg == "" {
				msg = err.Error()
			}
			ctx.Logf("no last update times: git log in %s: %s", dir, firstLine(msg))
		}
		return g
	}
	g.parse(out)
	return g
}

// parse reads `git log --format=%x1e%ct%x1f%an --name-only -z`: a record
// per commit, "time\x1fauthor\0" and then its files, each ending in \0.
func (g *gitLog) parse(out []byte) {
	for _, rec := range bytes.Split(out, []byte{0x1e}) {
		fields := bytes.Split(rec, []byte{0})
		head, _, ok := bytes.Cut(fields[0], []byte{0x1f})
		if !ok {
			continue
		}
		at, err := strconv.ParseInt(string(head), 10, 64)
		if err != nil {
			continue
		}
		_, author, _ := bytes.Cut(fields[0], []byte{0x1f})
		for _, f := range fields[1:] {
			name := strings.TrimLeft(string(f), "\n")
			if name == "" {
				continue
			}
			// The log is newest first, but a rebased or merged history may
			// hold an older commit above a newer one: the newest time wins.
			if cur, seen := g.files[name]; !seen || at > cur.At {
				g.files[name] = docskit.LastUpdate{At: at, By: string(author)}
			}
		}
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// readGitLogs starts one `git log` per version's content folder, at once,
// when the options show last updates; the dev server reads each folder
// once. wait waits for them and keeps what they found in p.git.
func (p *Plugin) readGitLogs(ctx *docskit.Context, vs []*version) (wait func()) {
	if !p.opts.ShowLastUpdateTime && !p.opts.ShowLastUpdateAuthor {
		return func() {}
	}
	if p.git == nil || !ctx.Dev {
		p.git = map[string]*gitLog{}
	}
	logs := make([]*gitLog, len(vs))
	var wg sync.WaitGroup
	for i, v := range vs {
		if p.git[v.path] != nil {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			logs[i] = readGitLog(ctx, v.path)
		}()
	}
	return func() {
		wg.Wait()
		for i, g := range logs {
			if g != nil {
				p.git[vs[i].path] = g
			}
		}
	}
}

// lastUpdates gives each doc of v its last update: the last_update front
// matter, else Git's, keeping only what the options ask to show.
func (p *Plugin) lastUpdates(v *version, docs []*doc) {
	if !p.opts.ShowLastUpdateTime && !p.opts.ShowLastUpdateAuthor {
		return
	}
	log := p.git[v.path]
	for _, d := range docs {
		var git docskit.LastUpdate
		if log != nil {
			git = log.files[d.rel]
		}
		u := d.lastUpdate
		if u.At == 0 {
			u.At = git.At
		}
		if u.By == "" {
			u.By = git.By
		}
		if !p.opts.ShowLastUpdateTime {
			u.At = 0
		}
		if !p.opts.ShowLastUpdateAuthor {
			u.By = ""
		}
		if u != (docskit.LastUpdate{}) {
			d.page.LastUpdate = &u
		}
	}
}
