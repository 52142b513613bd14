package main

// Content checks for the Nuri docs in site/docs.
//
//   - TestCodeBlocks type-checks every ts/tsx/js/jsx block against
//     site/sdk/nuri.d.ts with the repository's TypeScript (one tsc run for all
//     blocks) and reports errors at the block's file:line in the MDX.
//   - TestJSONBlocksParse parses every json block.
//   - TestNamespacePagesDocumentTheDeclarations checks that each SDK namespace
//     page documents every method and event that nuri.d.ts declares, in the
//     fixed page layout described on that test.
//   - TestEveryPageHasADescriptionAndNoBodyH1 checks front matter and headings.
//   - TestDeclarationsHaveSince checks that every declaration in nuri.d.ts
//     carries a TSDoc comment with @since.
//
// A code block that cannot type-check opts out with the fence meta
// nocheck="reason", e.g. ```ts nocheck="설정 파일 일부"; the reason must not be
// empty.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gopkg.in/yaml.v3"
)

const (
	docsDir       = "docs"
	sdkDecl       = "sdk/nuri.d.ts"
	nsPagesDir    = "docs/sdk/namespaces"
	codeBlockRoot = "../build" // temp dirs go inside the repository, so node_modules resolves
)

// ---------------------------------------------------------------------------
// MDX reading
// ---------------------------------------------------------------------------

// mdxPage is one MDX file split into front matter and body lines.
type mdxPage struct {
	path        string   // as the build reports it, e.g. site/docs/sdk/intro.mdx
	frontMatter string   // YAML between the --- lines
	lines       []string // every line of the file
	bodyStart   int      // index in lines of the first body line
	fences      []fence
}

// fence is one fenced code block.
type fence struct {
	lang    string
	meta    string // the info string after the language
	line    int    // 1-based line of the opening fence
	code    []string
	heading string // text of the closest heading of level 3 or above before it
}

var (
	fenceOpen   = regexp.MustCompile("^(\\s{0,3})(`{3,}|~{3,})\\s*([^`\\s]*)(.*)$")
	headingLine = regexp.MustCompile(`^(#{1,6})\s+(.*?)\s*#*\s*$`)
	nocheckMeta = regexp.MustCompile(`(?:^|\s)nocheck(?:=("[^"]*"|'[^']*'|\S*))?`)
)

func readMDX(t *testing.T, path string) *mdxPage {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return parseMDX(filepath.ToSlash(filepath.Join("site", path)), string(b))
}

// parseMDX splits src into front matter, lines and code fences; path is the
// name used in messages.
func parseMDX(path, src string) *mdxPage {
	p := &mdxPage{path: path, lines: strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n")}
	if len(p.lines) > 0 && p.lines[0] == "---" {
		for i := 1; i < len(p.lines); i++ {
			if p.lines[i] == "---" {
				p.frontMatter = strings.Join(p.lines[1:i], "\n")
				p.bodyStart = i + 1
				break
			}
		}
	}
	heading := ""
	for i := p.bodyStart; i < len(p.lines); i++ {
		if h := headingLine.FindStringSubmatch(p.lines[i]); h != nil && len(h[1]) <= 3 {
			heading = h[2]
			continue
		}
		m := fenceOpen.FindStringSubmatch(p.lines[i])
		if m == nil {
			continue
		}
		indent, marker := len(m[1]), m[2]
		f := fence{lang: m[3], meta: strings.TrimSpace(m[4]), line: i + 1, heading: heading}
		j := i + 1
		for ; j < len(p.lines); j++ {
			l := p.lines[j]
			trimmed := strings.TrimSpace(l)
			if strings.HasPrefix(trimmed, marker[:1]) && strings.Trim(trimmed, marker[:1]) == "" && len(trimmed) >= len(marker) {
				break
			}
			// Remove the fence's own indentation (list items, admonitions).
			for k := 0; k < indent && strings.HasPrefix(l, " "); k++ {
				l = l[1:]
			}
			f.code = append(f.code, l)
		}
		p.fences = append(p.fences, f)
		i = j
	}
	return p
}

// docsPages reads every .mdx file under site/docs, sorted by path.
func docsPages(t *testing.T) []*mdxPage {
	t.Helper()
	var out []*mdxPage
	err := filepath.WalkDir(docsDir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".mdx") {
			out = append(out, readMDX(t, path))
		}
		return nil
	})
	require.NoError(t, err)
	require.NotEmpty(t, out, "no .mdx files under site/docs")
	sort.Slice(out, func(i, j int) bool { return out[i].path < out[j].path })
	return out
}

