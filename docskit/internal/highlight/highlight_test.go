package highlight

import (
	"errors"
	"fmt"
	"html"
	"regexp"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/alecthomas/chroma/v2/lexers"
)

// samples has one snippet per author-facing fence name and a token span the
// highlighted output must contain.
var samples = []struct {
	lang, code, want string
}{
	{"js", "const x = 1; // c", `<span class="k">const</span>`},
	{"javascript", "/* a\n b */ x", `<span class="c">/* a</span>`},
	{"jsx", `const A = () => <div className="a">hi</div>;`, `<span class="nt">div</span>`},
	{"ts", "let n: number = 2;", `<span class="kt">number</span>`},
	{"typescript", "interface A { b: string }", `<span class="k">interface</span>`},
	{"tsx", "const A = (p: P) => <B x={1} />;", `<span class="nt">B</span>`},
	{"json", `{"key": true, "n": 1}`, `<span class="nt">"key"</span>`},
	{"bash", `echo "hi" # c`, `<span class="nb">echo</span>`},
	{"sh", "export A=1", `<span class="nv">A</span>`},
	{"shell", "cd /tmp", `<span class="nb">cd</span>`},
	{"zsh", "if [ -f x ]; then ls; fi", `<span class="k">then</span>`},
	{"console", "$ npm install\nadded 1 package", `<span class="gp">$</span>`},
	{"kotlin", `fun main() { val x = "s" }`, `<span class="nf">main</span>`},
	{"kt", "class A(val b: Int)", `<span class="nc">A</span>`},
	{"swift", "let x: Int = 1", `<span class="nb">Int</span>`},
	{"groovy", "def x = 'a'", `<span class="s">'a'</span>`},
	{"gradle", "dependencies {\n  implementation 'a:b:1.0'\n}", `<span class="s">'a:b:1.0'</span>`},
	{"java", "public class A { int x = 1; }", `<span class="k">public</span>`},
	{"objectivec", "@interface Foo : NSObject\n@end", `<span class="k">@interface</span>`},
	{"objc", `NSString *s = @"hi";`, `<span class="s">@"hi"</span>`},
	{"xml", `<a b="c">d</a>`, `<span class="na">b=</span>`},
	{"html", `<p class="x">hi &amp; bye</p>`, `<span class="ni">&amp;amp;</span>`},
	{"css", ".a { color: red; }", `<span class="kc">red</span>`},
	{"yaml", "key: value # c", `<span class="nt">key</span>`},
	{"yml", "- 1", `<span class="m">1</span>`},
	{"diff", "--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new", `<span class="gi">+new</span>`},
	{"http", "GET /path HTTP/1.1\nHost: example.com", `<span class="nf">GET</span>`},
	{"go", `func main() { fmt.Println("x") }`, `<span class="k">func</span>`},
	{"python", "def f(x):\n    return 1", `<span class="nf">f</span>`},
	{"py", "import os", `<span class="nn">os</span>`},
	{"ruby", "def f; end", `<span class="k">end</span>`},
	{"sql", "SELECT * FROM t WHERE a = 1;", `<span class="k">SELECT</span>`},
	{"dart", "void main() { print('x'); }", `<span class="kt">void</span>`},
	{"markdown", "# Title\n\n*em* **strong**", `<span class="gh"># Title</span>`},
	{"md", "- item", `<span class="k">-</span>`},
}

func TestCodeKnownLanguages(t *testing.T) {
	for _, tc := range samples {
		t.Run(tc.lang, func(t *testing.T) {
			out, err := Code(tc.code, Options{Lang: tc.lang})
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(out, tc.want) {
				t.Errorf("Code(%q, %s) =\n%s\nwant it to contain %s", tc.code, tc.lang, out, tc.want)
			}
			checkWellFormed(t, tc.code, out, false)
		})
	}
}

// TestAuthorNames checks that every fence name authors use is supported and
// that the alias table points at chroma lexers that exist under that name.
func TestAuthorNames(t *testing.T) {
	names := strings.Fields(`js jsx ts tsx javascript typescript json bash sh shell zsh console
		kotlin kt swift groovy gradle java objectivec objc xml html css yaml yml diff http go
		python py ruby sql dart markdown md text txt plaintext`)
	names = append(names, "")
	for _, name := range names {
		if !Supported(name) {
			t.Errorf("Supported(%q) = false", name)
		}
	}
	for alias, lexerName := range aliases {
		l := lexers.Get(lexerName)
		if l == nil {
			t.Errorf("alias %q: chroma has no lexer %q", alias, lexerName)
			continue
		}
		if got := l.Config().Name; got != lexerName {
			t.Errorf("alias %q: lexers.Get(%q) is %q", alias, lexerName, got)
		}
	}
}

