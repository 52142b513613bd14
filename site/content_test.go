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
//   - TestReleasePages, TestReleaseIntroTablesListEveryRelease and
//     TestSDKReleaseNotesAgreeWithSince check the release notes: front
//     matter, sections, the intro tables, and the notes against @since.
//   - TestNamespaceFieldTablesMatchTheTypes compares the field tables of
//     event data and results with the interfaces of nuri.d.ts.
//   - TestEndpointPagesDocumentEachEndpoint checks each endpoint of the API
//     pages against the page layout and the API intro's error codes and
//     rate limits.
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
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gopkg.in/yaml.v3"
)

const (
	docsDir       = "docs"
	sdkDecl       = "sdk/nuri.d.ts"
	nsPagesDir    = "docs/sdk/namespaces"
	pagesDir      = "pages"    // the landing page's body
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
	return mdxPagesUnder(t, docsDir)
}

// mdxPagesUnder reads every .mdx file under dir (relative to site/), sorted by path.
func mdxPagesUnder(t *testing.T, dir string) []*mdxPage {
	t.Helper()
	var out []*mdxPage
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".mdx") {
			out = append(out, readMDX(t, path))
		}
		return nil
	})
	require.NoError(t, err)
	require.NotEmpty(t, out, "no .mdx files under site/%s", dir)
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

// TestCodeBlocks writes every ts, tsx, js and jsx block of site/docs and
// site/pages into a
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
	// The landing page's quick start (site/pages) is checked with the docs.
	problems, checked := typeCheckBlocks(t, append(docsPages(t), mdxPagesUnder(t, pagesDir)...))
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
	name   string
	since  string
	throws []string // the codes of its @throws {CODE} tags
}

