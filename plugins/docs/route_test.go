package docs

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDocRoute(t *testing.T) {
	tests := []struct {
		name                     string
		routeBase, dir, slug, id string
		isIndex                  bool
		want                     string
	}{
		{"id in its folder", "/docs", "guide", "", "intro", false, "/docs/guide/intro"},
		{"folder index", "/docs", "guide", "", "index", true, "/docs/guide"},
		{"root index", "", "", "", "index", true, "/"},
		{"absolute slug", "/docs", "guide", "/start", "intro", false, "/docs/start"},
		{"relative slug", "/docs", "guide", "start", "intro", false, "/docs/guide/start"},
		{"slug wins over the folder index", "/docs", "guide", "overview", "index", true, "/docs/guide/overview"},
		{"relative slug index stays a page", "", "tutorials", "index", "tutorials-index", false, "/tutorials/index"},
		{"absolute slug /index stays a page", "/docs", "", "/index", "intro", false, "/docs/index"},
		{"/index.html is the version root", "/doc-2.4.5", "", "/index.html", "index", true, "/doc-2.4.5"},
		{"/index.html under / is the home page", "", "", "/index.html", "home", false, "/"},
		{"relative index.html is its folder", "/docs", "guide", "index.html", "x", false, "/docs/guide"},
		{".html is dropped", "/docs", "", "/setup.html", "x", false, "/docs/setup"},
		{".htm in capitals is dropped", "/docs", "", "/Setup.HTM", "x", false, "/docs/Setup"},
		{"myindex.html keeps its name", "/docs", "", "/myindex.html", "x", false, "/docs/myindex"},
		{"trailing slash of a slug", "/docs", "", "/start/", "x", false, "/docs/start"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, docRoute(tc.routeBase, tc.dir, tc.slug, tc.id, tc.isIndex))
		})
	}
}