// bodyLines yields the body's lines outside code fences with their 1-based line numbers.
func (p *mdxPage) bodyLines() (nums []int, lines []string) {
	inFence := ""
	for i := p.bodyStart; i < len(p.lines); i++ {
		l := p.lines[i]
		if inFence != "" {
			t := strings.TrimSpace(l)
			if strings.HasPrefix(t, inFence) && strings.Trim(t, inFence[:1]) == "" {
				inFence = ""
			}
			continue
		}
		if m := fenceOpen.FindStringSubmatch(l); m != nil {
			inFence = m[2]
			continue
		}
		nums, lines = append(nums, i+1), append(lines, l)
	}
	return nums, lines
}

// ---------------------------------------------------------------------------
// TestCodeBlocks
// ---------------------------------------------------------------------------

var codeExt = map[string]string{"ts": "ts", "tsx": "tsx", "js": "js", "jsx": "jsx", "typescript": "ts", "javascript": "js"}

// checkedBlock is a code block written to the temporary TypeScript project.
type checkedBlock struct {
	page  *mdxPage
	fence fence
	lines int // lines of the block itself; later lines are added by the test
}

// tscLine is one diagnostic of `tsc --pretty false`: `path(line,col): error TS…: …`,
// or `error TS…: …` for a diagnostic without a position (a bad tsconfig).
var (
	tscLine       = regexp.MustCompile(`^(.+?)\((\d+),(\d+)\): (error TS\d+: .*)$`)
	tscGlobal     = regexp.MustCompile(`^(error TS\d+: .*)$`)
	blockFileName = regexp.MustCompile(`^b(\d+)\.(?:ts|tsx|js|jsx)$`)
)

// TestCodeBlocks writes every ts, tsx, js and jsx block of site/docs into a
// fresh directory build/codeblocks-* as its own module (b<N>.<ext>, with `export {};` appended)
// and type-checks them together with one `tsc --noEmit` run: strict mode, lib
// ES2022 + DOM, Node and React types from the repository's node_modules, and
// `@nuri/sdk` mapped to site/sdk/nuri.d.ts. Errors are reported at the MDX
// file:line (fence line + line inside the block).
//
// On the namespace pages, a block under `### <name>()` that declares
// `declare function <name>(…)` is the signature of nuri.<namespace>.<name>; the test also checks that the
// documented and the declared types are assignable both ways.
//
// Blocks with nocheck="reason" are skipped; an empty reason fails.
func TestCodeBlocks(t *testing.T) {
	problems, checked := typeCheckBlocks(t, docsPages(t))
	for _, p := range problems {
		t.Error(p)
	}
	require.NotZero(t, checked, "no ts/tsx/js blocks found")
	t.Logf("type-checked %d code blocks", checked)
}

// TestCodeBlockErrorsNameTheMDXLine feeds a page with one broken block and
// one broken signature through the same check and expects messages at the
// page's file:line, not at the generated module.
func TestCodeBlockErrorsNameTheMDXLine(t *testing.T) {
	page := parseMDX("site/docs/sdk/namespaces/push.mdx", strings.Join([]string{
		"---",                           // 1
		"title: 깨진 예제",                  // 2
		"---",                           // 3
		"",                              // 4
		"```ts",                         // 5
		"import nuri from '@nuri/sdk';", // 6
		"const token: number = await nuri.push.getToken();", // 7
		"```",            // 8
		"",               // 9
		"### getToken()", // 10
		"",               // 11
		"```ts",          // 12
		"declare function getToken(): Promise<number>;", // 13
		"```",                 // 14
		"",                    // 15
		"```js nocheck",       // 16
		"this is not checked", // 17
		"```",                 // 18
	}, "\n"))
	problems, checked := typeCheckBlocks(t, []*mdxPage{page})
	assert.Equal(t, 2, checked)
	joined := strings.Join(problems, "\n")
	assert.Contains(t, joined, "site/docs/sdk/namespaces/push.mdx:7: error TS2322")
	assert.Contains(t, joined, "site/docs/sdk/namespaces/push.mdx:12: the signature of getToken() differs from site/sdk/nuri.d.ts")
	assert.Contains(t, joined, "site/docs/sdk/namespaces/push.mdx:16: nocheck needs a reason")
	assert.NotContains(t, joined, "without a diagnostic")
	assert.NotContains(t, joined, "codeblocks-", "messages name the MDX file, not the generated module")
}

