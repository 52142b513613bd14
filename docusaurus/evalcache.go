package docusaurus

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"docskit.dev/docskit"
)

// evalCacheFormat is the layout of an entry; an entry of another is
// evaluated again.
const evalCacheFormat = 1

// evalCacheDir is the folder of this package's entries (evaluations, docs' routes) in the build cache.
const evalCacheDir = "docusaurus"

// evalCache is the entry of one module file (the config, a sidebars file)
// in the cache folder: the key of the bundle Node would run and what its
// last evaluation read and gave.
type evalCache struct {
	file string // the entry's file
	key  string
	// env is the environment Node gets (exec.Cmd's, with PWD the site folder).
	env []string
}

// evalEntry is the JSON of an entry.
type evalEntry struct {
	Format int    `json:"format"`
	Key    string `json:"key"`
	// Sums are what each recorded read gave when the entry was written
	// (read's kinds: file, dir, stat, exists), Env the variables read (nil:
	// not set) and EnvAll, when the module listed them, all of them.
	Sums         map[string]string  `json:"sums"`
	Env          map[string]*string `json:"env"`
	EnvAll       string             `json:"envAll,omitempty"`
	Day          string             `json:"day,omitempty"`
	Value        json.RawMessage    `json:"value"`
	MissingFiles []string           `json:"missingFiles"`
}

// recordedDeps is what record.mjs saw the evaluation read.
type recordedDeps struct {
	Files   []string           `json:"files"`
	Dirs    []string           `json:"dirs"`
	Stats   []string           `json:"stats"`
	Exists  []string           `json:"exists"`
	Env     map[string]*string `json:"env"`
	EnvAll  bool               `json:"envAll"`
	Day     string             `json:"day"`
	Refused string             `json:"refused"`
}

