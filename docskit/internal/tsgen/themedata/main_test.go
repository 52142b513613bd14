package main

import (
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"docskit.dev/docskit/internal/tsgen"
	"docskit.dev/docskit/uitext"
)

const committedPath = "../../../theme/data.gen.ts"

// compare says where the committed file differs from what the generator
// writes: the first differing line and the declaration it is in, or "" when
// they are the same.
func compare(committed, generated string) string {
	have, want := strings.Split(committed, "\n"), strings.Split(generated, "\n")
	for i := range max(len(have), len(want)) {
		h, w := lineAt(have, i), lineAt(want, i)
		if h == w {
			continue
		}
		decl := "the header"
		for j := min(i+1, len(want)-1); j >= 0; j-- { // i+1: the comment above a declaration
			if f := strings.Fields(want[j]); len(f) > 2 && f[0] == "export" {
				decl = f[2]
				break
			}
		}
		return fmt.Sprintf("data.gen.ts:%d (in %s): the file has %s, the Go types give %s", i+1, decl, h, w)
	}
	return ""
}

func lineAt(lines []string, i int) string {
	if i >= len(lines) {
		return "the end of the file"
	}
	return `"` + lines[i] + `"`
}

func committed(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(committedPath)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The committed data.gen.ts is what the Go types give: a field renamed,
// added or removed on either side fails here.
func TestCommittedFileIsCurrent(t *testing.T) {
	want, err := generate(decls())
	if err != nil {
		t.Fatal(err)
	}
	if d := compare(committed(t), string(want)); d != "" {
		t.Errorf("%s\nRun: go generate ./docskit/theme", d)
	}
}

// edit replaces old with new inside the declaration named decl.
func edit(t *testing.T, text, decl, old, new string) string {
	t.Helper()
	start := strings.Index(text, "export interface "+decl+" {")
	if start < 0 {
		start = strings.Index(text, "export type "+decl+" =")
	}
	end := start + strings.Index(text[start:], "\n\n")
	if start < 0 || !strings.Contains(text[start:end], old) {
		t.Fatalf("no %q in %s", old, decl)
	}
	return text[:start] + strings.Replace(text[start:end], old, new, 1) + text[end:]
}

// Hand edits of data.gen.ts, the TypeScript side of a drift, fail the check
// and name the declaration.
func TestTypeScriptDriftFails(t *testing.T) {
	good, err := generate(decls())
	if err != nil {
		t.Fatal(err)
	}
	text := string(good)
	cases := []struct {
		name, decl, old, new string
	}{
		{"field renamed", "Crumb", "readonly label: string;", "readonly text: string;"},
		{"field added", "NavLink", "readonly href: string;", "readonly href: string;\n  readonly title?: string;"},
		{"field removed", "PageData", "  readonly sidebarUrl?: string;\n", ""},
		{"optional made required", "Crumb", "href?:", "href:"},
		{"element type changed", "FooterColumn", "readonly NavItem[]", "readonly string[]"},
		{"literal removed", "NavItem", "'left' | 'right'", "'left'"},
		{"variant field renamed", "BodyNode", "readonly html: string", "readonly text: string"},
		{"variant field made optional", "SidebarItem", "readonly items: readonly", "readonly items?: readonly"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := compare(edit(t, text, tc.decl, tc.old, tc.new), text)
			if !strings.Contains(d, "(in "+tc.decl+")") {
				t.Errorf("compare = %q, want a difference in %s", d, tc.decl)
			}
		})
	}
}

// The Go side of a drift, on a contract of one type: each drifted version of
// crumb (declared in its own function, so that its Go name stays the same) is
// generated and compared with what the original gives.
func TestGoDriftFails(t *testing.T) {
	contract := func(t reflect.Type) []tsgen.Decl { return []tsgen.Decl{{Type: t, Name: "Crumb"}} }
	type crumb struct {
		Label string `json:"label"`
		Href  string `json:"href,omitempty"`
	}
	good, err := generate(contract(reflect.TypeFor[crumb]()))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		typ    func() reflect.Type
		detail string // the line the drifted type gives
	}{
		{"field renamed", func() reflect.Type {
			type crumb struct {
				Text string `json:"text"`
				Href string `json:"href,omitempty"`
			}
			return reflect.TypeFor[crumb]()
		}, "  readonly text: string;"},
		{"field added", func() reflect.Type {
			type crumb struct {
				Label string `json:"label"`
				Href  string `json:"href,omitempty"`
				Title string `json:"title,omitempty"`
			}
			return reflect.TypeFor[crumb]()
		}, "  readonly title?: string;"},
		{"field removed", func() reflect.Type {
			type crumb struct {
				Label string `json:"label"`
			}
			return reflect.TypeFor[crumb]()
		}, "}"},
		{"omitempty dropped", func() reflect.Type {
			type crumb struct {
				Label string `json:"label"`
				Href  string `json:"href"`
			}
			return reflect.TypeFor[crumb]()
		}, "  readonly href: string;"},
		{"type changed", func() reflect.Type {
			type crumb struct {
				Label string   `json:"label"`
				Href  []string `json:"href,omitempty"`
			}
			return reflect.TypeFor[crumb]()
		}, "  readonly href?: readonly string[];"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			drifted, err := generate(contract(tc.typ()))
			if err != nil {
				t.Fatal(err)
			}
			d := compare(string(good), string(drifted))
			if !strings.Contains(d, "(in Crumb)") || !strings.HasSuffix(d, "the Go types give \""+tc.detail+"\"") {
				t.Errorf("compare = %q, want a difference in Crumb giving %q", d, tc.detail)
			}
		})
	}
}

// The committed ui.gen.ts declares every message of the dictionary, with
// the placeholders it has.
func TestCommittedUIDeclarationsAreCurrent(t *testing.T) {
	b, err := os.ReadFile("../../../theme/types/ui.gen.ts")
	if err != nil {
		t.Fatal(err)
	}
	have, want := strings.Split(string(b), "\n"), strings.Split(uitext.Declarations(), "\n")
	for i := range max(len(have), len(want)) {
		if h, w := lineAt(have, i), lineAt(want, i); h != w {
			t.Fatalf("ui.gen.ts:%d: the file has %s, docskit/uitext gives %s\nRun: go generate ./docskit/theme", i+1, h, w)
		}
	}
}