var throwsTag = regexp.MustCompile(`@throws\s+\{(\w+)\}`)

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
				m := sdkMember{name: mt[1], since: since(mm.doc)}
				for _, th := range throwsTag.FindAllStringSubmatch(mm.doc, -1) {
					m.throws = append(m.throws, th[1])
				}
				ns.methods = append(ns.methods, m)
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
//	#### 오류           — text (error codes, or that it never rejects); every
//	                      @throws {CODE} of the declaration is listed
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
			path = p.path // messages name the file from the repository root
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
					s, ok := findSection(secs, 3, e.name+" 이벤트")
					if assert.True(t, ok, "%s: no heading `### %s 이벤트`", path, e.name) {
						checkEventSection(t, path, ns, e, s)
					}
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
	if assert.True(t, ok, "%s: no `#### 파라미터`", where) && sigAt >= 0 {
		names := signatureParams(s.body[sigAt:], m.name)
		text := strings.Join(params, "\n")
		if len(names) == 0 {
			assert.Contains(t, text, "파라미터가 없습니다.", "%s: `%s()` takes no parameters: `#### 파라미터` should say `파라미터가 없습니다.`", where, m.name)
		} else {
			assert.True(t, hasTable(params), "%s: `#### 파라미터` needs a table of %s", where, strings.Join(names, ", "))
			for _, n := range names {
				assert.Regexp(t, "(?m)^\\|\\s*`"+n+"`", text, "%s: `#### 파라미터` has no row for `%s`", where, n)
			}
		}
	}
	for _, title := range []string{"반환 값", "오류"} {
		body, ok := subsection(s.body, title)
		if assert.True(t, ok, "%s: no `#### %s`", where, title) {
			assert.True(t, hasText(body), "%s: `#### %s` is empty", where, title)
		}
		if title == "오류" && ok {
			text := strings.Join(body, "\n")
			for _, code := range m.throws {
				assert.Contains(t, text, "`"+code+"`", "%s: `#### 오류` should list `%s` (@throws in nuri.d.ts)", where, code)
			}
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

// signatureParams returns the parameter names of `declare function name(…)`
// in the first code block of lines.
func signatureParams(lines []string, name string) []string {
	code := strings.Join(codeBlocks(lines, "ts"), "\n")
	i := strings.Index(code, "declare function "+name)
	if i < 0 {
		return nil
	}
	code = code[i:]
	open := strings.IndexByte(code, '(')
	if open < 0 {
		return nil
	}
	var names []string
	depth, start := 0, open+1
	for j := open; j < len(code); j++ {
		switch code[j] {
		case '(', '{', '[', '<':
			depth++
		case ')', '}', ']', '>':
			if code[j] == '>' && j > 0 && code[j-1] == '=' {
				continue // the arrow of a function type
			}
			depth--
		case ',':
			if depth == 1 {
				names = append(names, paramName(code[start:j]))
				start = j + 1
			}
		}
		if depth == 0 {
			if p := paramName(code[start:j]); p != "" {
				names = append(names, p)
			}
			break
		}
	}
	return names
}

var paramNameRe = regexp.MustCompile(`^\s*(?:\.\.\.)?(\w+)\??\s*:`)

func paramName(s string) string {
	if m := paramNameRe.FindStringSubmatch(s); m != nil {
		return m[1]
	}
	return ""
}

// checkEventSection checks `### name 이벤트`: the data type ("데이터: `T`", or
// that there is none), an example (a code block, or a link to one on the
// page) and, for an event newer than its namespace, the SDK version that
// added it.
func checkEventSection(t *testing.T, path string, ns sdkNamespace, e sdkMember, s pageSection) {
	t.Helper()
	where := fmt.Sprintf("%s:%d (%s 이벤트)", path, s.line, e.name)
	text := strings.Join(s.body, "\n")
	assert.True(t, strings.Contains(text, "데이터: `") || strings.Contains(text, "전달되는 데이터가 없습니다."),
		"%s: say what the handler receives: `데이터: <타입>` or `전달되는 데이터가 없습니다.`", where)
	assert.True(t, hasCodeBlock(s.body, "ts", "tsx", "js", "jsx") || strings.Contains(text, "](#"),
		"%s: needs an example (a code block, or a link to one on this page)", where)
	if e.since != ns.since {
		assert.Regexp(t, `SDK `+regexp.QuoteMeta(e.since)+`에서 추가되었으며 .*앱 소스 \d+\.\d+\.\d+ 이상`, text,
			"%s: the event is newer than the namespace: say `SDK %s에서 추가되었으며 Android와 iOS 앱 소스 x.y.z 이상이 필요합니다.`", where, e.since)
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

// ---------------------------------------------------------------------------
// Release notes
// ---------------------------------------------------------------------------

// releaseLists are the three release-note folders of site/docs/releases/v1.
var releaseLists = []string{"sdk", "app-source/android", "app-source/ios"}

// releaseSections are the h2 headings a release page may have, in this order.
// The first four say what changed; a page has at least one of them.
var releaseSections = []string{"새로운 기능", "개선 사항", "버그 수정", "호환성 변경", "빌드 요구 사항"}

const releaseChangeKinds = 4

// releasePage is one release-v-x-y-z.mdx page.
type releasePage struct {
	page    *mdxPage
	version string // from the file name
	date    string // front matter, YYYY-MM-DD
	route   string // /docs/releases/v1/sdk/release-v-1-0-0
	pos     int    // front matter sidebar_position
}

var releaseFile = regexp.MustCompile(`^release-v-(\d+)-(\d+)-(\d+)\.mdx$`)

// readReleases reads the release pages of one list, oldest first, checking
// their front matter on the way.
func readReleases(t *testing.T, list string) []releasePage {
	t.Helper()
	dir := filepath.Join(docsDir, "releases", "v1", filepath.FromSlash(list))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var out []releasePage
	for _, e := range entries {
		m := releaseFile.FindStringSubmatch(e.Name())
		if m == nil {
			continue
		}
		p := readMDX(t, filepath.Join(dir, e.Name()))
		r := releasePage{page: p, version: m[1] + "." + m[2] + "." + m[3],
			route: "/docs/releases/v1/" + list + "/" + strings.TrimSuffix(e.Name(), ".mdx")}
		var fm map[string]any
		if assert.NoError(t, yaml.Unmarshal([]byte(p.frontMatter), &fm), "%s: front matter", p.path) {
			assert.Equal(t, r.version, fmt.Sprint(fm["version"]), "%s:1: front matter `version` should match the file name", p.path)
			switch d := fm["date"].(type) {
			case time.Time:
				r.date = d.Format("2006-01-02")
			case string:
				if _, err := time.Parse("2006-01-02", d); err == nil {
					r.date = d
				}
			}
			assert.NotEmpty(t, r.date, "%s:1: front matter needs `date: YYYY-MM-DD`", p.path)
			r.pos, _ = fm["sidebar_position"].(int)
			title, _ := fm["title"].(string)
			assert.Contains(t, title, "v"+r.version, "%s:1: the title names the version", p.path)
		}
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return versionLess(out[i].version, out[j].version) })
	return out
}

// TestReleasePages checks every release page of the three lists:
//
//   - front matter `version` (the file's version) and `date` (YYYY-MM-DD);
//   - dates never go back as versions go up, and sidebar_position puts the
//     newest release first, after the intro;
//   - h2 sections only from releaseSections, in that order, with at least
//     one of 새로운 기능 / 개선 사항 / 버그 수정 / 호환성 변경, none empty;
//   - a first paragraph before the first section.
func TestReleasePages(t *testing.T) {
	for _, list := range releaseLists {
		t.Run(list, func(t *testing.T) {
			releases := readReleases(t, list)
			require.NotEmpty(t, releases)
			for i, r := range releases {
				if i > 0 && r.date != "" && releases[i-1].date != "" {
					assert.GreaterOrEqual(t, r.date, releases[i-1].date, "%s:1: %s is dated before %s (%s)", r.page.path, r.version, releases[i-1].version, releases[i-1].date)
				}
				// The sidebar lists the intro (position 1), then the newest release first.
				assert.Greater(t, r.pos, 1, "%s:1: sidebar_position should come after the intro's 1", r.page.path)
				if i > 0 {
					assert.Less(t, r.pos, releases[i-1].pos, "%s:1: sidebar_position should be lower than v%s's, so newer releases come first", r.page.path, releases[i-1].version)
				}
				checkReleaseSections(t, r.page)
			}
		})
	}
}

func checkReleaseSections(t *testing.T, p *mdxPage) {
	t.Helper()
	order := map[string]int{}
	for i, s := range releaseSections {
		order[s] = i
	}
	last, changes, first := -1, 0, true
	nums, lines := p.bodyLines()
	for k, l := range lines {
		h := headingLine.FindStringSubmatch(l)
		if h == nil {
			if first && strings.TrimSpace(l) != "" && !strings.HasPrefix(l, "import ") {
				first = false
			}
			continue
		}
		if first {
			t.Errorf("%s:%d: a release page opens with a paragraph before its first section", p.path, nums[k])
			first = false
		}
		if len(h[1]) != 2 {
			continue
		}
		i, ok := order[h[2]]
		if !ok {
			t.Errorf("%s:%d: `## %s` is not a release-note section; use one of %s", p.path, nums[k], h[2], strings.Join(releaseSections, ", "))
			continue
		}
		if i <= last {
			t.Errorf("%s:%d: `## %s` is out of order; the order is %s", p.path, nums[k], h[2], strings.Join(releaseSections, ", "))
		}
		last = i
		if i < releaseChangeKinds {
			changes++
		}
	}
	assert.NotZero(t, changes, "%s: needs at least one of `## %s`", p.path, strings.Join(releaseSections[:releaseChangeKinds], "`, `## "))
	for _, s := range p.sections() {
		if s.level == 2 && !hasText(s.body) {
			t.Errorf("%s:%d: `## %s` is empty", p.path, s.line, s.title)
		}
	}
}

var releaseRow = regexp.MustCompile(`^\|\s*\[v(\d+\.\d+\.\d+)\]\(([^)]+)\)\s*\|\s*([^|]*?)\s*\|\s*([^|]*?)\s*\|\s*$`)

// TestReleaseIntroTablesListEveryRelease checks that the `## 릴리스 목록`
// table of each intro page lists every release page of its folder once,
// newest first, with the page's date and a highlight.
func TestReleaseIntroTablesListEveryRelease(t *testing.T) {
	for _, list := range releaseLists {
		t.Run(list, func(t *testing.T) {
			releases := readReleases(t, list)
			byVersion := map[string]releasePage{}
			for _, r := range releases {
				byVersion[r.version] = r
			}
			intro := readMDX(t, filepath.Join(docsDir, "releases", "v1", filepath.FromSlash(list), "intro.mdx"))
			sec, ok := findSection(intro.sections(), 2, "릴리스 목록")
			require.True(t, ok, "%s: no `## 릴리스 목록`", intro.path)
			var listed []string
			for k, l := range sec.body {
				m := releaseRow.FindStringSubmatch(strings.TrimSpace(l))
				if m == nil {
					continue
				}
				line := sec.line + 1 + k
				v := m[1]
				listed = append(listed, v)
				r, ok := byVersion[v]
				if !assert.True(t, ok, "%s:%d: v%s has no release page", intro.path, line, v) {
					continue
				}
				assert.Equal(t, r.route, m[2], "%s:%d: v%s links elsewhere", intro.path, line, v)
				assert.Equal(t, r.date, m[3], "%s:%d: the date of v%s differs from its page (%s)", intro.path, line, v, r.page.path)
				assert.NotEmpty(t, m[4], "%s:%d: v%s needs a highlight", intro.path, line, v)
			}
			var want []string
			for i := len(releases) - 1; i >= 0; i-- {
				want = append(want, releases[i].version)
			}
			assert.Equal(t, want, listed, "%s:%d: the table lists every release once, newest first", intro.path, sec.line)
		})
	}
}

// TestSDKReleaseNotesAgreeWithSince checks the SDK release notes against
// nuri.d.ts: every namespace with `@since X` is named (`nuri.ns`) in the
// note of version X, every method and event with `@since X` is named in the note of
// version X (as `nuri.ns.method()`, or `method()` / `event` on a line that
// names `nuri.ns` or links its page), and every note with new features says
// which app source it needs, in the form
// `Android와 iOS 앱 소스 X.Y.0 이상` with links to both app-source pages.
func TestSDKReleaseNotesAgreeWithSince(t *testing.T) {
	notes := map[string]releasePage{}
	for _, r := range readReleases(t, "sdk") {
		notes[r.version] = r
	}
	for _, ns := range sdkNamespaces(t) {
		if r, ok := notes[ns.since]; assert.True(t, ok, "nuri.d.ts: %s has @since %s, which has no SDK release note", ns.iface, ns.since) {
			_, lines := r.page.bodyLines()
			assert.Contains(t, strings.Join(lines, "\n"), "`nuri."+ns.name+"`", "%s: the namespace nuri.%s (@since %s in nuri.d.ts) is not named", r.page.path, ns.name, ns.since)
		}
		for _, kind := range []struct {
			members []sdkMember
			event   bool
		}{{ns.methods, false}, {ns.events, true}} {
			for _, m := range kind.members {
				r, ok := notes[m.since]
				if !assert.True(t, ok, "nuri.d.ts: %s.%s has @since %s, which has no SDK release note", ns.iface, m.name, m.since) {
					continue
				}
				assert.True(t, mentions(r.page, ns.name, m.name, kind.event),
					"%s: %s of nuri.%s (@since %s in nuri.d.ts) is not mentioned; name it on a line (or under a list item) about `nuri.%s`",
					r.page.path, memberRef(m.name, kind.event), ns.name, m.since, ns.name)
			}
		}
	}

	needs := regexp.MustCompile(`Android와 iOS 앱 소스 (\d+\.\d+\.\d+) 이상`)
	for _, v := range sortedKeys(notes) {
		r := notes[v]
		if _, ok := findSection(r.page.sections(), 2, "새로운 기능"); !ok {
			continue
		}
		_, lines := r.page.bodyLines()
		text := strings.Join(lines, "\n")
		parts := strings.Split(v, ".")
		minor := parts[0] + "." + parts[1] + ".0"
		m := needs.FindStringSubmatch(text)
		if !assert.NotNil(t, m, "%s: a note with new features says `Android와 iOS 앱 소스 %s 이상`", r.page.path, minor) {
			continue
		}
		assert.Equal(t, minor, m[1], "%s: SDK %s features need app source %s", r.page.path, v, minor)
		for _, platform := range []string{"android", "ios"} {
			link := "/docs/releases/v1/app-source/" + platform + "/release-v-" + strings.ReplaceAll(minor, ".", "-")
			assert.Contains(t, text, "("+link+")", "%s: links the %s app-source note %s", r.page.path, platform, minor)
		}
	}

	// SDK x.y.0 and the app sources x.y.0 ship together (the SDK intro says
	// so): same date, and each app-source note links back to the SDK note.
	for _, list := range releaseLists[1:] {
		for _, a := range readReleases(t, list) {
			sdk, ok := notes[a.version]
			if !ok || !strings.HasSuffix(a.version, ".0") {
				continue
			}
			assert.Equal(t, sdk.date, a.date, "%s:1: app source %s ships with SDK %s (%s)", a.page.path, a.version, a.version, sdk.page.path)
			_, lines := a.page.bodyLines()
			assert.Contains(t, strings.Join(lines, "\n"), "("+sdk.route+")", "%s: links the SDK note %s", a.page.path, a.version)
		}
	}
}

func memberRef(name string, event bool) string {
	if event {
		return "the `" + name + "` event"
	}
	return "`" + name + "()`"
}

// mentions reports whether the page names nuri.<ns>.<name>: in full, or as
// `name()` / “ `event` “ on a line that names the namespace or under a list
// item that does.
func mentions(p *mdxPage, ns, name string, event bool) bool {
	_, lines := p.bodyLines()
	full := "nuri." + ns + "." + name + "("
	own := name + "()"
	if event {
		own = "`" + name + "`"
		full = "nuri." + ns + ".on('" + name + "'"
	}
	nsRef := regexp.MustCompile(`nuri\.` + ns + `\b|/docs/sdk/namespaces/` + ns + `\b`)
	for k, l := range lines {
		if strings.Contains(l, full) {
			return true
		}
		if !strings.Contains(l, own) {
			continue
		}
		context := l
		indent := len(l) - len(strings.TrimLeft(l, " "))
		for j := k - 1; j >= 0 && indent > 0; j-- {
			pl := lines[j]
			pi := len(pl) - len(strings.TrimLeft(pl, " "))
			if strings.TrimSpace(pl) == "" || pi >= indent {
				continue
			}
			if !strings.HasPrefix(strings.TrimSpace(pl), "- ") {
				break
			}
			context += "\n" + pl
			indent = pi
		}
		if nsRef.MatchString(context) {
			return true
		}
	}
	return false
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return versionLess(keys[i], keys[j]) })
	return keys
}

// ---------------------------------------------------------------------------
// API endpoint pages
// ---------------------------------------------------------------------------

// apiEndpoint is a section of an API page that documents one endpoint.
type apiEndpoint struct {
	page   *mdxPage
	sec    pageSection
	method string
	path   string // /v2/push/messages/:messageId
}

var (
	endpointLine = regexp.MustCompile(`^(GET|POST|PUT|PATCH|DELETE) (/\S*)$`)
	tableRow     = regexp.MustCompile(`^\|.*\|$`)
	errorRow     = regexp.MustCompile("^\\|\\s*`(\\d{3})`\\s*\\|\\s*`([a-z_]+)`\\s*\\|")
)

// endpointsOf finds the endpoint sections of a page: an h2 or h3 whose body
// opens (before its first subheading) with an ```http block holding one
// `METHOD /path` line.
func endpointsOf(p *mdxPage) []apiEndpoint {
	var out []apiEndpoint
	for _, s := range p.sections() {
		if s.level != 2 && s.level != 3 {
			continue
		}
		inFence, lang := false, ""
		var code []string
	scan:
		for _, l := range s.body {
			if m := fenceOpen.FindStringSubmatch(l); m != nil {
				if inFence {
					break scan
				}
				inFence, lang = true, m[3]
				continue
			}
			switch {
			case inFence:
				if strings.TrimSpace(l) != "" {
					code = append(code, strings.TrimSpace(l))
				}
			case headingLine.MatchString(l):
				break scan
			}
		}
		if lang != "http" || len(code) != 1 {
			continue
		}
		if m := endpointLine.FindStringSubmatch(code[0]); m != nil {
			out = append(out, apiEndpoint{page: p, sec: s, method: m[1], path: m[2]})
		}
	}
	return out
}

// subsectionAt returns the body of the heading `title` one level below the
// endpoint's heading.
func (e apiEndpoint) subsection(title string) ([]string, bool) {
	want := strings.Repeat("#", e.sec.level+1) + " " + title
	start := -1
	inFence := false
	for i, l := range e.sec.body {
		if fenceOpen.MatchString(l) {
			inFence = !inFence
		}
		if inFence {
			continue
		}
		if h := headingLine.FindStringSubmatch(l); h != nil && len(h[1]) <= e.sec.level+1 {
			if start >= 0 {
				return e.sec.body[start:i], true
			}
			if strings.TrimSpace(l) == want {
				start = i + 1
			}
		}
	}
	if start >= 0 {
		return e.sec.body[start:], true
	}
	return nil, false
}

func hasTable(lines []string) bool {
	rows := 0
	for _, l := range lines {
		if tableRow.MatchString(strings.TrimSpace(l)) {
			rows++
		}
	}
	return rows >= 3 // header, separator, at least one row
}

// codeBlocks returns the code of the fenced blocks in lines with one of langs.
func codeBlocks(lines []string, langs ...string) []string {
	var out []string
	var cur []string
	inFence, keep := false, false
	for _, l := range lines {
		if m := fenceOpen.FindStringSubmatch(l); m != nil {
			if inFence {
				if keep {
					out = append(out, strings.Join(cur, "\n"))
				}
				inFence, cur = false, nil
				continue
			}
			inFence, keep = true, false
			for _, lang := range langs {
				keep = keep || m[3] == lang
			}
			continue
		}
		if inFence {
			cur = append(cur, l)
		}
	}
	return out
}

// apiIntroTables reads the error codes (code → HTTP status) and the
// rate-limited endpoints of site/docs/api/intro.mdx.
func apiIntroTables(t *testing.T) (codes map[string]string, limited string) {
	t.Helper()
	intro := readMDX(t, filepath.Join(docsDir, "api", "intro.mdx"))
	secs := intro.sections()
	codes = map[string]string{}
	s, ok := findSection(secs, 3, "오류 코드")
	require.True(t, ok, "%s: no `### 오류 코드`", intro.path)
	for _, l := range s.body {
		if m := errorRow.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
			codes[m[2]] = m[1]
		}
	}
	require.NotEmpty(t, codes, "%s: `### 오류 코드` has no rows", intro.path)
	s, ok = findSection(secs, 2, "호출 한도")
	require.True(t, ok, "%s: no `## 호출 한도`", intro.path)
	return codes, strings.Join(s.body, "\n")
}

