// Package fonts is the docskit plugin that self-hosts a web font from a
// dynamic-subset distribution (Google-Fonts-style unicode-range slices, as
// the Pretendard npm package ships them): it copies the slices of the chosen
// weights to /assets/fonts/<name>/, writes a stylesheet for them, links it
// from every page, and preloads the few slices that the text a visitor sees
// first needs.
//
// The font is switched on for a whole page at once, before its first paint
// (client/gate.ts, the gate): the page is drawn either all in the web font or
// all in the system font, never a mix of the two inside one word, and a font
// that comes later never moves the text. A returning visitor's page waits up
// to 100 ms for the faces its text needs (they come from the cache); a first
// visit is drawn in the system font at once and loads them for the next page,
// unless the system font would draw the text as boxes (no Korean font): then
// the page waits for the web font. The theme's --dk-font and --dk-font-mono
// stacks name the font only while the gate is open.
//
// It runs in two steps: InjectTags adds the tags to each page, and PostBuild
// writes the stylesheet and the font files.
package fonts

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"docskit.dev/docskit"
	"docskit.dev/docskit/theme"
	"github.com/evanw/esbuild/pkg/api"
)

// Options configure a self-hosted font.
type Options struct {
	// Name names the output folder, /assets/fonts/<Name>/ (e.g. "pretendard-1.3.9").
	// Include the font's version: files there are cached for a year.
	Name string
	// Dir is the folder holding CSS and the woff2 folder, e.g.
	// "node_modules/pretendard/dist/web/static" (relative to the working directory).
	Dir string
	// CSS is the dynamic-subset stylesheet in Dir, e.g. "pretendard-dynamic-subset.css".
	CSS string
	// Weights keeps only these font-weight values (empty: all of them).
	Weights []int
	// PreloadText is a sample of the text above the fold; for each weight in
	// PreloadWeights the slices whose unicode-range covers one of its
	// characters are preloaded. Its first two characters other than spaces
	// also tell the gate whether the system font can draw the site's text
	// (see gateWaitUnreadable): give characters of the site's own script.
	PreloadText    string
	PreloadWeights []int
	// Display is the faces' font-display: "optional" (the default), "swap",
	// "fallback", "block" or "auto". The first paint does not depend on it:
	// the gate loads the faces a page's text needs before it switches the
	// font on. It applies to text that needs a face not loaded yet after that
	// (a client-side route, a dialog's results) and to browsers without
	// JavaScript. With "optional" such a face is used only if it comes within
	// about 100 ms, so a late font never moves the text (Lighthouse, mobile,
	// not-found page of the Nuri site: with "swap", late semibold and bold
	// slices shifted the footer, CLS 0.07); "swap" always shows the font, and
	// moves the text when it arrives.
	Display string
	// Subset drops the faces of Hangul-only slices that no character of the
	// site needs: the characters of page titles, descriptions and bodies, the
	// sidebars, the configuration and the theme's sources. Slices of other
	// scripts are always kept (a plugin's client text may use them). A
	// Korean site uses about a third of the slices, so the render-blocking
	// stylesheet shrinks to about half.
	Subset bool
	// ExtraText is text the site shows that is in none of those places (a
	// plugin's client-side labels); its characters are kept too.
	ExtraText string
}

var displays = []string{"optional", "swap", "fallback", "block", "auto"}

// How long the gate holds a page's first paint for the faces its text needs.
// gateWait is the block period browsers give font-display: optional: a
// returning visitor's faces come from the cache well within it (a first visit
// is not held at all where the system font can draw the text).
// gateWaitUnreadable applies where the system font draws the site's text as
// boxes (no Korean font, for Korean text): the page is held as long as
// font-display: block would hide its text, and a later font is still used.
// The stylesheet shows a held page after gateWaitUnreadable plus a margin
// should the gate script not run at all.
const (
	gateWait           = 100 * time.Millisecond
	gateWaitUnreadable = 3 * time.Second
	gateFailsafe       = gateWaitUnreadable + 500*time.Millisecond
)

// The gate's classes on <html>: gateOff keeps the font out of the theme's
// stacks, gateWait holds the first paint. The head script sets both where
// document.fonts can load faces; client/gate.ts removes them.
const (
	gateOffClass  = "dk-font-off"
	gateWaitClass = "dk-font-wait"
)

// holdScript runs in <head>, before anything can be painted.
const holdScript = `if(document.fonts&&document.fonts.load)document.documentElement.classList.add("` + gateOffClass + `","` + gateWaitClass + `")`

