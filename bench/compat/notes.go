package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// configNotes lists what a site's docs depend on beyond their own folder:
// the parts of the Docusaurus configuration, sidebars and plugins that a
// docs-folder build ignores (issue 13). It reads the configuration and
// package.json as text, matching keys; it runs nothing.
func configNotes(s *site, root string) []string {
	dir := filepath.Join(root, filepath.FromSlash(s.Dir))
	var cfg string
	for _, name := range []string{"docusaurus.config.ts", "docusaurus.config.mts", "docusaurus.config.js", "docusaurus.config.mjs", "docusaurus.config.cjs"} {
		if b, err := os.ReadFile(filepath.Join(dir, name)); err == nil {
			cfg = string(b)
			break
		}
	}
	if cfg == "" {
		return []string{"no docusaurus.config.* in " + s.Dir}
	}
	var notes []string
	add := func(format string, a ...any) { notes = append(notes, fmt.Sprintf(format, a...)) }
	if n := len(s.Folders); n > 1 {
		add("%d docs instances measured apart", n)
	}
	for _, f := range s.Folders {
		if f.RouteBase != "/docs" {
			add("routeBasePath %s (%s)", f.RouteBase, f.Path)
		}
	}
	if s.BaseURL != "/" {
		add("baseUrl %s", s.BaseURL)
	}
	if matches(cfg, `sidebarPath`) {
		add("hand-written sidebars (sidebarPath)")
	}
	if b, err := os.ReadFile(filepath.Join(dir, "versions.json")); err == nil {
		var vs []string
		if json.Unmarshal(b, &vs) == nil {
			add("versioned docs: %d versions in versions.json", len(vs))
		}
	}
	if matches(cfg, `(?:remark|rehype)Plugins\s*:`) {
		add("remark/rehype plugins")
	}
	if matches(cfg, `format\s*:\s*['"]detect['"]`) {
		add("markdown.format detect")
	}
	if matches(cfg, `mermaid\s*:\s*true`) {
		add("Mermaid diagrams (markdown.mermaid)")
	}
	if matches(cfg, `preprocessor\s*:`) {
		add("markdown.preprocessor")
	}
	if matches(cfg, `admonitions\s*:`) {
		add("custom admonitions")
	}
	if matches(cfg, `\bexclude\s*:`) {
		add("docs include/exclude patterns")
	}
	if m := regexp.MustCompile(`onBrokenLinks\s*:\s*['"](\w+)['"]`).FindStringSubmatch(cfg); m != nil && m[1] != "throw" {
		add("onBrokenLinks %s", m[1])
	}
	if m := regexp.MustCompile(`onBrokenAnchors\s*:\s*['"](\w+)['"]`).FindStringSubmatch(cfg); m != nil {
		add("onBrokenAnchors %s", m[1])
	} else {
		add("onBrokenAnchors warn (the default)")
	}
	if n := countFiles(filepath.Join(dir, "src", "theme")); n > 0 {
		add("swizzled theme: %d files in src/theme", n)
	}
	if ps := thirdPartyPlugins(filepath.Join(dir, "package.json")); len(ps) > 0 {
		add("third-party Docusaurus packages: %s", strings.Join(ps, ", "))
	}
	return notes
}

func matches(text, re string) bool { return regexp.MustCompile(re).MatchString(text) }

func countFiles(dir string) int {
	n := 0
	_ = filepath.WalkDir(dir, func(_ string, e os.DirEntry, err error) error {
		if err == nil && !e.IsDir() {
			n++
		}
		return nil
	})
	return n
}

// packageDeps reads the dependencies of a package.json.
func packageDeps(file string) map[string]bool {
	var pkg struct {
		Dependencies    map[string]string `json:"dependencies"`
		DevDependencies map[string]string `json:"devDependencies"`
	}
	out := map[string]bool{}
	b, err := os.ReadFile(file)
	if err != nil || json.Unmarshal(b, &pkg) != nil {
		return out
	}
	for k := range pkg.Dependencies {
		out[k] = true
	}
	for k := range pkg.DevDependencies {
		out[k] = true
	}
	return out
}

// thirdPartyPlugins are the site's dependencies that extend Docusaurus but
// are not Docusaurus's own packages.
func thirdPartyPlugins(file string) []string {
	var out []string
	for k := range packageDeps(file) {
		if strings.Contains(k, "docusaurus") && !strings.HasPrefix(k, "@docusaurus/") {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}
