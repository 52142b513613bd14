package docskit

import (
	"fmt"
	"slices"

	"docskit.dev/docskit/internal/bundle"
	"docskit.dev/docskit/mdx"
)

// siteComponents gathers every ComponentProvider's components in plugin
// order and checks them, so that a bad name fails New with the plugin's name
// rather than a page failing later with "unknown component". The result goes
// to the bundler; its names go to the MDX parser.
func siteComponents(plugins []Plugin) ([]bundle.Component, []error) {
	var (
		out  []bundle.Component
		errs []error
	)
	owner := map[string]string{}
	for _, p := range plugins {
		cp, ok := p.(ComponentProvider)
		if !ok {
			continue
		}
		for _, c := range cp.Components() {
			fail := func(format string, args ...any) {
				errs = append(errs, fmt.Errorf("plugin %s: component %q: %s", p.Name(), c.Name, fmt.Sprintf(format, args...)))
			}
			switch {
			case !capitalIdent(c.Name):
				fail("a component name starts with a capital letter A–Z and has only letters and digits (MDX reads <lowercase> as HTML)")
				continue
			case slices.Contains(mdx.BuiltinComponents, c.Name):
				fail("the theme already has this component; to replace it, override @theme/%s with WithThemeOverrides", c.Name)
				continue
			case owner[c.Name] != "":
				fail("plugin %s already provides a component of this name", owner[c.Name])
				continue
			case c.Module.FS == nil || c.Module.Entry == "":
				fail("Module needs an FS and an Entry, the file whose export is the React component")
				continue
			case c.Export != "" && !jsIdent(c.Export):
				fail("Export %q is not a JavaScript name", c.Export)
				continue
			}
			owner[c.Name] = p.Name()
			out = append(out, bundle.Component{Name: c.Name, Module: bundle.Module{FS: c.Module.FS, Entry: c.Module.Entry}, Export: c.Export})
		}
	}
	return out, errs
}

func componentNames(cs []bundle.Component) []string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.Name
	}
	return names
}

func capitalIdent(s string) bool {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

func jsIdent(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return s != "" && s != "default"
}
