package main

// Facts and glossary checks: the pages, the release notes and nuri.d.ts
// against the product facts of site/testdata/facts.yaml (see the comments
// there for each section).
//
//   - TestFactsCatchTheirCases runs every check on the cases written beside
//     it in facts.yaml: each `bad` text must be reported and each `good` text
//     accepted, so no check in the table is one that cannot fail.
//   - TestFeatureVersions: a feature's nuri.d.ts @since is its version, no
//     release note older than the feature names it, and the feature's own
//     pages name no older version as a starting point.
//   - TestLifetimes: every line about a guaranteed duration names it.
//   - TestFactRules: line rules (re-delivery, idempotency keys, returnUrl, …).
//   - TestFactBlocks: code-block rules (push navigation in link or data.path).
//   - TestGlossary: one word per concept; a rejected variant fails at
//     file:line.

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gopkg.in/yaml.v3"
)

const factsFile = "testdata/facts.yaml"

type factsTable struct {
	Features     []feature     `yaml:"features"`
	FeatureCases []featureCase `yaml:"featureCases"`
	Lifetimes    []lifetime    `yaml:"lifetimes"`
	Rules        []lineRule    `yaml:"rules"`
	Blocks       []blockRule   `yaml:"blocks"`
	Glossary     []term        `yaml:"glossary"`
}

// feature is a product feature and the version that introduced it.
type feature struct {
	Name        string   `yaml:"name"`
	Version     string   `yaml:"version"`
	Declaration string   `yaml:"declaration"` // Interface or Interface.member in nuri.d.ts
	Mentions    []string `yaml:"mentions"`
	Pages       []string `yaml:"pages"` // relative to site/
	mentions    []*regexp.Regexp
}

// featureCase is a line a feature check must reject (bad) or accept (good):
// on a release note of the given version, or on one of the feature's pages.
type featureCase struct {
	Feature string `yaml:"feature"`
	Note    string `yaml:"note"`
	Version string `yaml:"version"`
	Page    string `yaml:"page"`
	Bad     string `yaml:"bad"`
	Good    string `yaml:"good"`
}

// lifetime is a duration the product guarantees.
type lifetime struct {
	Name  string   `yaml:"name"`
	Value string   `yaml:"value"`
	About string   `yaml:"about"`
	Bad   []string `yaml:"bad"`
	Good  []string `yaml:"good"`
}

// lineRule: a line of Files (outside code unless Code) that matches When
// must not match Forbid and must match Require.
type lineRule struct {
	Fact    string   `yaml:"fact"`
	Files   []string `yaml:"files"`
	Code    bool     `yaml:"code"`
	When    string   `yaml:"when"`
	Forbid  string   `yaml:"forbid"`
	Require string   `yaml:"require"`
	Bad     []string `yaml:"bad"`
	Good    []string `yaml:"good"`
}

// blockRule: a fenced block in Langs matching all of All (after Strip) and
// none of Unless breaks the fact; with Lines, such a block instead needs
// Require on every line matching Lines.
type blockRule struct {
	Fact    string     `yaml:"fact"`
	Langs   []string   `yaml:"langs"`
	Strip   string     `yaml:"strip"`
	All     []string   `yaml:"all"`
	Unless  []string   `yaml:"unless"`
	Lines   string     `yaml:"lines"`
	Require string     `yaml:"require"`
	Bad     []codeSnip `yaml:"bad"`
	Good    []codeSnip `yaml:"good"`
}

type codeSnip struct {
	Lang string `yaml:"lang"`
	Code string `yaml:"code"`
}

// term is one concept of the glossary: the word the docs use and the
// variants they must not.
type term struct {
	Use    string   `yaml:"use"`
	Reject []string `yaml:"reject"`
	Allow  []string `yaml:"allow"`
	Code   bool     `yaml:"code"`
	Bad    []string `yaml:"bad"`
	Good   []string `yaml:"good"`
}

// readFacts reads facts.yaml strictly: an unknown key is an error.
func readFacts(t *testing.T) *factsTable {
	t.Helper()
	b, err := os.ReadFile(factsFile)
	require.NoError(t, err)
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	var f factsTable
	require.NoError(t, dec.Decode(&f), factsFile)
	for i := range f.Features {
		ft := &f.Features[i]
		require.True(t, ft.Name != "" && ft.Version != "", "%s: a feature needs a name and a version", factsFile)
		for _, m := range ft.Mentions {
			ft.mentions = append(ft.mentions, regexp.MustCompile(m))
		}
	}
	return &f
}