// TestEndpointPagesDocumentEachEndpoint checks every endpoint section of the
// API pages (the push v1 and v2 endpoint pages must have some). Each has
// `요청 헤더` (a table with Authorization, and Content-Type when it takes a
// body), a request-fields table (`요청 본문`, or `경로 파라미터` /
// `쿼리 파라미터` for GET and DELETE), `응답` with a json block, `오류` with
// `| status | code |` rows (at least the errors its headers and method imply:
// unauthorized and rate_limited always, invalid_request and
// unsupported_media_type with a body, idempotency_conflict with an
// idempotency key, forbidden for writes), and `예제` with a curl command for the same
// method and path and a Node.js block calling fetch. The error codes must be
// those of the API intro with the same HTTP status, the endpoint must have a
// row in the intro's rate-limit table, and a page with a `## 엔드포인트`
// summary table must list it there.
func TestEndpointPagesDocumentEachEndpoint(t *testing.T) {
	codes, limited := apiIntroTables(t)
	required := map[string]bool{"docs/api/push/v1/endpoints.mdx": true, "docs/api/push/v2/endpoints.mdx": true}
	total := 0
	for _, p := range docsPages(t) {
		if !strings.HasPrefix(p.path, "site/docs/api/") {
			continue
		}
		eps := endpointsOf(p)
		if required[strings.TrimPrefix(p.path, "site/")] {
			assert.NotEmpty(t, eps, "%s: no endpoint sections (a heading followed by ```http with `METHOD /path`)", p.path)
		}
		summary, hasSummary := findSection(p.sections(), 2, "엔드포인트")
		for _, e := range eps {
			total++
			checkEndpoint(t, e, codes, limited)
			if hasSummary {
				row := regexp.MustCompile("\\|\\s*`" + e.method + "`\\s*\\|\\s*`" + regexp.QuoteMeta(e.path) + "`\\s*\\|")
				assert.Regexp(t, row, strings.Join(summary.body, "\n"), "%s:%d: `## 엔드포인트` has no row for %s %s", p.path, summary.line, e.method, e.path)
			}
		}
	}
	t.Logf("checked %d endpoints", total)
}

