package ssr

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const bundle = `function html(page, sidebar) {
  if (page.title === 'boom') throw new Error('theme crashed on ' + page.route);
  if (page.title === 'exit') process.exit(3);
  if (page.title === 'noisy') { console.log('a log line'); process.stdout.write('no newline'); }
  if (page.title === 'framed') return '<pre>줄 1\n@dk 1 H 5\n줄 3</pre>';
  return '<h1>' + page.title + '</h1>' + (sidebar ? '<nav>' + sidebar.name + '</nav>' : '');
}
export function render(page, sidebar) {
  return { html: html(page, sidebar), anchors: page.anchors || [] };
}`

func TestRenderAnswersEveryRequestWithItsOwnPage(t *testing.T) {
	r, err := Start(context.Background(), []byte(bundle), 2)
	require.NoError(t, err)
	defer r.Close()
	var wg sync.WaitGroup
	for i := range 200 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			html, err := r.Render([]byte(fmt.Sprintf(`{"route":"/p%d","title":"페이지 %d"}`, i, i)), []byte(`{"name":"guide"}`))
			assert.NoError(t, err)
			assert.Equal(t, fmt.Sprintf("<h1>페이지 %d</h1><nav>guide</nav>", i), html)
		}()
	}
	wg.Wait()
}

func TestRenderErrorNamesTheThrownError(t *testing.T) {
	r, err := Start(context.Background(), []byte(bundle), 1)
	require.NoError(t, err)
	defer r.Close()
	_, err = r.Render([]byte(`{"route":"/x","title":"boom"}`), nil)
	assert.ErrorContains(t, err, "theme crashed on /x")
	html, err := r.Render([]byte(`{"route":"/y","title":"ok"}`), nil)
	require.NoError(t, err, "the renderer keeps working after a page fails")
	assert.Equal(t, "<h1>ok</h1>", html)
}

func TestRenderAfterTheProcessExitedFailsFast(t *testing.T) {
	r, err := Start(context.Background(), []byte(bundle), 1)
	require.NoError(t, err)
	defer r.Close()
	_, err = r.Render([]byte(`{"route":"/x","title":"exit"}`), nil)
	assert.ErrorIs(t, err, ErrExited)
	_, err = r.Render([]byte(`{"route":"/y","title":"ok"}`), nil)
	assert.ErrorIs(t, err, ErrExited)
}

// A sidebar is sent to a process once and then named by its key; every page
// must still be rendered with its own sidebar, whichever process renders it.
func TestRenderKeepsEachPageWithItsOwnSidebar(t *testing.T) {
	r, err := Start(context.Background(), []byte(bundle), 2)
	require.NoError(t, err)
	defer r.Close()
	sidebars := []string{"guide", "api", "sdk", ""}
	var wg sync.WaitGroup
	for i := range 300 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			name := sidebars[i%len(sidebars)]
			var sb []byte
			want := fmt.Sprintf("<h1>p%d</h1>", i)
			if name != "" {
				sb = []byte(fmt.Sprintf(`{"name":%q}`, name))
				want += "<nav>" + name + "</nav>"
			}
			html, err := r.Render([]byte(fmt.Sprintf(`{"route":"/p%d","title":"p%d"}`, i, i)), sb)
			assert.NoError(t, err)
			assert.Equal(t, want, html)
		}()
	}
	wg.Wait()
}

// A long dev session makes many versions of its sidebars: a process keeps at
// most maxSidebars of them, and pages keep their own sidebar across the resets.
func TestRenderForgetsSidebarsPastTheLimit(t *testing.T) {
	r, err := Start(context.Background(), []byte(bundle), 2)
	require.NoError(t, err)
	defer r.Close()
	var wg sync.WaitGroup
	for i := range 5 * maxSidebars {
		wg.Add(1)
		go func() {
			defer wg.Done()
			name := fmt.Sprintf("v%d", i%(3*maxSidebars)) // each version twice or so, in no order
			html, err := r.Render([]byte(fmt.Sprintf(`{"route":"/p%d","title":"p%d"}`, i, i)), []byte(fmt.Sprintf(`{"name":%q}`, name)))
			assert.NoError(t, err)
			assert.Equal(t, fmt.Sprintf("<h1>p%d</h1><nav>%s</nav>", i, name), html)
		}()
	}
	wg.Wait()
	for _, w := range r.workers {
		w.wmu.Lock()
		assert.LessOrEqual(t, len(w.sent), maxSidebars)
		w.wmu.Unlock()
	}
}

