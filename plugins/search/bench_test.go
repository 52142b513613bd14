package search

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// benchSections makes n sections of the fixture's words in a random order
// (seeded), ten to a page, as the generated benchmark tree's pages are.
func benchSections(b testing.TB, n int) []Section {
	var words []string
	for _, s := range fixture(&testing.T{}).Sections {
		words = append(words, strings.Fields(s.Text)...)
	}
	if len(words) == 0 {
		b.Fatal("no words in the fixture")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	secs := make([]Section, n)
	for i := range secs {
		text := make([]string, 150)
		for j := range text {
			text[j] = words[rng.IntN(len(words))]
		}
		secs[i] = Section{Route: fmt.Sprintf("/docs/p%05d", i/10), PageTitle: words[rng.IntN(len(words))] + " 가이드", Text: strings.Join(text, " ")}
		if i%10 > 0 {
			secs[i].Heading, secs[i].Anchor = words[rng.IntN(len(words))], fmt.Sprintf("h%d", i%10)
		}
	}
	return secs
}

// BenchmarkIndexBuild is the index's build for 10,000 sections: tokenizing
// (with the default synonyms, on one goroutine) and writing the files.
func BenchmarkIndexBuild(b *testing.B) {
	secs := benchSections(b, 10000)
	syn, err := NewSynonyms(DefaultSynonyms)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("tokenize", func(b *testing.B) {
		for b.Loop() {
			NewIndex(secs, syn)
		}
	})
	ix := NewIndex(secs, syn)
	b.Run("files", func(b *testing.B) {
		for b.Loop() {
			if _, err := Files(ix, FileOptions{}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
