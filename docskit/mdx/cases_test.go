package mdx_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/internal/golden"
	"docskit.dev/docskit/mdx"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// caseDir holds the MDX case files, one per feature, in goldmark's numbered
// format (see package golden). Each case's expected output is either
//
//   - the page data of the parsed body, as indented JSON (HTML not escaped):
//     {"h1", "body", "toc" (levels 2–3), "links": [{dest, raw, line, image}],
//     "head"}, empty fields left out;
//   - or, when the body has problems, the diagnostics one per line in
//     position order, each as "file:line:col: message" — the first line of
//     diag.Diagnostic.String() without the plugin tag and the hint. The whole
//     line must match.
//
// Cases parse as the file caseFile with the known components of
// newTestParser and the link resolver resolveTestLink, and the options of
// their file in caseOptions: commonmark.md.txt holds CommonMark cases (a .md
// file of a site whose markdown.format is md or detect), code-as-text.txt
// cases of a site that shows unknown code languages as text, lenient.txt
// cases of a site read from a Docusaurus folder (Options.Lenient), math.txt
// cases of a site with remark-math (Options.Math, testMath). The warnings
// of a body without problems are part of its page data.
//
// Run one case with: go test ./docskit/mdx -run 'TestCases/admonition/^3$'
// Rewrite the expected parts with: go test ./docskit/mdx -run TestCases -update
// (add a case with an empty expected part and let -update fill it in), then
// read the diff: a wrong output is a parser bug, not a new expectation.
// The -update flag exists only in test binaries that import package golden.
var caseDir = filepath.Join("..", "..", "testdata", "mdx")

const caseFile = "docs/test.mdx"

// caseOptions are the options of the cases of each case file.
func caseOptions(path string) mdx.Options {
	opts := mdx.Options{File: caseFile, ResolveLink: resolveTestLink}
	switch filepath.Base(path) {
	case "commonmark.md.txt":
		opts.File, opts.Format = "docs/test.md", mdx.FormatMD
	case "code-as-text.txt":
		opts.UnknownCodeAsText = true
	case "lenient.txt":
		opts.Lenient, opts.ReadPartial = true, readTestPartial
	case "npm2yarn.txt":
		opts.NPM2Yarn = []string{"yarn", "pnpm"}
	case "partials.txt":
		opts.ReadPartial = readTestPartial
	case "math.txt":
		opts.Math = testMath{}
	}
	return opts
}

// testMath stands in for KaTeX in math.txt: the TeX as read, escaped, in
// a span that says whether it is display math; "\error" fails and
// "\unknown" renders with a warning, as KaTeX's red error text.
type testMath struct{}

func (testMath) RenderMath(tex string, display bool) (string, error) {
	if strings.Contains(tex, "\\error") {
		return "", errors.New("KaTeX parse error: Undefined control sequence: \\error")
	}
	out := fmt.Sprintf(`<span class="katex" data-display="%t">%s</span>`, display, html.EscapeString(tex))
	if strings.Contains(tex, "\\unknown") {
		return out, &mdx.MathWarning{Msg: "KaTeX parse error: Undefined control sequence: \\unknown"}
	}
	return out, nil
}

// newTestParser knows the built-in components plus a site component, Card.
// Its headings' links have the Korean site's label, which the case files
// were written with.
func newTestParser() *mdx.Parser {
	return mdx.NewParser([]string{"Card"}).WithHashLinkLabel("이 제목으로 바로 가는 링크")
}

// resolveTestLink stands in for the builder's resolver: a relative .mdx link
// "./x.mdx" (with an optional #fragment) becomes the route "/docs/x", as
// does the source path "/docs/x.mdx"; anything else is kept as written.
func resolveTestLink(dest string) string {
	pth, frag, hasFrag := strings.Cut(dest, "#")
	if !strings.HasPrefix(pth, "./") && !strings.HasPrefix(pth, "/docs/") || !strings.HasSuffix(pth, ".mdx") {
		return dest
	}
	out := "/docs/" + strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(pth, "./"), "/docs/"), ".mdx")
	if hasFrag {
		out += "#" + frag
	}
	return out
}

// readTestPartial reads the partials of partials.txt from
// testdata/mdx/partials, a site whose pages are in docs/.
func readTestPartial(path string) ([]byte, mdx.Format, error) {
	src, err := fs.ReadFile(os.DirFS(filepath.Join(caseDir, "partials")), path)
	if strings.HasSuffix(path, ".md") {
		return src, mdx.FormatMD, err
	}
	return src, mdx.FormatMDX, err
}

type caseLink struct {
	// File is the file the link is written in when it is not the page
	// (a partial).
	File  string `json:"file,omitempty"`
	Dest  string `json:"dest"`
	Raw   string `json:"raw"`
	Line  int    `json:"line"`
	Image bool   `json:"image,omitempty"`
}