// typeCheckBlocks type-checks the pages' blocks and returns one message per
// problem, each starting with `file:line:`, and the number of blocks checked.
func typeCheckBlocks(t *testing.T, pages []*mdxPage) (problems []string, checked int) {
	t.Helper()
	// A fresh directory per run, so parallel runs do not share files; it is
	// kept when the test fails, for a look at the generated modules.
	require.NoError(t, os.MkdirAll(codeBlockRoot, 0o755))
	codeBlockDir, err := os.MkdirTemp(codeBlockRoot, "codeblocks-")
	require.NoError(t, err)
	t.Cleanup(func() {
		if !t.Failed() {
			os.RemoveAll(codeBlockDir)
		}
	})

	var blocks []checkedBlock
	for _, p := range pages {
		for _, f := range p.fences {
			ext, ok := codeExt[f.lang]
			if !ok {
				continue
			}
			if m := nocheckMeta.FindStringSubmatch(f.meta); m != nil {
				if strings.Trim(m[1], `"' `) == "" {
					problems = append(problems, fmt.Sprintf("%s:%d: nocheck needs a reason: nocheck=\"이유\"", p.path, f.line))
				}
				continue
			}
			src := strings.Join(f.code, "\n") + "\nexport {};\n"
			src += signatureCheck(p, f)
			name := fmt.Sprintf("b%d.%s", len(blocks), ext)
			require.NoError(t, os.WriteFile(filepath.Join(codeBlockDir, name), []byte(src), 0o644))
			blocks = append(blocks, checkedBlock{page: p, fence: f, lines: len(f.code)})
		}
	}
	if len(blocks) == 0 {
		return problems, 0
	}

	sdk, err := filepath.Abs(sdkDecl)
	require.NoError(t, err)
	dir, err := filepath.Abs(codeBlockDir)
	require.NoError(t, err)
	rel, err := filepath.Rel(dir, sdk)
	require.NoError(t, err)
	rel = "./" + filepath.ToSlash(rel)
	tsconfig := map[string]any{
		"compilerOptions": map[string]any{
			"target":           "ES2022",
			"module":           "ESNext",
			"moduleResolution": "Bundler",
			"strict":           true,
			"noEmit":           true,
			"jsx":              "react-jsx",
			"lib":              []string{"ES2022", "DOM", "DOM.Iterable"},
			"types":            []string{"node"},
			"allowJs":          true,
			"checkJs":          true,
			"skipLibCheck":     true,
			"isolatedModules":  true,
			// TypeScript 7 has no baseUrl: paths are relative to this file.
			"paths": map[string][]string{"@nuri/sdk": {rel}},
		},
		// Listing the declaration file also gives blocks without an import
		// the global `window.nuri` of the <script> build.
		"files":   []string{rel},
		"include": []string{"b*.ts", "b*.tsx", "b*.js", "b*.jsx"},
	}
	cfg, err := json.MarshalIndent(tsconfig, "", "  ")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(codeBlockDir, "tsconfig.json"), cfg, 0o644))

	// tsc prints paths relative to its working directory; running it in the
	// project directory makes a block's file name its first path element.
	cmd := tscCommand(t, "--noEmit", "--pretty", "false", "-p", dir)
	cmd.Dir = dir
	out, runErr := cmd.CombinedOutput()

	reported := 0
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		text := strings.TrimRight(sc.Text(), "\r")
		if m := tscGlobal.FindStringSubmatch(text); m != nil {
			reported++
			problems = append(problems, fmt.Sprintf("%s: %s", filepath.ToSlash(filepath.Join(codeBlockDir, "tsconfig.json")), m[1]))
			continue
		}
		m := tscLine.FindStringSubmatch(text)
		if m == nil {
			continue
		}
		reported++
		file := m[1]
		if !filepath.IsAbs(file) {
			file = filepath.Join(dir, file)
		}
		line, _ := strconv.Atoi(m[2])
		if filepath.Dir(file) == dir {
			if bm := blockFileName.FindStringSubmatch(filepath.Base(file)); bm != nil {
				n, _ := strconv.Atoi(bm[1])
				if n < len(blocks) {
					b := blocks[n]
					if line > b.lines {
						problems = append(problems, fmt.Sprintf("%s:%d: the signature of %s differs from site/sdk/nuri.d.ts: %s", b.page.path, b.fence.line, b.fence.heading, m[4]))
					} else {
						problems = append(problems, fmt.Sprintf("%s:%d: %s", b.page.path, b.fence.line+line, m[4]))
					}
					continue
				}
			}
		}
		// A diagnostic outside the blocks: in nuri.d.ts (a block that
		// augments the module) or in a library. Name the file from the
		// repository root.
		name := file
		if root, err := filepath.Abs(".."); err == nil {
			if r, err := filepath.Rel(root, file); err == nil && !strings.HasPrefix(r, "..") {
				name = filepath.ToSlash(r)
			}
		}
		problems = append(problems, fmt.Sprintf("%s:%s: %s", name, m[2], m[4]))
	}
	if runErr != nil && reported == 0 {
		problems = append(problems, fmt.Sprintf("tsc failed without a diagnostic: %v\n%s", runErr, out))
	}
	return problems, len(blocks)
}

