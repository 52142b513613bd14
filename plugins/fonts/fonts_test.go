package fonts

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/docskittest"
	"docskit.dev/docskit/mdx"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const sampleCSS = `/* license */
@font-face {
	font-family: 'Pretendard';
	font-weight: 400;
	src: url(./woff2-dynamic-subset/Pretendard-Regular.subset.0.woff2) format('woff2'), url(./woff-dynamic-subset/Pretendard-Regular.subset.0.woff) format('woff');
	unicode-range: U+ac00-ac0f, U+b204;
}
@font-face {
	font-family: 'Pretendard';
	font-weight: 400;
	src: url(./woff2-dynamic-subset/Pretendard-Regular.subset.1.woff2) format('woff2');
	unicode-range: U+0041-005a;
}
@font-face {
	font-family: 'Pretendard';
	font-weight: 100;
	src: url(./woff2-dynamic-subset/Pretendard-Thin.subset.0.woff2) format('woff2');
	unicode-range: U+ac00-ac0f;
}
`

func fixture(t *testing.T) string {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "woff2-dynamic-subset"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "font.css"), []byte(sampleCSS), 0o644))
	for _, f := range []string{"Pretendard-Regular.subset.0.woff2", "Pretendard-Regular.subset.1.woff2", "Pretendard-Thin.subset.0.woff2"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, "woff2-dynamic-subset", f), []byte("font "+f), 0o644))
	}
	return dir
}

func TestKeepsChosenWeightsAndPreloadsSlicesOfTheSampleText(t *testing.T) {
	p := New(Options{Name: "pre-1", Dir: fixture(t), CSS: "font.css", Weights: []int{400}, PreloadText: "누", PreloadWeights: []int{400}})
	require.NoError(t, p.Validate())
	tags := p.InjectTags(nil, &docskit.Page{})
	require.Len(t, tags.Head, 3)
	assert.Equal(t, "script", tags.Head[0].Name, "the gate's hold comes first")
	assert.Equal(t, "/assets/fonts/pre-1/Pretendard-Regular.subset.0.woff2", tags.Head[1].Attrs["href"], "누 (U+B204) is in slice 0")
	assert.Equal(t, "preload", tags.Head[1].Attrs["rel"])
	assert.Equal(t, "/assets/fonts/pre-1/font.css", tags.Head[2].Attrs["href"])

	out, err := docskitOutput(t)
	require.NoError(t, err)
	require.NoError(t, p.PostBuild(nil, nil, out))
	css, err := readOut(out, "assets/fonts/pre-1/font.css")
	require.NoError(t, err)
	assert.Equal(t, 2, strings.Count(string(css), "@font-face"), "the 100 weight is dropped")
	assert.NotContains(t, string(css), "Thin")
	assert.Contains(t, string(css), "unicode-range:U+0041-005a")
	assert.Equal(t, 2, strings.Count(string(css), "font-display:optional"), "a late face never moves the text")
	_, err = readOut(out, "assets/fonts/pre-1/Pretendard-Thin.subset.0.woff2")
	assert.True(t, os.IsNotExist(err))
}