func TestSupported(t *testing.T) {
	for lang, want := range map[string]bool{
		"TS":       true, // case-insensitive
		" kotlin ": true,
		"rust":     true, // not in the table: chroma's registry
		"toml":     true,
		"foo":      false,
		"mermaid":  false,
		"no such":  false,
	} {
		if got := Supported(lang); got != want {
			t.Errorf("Supported(%q) = %v, want %v", lang, got, want)
		}
	}
}

func TestUnknownLanguage(t *testing.T) {
	out, err := Code("x := 1\n", Options{Lang: "foo"})
	if err == nil {
		t.Fatalf("no error, output %q", out)
	}
	if !errors.Is(err, ErrUnknownLanguage) {
		t.Errorf("error %v does not wrap ErrUnknownLanguage", err)
	}
	msg := err.Error()
	if !strings.HasPrefix(msg, `unknown code language "foo"; supported: `) {
		t.Errorf("message %q", msg)
	}
	for _, name := range []string{"js", "kotlin", "swift", "text"} {
		if !strings.Contains(msg, name) {
			t.Errorf("message %q does not list %s", msg, name)
		}
	}
	// The error comes back every time (unknown names are cached too).
	if _, err := Code("", Options{Lang: "foo"}); !errors.Is(err, ErrUnknownLanguage) {
		t.Errorf("second call: %v", err)
	}
}

func TestPlainText(t *testing.T) {
	for _, lang := range []string{"", "text", "txt", "plaintext", "TEXT"} {
		out, err := Code("a < b && c > d\n\"q\" 'q'\n", Options{Lang: lang})
		if err != nil {
			t.Fatal(err)
		}
		want := `<span class="dk-line">a &lt; b &amp;&amp; c &gt; d` + "\n" +
			`</span><span class="dk-line">"q" 'q'</span>`
		if out != want {
			t.Errorf("lang %q:\n got %q\nwant %q", lang, out, want)
		}
	}
}

func TestEscaping(t *testing.T) {
	code := "const s = \"<script>alert('&')</script>\"; // a < b > c & d\n"
	for _, lang := range []string{"js", "html", "text", "bash", "markdown"} {
		out, err := Code(code, Options{Lang: lang})
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(out, "<script") {
			t.Errorf("%s: unescaped <script> in %s", lang, out)
		}
		checkWellFormed(t, code, out, false)
	}
}

func TestLines(t *testing.T) {
	tests := []struct {
		name, code string
		opts       Options
		want       string
	}{
		{"empty", "", Options{Lang: "go"}, ""},
		{"single line without newline", "x", Options{Lang: "text"},
			`<span class="dk-line">x</span>`},
		{"trailing newline adds no line", "a\nb\n", Options{Lang: "text"},
			`<span class="dk-line">a` + "\n" + `</span><span class="dk-line">b</span>`},
		{"no trailing newline", "a\nb", Options{Lang: "text"},
			`<span class="dk-line">a` + "\n" + `</span><span class="dk-line">b</span>`},
		{"CRLF", "a\r\nb\r\n", Options{Lang: "text"},
			`<span class="dk-line">a` + "\n" + `</span><span class="dk-line">b</span>`},
		{"blank line kept", "a\n\nb", Options{Lang: "text"},
			`<span class="dk-line">a` + "\n" + `</span><span class="dk-line">` + "\n" + `</span><span class="dk-line">b</span>`},
		{"only a newline", "\n", Options{Lang: "text"},
			`<span class="dk-line"></span>`},
		{"highlighted lines", "a\nb\nc\n", Options{Lang: "text", HighlightLines: map[int]bool{2: true, 3: true, 9: true}},
			`<span class="dk-line">a` + "\n" + `</span><span class="dk-line dk-line-hl">b` + "\n" + `</span><span class="dk-line dk-line-hl">c</span>`},
		{"line numbers", "a\nb", Options{Lang: "text", ShowLineNumbers: true},
			`<span class="dk-line"><span class="dk-ln">1</span>a` + "\n" + `</span><span class="dk-line"><span class="dk-ln">2</span>b</span>`},
		{"numbers and highlight", "x\n", Options{Lang: "txt", ShowLineNumbers: true, HighlightLines: map[int]bool{1: true}},
			`<span class="dk-line dk-line-hl"><span class="dk-ln">1</span>x</span>`},
		{"multi-line token split per line", "/* a\n b */ x\n", Options{Lang: "js"},
			`<span class="dk-line"><span class="c">/* a</span>` + "\n" + `</span><span class="dk-line"><span class="c"> b */</span> x</span>`},
		{"highlighted code", "let a = 1;\nlet b = 2;\n", Options{Lang: "ts", HighlightLines: map[int]bool{2: true}, ShowLineNumbers: true},
			`<span class="dk-line"><span class="dk-ln">1</span><span class="k">let</span> a <span class="o">=</span> <span class="m">1</span>;` + "\n" +
				`</span><span class="dk-line dk-line-hl"><span class="dk-ln">2</span><span class="k">let</span> b <span class="o">=</span> <span class="m">2</span>;</span>`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, err := Code(tc.code, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			if out != tc.want {
				t.Errorf("\n got %q\nwant %q", out, tc.want)
			}
		})
	}
}