// factLine is one line to check, with where it is and whether it is code.
type factLine struct {
	path string
	num  int
	text string
	code bool
}

// linesOf lists every line of the page (front matter excluded), marking the
// lines inside code fences.
func linesOf(p *mdxPage) []factLine {
	var out []factLine
	nums, _ := p.bodyLines()
	prose := map[int]bool{}
	for _, n := range nums {
		prose[n] = true
	}
	for i := p.bodyStart; i < len(p.lines); i++ {
		out = append(out, factLine{path: p.path, num: i + 1, text: p.lines[i], code: !prose[i+1]})
	}
	return out
}

// declLines lists the lines of nuri.d.ts (all of it is code and comments).
func declLines(t *testing.T) []factLine {
	t.Helper()
	b, err := os.ReadFile(sdkDecl)
	require.NoError(t, err)
	var out []factLine
	for i, l := range strings.Split(string(b), "\n") {
		out = append(out, factLine{path: "site/" + sdkDecl, num: i + 1, text: l, code: true})
	}
	return out
}

// filesMatch reports whether path (relative to site/) is one of the globs;
// `dir/**` matches everything under dir.
func filesMatch(globs []string, path string) bool {
	for _, g := range globs {
		if prefix, ok := strings.CutSuffix(g, "/**"); ok {
			if strings.HasPrefix(path, prefix+"/") {
				return true
			}
			continue
		}
		if ok, _ := filepath.Match(g, path); ok {
			return true
		}
	}
	return false
}

// allLines lists the lines of site/docs and nuri.d.ts.
func allLines(t *testing.T) []factLine {
	t.Helper()
	var out []factLine
	for _, p := range docsPages(t) {
		out = append(out, linesOf(p)...)
	}
	return append(out, declLines(t)...)
}

func relToSite(path string) string { return strings.TrimPrefix(path, "site/") }

// reCache holds the compiled patterns of facts.yaml: the checks run each
// pattern on every line of the docs.
var reCache sync.Map

// re compiles a pattern of facts.yaml once; a bad pattern panics with the
// pattern in the message (the table is test data, fixed by hand).
func re(pattern string) *regexp.Regexp {
	if r, ok := reCache.Load(pattern); ok {
		return r.(*regexp.Regexp)
	}
	r := regexp.MustCompile(pattern)
	reCache.Store(pattern, r)
	return r
}

// ---------------------------------------------------------------------------
// line rules and lifetimes
// ---------------------------------------------------------------------------

// check returns a message when the line breaks the rule, or "".
func (r lineRule) check(l factLine) string {
	if l.code && !r.Code {
		return ""
	}
	if r.When != "" && !re(r.When).MatchString(l.text) {
		return ""
	}
	if r.Forbid != "" && re(r.Forbid).MatchString(l.text) {
		return fmt.Sprintf("%s:%d: contradicts the fact %q", l.path, l.num, r.Fact)
	}
	if r.Require != "" && !re(r.Require).MatchString(l.text) {
		return fmt.Sprintf("%s:%d: does not state the fact %q", l.path, l.num, r.Fact)
	}
	return ""
}

var duration = regexp.MustCompile(`\d+\s*(?:초|분|시간|일|개월|년)`)

// check reports a line about the lifetime that names durations but not its
// value.
func (lt lifetime) check(l factLine) string {
	if l.code || !re(lt.About).MatchString(l.text) {
		return ""
	}
	found := duration.FindAllString(l.text, -1)
	for _, d := range found {
		if strings.ReplaceAll(d, " ", "") == lt.Value {
			return ""
		}
	}
	if len(found) == 0 {
		return ""
	}
	return fmt.Sprintf("%s:%d: says %s where the %s is %s", l.path, l.num, strings.Join(found, ", "), lt.Name, lt.Value)
}

// caseLine is a line of a facts.yaml case, checked as prose.
func caseLine(text string) factLine {
	return factLine{path: "case", num: 1, text: text}
}

// ---------------------------------------------------------------------------
// block rules
// ---------------------------------------------------------------------------

func (r blockRule) check(path string, line int, lang string, code []string) []string {
	found := false
	for _, l := range r.Langs {
		found = found || l == lang
	}
	if !found {
		return nil
	}
	text := strings.Join(code, "\n")
	if r.Strip != "" {
		text = re(r.Strip).ReplaceAllString(text, "")
	}
	for _, a := range r.All {
		if !re(a).MatchString(text) {
			return nil
		}
	}
	for _, u := range r.Unless {
		if re(u).MatchString(text) {
			return nil
		}
	}
	if r.Lines == "" {
		return []string{fmt.Sprintf("%s:%d: this %s block contradicts the fact %q", path, line, lang, r.Fact)}
	}
	var out []string
	lines, req := re(r.Lines), re(r.Require)
	for i, l := range code {
		if lines.MatchString(l) && !req.MatchString(l) {
			out = append(out, fmt.Sprintf("%s:%d: contradicts the fact %q", path, line+1+i, r.Fact))
		}
	}
	return out
}