func checkEndpoint(t *testing.T, e apiEndpoint, codes map[string]string, limited string) {
	t.Helper()
	where := fmt.Sprintf("%s:%d (%s %s)", e.page.path, e.sec.line, e.method, e.path)
	hasBody := e.method == "POST" || e.method == "PUT" || e.method == "PATCH"

	if h, ok := e.subsection("요청 헤더"); assert.True(t, ok, "%s: no `요청 헤더`", where) {
		text := strings.Join(h, "\n")
		assert.True(t, hasTable(h) && strings.Contains(text, "`Authorization`"), "%s: `요청 헤더` needs a table with `Authorization`", where)
		if hasBody {
			assert.Contains(t, text, "`Content-Type`", "%s: `요청 헤더` needs `Content-Type`", where)
		}
	}
	fields := []string{"요청 본문"}
	if !hasBody {
		fields = []string{"경로 파라미터", "쿼리 파라미터"}
	}
	found := false
	for _, title := range fields {
		if b, ok := e.subsection(title); ok {
			found = true
			assert.True(t, hasTable(b), "%s: `%s` needs a table", where, title)
		}
	}
	assert.True(t, found, "%s: needs a request-fields section: %s", where, strings.Join(fields, " or "))
	if hasBody {
		if b, ok := e.subsection("요청 본문"); ok {
			assert.NotEmpty(t, codeBlocks(b, "json"), "%s: `요청 본문` needs a json example", where)
		}
	}

	if r, ok := e.subsection("응답"); assert.True(t, ok, "%s: no `응답`", where) {
		assert.NotEmpty(t, codeBlocks(r, "json"), "%s: `응답` needs a json block", where)
	}

	headers, _ := e.subsection("요청 헤더")
	if errs, ok := e.subsection("오류"); assert.True(t, ok, "%s: no `오류`", where) {
		rows := 0
		listed := map[string]bool{}
		for _, l := range errs {
			m := errorRow.FindStringSubmatch(strings.TrimSpace(l))
			if m == nil {
				continue
			}
			rows++
			listed[m[2]] = true
			status, known := codes[m[2]]
			if assert.True(t, known, "%s: error code `%s` is not in the API intro's `### 오류 코드`", where, m[2]) {
				assert.Equal(t, status, m[1], "%s: `%s` has HTTP status %s in the API intro", where, m[2], status)
			}
		}
		assert.NotZero(t, rows, "%s: `오류` needs a table with rows | `상태` | `code` | … |", where)
		// The errors every endpoint of this kind can return.
		expected := []string{"unauthorized", "rate_limited"}
		h := strings.Join(headers, "\n")
		if strings.Contains(h, "`Content-Type`") {
			expected = append(expected, "invalid_request", "unsupported_media_type")
		}
		if strings.Contains(h, "`Idempotency-Key`") {
			expected = append(expected, "idempotency_conflict")
		}
		if hasBody {
			expected = append(expected, "forbidden") // read-only keys may only GET
		}
		for _, code := range expected {
			assert.True(t, listed[code], "%s: `오류` should list `%s`", where, code)
		}
	}

	if ex, ok := e.subsection("예제"); assert.True(t, ok, "%s: no `예제`", where) {
		pathRe := regexp.MustCompile(`:\w+`).ReplaceAllString(regexp.QuoteMeta(e.path), `[^\s'"/]+`)
		urlRe := regexp.MustCompile(`https://api\.nuri\.example` + pathRe + `(?:[\s'"?]|$)`)
		curlOK := false
		for _, c := range codeBlocks(ex, "bash", "sh", "shell") {
			method := e.method == "GET" && !strings.Contains(c, "-X ")
			method = method || strings.Contains(c, "-X "+e.method)
			curlOK = curlOK || (strings.Contains(c, "curl ") && method && urlRe.MatchString(c))
		}
		assert.True(t, curlOK, "%s: `예제` needs a curl command for %s https://api.nuri.example%s", where, e.method, e.path)
		nodeOK := false
		fetchURL := regexp.MustCompile(`https://api\.nuri\.example` + regexp.MustCompile(`\\:\w+|:\w+`).ReplaceAllString(regexp.QuoteMeta(e.path), `.*`))
		for _, c := range codeBlocks(ex, "ts", "js", "typescript", "javascript") {
			nodeOK = nodeOK || (strings.Contains(c, "fetch(") && fetchURL.MatchString(c))
		}
		assert.True(t, nodeOK, "%s: `예제` needs a Node.js block that calls fetch on https://api.nuri.example%s", where, e.path)
	}

	assert.Contains(t, limited, "`"+e.method+" "+e.path+"`", "%s: the API intro's `## 호출 한도` table has no row for `%s %s`", where, e.method, e.path)
}