func TestLineCountMatchesSource(t *testing.T) {
	for _, tc := range samples {
		for _, suffix := range []string{"", "\n"} {
			code := tc.code + suffix
			out, err := Code(code, Options{Lang: tc.lang, ShowLineNumbers: true})
			if err != nil {
				t.Fatal(err)
			}
			wantLines := strings.Count(strings.TrimSuffix(code, "\n"), "\n") + 1
			if got := strings.Count(out, `<span class="dk-line"`); got != wantLines {
				t.Errorf("%s %q: %d lines, want %d", tc.lang, code, got, wantLines)
			}
			if !strings.Contains(out, fmt.Sprintf(`<span class="dk-ln">%d</span>`, wantLines)) {
				t.Errorf("%s %q: missing line number %d", tc.lang, code, wantLines)
			}
			checkWellFormed(t, code, out, true)
		}
	}
}

func TestNoInlineStyles(t *testing.T) {
	for _, tc := range samples {
		out, _ := Code(tc.code, Options{Lang: tc.lang})
		if strings.Contains(out, "style=") {
			t.Errorf("%s: inline style in %s", tc.lang, out)
		}
	}
}

func TestConcurrent(t *testing.T) {
	want := make([]string, len(samples))
	for i, tc := range samples {
		out, err := Code(tc.code, Options{Lang: tc.lang, ShowLineNumbers: true})
		if err != nil {
			t.Fatal(err)
		}
		want[i] = out
	}
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := range 16 {
		wg.Go(func() {
			for round := range 20 {
				i := (g + round) % len(samples)
				tc := samples[i]
				out, err := Code(tc.code, Options{Lang: tc.lang, ShowLineNumbers: true})
				if err == nil && out != want[i] {
					err = fmt.Errorf("%s: output differs under concurrency", tc.lang)
				}
				if err != nil {
					errs <- err
					return
				}
				// Cold cache lookups for names nobody asked for yet.
				Supported(fmt.Sprintf("nope-%d", g))
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

var tagRE = regexp.MustCompile(`<span class="[a-z0-9 -]+">|</span>`)

// checkWellFormed verifies that out only contains our own span tags, that they
// balance within each line, and that the text is code, escaped.
func checkWellFormed(t *testing.T, code, out string, lineNumbers bool) {
	t.Helper()
	if lineNumbers {
		out = regexp.MustCompile(`<span class="dk-ln">\d+</span>`).ReplaceAllString(out, "")
	}
	depth := 0
	var text strings.Builder
	rest := out
	for rest != "" {
		loc := tagRE.FindStringIndex(rest)
		if loc == nil {
			text.WriteString(rest)
			break
		}
		text.WriteString(rest[:loc[0]])
		if rest[loc[0]+1] == '/' {
			depth--
		} else {
			depth++
		}
		if depth < 0 || depth > 2 {
			t.Fatalf("span nesting depth %d in %q", depth, out)
		}
		rest = rest[loc[1]:]
	}
	if depth != 0 {
		t.Fatalf("unbalanced spans in %q", out)
	}
	escaped := text.String()
	if strings.ContainsAny(escaped, "<>") {
		t.Errorf("unescaped < or > in %q", out)
	}
	code = strings.ReplaceAll(code, "\r\n", "\n")
	if got, want := html.UnescapeString(escaped), strings.TrimSuffix(code, "\n"); got != want {
		t.Errorf("text content %q, want %q", got, want)
	}
}

// benchTS is a 30-line TypeScript block, typical of the docs.
const benchTS = `import { createClient, type ClientOptions } from "@nuri/sdk";

/** Options for the demo client. */
interface DemoOptions extends ClientOptions {
  retries?: number;
  region: "kr" | "jp" | "us";
}

export async function main(opts: DemoOptions): Promise<void> {
  const client = createClient({ ...opts, timeoutMs: 5_000 });
  let attempt = 0;
  while (attempt < (opts.retries ?? 3)) {
    try {
      const res = await client.payments.create({
        amount: 12000,
        currency: "KRW",
        memo: ` + "`order #${attempt + 1}`" + `,
      });
      console.log("created", res.id, res.status === "ok");
      return;
    } catch (err: unknown) {
      // Back off exponentially before retrying.
      attempt++;
      await new Promise((r) => setTimeout(r, 2 ** attempt * 100));
    }
  }
  throw new Error(/* unreachable */ "retries exhausted");
}

main({ region: "kr", apiKey: process.env.NURI_KEY! }).catch(console.error);
`

func TestBenchInput(t *testing.T) {
	if n := strings.Count(benchTS, "\n"); n != 30 {
		t.Fatalf("benchTS has %d lines, want 30", n)
	}
	out, err := Code(benchTS, Options{Lang: "ts", ShowLineNumbers: true, HighlightLines: map[int]bool{10: true}})
	if err != nil {
		t.Fatal(err)
	}
	checkWellFormed(t, benchTS, out, true)
}

// BenchmarkCode measures Code per block: "ts30" is one 30-line TypeScript
// block; "tree" cycles through blocks shaped like the 10k-page test tree's
// (treeBlocks), all six languages, and "tree-LANG" through that language's.
func BenchmarkCode(b *testing.B) { benchmarkCode(b, true) }

// BenchmarkCodeChroma is BenchmarkCode with chroma's lexers only, the
// baseline of the fast lexers, measured in the same run.
func BenchmarkCodeChroma(b *testing.B) { benchmarkCode(b, false) }

func benchmarkCode(b *testing.B, fast bool) {
	b.Run("ts30", func(b *testing.B) {
		opts := Options{Lang: "ts", ShowLineNumbers: true, HighlightLines: map[int]bool{10: true, 11: true}}
		if _, err := highlightCode(benchTS, opts, fast); err != nil {
			b.Fatal(err)
		}
		b.SetBytes(int64(len(benchTS)))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := highlightCode(benchTS, opts, fast); err != nil {
				b.Fatal(err)
			}
		}
	})
	blocks := treeBlocks(1200)
	benchBlocks := func(name string, blocks []treeBlock) {
		b.Run(name, func(b *testing.B) {
			size := 0
			for _, bl := range blocks {
				size += len(bl.code)
			}
			b.SetBytes(int64(size / len(blocks)))
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				bl := blocks[i%len(blocks)]
				if _, err := highlightCode(bl.code, Options{Lang: bl.lang}, fast); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
	benchBlocks("tree", blocks)
	for _, lang := range []string{"js", "ts", "json", "bash", "kotlin", "swift"} {
		var some []treeBlock
		for _, bl := range blocks {
			if bl.lang == lang {
				some = append(some, bl)
			}
		}
		benchBlocks("tree-"+lang, some)
	}
}

// BenchmarkCodePlainText measures the HTML writer alone (no tokenising) on
// the same block.
func BenchmarkCodePlainText(b *testing.B) {
	opts := Options{Lang: "text", ShowLineNumbers: true, HighlightLines: map[int]bool{10: true, 11: true}}
	b.SetBytes(int64(len(benchTS)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Code(benchTS, opts); err != nil {
			b.Fatal(err)
		}
	}
}

func FuzzCode(f *testing.F) {
	langs := []string{"text"}
	for i, tc := range samples {
		langs = append(langs, tc.lang)
		f.Add(uint8(i+1), tc.code)
	}
	f.Add(uint8(4), benchTS)
	f.Add(uint8(0), "a\r\nb\rc\n\n")
	f.Fuzz(func(t *testing.T, which uint8, code string) {
		if !utf8.ValidString(code) {
			return // chroma lexes runes: invalid UTF-8 is replaced, not kept
		}
		lang := langs[int(which)%len(langs)]
		out, err := Code(code, Options{Lang: lang, ShowLineNumbers: true})
		if err != nil {
			t.Fatal(err)
		}
		code = strings.ReplaceAll(code, "\r\n", "\n")
		code = strings.ReplaceAll(code, "\r", "\n")
		checkWellFormed(t, code, out, true)
	})
}
