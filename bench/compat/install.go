package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"gopkg.in/yaml.v3"
)

// The sites' npm dependencies (bench/compat.sh --install). Pages that
// import the sites' components bundle their imports of npm packages from
// <site root>/node_modules, and Docusaurus itself needs an install before
// it builds: a fair measurement installs them. npm is the only package
// manager here, so a site locked with yarn or pnpm is installed with npm's
// own resolution of its package.json, and the specs npm cannot read
// (workspace:, catalog:, link:, …) are rewritten or left out; the record
// says which.

// installRecord is what installing one site did, kept next to the site
// in the corpus (.compat-install.json) so that later runs can skip it and
// the report can say what each measurement had.
type installRecord struct {
	Dir     string   `json:"dir"`     // the folder installed into, in the repository
	Command string   `json:"command"` // "npm ci" or "npm install"
	OK      bool     `json:"ok"`
	Seconds float64  `json:"seconds"`
	Error   string   `json:"error,omitempty"` // npm's last error lines
	Changes []string `json:"changes,omitempty"`
	Key     string   `json:"key"` // hash of the package.json and lock file npm was given
	Date    string   `json:"date"`
	// Skipped is set by a run that found the install done already.
	Skipped bool `json:"-"`
}

const (
	recordFile     = ".compat-install.json"
	installTimeout = 30 * time.Minute
)

// readInstall is the site's install record, or nil.
func readInstall(root string) *installRecord {
	b, err := os.ReadFile(filepath.Join(root, recordFile))
	if err != nil {
		return nil
	}
	var r installRecord
	if json.Unmarshal(b, &r) != nil {
		return nil
	}
	return &r
}

// installFolder is the folder whose package.json builds the site: the
// nearest one at or above the site folder that depends on
// @docusaurus/core (a workspace root holds it for some monorepos), or the
// site folder.
func installFolder(root string, s *site) string {
	for dir := s.Dir; ; dir = path.Dir(dir) {
		var pkg struct {
			Deps    map[string]string `json:"dependencies"`
			DevDeps map[string]string `json:"devDependencies"`
		}
		if b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(dir), "package.json")); err == nil && json.Unmarshal(b, &pkg) == nil {
			if pkg.Deps["@docusaurus/core"] != "" || pkg.DevDeps["@docusaurus/core"] != "" {
				return dir
			}
		}
		if dir == "." {
			return s.Dir
		}
	}
}

// manifest is what npm is given for a site: its package.json with the
// specs npm cannot read rewritten, and its npm lock file if it has one.
type manifest struct {
	pkg     []byte
	lock    []byte // package-lock.json or npm-shrinkwrap.json, or nil
	changes []string
}