// ---------------------------------------------------------------------------
// glossary
// ---------------------------------------------------------------------------

func (g term) check(l factLine) string {
	if l.code && !g.Code {
		return ""
	}
	text := l.text
	for _, a := range g.Allow {
		text = strings.ReplaceAll(text, a, strings.Repeat(" ", len(a)))
	}
	for _, r := range g.Reject {
		if m := re(r).FindString(text); m != "" {
			return fmt.Sprintf("%s:%d: %q: the docs say %q", l.path, l.num, strings.TrimSpace(m), g.Use)
		}
	}
	return ""
}

// ---------------------------------------------------------------------------
// features
// ---------------------------------------------------------------------------

// startVersion matches a version named as a starting point.
var startVersion = regexp.MustCompile(`(\d+\.\d+\.\d+)(?:부터| 이상|에서 (?:추가|수정|고쳐))`)

// pageVersionProblems reports versions on a feature page's line that are
// older than the feature.
func (ft feature) pageVersionProblems(l factLine) []string {
	var out []string
	for _, m := range startVersion.FindAllStringSubmatch(l.text, -1) {
		if versionLess(m[1], ft.Version) {
			out = append(out, fmt.Sprintf("%s:%d: names %s, but %s came in %s", l.path, l.num, m[0], ft.Name, ft.Version))
		}
	}
	return out
}

// noteProblem reports a release note of version v whose line names the
// feature although the feature is newer.
func (ft feature) noteProblem(v string, l factLine) string {
	if !versionLess(v, ft.Version) {
		return ""
	}
	for _, m := range ft.mentions {
		if s := m.FindString(l.text); s != "" {
			return fmt.Sprintf("%s:%d: the %s note names %q, which came in %s", l.path, l.num, v, s, ft.Name+" "+ft.Version)
		}
	}
	return ""
}

// declarationSince finds the @since of Interface or Interface.member.
func declarationSince(ifaces map[string]*tsInterface, decl string) (string, bool) {
	name, member, _ := strings.Cut(decl, ".")
	in, ok := ifaces[name]
	if !ok {
		return "", false
	}
	if member == "" {
		return since(in.doc), true
	}
	for _, m := range in.members {
		if mm := methodMember.FindStringSubmatch(m.text); mm != nil && mm[1] == member {
			return since(m.doc), true
		}
		if pm := propMember.FindStringSubmatch(m.text); pm != nil && pm[1] == member {
			return since(m.doc), true
		}
	}
	return "", false
}

// ---------------------------------------------------------------------------
// tests
// ---------------------------------------------------------------------------

func TestFactsCatchTheirCases(t *testing.T) {
	f := readFacts(t)
	features := map[string]feature{}
	for _, ft := range f.Features {
		features[ft.Name] = ft
	}
	for _, c := range f.FeatureCases {
		ft, ok := features[c.Feature]
		if !assert.True(t, ok, "%s: case for unknown feature %q", factsFile, c.Feature) {
			continue
		}
		switch {
		case c.Note != "":
			assert.NotEmpty(t, ft.noteProblem(c.Version, caseLine(c.Bad)), "feature %s: the %s note case should be reported: %s", ft.Name, c.Version, c.Bad)
			assert.Empty(t, ft.noteProblem(c.Version, caseLine(c.Good)), "feature %s: the good note case is reported", ft.Name)
		case c.Page != "":
			assert.NotEmpty(t, ft.pageVersionProblems(caseLine(c.Bad)), "feature %s: the page case should be reported: %s", ft.Name, c.Bad)
			assert.Empty(t, ft.pageVersionProblems(caseLine(c.Good)), "feature %s: the good page case is reported", ft.Name)
		}
	}
	for _, lt := range f.Lifetimes {
		require.NotEmpty(t, lt.Bad, "lifetime %s needs a bad case", lt.Name)
		for _, b := range lt.Bad {
			assert.NotEmpty(t, lt.check(caseLine(b)), "lifetime %s should reject: %s", lt.Name, b)
		}
		for _, g := range lt.Good {
			assert.Empty(t, lt.check(caseLine(g)), "lifetime %s should accept: %s", lt.Name, g)
		}
	}
	for _, r := range f.Rules {
		require.NotEmpty(t, r.Bad, "rule %q needs a bad case", r.Fact)
		// A rule that checks code sees its cases as code lines.
		for _, b := range r.Bad {
			assert.NotEmpty(t, r.check(factLine{path: "case", num: 1, text: b, code: r.Code}), "rule %q should reject: %s", r.Fact, b)
		}
		for _, g := range r.Good {
			assert.Empty(t, r.check(factLine{path: "case", num: 1, text: g, code: r.Code}), "rule %q should accept: %s", r.Fact, g)
		}
	}
	for _, r := range f.Blocks {
		require.NotEmpty(t, r.Bad, "block rule %q needs a bad case", r.Fact)
		for _, b := range r.Bad {
			assert.NotEmpty(t, r.check("case", 1, b.Lang, strings.Split(b.Code, "\n")), "block rule %q should reject:\n%s", r.Fact, b.Code)
		}
		for _, g := range r.Good {
			assert.Empty(t, r.check("case", 1, g.Lang, strings.Split(g.Code, "\n")), "block rule %q should accept:\n%s", r.Fact, g.Code)
		}
	}
	for _, g := range f.Glossary {
		require.NotEmpty(t, g.Bad, "glossary %q needs a bad case", g.Use)
		for _, b := range g.Bad {
			assert.NotEmpty(t, g.check(caseLine(b)), "glossary %q should reject: %s", g.Use, b)
		}
		for _, good := range g.Good {
			assert.Empty(t, g.check(caseLine(good)), "glossary %q should accept: %s", g.Use, good)
		}
	}
}

