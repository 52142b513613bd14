package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/examples/internal/testenv"
)

// TestBuild builds the example site (go test runs in examples/customplugin,
// so the site root is ".") and checks that every doc shows its reading time
// and that the quiz plugin's <Quiz> elements are rendered on the server.
// That they hydrate is checked in Chromium by browser/quiz-hydration.spec.ts.
func TestBuild(t *testing.T) {
	nm := testenv.NodeModules(t)
	b, err := newBuilder(".")(docskit.WithNodeModules(nm))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	out := t.TempDir()
	if _, err := b.Build(context.Background(), out); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"intro", "lifecycle", "counting", "components"} {
		html, err := os.ReadFile(filepath.Join(out, "docs", "tutorial", name+".html"))
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{`name="docskit:reading-time"`, `<p class="reading-time"`} {
			if !strings.Contains(string(html), want) {
				t.Errorf("%s.html lacks %s", name, want)
			}
		}
	}
	html, err := os.ReadFile(filepath.Join(out, "docs", "tutorial", "components.html"))
	if err != nil {
		t.Fatal(err)
	}
	quizzes := quizRE.FindAllStringSubmatch(string(html), -1)
	if len(quizzes) != 2 {
		t.Fatalf("components.html has %d server-rendered quizzes, want 2", len(quizzes))
	}
	for i, want := range []struct{ question, answer string }{
		{"<p><code>page.Extra</code>에 읽기 시간을 저장하는 단계는 무엇일까요?</p>", "Resolve"},
		{"<p>컴포넌트 모듈은 어느 번들에 들어갈까요?</p>", "서버 번들과 클라이언트 진입 번들"},
	} {
		q := quizzes[i]
		if q[1] != q[3] || q[1] != q[4] {
			t.Errorf("quiz %d: the button controls %q but the answer is %q (label %q)", i, q[3], q[4], q[1])
		}
		if !strings.Contains(q[2], want.question) {
			t.Errorf("quiz %d: the question is %q, want the Markdown %s rendered", i, q[2], want.question)
		}
		if q[5] != "정답: "+want.answer {
			t.Errorf("quiz %d: the hidden answer is %q, want %q", i, q[5], "정답: "+want.answer)
		}
	}
	if quizzes[0][1] == quizzes[1][1] {
		t.Errorf("both quizzes use the id %q", quizzes[0][1])
	}
}

// quizRE matches a server-rendered <Quiz>: the label id, the question's HTML,
// the id the button controls, the answer's id and the answer's text (hidden).
var quizRE = regexp.MustCompile(`<section class="quiz" aria-labelledby="(dk-[0-9-]+)-label">.*?<div class="quiz-question">(.*?)</div></div>` +
	`<button type="button" class="quiz-toggle" aria-expanded="false" aria-controls="(dk-[0-9-]+)-answer">정답 보기</button>` +
	`<p class="quiz-answer" id="(dk-[0-9-]+)-answer" hidden="">(.*?)</p></section>`)
