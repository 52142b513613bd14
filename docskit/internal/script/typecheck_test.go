package script

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// repoRoot is the git work tree the test runs in.
func repoRoot(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		t.Skip("not in a git work tree: the files to check come from git ls-files")
	}
	return strings.TrimSpace(string(out))
}

// typeScriptFiles lists the repository's TypeScript files, tracked or new
// (not ignored), relative to root.
func typeScriptFiles(t *testing.T, root string) []string {
	t.Helper()
	cmd := exec.Command("git", "ls-files", "--cached", "--others", "--exclude-standard", "-z", "--", "*.ts", "*.tsx", "*.mts", "*.cts")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("git ls-files: %v", err)
	}
	var files []string
	for f := range strings.SplitSeq(strings.TrimSuffix(string(out), "\x00"), "\x00") {
		if strings.HasPrefix(f, "docusaurus/testdata/") {
			// Docusaurus sites' own files, input to the config reader
			// (they import Docusaurus's types, which are not installed).
			continue
		}
		if _, err := os.Stat(filepath.Join(root, f)); err == nil { // not deleted in the work tree
			files = append(files, f)
		}
	}
	return files
}

// listed returns the files tsc type-checks with the config file, relative
// to root (the program's own files; lib and node_modules files are left out).
func listed(t *testing.T, root, config string) []string {
	t.Helper()
	tsc := filepath.Join(root, "node_modules", ".bin", "tsc")
	if _, err := os.Stat(tsc); err != nil {
		t.Fatal("TypeScript is not installed: run scripts/setup.sh")
	}
	cmd := exec.Command(tsc, "--listFilesOnly", "-p", config)
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("tsc --listFilesOnly -p %s: %v\n%s", config, err, out)
	}
	var files []string
	for line := range strings.Lines(string(out)) {
		rel, err := filepath.Rel(root, strings.TrimSpace(line))
		if err != nil || strings.HasPrefix(rel, "..") || strings.Contains(rel, "node_modules") {
			continue
		}
		files = append(files, filepath.ToSlash(rel))
	}
	return files
}

// notChecked returns the files of all that checked does not hold.
func notChecked(all, checked []string) []string {
	var missing []string
	for _, f := range all {
		if !slices.Contains(checked, f) {
			missing = append(missing, f)
		}
	}
	return missing
}

func TestNotChecked(t *testing.T) {
	all := []string{"docskit/theme/App.tsx", "plugins/search/client/dialog.tsx", "docskit/cli/devclient.ts"}
	cases := []struct {
		name    string
		checked []string
		want    []string
	}{
		{"every file", []string{"docskit/theme/App.tsx", "plugins/search/client/dialog.tsx", "docskit/cli/devclient.ts", "node_modules/@types/node/fs.d.ts"}, nil},
		{"a .tsx left out", []string{"docskit/theme/App.tsx", "docskit/cli/devclient.ts"}, []string{"plugins/search/client/dialog.tsx"}},
		{"nothing", nil, all},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := notChecked(all, tc.checked); !slices.Equal(got, tc.want) {
				t.Errorf("notChecked = %q, want %q", got, tc.want)
			}
		})
	}
}

// `npx tsc -p tsconfig.json` type-checks every TypeScript file of the
// repository, the embedded scripts of the Go packages included; and the
// check notices a narrower include (the one tsconfig.json had before it
// covered plugins/**/*.tsx).
func TestTypeCheckCoversEveryFile(t *testing.T) {
	root := repoRoot(t)
	all := typeScriptFiles(t, root)
	for _, f := range []string{"docskit/internal/ssr/runner.ts", "plugins/search/client/dialog.tsx"} {
		if !slices.Contains(all, f) {
			t.Fatalf("git ls-files does not list %s", f)
		}
	}
	if missing := notChecked(all, listed(t, root, "tsconfig.json")); len(missing) > 0 {
		t.Errorf("tsconfig.json leaves these files out of the type-check; widen its include:\n%s", strings.Join(missing, "\n"))
	}

	// The narrow config goes inside the repository (build/ is ignored by git),
	// where its relative include patterns point at the repository's files.
	if err := os.MkdirAll(filepath.Join(root, "build"), 0o755); err != nil {
		t.Fatal(err)
	}
	narrow, err := os.MkdirTemp(filepath.Join(root, "build"), "tsconfig-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(narrow)
	cfg, _ := json.Marshal(map[string]any{
		"extends": "../../tsconfig.json",
		"include": []string{"../../docskit/theme/**/*", "../../plugins/**/*.ts", "../../examples/**/*.ts", "../../examples/**/*.tsx", "../../tests/**/*.ts", "../../playwright.config.ts"},
	})
	if err := os.WriteFile(filepath.Join(narrow, "tsconfig.json"), cfg, 0o644); err != nil {
		t.Fatal(err)
	}
	missing := notChecked(all, listed(t, root, filepath.Join(narrow, "tsconfig.json")))
	for _, f := range []string{"plugins/search/client/dialog.tsx", "docskit/internal/ssr/runner.ts"} {
		if !slices.Contains(missing, f) {
			t.Errorf("with the narrow include, %s is not reported as left out (reported: %q)", f, missing)
		}
	}
}