// The gate: a head script holds the first paint and keeps the font out of
// the stacks, a script at the end of the body decides (client/gate.ts, in
// the browser tests), and the stylesheet ties the classes to the stacks.
func TestGateTagsAndStylesheet(t *testing.T) {
	p := New(Options{Name: "g-1", Dir: fixture(t), CSS: "font.css", Weights: []int{400}, PreloadText: "누리"})
	require.NoError(t, p.Validate())
	a := p.InjectTags(nil, &docskit.Page{Route: "/a"})
	b := p.InjectTags(nil, &docskit.Page{Route: "/b"})
	assert.Equal(t, a, b, "the same tags on every page: the inline scripts' CSP hashes do not multiply")

	hold := a.Head[0]
	assert.Equal(t, "script", hold.Name)
	assert.Contains(t, hold.InnerHTML, `classList.add("dk-font-off","dk-font-wait")`)
	assert.Contains(t, hold.InnerHTML, "document.fonts", "only where the font set can load faces")

	require.Len(t, a.BodyEnd, 1)
	gate := a.BodyEnd[0]
	assert.Equal(t, "script", gate.Name)
	assert.Equal(t, map[string]string{"data-family": "Pretendard", "data-base": "/assets/fonts/g-1/", "data-sample": "누리", "data-wait": "100", "data-wait-unreadable": "3000"}, gate.Attrs)
	assert.True(t, strings.HasPrefix(gate.InnerHTML, "(()=>{"), "compiled and minified: %.40s", gate.InnerHTML)
	assert.Contains(t, gate.InnerHTML, "dk-font-off")
	assert.NotContains(t, gate.InnerHTML, "\n", "minified")
	assert.NotContains(t, gate.InnerHTML, "</", "nothing in it can close the <script> element")

	out, err := docskitOutput(t)
	require.NoError(t, err)
	require.NoError(t, p.PostBuild(nil, nil, out))
	css, err := readOut(out, "assets/fonts/g-1/font.css")
	require.NoError(t, err)
	lines := strings.SplitN(string(css), "\n", 4)
	assert.Equal(t, []string{
		`:root:not(.dk-font-off){--dk-font:"Pretendard",var(--dk-font-system);--dk-font-mono:var(--dk-font-mono-system),"Pretendard"}`,
		`:root.dk-font-wait{visibility:hidden;animation:dk-font-wait 0s 3500ms forwards}`,
		`@keyframes dk-font-wait{to{visibility:visible}}`,
	}, lines[:3])
	assert.True(t, strings.HasPrefix(lines[3], `@font-face{font-family:"Pretendard";`), "family names are written in double quotes: %.60s", lines[3])
}

// The dev server builds again with the same plugin: every build gets the files.
func TestEveryBuildWritesTheFontFiles(t *testing.T) {
	p := New(Options{Name: "f-1", Dir: fixture(t), CSS: "font.css", Weights: []int{400}})
	require.NoError(t, p.Validate())
	for i := 0; i < 2; i++ {
		out, err := docskitOutput(t)
		require.NoError(t, err)
		require.NoError(t, p.PostBuild(nil, nil, out))
		got, err := readOut(out, "assets/fonts/f-1/Pretendard-Regular.subset.1.woff2")
		require.NoError(t, err, "build %d", i+1)
		assert.Equal(t, "font Pretendard-Regular.subset.1.woff2", string(got))
	}
}

func TestValidateNamesTheMissingPackage(t *testing.T) {
	err := New(Options{Name: "x", Dir: t.TempDir(), CSS: "missing.css"}).Validate()
	assert.ErrorContains(t, err, "npm ci")
	assert.Error(t, New(Options{Name: "a/b", Dir: fixture(t), CSS: "font.css"}).Validate())
}

func TestCovers(t *testing.T) {
	assert.True(t, covers("U+0041-005a, U+ac00", []rune("a A")))
	assert.True(t, covers("U+0041-005a, U+ac00", []rune("가")))
	assert.False(t, covers("U+0041-005a", []rune("가 ")))
}
func docskitOutput(*testing.T) (*docskittest.Output, error) {
	return &docskittest.Output{}, nil
}

// readOut returns a file the plugin wrote, or an error like os.ReadFile's.
func readOut(out *docskittest.Output, rel string) ([]byte, error) {
	if data, ok := out.File(rel); ok {
		return data, nil
	}
	return nil, os.ErrNotExist
}

