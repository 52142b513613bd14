package docskit_test

import (
	"context"
	"path/filepath"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/internal/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bodyProbe is a plugin that looks at a page's document after the build,
// as a PostBuilder; with readsBody it declares, as a BodyReader, that it
// reads bodies then.
type bodyProbe struct {
	route     string
	readsBody bool
	// What PostBuild found of the page's document.
	body, headings, links int
	source                int
}

func (p *bodyProbe) Name() string { return "body-probe" }

func (p *bodyProbe) PostBuild(_ *docskit.Context, s *docskit.Site, _ docskit.Output) error {
	pg := s.Page(p.route)
	p.body, p.headings, p.links, p.source = len(pg.Doc.Body), len(pg.Doc.Headings), len(pg.Doc.Links), len(pg.Body)
	return nil
}

type readingProbe struct{ *bodyProbe }

func (p readingProbe) ReadsBody(*docskit.Page) bool { return true }

// A production build spools the parsed bodies no plugin reads after Parse
// and renders the same pages from them; a BodyReader still finds them.
func TestSpooledBodiesRenderTheSamePages(t *testing.T) {
	nm := nodeModules(t)
	build := func(p docskit.Plugin) map[string]string {
		out := filepath.Join(t.TempDir(), "out")
		b := newBuilder(t, golden.MapFS(goodSite), docskit.WithNodeModules(nm), docskit.WithPlugins(p))
		_, err := b.Build(context.Background(), out)
		require.NoError(t, err)
		files := snapshot(t, out)
		delete(files, "docskit.json") // the build's time
		return files
	}
	spooling := &bodyProbe{route: "/docs/a"}
	spooled := build(spooling)
	keeping := &bodyProbe{route: "/docs/a"}
	kept := build(readingProbe{keeping})

	assert.Equal(t, kept, spooled, "the same output, byte for byte")
	assert.Contains(t, spooled["docs/a.html"], "첫 절", "the page's body is rendered")

	assert.Positive(t, keeping.body, "a BodyReader reads the parsed body after the build")
	assert.Positive(t, keeping.source)
	assert.Zero(t, spooling.body, "without one, the body was released once spooled")
	assert.Zero(t, spooling.source)
	assert.Equal(t, keeping.headings, spooling.headings, "headings are kept for every page")
	assert.Equal(t, keeping.links, spooling.links, "links are kept for every page")
	assert.Positive(t, spooling.headings)
}