//go:embed client/gate.ts
var gateSource string

// compileGate turns client/gate.ts into the minified script the pages inline.
func compileGate() (string, error) {
	res := api.Transform(gateSource, api.TransformOptions{
		Loader:            api.LoaderTS,
		Format:            api.FormatIIFE,
		Target:            api.ES2017,
		MinifyWhitespace:  true,
		MinifyIdentifiers: true,
		MinifySyntax:      true,
		Sourcefile:        "plugins/fonts/client/gate.ts",
	})
	if len(res.Errors) > 0 {
		e := res.Errors[0]
		return "", fmt.Errorf("fonts: client/gate.ts: %s", e.Text)
	}
	return strings.TrimSpace(string(res.Code)), nil
}

func (p *Plugin) display() string {
	if p.opts.Display == "" {
		return "optional"
	}
	return p.opts.Display
}

// Plugin is the fonts plugin.
type Plugin struct {
	opts Options
	once sync.Once
	base string // URL of the font's folder, under the site's base URL (the first prepare's)
	css  string
	gate string   // the gate script, compiled
	fam  string   // the font's family name, unquoted
	face []face   // the kept weights' faces, in stylesheet order
	urls []string // font files, relative to Dir
	pre  []string // preloaded URLs
	err  error

	// The font files, read by the first PostBuild and kept for the next
	// ones (the dev server builds again after every edit).
	filesOnce sync.Once
	files     [][]byte
	filesErr  error
}

// New returns the fonts plugin.
func New(opts Options) *Plugin { return &Plugin{opts: opts} }

// Name implements docskit.Plugin.
func (p *Plugin) Name() string { return "fonts" }

// Validate checks that the stylesheet exists.
func (p *Plugin) Validate() error {
	if p.opts.Name == "" || strings.ContainsAny(p.opts.Name, "/\\") {
		return fmt.Errorf("fonts: Name %q must be a plain folder name", p.opts.Name)
	}
	if !slices.Contains(displays, p.display()) {
		return fmt.Errorf("fonts: Display %q is not one of %s", p.opts.Display, strings.Join(displays, ", "))
	}
	if _, err := os.Stat(filepath.Join(p.opts.Dir, p.opts.CSS)); err != nil {
		return fmt.Errorf("fonts: %w (is the font package installed? run npm ci)", err)
	}
	return nil
}

var (
	faceRe   = regexp.MustCompile(`(?s)@font-face\s*\{(.*?)\}`)
	weightRe = regexp.MustCompile(`font-weight:\s*(\d+)`)
	woff2Re  = regexp.MustCompile(`url\(\s*['"]?\./([^'")]+\.woff2)['"]?\s*\)\s*format\(['"]woff2['"]\)`)
	rangeRe  = regexp.MustCompile(`unicode-range:\s*([^;]+);`)
)

// face is one @font-face rule of the stylesheet.
type face struct {
	rule string // the rule as written, with its newline
	rng  string // its unicode-range ("" for all characters)
	file int    // index in urls
}

// dir is the output folder of the font's files: "assets/fonts/<name>/".
func (p *Plugin) dir() string { return "assets/fonts/" + p.opts.Name + "/" }

// urlsOf is the site's URL helper (the default site's without a Config, in tests).
func urlsOf(ctx *docskit.Context) docskit.URLs {
	if ctx == nil || ctx.Config == nil {
		return (&docskit.Config{}).URLs()
	}
	return ctx.Config.URLs()
}