// Answers are framed by length, so HTML with newlines (even one that looks like
// a frame header) arrives whole, and what the theme prints to stdout while
// rendering does not break the answers that follow.
func TestRenderAnswersSurviveNewlinesAndThemeOutput(t *testing.T) {
	r, err := Start(context.Background(), []byte(bundle), 1)
	require.NoError(t, err)
	defer r.Close()
	tests := []struct{ title, want string }{
		{"framed", "<pre>줄 1\n@dk 1 H 5\n줄 3</pre>"},
		{"noisy", "<h1>noisy</h1>"},
		{"after", "<h1>after</h1>"},
		{"noisy", "<h1>noisy</h1>"},
		{"framed", "<pre>줄 1\n@dk 1 H 5\n줄 3</pre>"},
	}
	for _, tt := range tests {
		type result struct {
			html string
			err  error
		}
		done := make(chan result, 1)
		go func() {
			html, err := r.Render([]byte(fmt.Sprintf(`{"route":"/%s","title":%q}`, tt.title, tt.title)), nil)
			done <- result{html, err}
		}()
		select {
		case res := <-done:
			require.NoError(t, res.err, tt.title)
			assert.Equal(t, tt.want, res.html, tt.title)
		case <-time.After(30 * time.Second): // a lost answer would block forever
			t.Fatalf("%s: no answer", tt.title)
		}
	}
}

// The anchors a page's components report come back with that page's HTML,
// whichever process renders it and however many pages are in flight.
func TestRenderPageReturnsTheReportedAnchors(t *testing.T) {
	r, err := Start(context.Background(), []byte(bundle), 2)
	require.NoError(t, err)
	defer r.Close()
	var wg sync.WaitGroup
	for i := range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var page string
			var want []string
			if i%2 == 0 {
				want = []string{fmt.Sprintf("tab-%d", i), "탭"}
				page = fmt.Sprintf(`{"title":"p%d","anchors":["tab-%d","탭"]}`, i, i)
			} else {
				page = fmt.Sprintf(`{"title":"p%d"}`, i)
			}
			p, err := r.RenderPage([]byte(page), nil)
			require.NoError(t, err)
			assert.Equal(t, fmt.Sprintf("<h1>p%d</h1>", i), p.HTML)
			assert.Equal(t, want, p.Anchors)
		}()
	}
	wg.Wait()
}

// Requests and answers cross the pipe as bytes, in chunks that cut lines and
// characters anywhere: pages far longer than one read of stdin, and answers
// longer than the runner's output buffer, with two-, three- and four-byte
// characters, arrive whole and in their own order, however many are in flight.
func TestRenderLongPagesArriveWhole(t *testing.T) {
	r, err := Start(context.Background(), []byte(bundle), 1)
	require.NoError(t, err)
	defer r.Close()
	tests := []struct {
		name  string
		title string
	}{
		{"short", "é"},
		{"one stdin read and more", strings.Repeat("한글 ", 30_000)},
		{"emoji cut anywhere", strings.Repeat("a😀", 50_001)},
		{"past the output buffer", strings.Repeat("가", 1_500_000)},
		{"a megabyte of ASCII", strings.Repeat("x", 1<<20)},
	}
	var wg sync.WaitGroup
	for round := range 3 {
		for _, tt := range tests {
			wg.Add(1)
			go func() {
				defer wg.Done()
				page, err := json.Marshal(map[string]string{"route": "/" + tt.name, "title": tt.title})
				require.NoError(t, err)
				html, err := r.Render(page, nil)
				assert.NoError(t, err, "%s, round %d", tt.name, round)
				assert.True(t, html == "<h1>"+tt.title+"</h1>", "%s, round %d: %d bytes back for %d", tt.name, round, len(html), len(tt.title)+9)
			}()
		}
	}
	wg.Wait()
}