// tscCommand runs the repository's TypeScript compiler, or npx tsc.
func tscCommand(t *testing.T, args ...string) *exec.Cmd {
	t.Helper()
	local, _ := filepath.Abs("../node_modules/.bin/tsc")
	if _, err := os.Stat(local); err == nil {
		return exec.Command(local, args...)
	}
	if _, err := exec.LookPath("npx"); err != nil {
		t.Fatal("TypeScript is not installed: run npm ci in the repository root")
	}
	return exec.Command("npx", append([]string{"--no-install", "tsc"}, args...)...)
}

var declareFunction = regexp.MustCompile(`(?m)^\s*declare function (\w+)\s*[<(]`)

// signatureCheck returns code that checks a namespace page's signature block
// against nuri.d.ts, or "".
func signatureCheck(p *mdxPage, f fence) string {
	ns, ok := namespaceOfPage(p.path)
	if !ok || (f.lang != "ts" && f.lang != "typescript") {
		return ""
	}
	m := declareFunction.FindStringSubmatch(strings.Join(f.code, "\n"))
	if m == nil || f.heading != m[1]+"()" {
		return ""
	}
	return fmt.Sprintf(`import __nuri from '@nuri/sdk';
type __Doc = typeof %[1]s;
type __Real = (typeof __nuri)[%[2]q][%[1]q];
declare const __doc: __Doc;
declare const __real: __Real;
export const __documentedMatchesDeclared: __Real = __doc;
export const __declaredMatchesDocumented: __Doc = __real;
`, m[1], ns)
}

// namespaceOfPage returns "push" for docs/sdk/namespaces/push.mdx.
func namespaceOfPage(path string) (string, bool) {
	dir, file := filepath.Split(strings.TrimPrefix(filepath.ToSlash(path), "site/"))
	if strings.TrimSuffix(dir, "/") != nsPagesDir || file == "index.mdx" {
		return "", false
	}
	return strings.TrimSuffix(file, ".mdx"), true
}

// ---------------------------------------------------------------------------
// TestJSONBlocksParse
// ---------------------------------------------------------------------------

// TestJSONBlocksParse parses every json block of site/docs and reports a
// syntax error at its MDX file:line.
func TestJSONBlocksParse(t *testing.T) {
	count := 0
	for _, p := range docsPages(t) {
		for _, f := range p.fences {
			if f.lang != "json" {
				continue
			}
			count++
			src := strings.Join(f.code, "\n")
			var v any
			if err := json.Unmarshal([]byte(src), &v); err != nil {
				line := f.line + 1
				if se, ok := err.(*json.SyntaxError); ok {
					line += strings.Count(src[:min(int(se.Offset), len(src))], "\n")
				}
				t.Errorf("%s:%d: invalid JSON: %v", p.path, line, err)
			}
		}
	}
	t.Logf("parsed %d json blocks", count)
}

// ---------------------------------------------------------------------------
// nuri.d.ts reading
// ---------------------------------------------------------------------------

// tsMember is one member of an interface (or one declaration of a block) with
// the TSDoc comment before it.
type tsMember struct {
	doc  string
	text string // the member without comments, whitespace collapsed
	line int
}

// tsInterface is one `interface Name extends … { … }`.
type tsInterface struct {
	name    string
	extends string
	doc     string
	members []tsMember
}

// sdkNamespace is one namespace of `interface Nuri`.
type sdkNamespace struct {
	name    string // push
	iface   string // PushNamespace
	since   string
	methods []sdkMember
	events  []sdkMember
}

type sdkMember struct {
	name  string
	since string
}