// prepare reads the stylesheet once, keeps the chosen weights, points the
// faces at the copied woff2 files (URLs under the site's base URL) and
// picks the slices to preload.
func (p *Plugin) prepare(ctx *docskit.Context) error {
	p.once.Do(func() {
		p.base = urlsOf(ctx).File(p.dir())
		src, err := os.ReadFile(filepath.Join(p.opts.Dir, p.opts.CSS))
		if err != nil {
			p.err = err
			return
		}
		var css strings.Builder
		need := []rune(p.opts.PreloadText)
		for _, m := range faceRe.FindAllStringSubmatch(string(src), -1) {
			body := m[1]
			w := weightRe.FindStringSubmatch(body)
			file := woff2Re.FindStringSubmatch(body)
			if w == nil || file == nil {
				continue
			}
			weight, _ := strconv.Atoi(w[1])
			if len(p.opts.Weights) > 0 && !slices.Contains(p.opts.Weights, weight) {
				continue
			}
			url := p.base + filepath.Base(file[1])
			p.urls = append(p.urls, file[1])
			rng := ""
			if r := rangeRe.FindStringSubmatch(body); r != nil {
				rng = strings.TrimSpace(r[1])
			}
			if p.fam == "" {
				p.fam = family(body)
			}
			rule := fmt.Sprintf("@font-face{font-family:%s;font-style:normal;font-display:%s;font-weight:%d;src:url(%s) format(\"woff2\")", cssString(family(body)), p.display(), weight, url)
			if rng != "" {
				rule += ";unicode-range:" + rng
			}
			rule += "}\n"
			css.WriteString(rule)
			p.face = append(p.face, face{rule: rule, rng: rng, file: len(p.urls) - 1})
			if slices.Contains(p.opts.PreloadWeights, weight) && rng != "" && covers(rng, need) {
				p.pre = append(p.pre, url)
			}
		}
		if len(p.urls) == 0 {
			p.err = fmt.Errorf("fonts: no woff2 faces of weights %v in %s", p.opts.Weights, p.opts.CSS)
			return
		}
		p.css = css.String()
		p.gate, p.err = compileGate()
	})
	return p.err
}

// gateCSS is the stylesheet's part of the gate: the theme's stacks with the
// font in front (body text) and behind (code: its Hangul) unless the gate is
// off, and the held first paint, shown by an animation if no script ends it.
func (p *Plugin) gateCSS() string {
	f := cssString(p.fam)
	return fmt.Sprintf(":root:not(.%s){--dk-font:%s,var(--dk-font-system);--dk-font-mono:var(--dk-font-mono-system),%s}\n", gateOffClass, f, f) +
		fmt.Sprintf(":root.%s{visibility:hidden;animation:%s 0s %dms forwards}\n", gateWaitClass, gateWaitClass, gateFailsafe.Milliseconds()) +
		fmt.Sprintf("@keyframes %s{to{visibility:visible}}\n", gateWaitClass)
}

// family returns the unquoted font-family of an @font-face body.
func family(body string) string {
	if i := strings.Index(body, "font-family:"); i >= 0 {
		rest := body[i+len("font-family:"):]
		if j := strings.IndexByte(rest, ';'); j >= 0 {
			return strings.Trim(strings.TrimSpace(rest[:j]), `'"`)
		}
	}
	return "sans-serif"
}

// cssString quotes a family name for CSS.
func cssString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// covers reports whether a unicode-range list covers any of the runes
// (spaces aside: every slice "covers" them through its fallback).
func covers(rng string, runes []rune) bool {
	for _, r := range ranges(rng) {
		for _, c := range runes {
			if c >= r[0] && c <= r[1] && c != ' ' {
				return true
			}
		}
	}
	return false
}

// InjectTags adds the gate's hold (first, so that no stylesheet delays it),
// the preloads of the first slices and the stylesheet to the head, and the
// gate's decision to the end of the body.
func (p *Plugin) InjectTags(ctx *docskit.Context, pg *docskit.Page) docskit.Tags {
	if p.prepare(ctx) != nil {
		return docskit.Tags{}
	}
	var t docskit.Tags
	t.Head = append(t.Head, docskit.Tag{Name: "script", InnerHTML: holdScript})
	for _, u := range p.pre {
		t.Head = append(t.Head, docskit.Tag{Name: "link", Attrs: map[string]string{"rel": "preload", "as": "font", "type": "font/woff2", "href": u, "crossorigin": ""}})
	}
	t.Head = append(t.Head, docskit.Tag{Name: "link", Attrs: map[string]string{"rel": "stylesheet", "href": p.base + "font.css"}})
	t.BodyEnd = append(t.BodyEnd, docskit.Tag{Name: "script", InnerHTML: p.gate, Attrs: map[string]string{
		"data-family":          p.fam,
		"data-base":            p.base,
		"data-sample":          p.opts.PreloadText,
		"data-wait":            strconv.FormatInt(gateWait.Milliseconds(), 10),
		"data-wait-unreadable": strconv.FormatInt(gateWaitUnreadable.Milliseconds(), 10),
	}})
	return t
}

