// Package testenv holds what the examples' tests share: finding the
// repository's node_modules, which a real build needs for react and
// react-dom (the bundles are rendered by Node.js).
package testenv

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// NodeModules returns the node_modules folder that holds react, found by
// walking up from the test's working directory. It skips the test under
// -short (a real build starts Node.js) and fails it when Node.js or the npm
// packages are missing, with the command that installs them.
func NodeModules(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a site with Node.js; skipped with -short")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on PATH; a docskit build renders pages with Node.js")
	}
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		nm := filepath.Join(dir, "node_modules")
		if _, err := os.Stat(filepath.Join(nm, "react")); err == nil {
			return nm
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no node_modules with react above the working directory; run scripts/setup.sh")
		}
		dir = parent
	}
}