// ---------------------------------------------------------------------------
// Field tables against nuri.d.ts
// ---------------------------------------------------------------------------

var (
	typedLine = regexp.MustCompile("^(?:데이터: `(\\w+)`|`Promise<(\\w+)>`)")
	fieldCell = regexp.MustCompile("^\\|\\s*`(\\w+)")
)

// TestNamespaceFieldTablesMatchTheTypes checks, on the namespace pages, each
// table that follows "데이터: `T`" or "`Promise<T>`:" (an event's data or a
// method's result) when T is an interface of nuri.d.ts: the table lists
// every member of T and nothing else, so the pages cannot drift from the
// declarations.
func TestNamespaceFieldTablesMatchTheTypes(t *testing.T) {
	ifaces, _ := readDeclarations(t)
	compared := 0
	for _, ns := range sdkNamespaces(t) {
		p := readMDX(t, filepath.Join(nsPagesDir, ns.name+".mdx"))
		nums, lines := p.bodyLines()
		for k, l := range lines {
			m := typedLine.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			name := m[1] + m[2]
			in, ok := ifaces[name]
			if !ok {
				continue
			}
			j := k + 1
			for j < len(lines) && j < k+3 && !strings.HasPrefix(lines[j], "|") {
				j++
			}
			listed := map[string]bool{}
			for ; j < len(lines) && strings.HasPrefix(lines[j], "|"); j++ {
				if c := fieldCell.FindStringSubmatch(lines[j]); c != nil {
					listed[c[1]] = true
				}
			}
			if len(listed) == 0 {
				continue
			}
			compared++
			declared := map[string]bool{}
			for _, mem := range in.members {
				if pm := propMember.FindStringSubmatch(mem.text); pm != nil {
					declared[pm[1]] = true
				} else if mm := methodMember.FindStringSubmatch(mem.text); mm != nil {
					declared[mm[1]] = true
				}
			}
			for f := range declared {
				assert.True(t, listed[f], "%s:%d: the table of %s has no row for `%s`", p.path, nums[k], name, f)
			}
			for f := range listed {
				assert.True(t, declared[f], "%s:%d: `%s` is not a member of %s in nuri.d.ts", p.path, nums[k], f, name)
			}
		}
	}
	assert.NotZero(t, compared, "no field tables found")
	t.Logf("compared %d field tables", compared)
}