type caseData struct {
	H1       string        `json:"h1,omitempty"`
	Body     []mdx.Node    `json:"body"`
	TOC      []mdx.Heading `json:"toc,omitempty"`
	Links    []caseLink    `json:"links,omitempty"`
	Head     []mdx.HeadTag `json:"head,omitempty"`
	Warnings []string      `json:"warnings,omitempty"`
}

// moduleData is the expected output of a body that needs a JavaScript
// module: the module's lines instead of the body tree.
type moduleData struct {
	H1     string        `json:"h1,omitempty"`
	Module []string      `json:"module"`
	TOC    []mdx.Heading `json:"toc,omitempty"`
	Links  []caseLink    `json:"links,omitempty"`
}

// pageJSON is the expected-output form of a parsed body without problems.
func pageJSON(t testing.TB, doc *mdx.Doc) string {
	data := caseData{H1: doc.H1, Body: doc.Body, TOC: doc.TOC(2, 3), Head: doc.Head}
	var out any = &data
	if doc.NeedsModule() {
		src := doc.ModuleSource(caseFile, mdx.ModuleScope{ContentTitle: doc.H1})
		out = &moduleData{H1: doc.H1, Module: strings.Split(strings.TrimSuffix(src, "\n"), "\n"), TOC: data.TOC}
	}
	for _, w := range doc.Warnings {
		data.Warnings = append(data.Warnings, w.Pos.String()+": "+w.Msg)
	}
	for _, l := range doc.Links {
		file := l.Pos.File
		if file == caseFile || file == "docs/test.md" {
			file = ""
		}
		data.Links = append(data.Links, caseLink{File: file, Dest: l.Dest, Raw: l.Raw, Line: l.Pos.Line, Image: l.Image})
	}
	if m, ok := out.(*moduleData); ok {
		m.Links = data.Links
	}
	// Like json.MarshalIndent, without escaping <, > and & so that the HTML
	// in the expected output stays readable.
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	require.NoError(t, enc.Encode(out))
	return strings.TrimSuffix(b.String(), "\n")
}

// diagLines is the expected-output form of a body's problems.
func diagLines(ds diag.List) string {
	sorted := append(diag.List(nil), ds...)
	sorted.Sort()
	lines := make([]string, len(sorted))
	for i, d := range sorted {
		lines[i] = d.Pos.String() + ": " + d.Msg
	}
	return strings.Join(lines, "\n")
}

// parseCase parses a case input the way every case does and returns its
// expected-output form.
func parseCase(t testing.TB, p *mdx.Parser, opts mdx.Options, input string) string {
	doc, ds := p.Parse([]byte(input), opts)
	require.NotNil(t, doc, "Parse must always return a Doc")
	if len(ds) > 0 {
		return diagLines(ds)
	}
	return pageJSON(t, doc)
}

func caseFiles(t testing.TB) []string {
	files, err := filepath.Glob(filepath.Join(caseDir, "*.txt"))
	require.NoError(t, err)
	require.NotEmpty(t, files, "no case files in %s", caseDir)
	return files
}

func TestCases(t *testing.T) {
	p := newTestParser()
	for _, file := range caseFiles(t) {
		feature := strings.TrimSuffix(filepath.Base(file), ".txt")
		opts := caseOptions(file)
		t.Run(feature, func(t *testing.T) {
			cases, err := golden.ReadCases(file)
			require.NoError(t, err)
			changed := false
			for i := range cases {
				c := &cases[i]
				t.Run(strconv.Itoa(c.No), func(t *testing.T) {
					got := parseCase(t, p, opts, c.Input)
					if *golden.Update {
						if got != c.Expected {
							c.Expected, changed = got, true
						}
						return
					}
					assert.Equal(t, c.Expected, got, "%s:%d: case %d %s\ninput:\n%s", file, c.Line, c.No, c.Description, c.Input)
				})
			}
			if changed {
				require.NoError(t, golden.WriteCases(file, cases))
				t.Logf("updated %s", file)
			}
		})
	}
}

// TestCaseFilesAreWellFormed keeps the case files readable: numbered 1, 2, 3 …
// in order, each with a description, and no case without input.
func TestCaseFilesAreWellFormed(t *testing.T) {
	for _, file := range caseFiles(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			cases, err := golden.ReadCases(file)
			require.NoError(t, err)
			for i, c := range cases {
				assert.Equal(t, i+1, c.No, "%s:%d: cases are numbered from 1 in order", file, c.Line)
				assert.NotEmpty(t, c.Description, "%s:%d: case %d needs a description", file, c.Line, c.No)
				assert.NotEmpty(t, strings.TrimSpace(c.Input), "%s:%d: case %d has no input", file, c.Line, c.No)
				assert.NotEmpty(t, c.Expected, "%s:%d: case %d has no expected output; run with -update", file, c.Line, c.No)
			}
		})
	}
}

// readSeeds returns every case input of every case file.
func readSeeds(t testing.TB) []string {
	var seeds []string
	for _, file := range caseFiles(t) {
		cases, err := golden.ReadCases(file)
		require.NoError(t, err)
		for _, c := range cases {
			seeds = append(seeds, c.Input)
		}
	}
	return seeds
}
