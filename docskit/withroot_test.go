package docskit

import (
	"errors"
	"testing"

	"docskit.dev/docskit/diag"
	"github.com/stretchr/testify/assert"
)

// A render step can fail with diagnostics and other errors at once (a
// renderer that crashed on one page, a broken link on another): the site
// folder is joined to every file name and no error is dropped.
func TestWithRootKeepsEveryJoinedError(t *testing.T) {
	b := &Builder{root: "site"}
	err := b.withRoot(errors.Join(diag.List{{Pos: diag.Pos{File: "docs/a.mdx", Line: 3}, Msg: "broken link"}}, errors.New("render /docs/b: node exited")))
	assert.ErrorContains(t, err, "site/docs/a.mdx:3")
	assert.ErrorContains(t, err, "render /docs/b: node exited")
	var list diag.List
	assert.True(t, errors.As(err, &list), "the diagnostics are still a diag.List")
}