var (
	interfaceHead = regexp.MustCompile(`(?:export\s+)?interface\s+(\w+)(?:<[^>{]*>)?\s*(?:extends\s+([^{]+))?\{`)
	sinceTag      = regexp.MustCompile(`@since\s+(\d+\.\d+\.\d+)`)
	methodMember  = regexp.MustCompile(`^(\w+)\??\s*(?:<[^(]*>)?\s*\(`)
	propMember    = regexp.MustCompile(`^(?:readonly\s+)?(\w+)\??\s*:`)
	emitterOf     = regexp.MustCompile(`NuriEventEmitter<(\w+)>`)
)

// splitMembers splits the text between two braces into members at depth 0,
// keeping each member's preceding /** … */ comment.
func splitMembers(src string, startLine int) []tsMember {
	var out []tsMember
	var doc string
	var cur strings.Builder
	depth, line, memberLine := 0, startLine, 0
	flush := func() {
		text := strings.Join(strings.Fields(cur.String()), " ")
		if text != "" {
			out = append(out, tsMember{doc: doc, text: text, line: memberLine})
		}
		cur.Reset()
		doc = ""
		memberLine = 0
	}
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\n':
			line++
			cur.WriteByte(' ')
			continue
		case strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				end = len(src) - i - 2
			}
			comment := src[i : i+2+end+2]
			line += strings.Count(comment, "\n")
			if depth == 0 && strings.HasPrefix(comment, "/**") {
				doc = comment
			}
			i += len(comment) - 1
			continue
		case strings.HasPrefix(src[i:], "//"):
			end := strings.IndexByte(src[i:], '\n')
			if end < 0 {
				end = len(src) - i
			}
			i += end - 1
			continue
		case c == '\'' || c == '"' || c == '`':
			j := i + 1
			for j < len(src) && src[j] != c {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			cur.WriteString(src[i:min(j+1, len(src))])
			i = j
			continue
		case c == '{' || c == '(' || c == '[':
			depth++
		case c == '}' || c == ')' || c == ']':
			depth--
		case c == ';' && depth == 0:
			flush()
			continue
		}
		if memberLine == 0 && c != ' ' && c != '\t' {
			memberLine = line
		}
		cur.WriteByte(c)
		if c == '}' && depth == 0 {
			// The end of a nested block such as `global { … }` or a function
			// type closes the member too when no `;` follows.
			rest := strings.TrimLeft(src[i+1:], " \t\r")
			if strings.HasPrefix(rest, "\n") && !strings.HasPrefix(strings.TrimSpace(rest), "&") && !strings.HasPrefix(strings.TrimSpace(rest), "|") {
				flush()
			}
		}
	}
	flush()
	return out
}