// openEvalCache is the entry of file, keyed on the bundle (sourcemap
// aside: it names the temporary folder), the scripts that run it, the Node
// binary, the site folder (Node's working directory) and docskit's version.
func openEvalCache(cacheDir, siteDir, file string, bundle []byte) *evalCache {
	h := sha256.New()
	fmt.Fprintf(h, "%d %s %s %s\x00", evalCacheFormat, docskit.Version, nodeIdent(), siteDir)
	h.Write([]byte(evalScript))
	h.Write([]byte{0})
	h.Write([]byte(recordScript))
	h.Write([]byte{0})
	if i := bytes.LastIndex(bundle, []byte("\n//# sourceMappingURL=")); i >= 0 {
		bundle = bundle[:i]
	}
	h.Write(bundle)
	name := fnv.New64a()
	name.Write([]byte(file))
	base := strings.Map(func(r rune) rune {
		if r == '.' || r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, filepath.Base(file))
	return &evalCache{
		file: filepath.Join(cacheDir, evalCacheDir, fmt.Sprintf("%s-%016x.json", base, name.Sum64())),
		key:  hex.EncodeToString(h.Sum(nil)),
		env:  (&exec.Cmd{Dir: siteDir}).Environ(),
	}
}

// nodeIdent names the node on PATH by its path, size and time: another
// Node.js may evaluate the same module differently.
func nodeIdent() string {
	node, err := exec.LookPath("node")
	if err != nil {
		return "no node"
	}
	st, err := os.Stat(node)
	if err != nil {
		return node
	}
	return fmt.Sprintf("%s %d %d", node, st.Size(), st.ModTime().UnixNano())
}

// lookup returns the entry when it is of this key and every read it
// recorded still gives the same; nil otherwise (missing, unreadable,
// stale).
func (c *evalCache) lookup() *evalEntry {
	data, err := os.ReadFile(c.file)
	if err != nil {
		return nil
	}
	var e evalEntry
	if json.Unmarshal(data, &e) != nil || e.Format != evalCacheFormat || e.Key != c.key || e.Value == nil {
		return nil
	}
	if e.Day != "" && e.Day != today() {
		return nil
	}
	env := map[string]string{}
	for _, kv := range c.env {
		k, v, _ := strings.Cut(kv, "=")
		env[k] = v
	}
	for k, was := range e.Env {
		v, ok := env[k]
		if ok != (was != nil) || ok && v != *was {
			return nil
		}
	}
	if e.EnvAll != "" && e.EnvAll != environSum(c.env) {
		return nil
	}
	for read, was := range e.Sums {
		if readSum(read) != was {
			return nil
		}
	}
	return &e
}

// store writes the entry of an evaluation that started at started, unless
// the evaluation did something a key cannot stand for (deps.Refused), a
// file it read changed while it ran (its time is not before the start:
// what Node read is then unknown), or the day turned. tmp is the folder of
// the bundle, whose files are not the site's. A cache that cannot be
// written is only slower: nothing is reported.
func (c *evalCache) store(deps *recordedDeps, tmp string, started time.Time, value json.RawMessage, missingFiles []string) {
	if deps.Refused != "" {
		return
	}
	day := today()
	e := evalEntry{Format: evalCacheFormat, Key: c.key, Sums: map[string]string{}, Env: deps.Env, Value: value, MissingFiles: missingFiles}
	if deps.Day != "" {
		e.Day = day
	}
	if deps.EnvAll {
		e.EnvAll = environSum(c.env)
	}
	inTmp := func(p string) bool { return p == tmp || strings.HasPrefix(p, tmp+string(filepath.Separator)) }
	// The file system's clock may lag the process's by a tick.
	racy := started.Add(-50 * time.Millisecond)
	for _, kind := range []struct {
		name  string
		paths []string
	}{{"file", deps.Files}, {"dir", deps.Dirs}, {"stat", deps.Stats}, {"exists", deps.Exists}} {
		for _, p := range kind.paths {
			if inTmp(p) {
				continue
			}
			if st, err := os.Stat(p); err == nil && kind.name != "exists" && !st.ModTime().Before(racy) {
				return
			}
			read := kind.name + ":" + p
			e.Sums[read] = readSum(read)
		}
	}
	if today() != day {
		return
	}
	data, err := json.Marshal(&e)
	if err != nil {
		return
	}
	writeEntry(c.file, data)
}

// readSum is what a recorded read ("kind:path") gives now: a file's
// content hash, a folder's names and types, a file's mode, size and time,
// or whether it exists; "-" when it is not there.
func readSum(read string) string {
	kind, p, _ := strings.Cut(read, ":")
	switch kind {
	case "file":
		// (Only a regular file: opening a named pipe would wait.)
		if st, err := os.Stat(p); err != nil || !st.Mode().IsRegular() {
			return "-"
		}
		f, err := os.Open(p)
		if err != nil {
			return "-"
		}
		defer f.Close()
		h := sha256.New()
		if _, err := io.Copy(h, f); err != nil {
			return "-"
		}
		return hex.EncodeToString(h.Sum(nil))
	case "dir":
		entries, err := os.ReadDir(p)
		if err != nil {
			return "-"
		}
		h := sha256.New()
		for _, e := range entries {
			fmt.Fprintf(h, "%s\x00%d\x00", e.Name(), e.Type())
		}
		return hex.EncodeToString(h.Sum(nil))
	case "stat":
		// fs.stat follows a symbolic link; lstat's own answer is left out.
		st, err := os.Stat(p)
		if err != nil {
			return "-"
		}
		return fmt.Sprintf("%d %d %d", st.Mode(), st.Size(), st.ModTime().UnixNano())
	case "exists":
		if _, err := os.Stat(p); err != nil {
			return "-"
		}
		return "yes"
	}
	return "?" + kind
}

// environSum hashes the whole environment, for a module that listed it.
func environSum(env []string) string {
	env = append([]string(nil), env...)
	sort.Strings(env)
	h := sha256.New()
	for _, kv := range env {
		h.Write([]byte(kv))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// today is the local date, as record.mjs writes it; a variable for tests.
var today = func() string { return time.Now().Format("2006-01-02") }
