package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeTree writes files (slash paths) under a new folder and returns it.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestInstallFolder(t *testing.T) {
	root := writeTree(t, map[string]string{
		// babel/website: the root, a workspace, holds Docusaurus.
		"a/package.json":         `{"workspaces": ["./website"], "devDependencies": {"@docusaurus/core": "^3.9.2"}}`,
		"a/website/package.json": `{"scripts": {"build": "docusaurus build"}}`,
		// A site package of its own inside a monorepo.
		"b/package.json":                  `{"workspaces": ["packages/*"], "devDependencies": {"jest": "*"}}`,
		"b/packages/website/package.json": `{"dependencies": {"@docusaurus/core": "3.9.2"}}`,
		// No package.json depends on Docusaurus.
		"c/package.json": `{}`,
	})
	for _, tt := range []struct{ repo, dir, want string }{
		{"a", "website", "."},
		{"b", "packages/website", "packages/website"},
		{"c", ".", "."},
		{"c", "site", "site"},
	} {
		if got := installFolder(filepath.Join(root, tt.repo), &site{Dir: tt.dir}); got != tt.want {
			t.Errorf("%s site=%s: install folder %q, want %q", tt.repo, tt.dir, got, tt.want)
		}
	}
}

func TestReadManifest(t *testing.T) {
	root := writeTree(t, map[string]string{
		"package.json":                       `{"name": "root", "workspaces": {"packages": ["packages/*"]}}`,
		"pnpm-workspace.yaml":                "packages:\n  - packages/*\ncatalog:\n  typescript: '>=4.8.4 <6.1.0'\ncatalogs:\n  react18:\n    react: ^18.3.1\n",
		"packages/parser/package.json":       `{"name": "@x/parser", "version": "8.1.0"}`,
		"packages/lint/package.json":         `{"name": "@x/lint", "version": "0.0.0", "private": true}`,
		"packages/node_modules/package.json": `{"name": "@x/hidden", "version": "1.0.0"}`,
		"packages/website/package-lock.json": `{"lockfileVersion": 3}`,
		"packages/website/package.json": `{
  "name": "website",
  "workspaces": ["x"],
  "devEngines": {"packageManager": {"name": "pnpm", "onFail": "error"}},
  "dependencies": {
    "@docusaurus/core": "^3.9.2",
    "@x/parser": "workspace:*",
    "@x/gone": "workspace:^",
    "typescript": "catalog:",
    "react": "catalog:react18",
    "rimraf": "catalog:",
    "alias": "npm:@s/real@^1",
    "local": "link:../local",
    "fork": "github:someone/fork",
    "short": "someone/fork#main",
    "@x/lint": "*"
  },
  "devDependencies": {"prettier": "3.9.5"}
}`,
	})
	m, err := readManifest(root, "packages/website")
	if err != nil {
		t.Fatal(err)
	}
	var pkg struct {
		Name       string
		Workspaces any
		Deps       map[string]string `json:"dependencies"`
		DevDeps    map[string]string `json:"devDependencies"`
	}
	if err := json.Unmarshal(m.pkg, &pkg); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"@docusaurus/core": "^3.9.2", "@x/parser": "<=8.1.0", "typescript": ">=4.8.4 <6.1.0", "react": "^18.3.1", "alias": "npm:@s/real@^1"}
	if len(pkg.Deps) != len(want) {
		t.Errorf("dependencies %v, want %v", pkg.Deps, want)
	}
	for k, v := range want {
		if pkg.Deps[k] != v {
			t.Errorf("dependency %s: %q, want %q", k, pkg.Deps[k], v)
		}
	}
	if pkg.Name != "website" || pkg.Workspaces != nil || pkg.DevDeps["prettier"] != "3.9.5" {
		t.Errorf("manifest %s", m.pkg)
	}
	if string(m.lock) != `{"lockfileVersion": 3}` {
		t.Errorf("lock %q", m.lock)
	}
	changes := strings.Join(m.changes, "\n")
	for _, s := range []string{"workspaces field left out", "@x/parser workspace:*: <=8.1.0 from the registry", "devEngines field left out", "@x/gone workspace:^: left out", "rimraf catalog:: left out", "local link:../local: left out", "fork github:someone/fork: left out", "short someone/fork#main: left out", "@x/lint *: left out (a private package"} {
		if !strings.Contains(changes, s) {
			t.Errorf("changes do not say %q:\n%s", s, changes)
		}
	}
	// The key follows the manifest, so that a changed package.json installs again.
	m2, _ := readManifest(root, "packages/website")
	if m.key() != m2.key() {
		t.Error("key differs for the same files")
	}
	if err := os.WriteFile(filepath.Join(root, "packages/website/package-lock.json"), []byte(`{}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if m3, _ := readManifest(root, "packages/website"); m3.key() == m.key() {
		t.Error("key unchanged after the lock changed")
	}
}

func TestErrorLines(t *testing.T) {
	stderr := `npm error code E404
npm error 404 Not Found - GET https://registry.npmjs.org/p/-/p-0.8.2.tgz
npm error 404
npm error 404 Note that you can also install from a
npm error A complete log of this run can be found in: /root/.npm/_logs/x.log
`
	if got, want := errorLines(stderr, 2, nil), "code E404 | 404 Not Found - GET https://registry.npmjs.org/p/-/p-0.8.2.tgz"; got != want {
		t.Errorf("errorLines = %q, want %q", got, want)
	}
}

func TestRelax(t *testing.T) {
	m := manifest{pkg: []byte(`{"dependencies": {"@q/sql-parser": "0.1.16", "@p/theme": "1.0.0", "left": "^1.0.0"}}`)}
	etarget := "npm error code ETARGET\nnpm error notarget No matching version found for @q/sql-parser@0.1.16.\n"
	if !m.relax(etarget) {
		t.Fatal("no relaxing for a dependency of the package")
	}
	if !strings.Contains(string(m.pkg), `"@q/sql-parser": "<=0.1.16"`) {
		t.Errorf("package.json after relaxing: %s", m.pkg)
	}
	if len(m.changes) != 1 || !strings.Contains(m.changes[0], "the registry has no 0.1.16") {
		t.Errorf("changes %q", m.changes)
	}
	// The same error again (the relaxed range matches nothing either),
	// and a dependency of a dependency: npm is not run again.
	if m.relax(etarget) {
		t.Error("relaxed twice")
	}
	if m.relax("npm error notarget No matching version found for deep@2.0.0.\n") {
		t.Error("relaxed a package that is no dependency of the site")
	}
	// A package of another registry is left out; a missing tarball (of
	// a lock file) is not a missing package.
	if m.relax("npm error 404 Not Found - GET https://registry.npmjs.org/left/-/left-1.0.1.tgz\n") {
		t.Error("left a package out for a missing tarball")
	}
	if !m.relax("npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/@p%2ftheme - Not found\n") {
		t.Fatal("kept a package the registry does not have")
	}
	if strings.Contains(string(m.pkg), "@p/theme") || !strings.Contains(string(m.pkg), `"left": "^1.0.0"`) {
		t.Errorf("package.json after leaving @p/theme out: %s", m.pkg)
	}
}