// PostBuild writes the stylesheet and copies the font files.
func (p *Plugin) PostBuild(ctx *docskit.Context, s *docskit.Site, out docskit.Output) error {
	if err := p.prepare(ctx); err != nil {
		return err
	}
	dir := p.dir()
	css, keep := p.css, func(int) bool { return true }
	if p.opts.Subset && s != nil {
		css, keep = p.subset(ctx, s)
	}
	if err := out.WriteFile(dir+"font.css", []byte(p.gateCSS()+css)); err != nil {
		return err
	}
	p.filesOnce.Do(func() {
		for _, f := range p.urls {
			b, err := os.ReadFile(filepath.Join(p.opts.Dir, filepath.FromSlash(f)))
			if err != nil {
				p.filesErr = err
				return
			}
			p.files = append(p.files, b)
		}
	})
	if p.filesErr != nil {
		return p.filesErr
	}
	for i, f := range p.urls {
		if !keep(i) {
			continue
		}
		if err := out.WriteFile(dir+filepath.Base(f), p.files[i]); err != nil {
			return err
		}
	}
	return nil
}

// subset returns the stylesheet without the Hangul-only faces the site does
// not need, and which font files it still uses.
func (p *Plugin) subset(ctx *docskit.Context, s *docskit.Site) (string, func(int) bool) {
	used := siteRunes(ctx, s, p.opts.PreloadText+p.opts.ExtraText)
	var css strings.Builder
	files := make([]bool, len(p.urls))
	for _, f := range p.face {
		if f.rng != "" && hangulOnly(f.rng) && !coversAny(f.rng, used) {
			continue
		}
		css.WriteString(f.rule)
		files[f.file] = true
	}
	return css.String(), func(i int) bool { return files[i] }
}

// siteRunes is the sorted set of characters a site's text can show.
func siteRunes(ctx *docskit.Context, s *docskit.Site, extra string) []rune {
	set := map[rune]bool{}
	add := func(text string) {
		for _, r := range text {
			set[r] = true
		}
	}
	add(extra)
	for _, pg := range s.Pages {
		add(pg.Title)
		add(pg.Description)
		add(string(pg.Body))
		if pg.Doc != nil {
			// What the page shows besides its own source: the content of
			// the MDX partials it includes.
			if b, err := json.Marshal(pg.Doc.Body); err == nil {
				add(string(b))
			}
		}
	}
	if b, err := json.Marshal(s.Sidebars); err == nil {
		add(string(b))
	}
	if ctx != nil && ctx.Config != nil {
		if b, err := json.Marshal(ctx.Config); err == nil {
			add(string(b))
		}
	}
	_ = fs.WalkDir(theme.FS, ".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if b, err := fs.ReadFile(theme.FS, path); err == nil {
				add(string(b))
			}
		}
		return nil
	})
	runes := make([]rune, 0, len(set))
	for r := range set {
		runes = append(runes, r)
	}
	slices.Sort(runes)
	return runes
}

// ranges parses a unicode-range list into inclusive [lo, hi] pairs.
func ranges(rng string) [][2]rune {
	var out [][2]rune
	for _, part := range strings.Split(rng, ",") {
		part = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(part), "U+"))
		a, b, isRange := strings.Cut(part, "-")
		lo, err := strconv.ParseInt(a, 16, 32)
		if err != nil {
			continue
		}
		hi := lo
		if isRange {
			if h, err := strconv.ParseInt(b, 16, 32); err == nil {
				hi = h
			}
		}
		out = append(out, [2]rune{rune(lo), rune(hi)})
	}
	return out
}

// hangulOnly reports whether every character of a unicode-range is a Hangul
// syllable or jamo.
func hangulOnly(rng string) bool {
	rs := ranges(rng)
	for _, r := range rs {
		if !isHangulRange(r[0], r[1]) {
			return false
		}
	}
	return len(rs) > 0
}

func isHangulRange(lo, hi rune) bool {
	for _, b := range [][2]rune{{0x1100, 0x11FF}, {0x3130, 0x318F}, {0xA960, 0xA97F}, {0xAC00, 0xD7FF}} {
		if lo >= b[0] && hi <= b[1] {
			return true
		}
	}
	return false
}

// coversAny reports whether a unicode-range covers one of the sorted runes.
func coversAny(rng string, sorted []rune) bool {
	for _, r := range ranges(rng) {
		i, _ := slices.BinarySearch(sorted, r[0])
		if i < len(sorted) && sorted[i] <= r[1] {
			return true
		}
	}
	return false
}

var (
	_ docskit.Validator   = (*Plugin)(nil)
	_ docskit.BodyReader  = (*Plugin)(nil)
	_ docskit.TagInjector = (*Plugin)(nil)
	_ docskit.PostBuilder = (*Plugin)(nil)
)

// ReadsBody implements docskit.BodyReader: the subset is made from every
// page's source and parsed body after the build.
func (p *Plugin) ReadsBody(*docskit.Page) bool { return true }
