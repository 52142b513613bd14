package script

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func node(t *testing.T) string {
	t.Helper()
	n, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not on PATH")
	}
	return n
}

const echo = `import type { Dummy } from './types';
export {};
interface Params { readonly value: string; readonly n?: number }
declare const params: Params;
const seen: string = params.value;
console.log(JSON.stringify({ value: seen, n: params.n ?? null }));
`

// A parameter reaches the script unchanged, whatever it holds, and cannot
// end the <script> element the text is written in.
func TestInlineWithParams(t *testing.T) {
	s, err := CompileInline("echo.ts", []byte(echo))
	if err != nil {
		t.Fatal(err)
	}
	for _, value := range []string{
		"/docs",
		`</script><script>alert(1)</script>`,
		`<!-- <script>`,
		"\u2028\u2029 \"quoted\" 'single' \\ `tick` ${x}",
		"한국어 URL(BaseURL)",
	} {
		text := s.With(struct {
			Value string `json:"value"`
		}{value})
		if low := strings.ToLower(text); strings.Contains(low, "</script") || strings.Contains(low, "<!--") || strings.Contains(low, "<script") {
			t.Errorf("%q: the script text can end or open a <script> element: %s", value, text)
		}
		out, err := exec.Command(node(t), "-e", text).CombinedOutput()
		if err != nil {
			t.Fatalf("%q: node: %v\n%s\n%s", value, err, out, text)
		}
		want := `{"value":` + jsonString(value) + `,"n":null}` + "\n"
		if string(out) != want {
			t.Errorf("%q: script printed %s, want %s", value, out, want)
		}
	}
}

func jsonString(s string) string {
	out, err := exec.Command("node", "-e", "process.stdout.write(JSON.stringify(process.argv[1]))", s).Output()
	if err != nil {
		panic(err)
	}
	return string(out)
}

// The same source and params give the same bytes (the CSP hashes them), and
// the compiled text is minified.
func TestInlineIsStable(t *testing.T) {
	a, err := CompileInline("echo.ts", []byte(echo))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := CompileInline("echo.ts", []byte(echo))
	p := map[string]any{"value": "x", "n": 2}
	if a.With(p) != b.With(p) {
		t.Errorf("two compilations differ:\n%s\n%s", a.With(p), b.With(p))
	}
	if text := a.With(p); strings.Contains(text, "\n") || strings.Contains(text, "seen") || !strings.HasPrefix(text, "(params=>{") {
		t.Errorf("not a minified call with params: %s", text)
	}
}

func TestCompileInlineErrors(t *testing.T) {
	cases := []struct {
		name, src, want string
	}{
		{"a value import", "import { x } from './x';\nconsole.log(x);\n", "bad.ts may import types only and export nothing"},
		{"an export", "export const x = 1;\n", "bad.ts may import types only and export nothing"},
		{"a syntax error", "const x = ;\n", "bad.ts:1:11: Unexpected \";\""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := CompileInline("bad.ts", []byte(tc.src))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %q", err, tc.want)
			}
		})
	}
}

func TestMustInlinePanics(t *testing.T) {
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "bad.ts") {
			t.Errorf("recover() = %v, want a panic naming bad.ts", r)
		}
	}()
	MustInline("bad.ts", []byte("export const x = 1;"))
}

// Node keeps imports and top-level await, removes types, and runs in Node.js.
func TestNode(t *testing.T) {
	js, err := Node("main.ts", []byte(`import { readFileSync } from 'node:fs';
import type { Stats } from 'node:fs';
const size: number = readFileSync(process.argv[2]).length;
const later = await Promise.resolve<Stats | null>(null);
console.log(size, later);
`))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "main.mjs")
	if err := os.WriteFile(file, []byte(js), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(node(t), file, file).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s\n%s", err, out, js)
	}
	if want := strconv.Itoa(len(js)) + " null\n"; string(out) != want {
		t.Errorf("output %q, want %q", out, want)
	}
	if _, err := Node("bad.ts", []byte("const = 1")); err == nil || !strings.Contains(err.Error(), "bad.ts:1:") {
		t.Errorf("err = %v, want one naming bad.ts:1", err)
	}
}