// A released page's memory holds a later page: the pages read after it,
// of every size, are whole, and so is one kept while others are released.
func TestRenderPagesAfterReleaseAreWhole(t *testing.T) {
	r, err := Start(context.Background(), []byte(bundle), 2)
	require.NoError(t, err)
	defer r.Close()
	kept, err := r.RenderPage([]byte(`{"route":"/kept","title":"남는 페이지"}`), nil)
	require.NoError(t, err)
	var wg sync.WaitGroup
	for i := range 300 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			title := strings.Repeat(fmt.Sprintf("제목%d ", i), 1+(i*37)%400)
			page, err := json.Marshal(map[string]string{"route": fmt.Sprintf("/p%d", i), "title": title})
			require.NoError(t, err)
			p, err := r.RenderPage(page, nil)
			assert.NoError(t, err)
			assert.True(t, p.HTML == "<h1>"+title+"</h1>", "page %d: %d bytes back for %d", i, len(p.HTML), len(title)+9)
			p.Release()
			assert.Empty(t, p.HTML, "a released page holds no HTML")
		}()
	}
	wg.Wait()
	assert.Equal(t, "<h1>남는 페이지</h1>", kept.HTML, "a page not released keeps its HTML")
}

// A bundle that writes each list item after its first page as a token, as
// the theme's sidebar does (DocSidebar/cache.ts), with a table of two
// items at most before it starts anew.
const referringBundle = `
export class References {
  constructor() { this.ids = new Map(); this.next = 0; this.defs = []; this.fresh = false; this.used = 0; }
  token(name) {
    let id = this.ids.get(name);
    if (id === undefined) { id = this.next++; this.ids.set(name, id); this.defs.push([id, '<li>' + name + '</li>']); }
    this.used++;
    return '\0' + id + '\0';
  }
  take() {
    const t = { reset: this.fresh, defs: this.defs, used: this.used };
    this.defs = []; this.used = 0; this.fresh = false;
    if (this.ids.size >= 2) { this.ids = new Map(); this.fresh = true; }
    return t;
  }
}
export function render(page) { return { html: '<ul>' + page.items.map((n) => '<li>' + n + '</li>').join('') + '</ul>', anchors: [] }; }
export function renderReferring(page, sidebar, table) {
  const html = '<ul>' + page.items.map((n) => table.token(n)).join('') + '</ul>' + (page.text || '');
  const { reset, defs, used } = table.take();
  return { html, anchors: [], referring: used > 0, reset, defs };
}`

func TestRenderWritesOutTheItemsItSentOnce(t *testing.T) {
	r, err := Start(context.Background(), []byte(referringBundle), 1)
	require.NoError(t, err)
	defer r.Close()
	pages := [][]string{{"가"}, {"가", "나"}, {"나", "가"}, {"다", "가", "라"}, {"라", "가"}}
	for i, items := range pages {
		page, err := json.Marshal(map[string]any{"route": fmt.Sprint("/p", i), "items": items, "text": "<p>본문</p>"})
		require.NoError(t, err)
		html, err := r.Render(page, nil)
		require.NoError(t, err, "page %d", i)
		assert.Equal(t, "<ul><li>"+strings.Join(items, "</li><li>")+"</li></ul><p>본문</p>", html, "page %d", i)
	}
}

func TestExpandTokens(t *testing.T) {
	refs := map[int64]string{0: "<li>가</li>", 12: "<li>나</li>"}
	tests := []struct{ in, want, err string }{
		{"<ul></ul>", "<ul></ul>", ""},
		{"<ul>\x000\x00\x0012\x00</ul>", "<ul><li>가</li><li>나</li></ul>", ""},
		{"\x0012\x00", "<li>나</li>", ""},
		{"<ul>\x007\x00</ul>", "", `sidebar item "7"`},
		{"<ul>\x000</ul>", "", "unfinished token"},
	}
	for _, tt := range tests {
		src := []byte(tt.in)
		out, err := expand(&src, refs)
		if tt.err != "" {
			assert.ErrorContains(t, err, tt.err, "%q", tt.in)
			continue
		}
		require.NoError(t, err, "%q", tt.in)
		assert.Equal(t, tt.want, string(*out), "%q", tt.in)
	}
}
