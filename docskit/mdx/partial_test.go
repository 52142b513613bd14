package mdx_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A problem inside a partial names the partial's file:line:col and, in
// Via, the page's tag that includes it: the page is what fails.
func TestPartialProblemNamesThePage(t *testing.T) {
	opts := caseOptions("partials.txt")
	_, ds := newTestParser().Parse([]byte("# 제목\n\nimport Broken from './_broken.mdx'\n\n<Broken />\n"), opts)
	require.Len(t, ds, 1)
	assert.Equal(t, "docs/_broken.mdx:4:10", ds[0].Pos.String())
	require.NotNil(t, ds[0].Via)
	assert.Equal(t, "docs/test.mdx:5:1", ds[0].Via.String())
	assert.Contains(t, ds[0].String(), "included from docs/test.mdx:5:1")
}

// Partials included by a partial name the page's outermost tag.
func TestNestedPartialProblemNamesThePage(t *testing.T) {
	opts := caseOptions("partials.txt")
	_, ds := newTestParser().Parse([]byte("import LoopA from './_loop-a.mdx'\n\n<LoopA />\n"), opts)
	require.Len(t, ds, 1)
	assert.Equal(t, "docs/_loop-b.mdx", ds[0].Pos.File)
	require.NotNil(t, ds[0].Via)
	assert.Equal(t, "docs/test.mdx:3:1", ds[0].Via.String())
}

// The TOC leaves a partial's headings out, as Docusaurus does, but they
// stay headings of the page: anchors for links, sections for search.
func TestPartialHeadingsAreAnchorsNotTOC(t *testing.T) {
	opts := caseOptions("partials.txt")
	doc, ds := newTestParser().Parse([]byte("import Steps from './_steps.mdx'\n\n## 개요\n\n<Steps />\n\n## 설치\n"), opts)
	require.Empty(t, ds)
	var ids []string
	for _, h := range doc.Headings {
		ids = append(ids, h.ID)
	}
	assert.Equal(t, []string{"개요", "설치", "설치-1"}, ids, "the page's own later heading is slugged after the partial's")
	assert.Len(t, doc.TOC(2, 3), 2)
	var secs []string
	for _, s := range doc.Sections {
		if s.Heading != nil {
			secs = append(secs, s.Heading.ID+": "+s.Text)
		}
	}
	assert.Equal(t, []string{"개요: ", "설치: 이 기능은 아직 베타입니다. 먼저 설치 안내를 읽으세요.", "설치-1: "}, secs)
	assert.Contains(t, doc.Text, "아직 베타입니다")
}

// A partial given props is one node of Body but is spread into the module's
// array: ModuleLen counts the array's elements, so that a cut of the body
// (Doc.Breaks) cuts the module's array at the same place.
func TestModuleLenCountsSpreadPartials(t *testing.T) {
	opts := caseOptions("partials.txt")
	doc, ds := newTestParser().Parse([]byte("import Steps from './_steps.mdx'\n\nA.\n\n<Steps name=\"X\" />\n\n{/* cut */}\n\nB.\n"), opts)
	require.Empty(t, ds)
	require.Len(t, doc.Breaks, 1)
	n := doc.Breaks[0].Nodes
	require.Equal(t, 2, n, "the paragraph and the partial")
	assert.Equal(t, "partial", doc.Body[1].Type)
	assert.Equal(t, 1+len(doc.Body[1].Children), doc.ModuleLen(n))
	assert.Greater(t, len(doc.Body[1].Children), 1)
	assert.Equal(t, 1, doc.ModuleLen(1))
}
