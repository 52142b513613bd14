package highlight

import (
	"maps"
	"slices"
	"testing"
)

func TestMagicComments(t *testing.T) {
	tests := []struct {
		name, lang, code, want string
		lines                  []int
	}{
		{"no directive", "js", "a\nb\n", "a\nb\n", nil},
		{"next line", "js", "a\n// highlight-next-line\nb\nc\n", "a\nb\nc\n", []int{2}},
		{"block", "python", "# highlight-start\na\nb\n# highlight-end\nc", "a\nb\nc", []int{1, 2}},
		{"indented, no spaces", "ts", "f(\n    /*highlight-next-line*/\n    x)\n", "f(\n    x)\n", []int{2}},
		{"jsx comment", "tsx", "<A>\n  {/* highlight-next-line */}\n  <B />\n</A>", "<A>\n  <B />\n</A>", []int{2}},
		{"html comment", "html", "<!-- highlight-next-line -->\n<p>", "<p>", []int{1}},
		{"markdown front matter", "md", "---\n# highlight-next-line\nid: a\n---", "---\nid: a\n---", []int{2}},
		{"sql dashes", "sql", "-- highlight-next-line\nSELECT 1", "SELECT 1", []int{1}},
		{"lua dashes", "lua", "-- highlight-next-line\nx = 1", "x = 1", []int{1}},
		{"haskell dashes", "haskell", "-- highlight-next-line\nx = 1", "x = 1", []int{1}},
		{"wasm", "wasm", ";; highlight-next-line\n(module)", "(module)", []int{1}},
		{"tex", "latex", "% highlight-next-line\n\\a", "\\a", []int{1}},
		{"ocaml", "ocaml", "(* highlight-next-line *)\nlet x = 1", "let x = 1", []int{1}},
		{"visual basic rem", "vb", "REM highlight-next-line\nx = 1", "x = 1", []int{1}},
		{"fortran", "fortran", "! highlight-next-line\nx = 1", "x = 1", []int{1}},
		{"cobol", "cobol", "*> highlight-next-line\nMOVE 1 TO X", "MOVE 1 TO X", []int{1}},
		// Languages without their own entry take //, /* */, {/* */}, # and <!-- -->.
		{"other language, hash", "yaml", "# highlight-next-line\na: 1", "a: 1", []int{1}},
		{"other language, slash", "kotlin", "// highlight-next-line\nval a = 1", "val a = 1", []int{1}},
		{"no language", "", "<!-- highlight-next-line -->\nx", "x", []int{1}},
		{"upper-case language", "Python", "# highlight-next-line\nx", "x", []int{1}},
		// A syntax the language does not use is code.
		{"hash in js", "js", "# highlight-next-line\nx", "# highlight-next-line\nx", nil},
		{"slash in python", "py", "// highlight-next-line\nx", "// highlight-next-line\nx", nil},
		{"dashes in yaml", "yaml", "-- highlight-next-line\nx", "-- highlight-next-line\nx", nil},
		// A directive shares its line with nothing else.
		{"after code", "js", "x // highlight-next-line\ny", "x // highlight-next-line\ny", nil},
		{"mismatched ends", "js", "/* highlight-next-line\nx", "/* highlight-next-line\nx", nil},
		{"unknown directive", "js", "// highlight-this-line\nx", "// highlight-this-line\nx", nil},
		// Docusaurus's edge cases.
		{"end without start marks from the first line", "js", "a\nb\n// highlight-end\nc", "a\nb\nc", []int{1, 2}},
		{"start without end marks nothing", "js", "a\n// highlight-start\nb", "a\nb", nil},
		{"empty pair marks the lines around it", "js", "a\n// highlight-start\n// highlight-end\nb", "a\nb", []int{1, 2}},
		{"two blocks", "js", "// highlight-start\na\n// highlight-end\nb\n// highlight-start\nc\n// highlight-end", "a\nb\nc", []int{1, 3}},
		{"next line inside a block", "js", "// highlight-start\na\n// highlight-next-line\nb\n// highlight-end\nc", "a\nb\nc", []int{1, 2}},
		{"CRLF", "js", "a\r\n// highlight-next-line\r\nb\r\n", "a\r\nb\r\n", []int{2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, lines := MagicComments(tt.code, tt.lang)
			if code != tt.want {
				t.Errorf("code = %q, want %q", code, tt.want)
			}
			got := slices.Sorted(maps.Keys(lines))
			if !slices.Equal(got, tt.lines) {
				t.Errorf("lines = %v, want %v", got, tt.lines)
			}
		})
	}
}

// TestMagicCommentsHighlight checks the two together as the MDX pipeline
// uses them: the marked line is the highlighted one, the comment is gone.
func TestMagicCommentsHighlight(t *testing.T) {
	code, lines := MagicComments("a = 1\n# highlight-next-line\nb = 2\n", "python")
	out, err := Code(code, Options{Lang: "python", HighlightLines: lines})
	if err != nil {
		t.Fatal(err)
	}
	want := `<span class="dk-line">a <span class="o">=</span> <span class="m">1</span>` + "\n" +
		`</span><span class="dk-line dk-line-hl">b <span class="o">=</span> <span class="m">2</span></span>`
	if out != want {
		t.Errorf("got  %s\nwant %s", out, want)
	}
}
