package ssr

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const bundle = `export function render(page, sidebar) {
  if (page.title === 'boom') throw new Error('theme crashed on ' + page.route);
  if (page.title === 'exit') process.exit(3);
  return '<h1>' + page.title + '</h1>' + (sidebar ? '<nav>' + sidebar.name + '</nav>' : '');
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