// matchBrace returns the index of the brace closing the one at open.
func matchBrace(src string, open int) int {
	depth := 0
	for i := open; i < len(src); i++ {
		switch {
		case strings.HasPrefix(src[i:], "/*"):
			i += strings.Index(src[i:], "*/") + 1
		case strings.HasPrefix(src[i:], "//"):
			if k := strings.IndexByte(src[i:], '\n'); k >= 0 {
				i += k
			}
		case src[i] == '{':
			depth++
		case src[i] == '}':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// readDeclarations parses the interfaces of nuri.d.ts.
func readDeclarations(t *testing.T) (map[string]*tsInterface, string) {
	t.Helper()
	b, err := os.ReadFile(sdkDecl)
	require.NoError(t, err)
	src := string(b)
	ifaces := map[string]*tsInterface{}
	for _, loc := range interfaceHead.FindAllStringSubmatchIndex(src, -1) {
		name := src[loc[2]:loc[3]]
		ext := ""
		if loc[4] >= 0 {
			ext = strings.TrimSpace(src[loc[4]:loc[5]])
		}
		open := loc[1] - 1
		close := matchBrace(src, open)
		require.Greater(t, close, open, "unclosed interface %s", name)
		doc := ""
		before := strings.TrimRight(src[:loc[0]], " \t\n")
		if strings.HasSuffix(before, "*/") {
			doc = before[strings.LastIndex(before, "/**"):]
		}
		ifaces[name] = &tsInterface{
			name: name, extends: ext, doc: doc,
			members: splitMembers(src[open+1:close], strings.Count(src[:open], "\n")+1),
		}
	}
	return ifaces, src
}

func since(doc string) string {
	if m := sinceTag.FindStringSubmatch(doc); m != nil {
		return m[1]
	}
	return ""
}

// sdkNamespaces lists the namespaces of `interface Nuri` with their methods
// (members with a call signature) and events (the properties of the event map
// given to NuriEventEmitter<…>).
func sdkNamespaces(t *testing.T) []sdkNamespace {
	t.Helper()
	ifaces, _ := readDeclarations(t)
	root, ok := ifaces["Nuri"]
	require.True(t, ok, "nuri.d.ts has no interface Nuri")
	var out []sdkNamespace
	for _, m := range root.members {
		pm := regexp.MustCompile(`^readonly (\w+): (\w+Namespace)$`).FindStringSubmatch(m.text)
		if pm == nil {
			continue
		}
		iface, ok := ifaces[pm[2]]
		require.True(t, ok, "nuri.d.ts declares no interface %s", pm[2])
		ns := sdkNamespace{name: pm[1], iface: pm[2], since: since(iface.doc)}
		seen := map[string]bool{}
		for _, mm := range iface.members {
			if mt := methodMember.FindStringSubmatch(mm.text); mt != nil && !seen[mt[1]] {
				seen[mt[1]] = true
				ns.methods = append(ns.methods, sdkMember{name: mt[1], since: since(mm.doc)})
			}
		}
		if em := emitterOf.FindStringSubmatch(iface.extends); em != nil {
			events, ok := ifaces[em[1]]
			require.True(t, ok, "nuri.d.ts declares no interface %s", em[1])
			for _, mm := range events.members {
				if pt := propMember.FindStringSubmatch(mm.text); pt != nil {
					ns.events = append(ns.events, sdkMember{name: pt[1], since: since(mm.doc)})
				}
			}
		}
		out = append(out, ns)
	}
	require.Len(t, out, 22, "interface Nuri should have the 22 namespaces")
	return out
}

// ---------------------------------------------------------------------------
// TestNamespacePagesDocumentTheDeclarations
// ---------------------------------------------------------------------------

// pageSection is a heading with the lines up to the next heading of the same
// or a higher level.
type pageSection struct {
	level int
	title string
	line  int // 1-based
	body  []string
}

// sections lists every heading of the page (outside code fences) with its body.
// Code fence lines stay in the body so that blocks can be found.
func (p *mdxPage) sections() []pageSection {
	nums, lines := p.bodyLines()
	isHeading := map[int]bool{}
	var out []pageSection
	for k, l := range lines {
		if h := headingLine.FindStringSubmatch(l); h != nil {
			out = append(out, pageSection{level: len(h[1]), title: h[2], line: nums[k]})
			isHeading[nums[k]] = true
		}
	}
	for i := range out {
		end := len(p.lines)
		for j := i + 1; j < len(out); j++ {
			if out[j].level <= out[i].level {
				end = out[j].line - 1
				break
			}
		}
		out[i].body = p.lines[out[i].line:end]
	}
	return out
}

func findSection(secs []pageSection, level int, title string) (pageSection, bool) {
	for _, s := range secs {
		if s.level == level && s.title == title {
			return s, true
		}
	}
	return pageSection{}, false
}

// subsection returns the body of `#### title` inside a method section.
func subsection(body []string, title string) ([]string, bool) {
	start := -1
	inFence := false
	for i, l := range body {
		if fenceOpen.MatchString(l) {
			inFence = !inFence
		}
		if inFence {
			continue
		}
		if h := headingLine.FindStringSubmatch(l); h != nil {
			if start >= 0 {
				return body[start:i], true
			}
			if len(h[1]) == 4 && h[2] == title {
				start = i + 1
			}
		}
	}
	if start >= 0 {
		return body[start:], true
	}
	return nil, false
}

func hasText(lines []string) bool {
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			return true
		}
	}
	return false
}

func hasCodeBlock(lines []string, langs ...string) bool {
	for _, l := range lines {
		if m := fenceOpen.FindStringSubmatch(l); m != nil {
			for _, lang := range langs {
				if m[3] == lang {
					return true
				}
			}
		}
	}
	return false
}

var (
	platformRow = regexp.MustCompile(`^\|\s*(Android|iOS)\s*\|\s*(\d+\.\d+\.\d+)[^|]*\|\s*(\d+\.\d+\.\d+)[^|]*\|`)
	sinceOnPage = regexp.MustCompile(`SDK (\d+\.\d+\.\d+)부터`)
)

// TestNamespacePagesDocumentTheDeclarations checks each page
// site/docs/sdk/namespaces/<name>.mdx against nuri.d.ts. The page layout:
//
//	## 지원 버전        — states "SDK <x.y.z>부터" with the namespace's @since
//	## 메서드
//	### getToken()      — one h3 per method of <Name>Namespace, name + "()"
//	#### 시그니처       — (optional heading) a ts block `declare function getToken(…): …;`
//	#### 파라미터       — a table, or the sentence `파라미터가 없습니다.`
//	#### 반환 값        — text
//	#### 오류           — text (error codes, or that it never rejects)
//	#### 지원 플랫폼    — a table with rows `| Android | <SDK> 이상 | <앱 소스> 이상 | … |`
//	                      and `| iOS | … |`; the SDK column is the method's @since
//	                      and the app-source column is not lower
//	#### 예제           — a ts, tsx or js block
//	## 이벤트           — when the namespace extends NuriEventEmitter<Map>
//	### opened 이벤트   — one h3 per property of the event map
//
// The signature block must come before `#### 파라미터`; its types are checked
// against the declaration by TestCodeBlocks. Every `### name()` heading on the
// page must be a declared method, so pages cannot drift from the d.ts.
func TestNamespacePagesDocumentTheDeclarations(t *testing.T) {
	for _, ns := range sdkNamespaces(t) {
		t.Run(ns.name, func(t *testing.T) {
			path := filepath.Join(nsPagesDir, ns.name+".mdx")
			require.FileExists(t, path)
			p := readMDX(t, path)
			secs := p.sections()

			assert.NotEmpty(t, ns.since, "nuri.d.ts: %s has no @since", ns.iface)
			if s, ok := findSection(secs, 2, "지원 버전"); assert.True(t, ok, "%s: no `## 지원 버전`", path) {
				m := sinceOnPage.FindStringSubmatch(strings.Join(s.body, "\n"))
				if assert.NotNil(t, m, "%s:%d: `## 지원 버전` should say \"SDK x.y.z부터\"", path, s.line) {
					assert.Equal(t, ns.since, m[1], "%s:%d: namespace version differs from @since in nuri.d.ts", path, s.line)
				}
			}

			declared := map[string]bool{}
			for _, m := range ns.methods {
				declared[m.name] = true
				s, ok := findSection(secs, 3, m.name+"()")
				if !assert.True(t, ok, "%s: no heading `### %s()` for nuri.%s.%s", path, m.name, ns.name, m.name) {
					continue
				}
				checkMethodSection(t, path, ns, m, s)
			}
			for _, s := range secs {
				if s.level == 3 && strings.HasSuffix(s.title, "()") {
					assert.True(t, declared[strings.TrimSuffix(s.title, "()")], "%s:%d: `### %s` is not a method of %s in nuri.d.ts", path, s.line, s.title, ns.iface)
				}
			}

			if len(ns.events) > 0 {
				_, ok := findSection(secs, 2, "이벤트")
				assert.True(t, ok, "%s: no `## 이벤트` section", path)
				for _, e := range ns.events {
					_, ok := findSection(secs, 3, e.name+" 이벤트")
					assert.True(t, ok, "%s: no heading `### %s 이벤트`", path, e.name)
				}
			}
		})
	}
}

func checkMethodSection(t *testing.T, path string, ns sdkNamespace, m sdkMember, s pageSection) {
	t.Helper()
	where := fmt.Sprintf("%s:%d (%s)", path, s.line, s.title)

	sigAt, paramAt := -1, -1
	inFence := false
	for i, l := range s.body {
		if fm := fenceOpen.FindStringSubmatch(l); fm != nil {
			if !inFence && fm[3] == "ts" && sigAt < 0 && i+1 < len(s.body) {
				rest := strings.Join(s.body[i+1:], "\n")
				if end := strings.Index(rest, "```"); end >= 0 && regexp.MustCompile(`declare function `+m.name+`\s*[<(]`).MatchString(rest[:end]) {
					sigAt = i
				}
			}
			inFence = !inFence
			continue
		}
		if !inFence && strings.TrimSpace(l) == "#### 파라미터" {
			paramAt = i
		}
	}
	assert.True(t, sigAt >= 0, "%s: no signature block (```ts with `declare function %s(…)`)", where, m.name)
	assert.True(t, sigAt < paramAt || paramAt < 0, "%s: the signature block should come before `#### 파라미터`", where)

	params, ok := subsection(s.body, "파라미터")
	if assert.True(t, ok, "%s: no `#### 파라미터`", where) {
		table := false
		for _, l := range params {
			if strings.HasPrefix(strings.TrimSpace(l), "|") {
				table = true
			}
		}
		assert.True(t, table || strings.Contains(strings.Join(params, "\n"), "파라미터가 없습니다."),
			"%s: `#### 파라미터` needs a table or the sentence `파라미터가 없습니다.`", where)
	}
	for _, title := range []string{"반환 값", "오류"} {
		body, ok := subsection(s.body, title)
		if assert.True(t, ok, "%s: no `#### %s`", where, title) {
			assert.True(t, hasText(body), "%s: `#### %s` is empty", where, title)
		}
	}
	if body, ok := subsection(s.body, "지원 플랫폼"); assert.True(t, ok, "%s: no `#### 지원 플랫폼`", where) {
		rows := map[string][2]string{}
		for _, l := range body {
			if r := platformRow.FindStringSubmatch(strings.TrimSpace(l)); r != nil {
				rows[r[1]] = [2]string{r[2], r[3]}
			}
		}
		for _, platform := range []string{"Android", "iOS"} {
			r, ok := rows[platform]
			if !assert.True(t, ok, "%s: `#### 지원 플랫폼` needs a row `| %s | <SDK> 이상 | <앱 소스> 이상 | … |`", where, platform) {
				continue
			}
			assert.Equal(t, m.since, r[0], "%s: %s SDK version differs from @since of %s in nuri.d.ts", where, platform, m.name)
			assert.False(t, versionLess(r[1], r[0]), "%s: %s app-source version %s is lower than the SDK version %s", where, platform, r[1], r[0])
		}
	}
	if body, ok := subsection(s.body, "예제"); assert.True(t, ok, "%s: no `#### 예제`", where) {
		assert.True(t, hasCodeBlock(body, "ts", "tsx", "js", "jsx"), "%s: `#### 예제` needs a ts, tsx or js block", where)
	}
}

func versionLess(a, b string) bool {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < 3; i++ {
		x, _ := strconv.Atoi(pa[i])
		y, _ := strconv.Atoi(pb[i])
		if x != y {
			return x < y
		}
	}
	return false
}

// ---------------------------------------------------------------------------
// TestEveryPageHasADescriptionAndNoBodyH1
// ---------------------------------------------------------------------------

// TestEveryPageHasADescriptionAndNoBodyH1 checks that every page of site/docs
// has front matter with a non-empty `description`, and that the body has no
// `# ` heading (the title comes from the front matter).
func TestEveryPageHasADescriptionAndNoBodyH1(t *testing.T) {
	for _, p := range docsPages(t) {
		if !assert.NotEmpty(t, p.frontMatter, "%s: no front matter", p.path) {
			continue
		}
		var fm map[string]any
		if !assert.NoError(t, yaml.Unmarshal([]byte(p.frontMatter), &fm), "%s: front matter", p.path) {
			continue
		}
		desc, _ := fm["description"].(string)
		assert.NotEmpty(t, strings.TrimSpace(desc), "%s:1: front matter needs a description", p.path)
		nums, lines := p.bodyLines()
		for k, l := range lines {
			if strings.HasPrefix(l, "# ") {
				t.Errorf("%s:%d: h1 in the body; the title comes from the front matter", p.path, nums[k])
			}
		}
	}
}

// ---------------------------------------------------------------------------
// TestDeclarationsHaveSince
// ---------------------------------------------------------------------------

// TestDeclarationsHaveSince checks that every interface of nuri.d.ts and every
// member of an interface has a TSDoc comment with @since, and that the methods
// and events are not older than their namespace.
func TestDeclarationsHaveSince(t *testing.T) {
	ifaces, _ := readDeclarations(t)
	names := make([]string, 0, len(ifaces))
	for name := range ifaces {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if name == "Window" {
			continue
		}
		in := ifaces[name]
		assert.NotEmpty(t, since(in.doc), "nuri.d.ts: interface %s has no @since", name)
		for _, m := range in.members {
			if name == "Window" {
				continue
			}
			assert.NotEmpty(t, since(m.doc), "nuri.d.ts:%d: %s.%s has no @since", m.line, name, m.text)
		}
	}
	for _, ns := range sdkNamespaces(t) {
		for _, m := range append(append([]sdkMember{}, ns.methods...), ns.events...) {
			assert.False(t, versionLess(m.since, ns.since), "nuri.d.ts: %s.%s (@since %s) is older than the namespace (@since %s)", ns.iface, m.name, m.since, ns.since)
		}
	}
}