func TestFeatureVersions(t *testing.T) {
	f := readFacts(t)
	ifaces, _ := readDeclarations(t)
	var notes []releasePage
	for _, list := range releaseLists {
		notes = append(notes, readReleases(t, list)...)
	}
	for _, ft := range f.Features {
		t.Run(ft.Name, func(t *testing.T) {
			if ft.Declaration != "" {
				got, ok := declarationSince(ifaces, ft.Declaration)
				if assert.True(t, ok, "%s: nuri.d.ts declares no %s", factsFile, ft.Declaration) {
					assert.Equal(t, ft.Version, got, "site/%s: %s has @since %s, but %s says %s came in %s", sdkDecl, ft.Declaration, got, factsFile, ft.Name, ft.Version)
				}
			}
			for _, n := range notes {
				for _, l := range linesOf(n.page) {
					if msg := ft.noteProblem(n.version, l); msg != "" {
						t.Error(msg)
					}
				}
			}
			for _, path := range ft.Pages {
				for _, l := range linesOf(readMDX(t, path)) {
					for _, msg := range ft.pageVersionProblems(l) {
						t.Error(msg)
					}
				}
			}
		})
	}
}

func TestLifetimes(t *testing.T) {
	f := readFacts(t)
	lines := allLines(t)
	for _, lt := range f.Lifetimes {
		matched := 0
		for _, l := range lines {
			if !l.code && re(lt.About).MatchString(l.text) && duration.MatchString(l.text) {
				matched++
			}
			if msg := lt.check(l); msg != "" {
				t.Error(msg)
			}
		}
		// A lifetime no page states any more is a stale fact.
		assert.NotZero(t, matched, "%s: no line states the %s (%s); fix `about`", factsFile, lt.Name, lt.Value)
	}
}

func TestFactRules(t *testing.T) {
	f := readFacts(t)
	lines := allLines(t)
	for _, r := range f.Rules {
		for _, l := range lines {
			if !filesMatch(r.Files, relToSite(l.path)) {
				continue
			}
			if msg := r.check(l); msg != "" {
				t.Error(msg)
			}
		}
	}
}

func TestFactBlocks(t *testing.T) {
	f := readFacts(t)
	for _, p := range docsPages(t) {
		for _, fe := range p.fences {
			for _, r := range f.Blocks {
				for _, msg := range r.check(p.path, fe.line, fe.lang, fe.code) {
					t.Error(msg)
				}
			}
		}
	}
}

func TestGlossary(t *testing.T) {
	f := readFacts(t)
	used := map[string]bool{}
	for _, l := range allLines(t) {
		for _, g := range f.Glossary {
			if msg := g.check(l); msg != "" {
				t.Error(msg)
			}
			if strings.Contains(l.text, g.Use) {
				used[g.Use] = true
			}
		}
	}
	// A chosen word no page uses is a stale entry.
	for _, g := range f.Glossary {
		assert.True(t, used[g.Use], "%s: no page uses %q", factsFile, g.Use)
	}
}