func (m manifest) key() string {
	h := sha256.New()
	h.Write(m.pkg)
	h.Write([]byte{0})
	h.Write(m.lock)
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// dependencyFields are the package.json fields npm installs from.
var dependencyFields = []string{"dependencies", "devDependencies", "optionalDependencies", "peerDependencies"}

// readManifest builds the manifest of the package.json in dir (inside
// the repository at root). workspace: specs become the version of the
// repository's package of that name, catalog: specs the pnpm catalog's
// range, and other specs that point into the repository or elsewhere
// (link:, file:, portal:, patch:, git) are left out: docs rarely import
// those, and npm cannot fetch them. The workspaces field goes, so that
// npm installs this package alone, and so do packageManager and
// devEngines, which may ask for yarn or pnpm.
func readManifest(root, dir string) (manifest, error) {
	var m manifest
	b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(dir), "package.json"))
	if err != nil {
		return m, err
	}
	var pkg map[string]any
	if err := json.Unmarshal(b, &pkg); err != nil {
		return m, fmt.Errorf("%s/package.json: %v", dir, err)
	}
	// npm would install the workspaces, or refuse to run where the
	// package asks for another package manager.
	for _, field := range []string{"workspaces", "packageManager", "devEngines"} {
		if _, ok := pkg[field]; ok {
			delete(pkg, field)
			m.changes = append(m.changes, field+" field left out")
		}
	}
	var repo map[string]repoPackage
	var catalogs map[string]map[string]string
	for _, field := range dependencyFields {
		deps, _ := pkg[field].(map[string]any)
		for _, name := range sortedKeys(deps) {
			spec, _ := deps[name].(string)
			if repo == nil {
				repo = repoPackages(root)
			}
			switch {
			case repo[name].private:
				// Yarn links a workspace package by its name and any
				// version; a private one is on no registry.
				delete(deps, name)
				m.changes = append(m.changes, fmt.Sprintf("%s %s: left out (a private package of the repository)", name, spec))
			case strings.HasPrefix(spec, "workspace:"):
				if v := repo[name].version; v != "" {
					// The repository's version may be unreleased: the
					// newest release up to it is the nearest one.
					deps[name] = "<=" + v
					m.changes = append(m.changes, fmt.Sprintf("%s %s: <=%s from the registry", name, spec, v))
				} else {
					delete(deps, name)
					m.changes = append(m.changes, fmt.Sprintf("%s %s: left out (no such package in the repository)", name, spec))
				}
			case strings.HasPrefix(spec, "catalog:"):
				if catalogs == nil {
					catalogs = pnpmCatalogs(root)
				}
				cat := strings.TrimPrefix(spec, "catalog:")
				if cat == "" {
					cat = "default"
				}
				if v := catalogs[cat][name]; v != "" {
					deps[name] = v
				} else {
					delete(deps, name)
					m.changes = append(m.changes, fmt.Sprintf("%s %s: left out (not in the pnpm catalog)", name, spec))
				}
			case !registrySpec(spec):
				delete(deps, name)
				m.changes = append(m.changes, fmt.Sprintf("%s %s: left out (not on the registry)", name, spec))
			}
		}
	}
	if m.pkg, err = marshalPackage(pkg); err != nil {
		return m, err
	}
	for _, name := range []string{"npm-shrinkwrap.json", "package-lock.json"} {
		if lock, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(dir), name)); err == nil {
			m.lock = lock
			break
		}
	}
	return m, nil
}

// registrySpec says whether npm fetches a dependency spec from the
// registry: a version or range, a dist-tag, or an npm: alias.
func registrySpec(spec string) bool {
	for _, p := range []string{"workspace:", "catalog:", "link:", "file:", "portal:", "patch:", "git", "github:", "http:", "https:", "exec:"} {
		if strings.HasPrefix(spec, p) {
			return false
		}
	}
	// owner/repo is a GitHub shorthand; npm:@s/p@1 is an alias.
	return strings.HasPrefix(spec, "npm:") || !strings.Contains(spec, "/")
}

// repoPackage is a package of the repository, found by its package.json.
type repoPackage struct {
	version string
	private bool
}

// repoPackages are the packages of the repository (a package.json outside
// node_modules, at most four folders deep) by name.
func repoPackages(root string) map[string]repoPackage {
	out := map[string]repoPackage{}
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		if d.IsDir() {
			if rel != "." && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".") || strings.Count(rel, string(filepath.Separator)) >= 4) {
				return filepath.SkipDir
			}
			return nil
		}
		if d.Name() != "package.json" {
			return nil
		}
		var pkg struct {
			Name, Version string
			Private       bool
		}
		if b, err := os.ReadFile(p); err == nil && json.Unmarshal(b, &pkg) == nil && pkg.Name != "" && rel != "package.json" {
			if _, dup := out[pkg.Name]; !dup {
				out[pkg.Name] = repoPackage{pkg.Version, pkg.Private}
			}
		}
		return nil
	})
	return out
}

// pnpmCatalogs are the catalogs of the repository's pnpm-workspace.yaml:
// "default" is its catalog field, the others its catalogs by name.
func pnpmCatalogs(root string) map[string]map[string]string {
	out := map[string]map[string]string{}
	b, err := os.ReadFile(filepath.Join(root, "pnpm-workspace.yaml"))
	if err != nil {
		return out
	}
	var ws struct {
		Catalog  map[string]string            `yaml:"catalog"`
		Catalogs map[string]map[string]string `yaml:"catalogs"`
	}
	if yaml.Unmarshal(b, &ws) != nil {
		return out
	}
	for name, c := range ws.Catalogs {
		out[name] = c
	}
	if ws.Catalog != nil {
		out["default"] = ws.Catalog
	}
	return out
}

