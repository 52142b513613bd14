package search

import (
	"bytes"
	"fmt"
	"maps"
	"math"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/mdx"
)

func renderedPage(t *testing.T, route, title, body string) *docskit.Page {
	t.Helper()
	doc, list := mdx.NewParser(nil).Parse([]byte(body), mdx.Options{File: route + ".mdx"})
	if len(list) > 0 {
		t.Fatal(list)
	}
	return &docskit.Page{Route: route, Kind: docskit.KindDoc, Title: title, Body: []byte(body), Doc: doc}
}

// sameFilesAsFresh reports whether ix, the plugin's index of site, gives
// the files an index built afresh from site's sections gives.
func sameFilesAsFresh(t *testing.T, ix *Index, site *docskit.Site, p *Plugin) bool {
	t.Helper()
	got, err := Files(ix, FileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want, err := Files(NewIndex(SiteSections(site), p.syn), FileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return maps.EqualFunc(got, want, bytes.Equal)
}

// A dev-server rebuild tokenizes only the pages whose content changed, and
// the index files it gives are those of a fresh build.
func TestPluginTokenizesOnlyChangedPages(t *testing.T) {
	push := renderedPage(t, "/docs/push", "푸시", "푸시 안내\n\n## 토큰 발급\n\n토큰을 발급받습니다.\n")
	iap := renderedPage(t, "/docs/iap", "결제", "결제 안내\n\n## 환불\n\n환불 웹훅이 옵니다.\n")
	hidden := renderedPage(t, "/docs/hidden", "숨김", "숨긴 문서\n")
	hidden.NoIndex = true
	landing := &docskit.Page{Route: "/", Kind: docskit.KindLanding, Title: "누리"}
	site := &docskit.Site{Pages: []*docskit.Page{push, iap, hidden, landing}}
	p := New(Options{})

	check := func(step string, wantFresh int) {
		t.Helper()
		ix, fresh, err := p.index(site)
		if err != nil {
			t.Fatal(err)
		}
		if fresh != wantFresh {
			t.Errorf("%s: %d pages tokenized, want %d", step, fresh, wantFresh)
		}
		if !sameFilesAsFresh(t, ix, site, p) {
			t.Errorf("%s: the index files differ from a fresh build's", step)
		}
		for _, s := range ix.Sections {
			if s.Route == hidden.Route || s.Route == landing.Route {
				t.Errorf("%s: %s is in the index", step, s.Route)
			}
		}
	}
	check("first build", 2)
	check("nothing changed", 0)
	*iap = *renderedPage(t, "/docs/iap", "결제", "결제 안내\n\n## 환불 처리\n\n환불 웹훅이 옵니다.\n")
	check("one page edited", 1)
	// Text a page includes from a partial changes its document, not its body.
	withPartial := renderedPage(t, "/docs/push", "푸시", "푸시 안내\n\n## 토큰 발급\n\n토큰을 새로 발급받습니다.\n")
	push.Doc = withPartial.Doc
	check("an included partial edited", 1)
	site.Pages = []*docskit.Page{iap, hidden, landing}
	check("a page removed", 0)
	if _, ok := p.pages["/docs/push"]; ok {
		t.Error("the removed page is still cached")
	}
}

// A dev server's edits keep adding terms to the plugin's dictionary; once
// those of earlier builds outnumber this build's, it starts again (the next
// build tokenizes every page), and the files are those of a fresh build.
func TestPluginForgetsOldTerms(t *testing.T) {
	p := New(Options{})
	page := func(round int) *docskit.Page {
		var words []string
		for i := range 10000 {
			words = append(words, fmt.Sprintf("r%dw%d", round, i))
		}
		return renderedPage(t, "/docs/words", "낱말", strings.Join(words, " ")+"\n")
	}
	most := 0
	for round := range 12 {
		site := &docskit.Site{Pages: []*docskit.Page{page(round)}}
		ix, _, err := p.index(site)
		if err != nil {
			t.Fatal(err)
		}
		most = max(most, len(p.dict.terms))
		if !sameFilesAsFresh(t, ix, site, p) {
			t.Errorf("round %d: the index files differ from a fresh build's", round)
		}
	}
	// Each build has 20,000 terms (r3w1, w1, …), 10,000 of them new: the
	// twelve kept would be 130,000.
	if most > 120000 {
		t.Errorf("the dictionary grew to %d terms over twelve builds of 20,000", most)
	}
}

func TestPluginRejectsABadWeight(t *testing.T) {
	pg := renderedPage(t, "/docs/push", "푸시", "푸시 안내\n")
	pg.Source = "docs/push.mdx"
	site := &docskit.Site{Pages: []*docskit.Page{pg}}
	for _, w := range []float64{-1, math.NaN(), math.Inf(1)} {
		p := New(Options{Weight: func(*docskit.Page) float64 { return w }})
		_, _, err := p.index(site)
		if err == nil || !strings.Contains(err.Error(), "/docs/push (docs/push.mdx)") || !strings.Contains(err.Error(), "Options.Weight") {
			t.Errorf("weight %v: error %v, want one naming the page and the option", w, err)
		}
	}
}

// A site without doc pages gets an index that the browser reads and that
// answers nothing.
func TestEmptyIndex(t *testing.T) {
	if _, err := ReadIndex(filesFS(t, NewIndex(nil, nil), FileOptions{})); err != nil {
		t.Fatal(err)
	}
	if rs := rankInBrowser(t, querySet{ix: NewIndex(nil, nil), queries: []string{"푸시", "a"}})[0]; len(rs[0]) != 0 || len(rs[1]) != 0 {
		t.Errorf("search on an empty index = %v", rs)
	}
}