func TestDisplayIsChecked(t *testing.T) {
	dir := fixture(t)
	for _, tc := range []struct {
		display string
		err     string
	}{
		{"", ""},
		{"swap", ""},
		{"optional", ""},
		{"fast", `fonts: Display "fast" is not one of optional, swap, fallback, block, auto`},
	} {
		p := New(Options{Name: "d-1", Dir: dir, CSS: "font.css", Display: tc.display})
		if err := p.Validate(); tc.err == "" {
			assert.NoError(t, err, tc.display)
		} else {
			assert.EqualError(t, err, tc.err)
		}
	}
	p := New(Options{Name: "d-1", Dir: dir, CSS: "font.css", Weights: []int{400}, Display: "swap"})
	out, err := docskitOutput(t)
	require.NoError(t, err)
	require.NoError(t, p.PostBuild(nil, nil, out))
	css, err := readOut(out, "assets/fonts/d-1/font.css")
	require.NoError(t, err)
	assert.Equal(t, 2, strings.Count(string(css), "font-display:swap"))
}

func TestSubsetDropsHangulSlicesTheSiteDoesNotUse(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "w"), 0o755))
	faces := map[string]string{"nu": "U+b204", "rare": "U+d7a0-d7a3", "latin": "U+0041-005a", "arrows": "U+2190-2193", "spare": "U+d7a0, U+1f600"}
	var css strings.Builder
	for name, rng := range faces {
		fmt.Fprintf(&css, "@font-face { font-family: 'P'; font-weight: 400; src: url(./w/%s.woff2) format('woff2'); unicode-range: %s; }\n", name, rng)
		require.NoError(t, os.WriteFile(filepath.Join(dir, "w", name+".woff2"), []byte(name), 0o644))
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "f.css"), []byte(css.String()), 0o644))

	site := &docskit.Site{Pages: []*docskit.Page{{Title: "Intro", Body: []byte("누리 SDK")}}}
	for _, subset := range []bool{true, false} {
		p := New(Options{Name: "s-1", Dir: dir, CSS: "f.css", Subset: subset})
		require.NoError(t, p.Validate())
		out, err := docskitOutput(t)
		require.NoError(t, err)
		require.NoError(t, p.PostBuild(&docskit.Context{Config: &docskit.Config{Title: "Docs"}}, site, out))
		got, err := readOut(out, "assets/fonts/s-1/font.css")
		require.NoError(t, err)
		exists := func(name string) bool {
			return out.Exists("assets/fonts/s-1/" + name + ".woff2")
		}
		if !subset {
			assert.Equal(t, 5, strings.Count(string(got), "@font-face"), "without Subset every face stays")
			continue
		}
		assert.Equal(t, 4, strings.Count(string(got), "@font-face"))
		assert.NotContains(t, string(got), "rare.woff2", "a Hangul-only slice no page uses is dropped")
		assert.False(t, exists("rare"), "and its file is not copied")
		for _, kept := range []string{"nu", "latin", "arrows", "spare"} {
			assert.Contains(t, string(got), kept+".woff2", "%s stays: used, or not Hangul only", kept)
			assert.True(t, exists(kept))
		}
	}
}

func TestHangulOnlyAndCoversAny(t *testing.T) {
	assert.True(t, hangulOnly("U+ac00-ac0f, U+b204"))
	assert.False(t, hangulOnly("U+ac00-ac0f, U+0041"))
	assert.False(t, hangulOnly(""))
	assert.True(t, coversAny("U+0041-005a, U+b204", []rune{'누'}))
	assert.False(t, coversAny("U+0041-005a", []rune{'a', '누'}))
}

// A page shows text it does not hold in its source (an MDX partial it
// includes): its characters need their font slices too.
func TestSiteRunesCoverIncludedText(t *testing.T) {
	pg := &docskit.Page{Title: "가", Body: []byte("<Note />\n"), Doc: &mdx.Doc{Body: []mdx.Node{{Type: "html", HTML: "<p>뷁</p>"}}}}
	runes := siteRunes(nil, &docskit.Site{Pages: []*docskit.Page{pg}}, "")
	assert.Contains(t, runes, '뷁')
	assert.Contains(t, runes, '가')
}