// marshalPackage writes a package.json as npm would read it by eye:
// indented, with "<=" as it is (not \u003c).
func marshalPackage(pkg map[string]any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	err := enc.Encode(pkg)
	return b.Bytes(), err
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// install installs a site's npm dependencies into its install folder,
// unless the record says that the same manifest is installed already.
// npm works in a staging folder outside the repository (corpus/.compat-npm/
// owner+name), so that it sees no workspace root above the package and
// the site's files stay as they are; node_modules then moves into place.
// npm runs no install scripts. On failure, the site has no node_modules
// of ours, and is measured without.
func install(ctx context.Context, corpus, root string, s *site) *installRecord {
	dir := installFolder(root, s)
	rec := &installRecord{Dir: dir, Date: time.Now().Format("2006-01-02")}
	m, err := readManifest(root, dir)
	if err != nil {
		rec.Error = err.Error()
		return rec
	}
	rec.Key, rec.Changes = m.key(), m.changes
	target := filepath.Join(root, filepath.FromSlash(dir), "node_modules")
	prev := readInstall(root)
	if prev != nil && prev.OK && prev.Key == rec.Key && prev.Dir == dir && exists(target) {
		prev.Skipped = true
		return prev
	}
	if prev == nil && exists(target) {
		rec.Error = target + " exists and was not installed by bench/compat; remove it to install"
		return rec
	}
	// Whatever an earlier run left is replaced.
	if prev != nil {
		_ = os.RemoveAll(filepath.Join(root, filepath.FromSlash(prev.Dir), "node_modules"))
	}
	stage := filepath.Join(corpus, ".compat-npm", s.corpusDir())
	start := time.Now()
	rec.Command, rec.Error = runNPM(ctx, stage, &m)
	rec.Seconds = time.Since(start).Seconds()
	rec.Changes = m.changes
	if rec.Error == "" {
		if err := os.Rename(filepath.Join(stage, "node_modules"), target); err != nil {
			rec.Error = err.Error()
		}
	}
	rec.OK = rec.Error == ""
	if b, err := json.MarshalIndent(rec, "", "  "); err == nil {
		_ = os.WriteFile(filepath.Join(root, recordFile), append(b, '\n'), 0o644)
	}
	return rec
}

// runNPM installs the manifest in the staging folder: npm ci when there is
// an npm lock file, npm install when there is none or ci finds that it
// does not fit. A dependency whose version the registry does not have
// (npm's ETARGET: unpublished, or newer than the registry's copy) is
// relaxed to the newest release up to it, and npm runs again. It returns
// the command that ran last and its error, the first lines npm printed
// ("" on success). npm's output is in stage/npm.log.
func runNPM(ctx context.Context, stage string, m *manifest) (command, problem string) {
	_ = os.RemoveAll(stage)
	if err := os.MkdirAll(stage, 0o755); err != nil {
		return "", err.Error()
	}
	if err := os.WriteFile(filepath.Join(stage, "package.json"), m.pkg, 0o644); err != nil {
		return "", err.Error()
	}
	log, err := os.Create(filepath.Join(stage, "npm.log"))
	if err != nil {
		return "", err.Error()
	}
	defer log.Close()
	common := []string{"--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"}
	var stderr bytes.Buffer
	run := func(args ...string) string {
		ctx, cancel := context.WithTimeout(ctx, installTimeout)
		defer cancel()
		stderr.Reset()
		cmd := exec.CommandContext(ctx, "npm", append(args, common...)...)
		cmd.Dir = stage
		cmd.Stdout = log
		cmd.Stderr = &stderr
		err := cmd.Run()
		_, _ = log.Write(stderr.Bytes())
		if err == nil {
			return ""
		}
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return fmt.Sprintf("npm %s: no result after %s", args[0], installTimeout)
		}
		return errorLines(stderr.String(), 2, err)
	}
	if m.lock != nil {
		if err := os.WriteFile(filepath.Join(stage, "package-lock.json"), m.lock, 0o644); err != nil {
			return "", err.Error()
		}
		ciProblem := run("ci")
		if ciProblem == "" {
			return "npm ci", ""
		}
		// The lock does not fit (the package.json changed, or it names
		// a release the registry no longer has): npm resolves anew.
		fmt.Fprintf(log, "\n--- npm ci failed; npm install without the lock ---\n")
		_ = os.RemoveAll(filepath.Join(stage, "node_modules"))
		_ = os.Remove(filepath.Join(stage, "package-lock.json"))
		command = "npm install (npm ci failed: " + ciProblem + ")"
	} else {
		command = "npm install"
	}
	for range 5 {
		problem = run("install", "--legacy-peer-deps")
		if problem == "" || !m.relax(stderr.String()) {
			break
		}
		if err := os.WriteFile(filepath.Join(stage, "package.json"), m.pkg, 0o644); err != nil {
			return command, err.Error()
		}
		fmt.Fprintf(log, "\n--- %s; npm install again ---\n", m.changes[len(m.changes)-1])
	}
	return command, problem
}

