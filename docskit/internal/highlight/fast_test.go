package highlight

import (
	"bufio"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// fastLangs are fence names whose lexer has a fast lexer, one per lexer.
var fastLangs = []string{"json", "bash", "js", "ts", "kotlin", "swift"}

// sameAsChroma fails t unless Code gives the same HTML for code with and
// without the fast lexers. It reports whether the fast lexer took the block.
func sameAsChroma(t testing.TB, lang, code, where string) (fast bool) {
	t.Helper()
	opts := Options{Lang: lang, ShowLineNumbers: true, HighlightLines: map[int]bool{2: true}}
	want, wantErr := highlightCode(code, opts, false)
	got, gotErr := highlightCode(code, opts, true)
	if got != want || (gotErr == nil) != (wantErr == nil) {
		t.Errorf("%s: %s block differs from chroma's\ncode: %q\n got: %s\nwant: %s", where, lang, code, got, want)
	}
	return tookFastPath(lang, code)
}

// tookFastPath reports whether Code highlights code with a fast lexer.
func tookFastPath(lang, code string) bool {
	e := lookup(normalise(lang))
	if e.fast == nil || code == "" || !utf8.ValidString(code) {
		return false
	}
	code = strings.ReplaceAll(strings.ReplaceAll(code, "\r\n", "\n"), "\r", "\n")
	if !strings.HasSuffix(code, "\n") {
		code += "\n"
	}
	w := writer{opts: &Options{}}
	return e.fast(&w, code)
}

// caseFiles reads testdata/fast/LANG.txt: code blocks separated by lines
// "----", each written to exercise one rule of chroma's lexer.
func caseFiles(t testing.TB) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for _, lang := range fastLangs {
		data, err := os.ReadFile(filepath.Join("testdata", "fast", lang+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		for _, block := range strings.Split(string(data), "\n----\n") {
			out[lang] = append(out[lang], block)
		}
	}
	return out
}

func TestFastLexersMatchChroma(t *testing.T) {
	for lang, blocks := range caseFiles(t) {
		fast := 0
		for i, code := range blocks {
			if sameAsChroma(t, lang, code, "case "+lang+"#"+strconv.Itoa(i+1)) {
				fast++
			}
		}
		// The case files are mostly code the fast lexers handle.
		if fast*2 < len(blocks) {
			t.Errorf("%s: only %d of %d cases took the fast path", lang, fast, len(blocks))
		}
	}
	for i, b := range treeBlocks(600) {
		if e := lookup(b.lang); e.fast == nil {
			continue
		}
		if !sameAsChroma(t, b.lang, b.code, "tree block "+strconv.Itoa(i)) {
			t.Errorf("tree block %d (%s) did not take the fast path", i, b.lang)
		}
	}
}

// TestFastLexersSiteDocs compares the two paths on the code blocks of the
// Nuri docs in this repository.
func TestFastLexersSiteDocs(t *testing.T) {
	blocks := fencedBlocks(t, filepath.Join("..", "..", "..", "site", "docs"))
	if len(blocks) == 0 {
		t.Fatal("no code blocks in site/docs")
	}
	compareBlocks(t, blocks)
}

// TestFastLexersCorpus compares the two paths on every code block of the
// Markdown and MDX files under the folders HIGHLIGHT_CORPUS lists
// (separated by ":"), such as other projects' Docusaurus sites, which this
// repository does not hold:
//
//	HIGHLIGHT_CORPUS=/work/corpus:/work/scale/t10k/docs go test -run Corpus -v ./docskit/internal/highlight
func TestFastLexersCorpus(t *testing.T) {
	dirs := os.Getenv("HIGHLIGHT_CORPUS")
	if dirs == "" {
		t.Skip("HIGHLIGHT_CORPUS not set")
	}
	var blocks []fenced
	for _, dir := range strings.Split(dirs, ":") {
		blocks = append(blocks, fencedBlocks(t, dir)...)
	}
	compareBlocks(t, blocks)
}

// compareBlocks runs sameAsChroma on the blocks in a language with a fast
// lexer and logs, per lexer, how many took the fast path.
func compareBlocks(t *testing.T, blocks []fenced) {
	type count struct{ all, fast int }
	counts := map[string]*count{}
	total := 0
	for _, b := range blocks {
		if !Supported(b.lang) {
			continue
		}
		total++
		e := lookup(normalise(b.lang))
		if e.fast == nil {
			continue
		}
		name := e.lexer.Config().Name
		if counts[name] == nil {
			counts[name] = &count{}
		}
		counts[name].all++
		if sameAsChroma(t, b.lang, b.code, b.where) {
			counts[name].fast++
		}
	}
	names := make([]string, 0, len(counts))
	for name := range counts {
		names = append(names, name)
	}
	sort.Strings(names)
	fast := 0
	for _, name := range names {
		c := counts[name]
		fast += c.fast
		t.Logf("%s: %d of %d blocks took the fast path", name, c.fast, c.all)
	}
	t.Logf("all languages: %d of %d highlighted blocks took a fast path", fast, total)
}

// fenced is a fenced code block found in a Markdown file.
type fenced struct {
	lang, code, where string
}

// fencedBlocks returns the fenced code blocks (``` or ~~~, language taken
// from the first word of the info string) of the .md and .mdx files under
// dir; none if dir does not exist. It reads fences by their lines, without
// a Markdown parser: these blocks are test input, not pages.
func fencedBlocks(t testing.TB, dir string) []fenced {
	t.Helper()
	var out []fenced
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			if os.IsNotExist(err) {
				return filepath.SkipDir
			}
			return err
		}
		if d.IsDir() {
			if name := d.Name(); name == "node_modules" || name == ".git" {
				return filepath.SkipDir
			}
			return nil
		}
		if ext := filepath.Ext(path); ext != ".md" && ext != ".mdx" {
			return nil
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<24)
		var (
			fence, lang string
			indent      int
			body        []string
			line, start int
		)
		for sc.Scan() {
			line++
			text := sc.Text()
			trimmed := strings.TrimLeft(text, " ")
			if fence == "" {
				for _, ch := range []string{"```", "~~~"} {
					if strings.HasPrefix(trimmed, ch) {
						n := len(trimmed) - len(strings.TrimLeft(trimmed, ch[:1]))
						fence = trimmed[:n]
						indent = len(text) - len(trimmed)
						info := strings.Fields(trimmed[n:])
						lang = ""
						if len(info) > 0 {
							lang, _, _ = strings.Cut(strings.ToLower(info[0]), "{")
						}
						body, start = body[:0], line
						break
					}
				}
				continue
			}
			if strings.HasPrefix(trimmed, fence) && strings.TrimSpace(strings.TrimLeft(trimmed, fence[:1])) == "" {
				out = append(out, fenced{lang, strings.Join(body, "\n") + "\n", path + ":" + strconv.Itoa(start)})
				fence = ""
				continue
			}
			for k := 0; k < indent && strings.HasPrefix(text, " "); k++ {
				text = text[1:]
			}
			body = append(body, text)
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// fuzzFast compares the two paths on arbitrary code in lang, seeded with
// the case file and the tree's blocks.
func fuzzFast(f *testing.F, lang string) {
	for _, code := range caseFiles(f)[lang] {
		f.Add(code)
	}
	for _, b := range treeBlocks(60) {
		if lookup(b.lang).fast != nil && lookup(b.lang).lexer.Config().Name == lookup(lang).lexer.Config().Name {
			f.Add(b.code)
		}
	}
	f.Fuzz(func(t *testing.T, code string) {
		sameAsChroma(t, lang, code, "fuzz")
	})
}

func FuzzFastJSON(f *testing.F)       { fuzzFast(f, "json") }
func FuzzFastBash(f *testing.F)       { fuzzFast(f, "bash") }
func FuzzFastJavaScript(f *testing.F) { fuzzFast(f, "js") }
func FuzzFastTypeScript(f *testing.F) { fuzzFast(f, "ts") }
func FuzzFastKotlin(f *testing.F)     { fuzzFast(f, "kotlin") }

// FuzzFastSwift stalls for up to a minute each time the fuzzer minimizes
// a new input, since chroma's Swift lexer is slow; -fuzzminimizetime 20x
// keeps it fuzzing.
func FuzzFastSwift(f *testing.F) { fuzzFast(f, "swift") }

// swiftPieces are pieces of Swift code that start or end a rule of
// chroma's Swift lexer, or sit at the edge of one: state changes (strings,
// interpolation, comments, #if, import), words of its lists, number and
// escape prefixes, operators and punctuation, Unicode letters and spaces.
var swiftPieces = []string{`"`, `"""`, `\(`, `(`, `)`, `/*`, `*/`, `//`, "\n", " ", "\t", "\v", "\u00a0", "\u2003",
	"#if", "#elseif", "#else", "#endif", "#available", "#iff", "#selector", "#file", "#line", "#",
	"import", "class", "struct", "enum", "extension", "protocol", "func", "let", "var", "in", "as", "is",
	"if", "return", "override", "get", "Type", "self", "Self", "nil", "_", "_x", "x1", "Foo",
	"String", "Int", "_SwiftNSArrayType", "map", "print", "lazy",
	"@objc", "@availability(", "@availability", "@", "$0", "$", "$x", "٣", "한", "é", "\u200d",
	"0x1F", "0b", "0b10", "0o7", "0o", "1.5e-3", "1.", "1e", "e", "E+", "1_0", "0", ".",
	`\`, `\u00e9`, `\u`, `\U0001F600`, `\x4`, `\x41`, `\12`, `\0`, `\n`, `\q`, "'", "`",
	"<", ">", "!", "?", "&", "=", "-", "->", "+", "*", "%", "|", "^", "~", ",", ":", ";", "{", "}", "[", "]",
	"TODO:", "MARK:", ":param: x", ":param:", ":returns:", ":return:"}

// TestFastSwiftPieces compares the two paths on code made of random
// sequences of swiftPieces, which reach the lexer's states and rule edges
// far faster than byte-level fuzzing: chroma's Swift lexer tries ~300
// alternatives at each position, which makes fuzzing slow.
func TestFastSwiftPieces(t *testing.T) {
	next := randomInts()
	for k := 0; k < 4000 && !t.Failed(); k++ {
		var b strings.Builder
		for m := 1 + next(25); m > 0; m-- {
			b.WriteString(swiftPieces[next(len(swiftPieces))])
		}
		if !sameAsChroma(t, "swift", b.String(), "pieces "+strconv.Itoa(k)) {
			t.Errorf("pieces %d: %q did not take the fast path", k, b.String())
		}
	}
}