var (
	noVersion   = regexp.MustCompile(`No matching version found for (@?[^@\s]+)@(\S+?)\.?\s`)
	versionPart = regexp.MustCompile(`\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?`)
	// A package the registry does not know (a tarball's 404 has /-/).
	noPackage = regexp.MustCompile(`404 Not Found - GET https://registry\.npmjs\.org/(@[^/\s]+%2[fF][^/\s]+|[^@/\s]+)\s`)
)

// relax changes the dependency npm could not fetch, and says whether it
// did: one whose version the registry lacks (ETARGET) becomes the newest
// release up to that version, one the registry does not have at all (a
// package of another registry, as the site's .npmrc may name) is left
// out. Not for a dependency of a dependency, nor twice.
func (m *manifest) relax(npmErrors string) bool {
	var pkg map[string]any
	if json.Unmarshal(m.pkg, &pkg) != nil {
		return false
	}
	change := func(name string, f func(deps map[string]any, spec string) string) bool {
		for _, field := range dependencyFields {
			deps, _ := pkg[field].(map[string]any)
			if spec, ok := deps[name].(string); ok {
				note := f(deps, spec)
				if note == "" {
					return false
				}
				b, err := marshalPackage(pkg)
				if err != nil {
					return false
				}
				m.pkg = b
				m.changes = append(m.changes, fmt.Sprintf("%s %s: %s", name, spec, note))
				return true
			}
		}
		return false
	}
	if e := noVersion.FindStringSubmatch(npmErrors + " "); e != nil {
		return change(e[1], func(deps map[string]any, spec string) string {
			v := versionPart.FindString(e[2])
			if spec != e[2] || v == "" {
				return ""
			}
			deps[e[1]] = "<=" + v
			return fmt.Sprintf("<=%s (the registry has no %s)", v, spec)
		})
	}
	if e := noPackage.FindStringSubmatch(npmErrors + " "); e != nil {
		name := strings.Replace(strings.Replace(e[1], "%2f", "/", 1), "%2F", "/", 1)
		return change(name, func(deps map[string]any, spec string) string {
			delete(deps, name)
			return "left out (not on the npm registry)"
		})
	}
	return false
}

// errorLines are the first n lines of npm's errors that say something
// ("npm error 404" alone does not), joined.
func errorLines(s string, n int, err error) string {
	var lines []string
	for _, l := range strings.Split(s, "\n") {
		text, ok := strings.CutPrefix(strings.TrimSpace(l), "npm error")
		if text = strings.TrimSpace(text); ok && len(text) > 4 && !strings.HasPrefix(text, "A complete log of this run") {
			lines = append(lines, text)
		}
	}
	if len(lines) > n {
		lines = lines[:n]
	}
	if len(lines) == 0 {
		return err.Error()
	}
	return strings.Join(lines, " | ")
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// installState is the record of the site's install as the measurement
// found it: nil when there is none, or when its node_modules is gone.
func installState(root string) *installRecord {
	rec := readInstall(root)
	if rec != nil && rec.OK && !exists(filepath.Join(root, filepath.FromSlash(rec.Dir), "node_modules")) {
		return nil
	}
	return rec
}

// installSummary is one line of the report for a site's install.
func installSummary(rec *installRecord) string {
	switch {
	case rec == nil:
		return "not installed"
	case !rec.OK:
		return fmt.Sprintf("install failed (%s, %.0fs), measured without: %s", rec.Command, rec.Seconds, rec.Error)
	}
	s := fmt.Sprintf("%s in %s (%.0fs, %s)", rec.Command, rec.Dir, rec.Seconds, rec.Date)
	switch n := len(rec.Changes); n {
	case 0:
	case 1:
		s += "; 1 change to package.json (" + recordFile + ")"
	default:
		s += fmt.Sprintf("; %d changes to package.json (%s)", n, recordFile)
	}
	return s
}
