package readingtime

import (
	"embed"
	"errors"
	"fmt"
	"strconv"

	"docskit.dev/docskit"
)

// ExtraKey is the key of page.Extra (page.extra in the theme) that holds a
// doc page's reading time in whole minutes.
const ExtraKey = "readingTime"

// MetaName is the name of the <meta> tag that carries the reading time.
const MetaName = "docskit:reading-time"

// Options configure the plugin. The zero value uses the defaults.
type Options struct {
	// WordsPerMinute is how fast readers read words written in Latin (or
	// other non-CJK) letters and numbers. Zero means 200. It must not be
	// negative.
	WordsPerMinute int
	// CharsPerMinute is how fast readers read Hangul syllables and other CJK
	// characters. Zero means 500, a common figure for adults reading Korean
	// silently. It must not be negative.
	CharsPerMinute int
}

// Plugin is the reading-time plugin. Create it with New.
type Plugin struct{ opts Options }

// New returns the plugin. Like every docskit constructor it has no side
// effects; the options are checked by Validate, which docskit.New calls.
func New(opts Options) *Plugin { return &Plugin{opts: opts} }

// Name implements docskit.Plugin.
func (p *Plugin) Name() string { return "reading-time" }

// Validate implements docskit.Validator: speeds must be positive when set.
func (p *Plugin) Validate() error {
	var errs []error
	if p.opts.WordsPerMinute < 0 {
		errs = append(errs, fmt.Errorf("WordsPerMinute is %d; it must be > 0 (or 0 for the default, 200)", p.opts.WordsPerMinute))
	}
	if p.opts.CharsPerMinute < 0 {
		errs = append(errs, fmt.Errorf("CharsPerMinute is %d; it must be > 0 (or 0 for the default, 500)", p.opts.CharsPerMinute))
	}
	return errors.Join(errs...)
}

func (p *Plugin) speeds() (words, chars int) {
	words, chars = p.opts.WordsPerMinute, p.opts.CharsPerMinute
	if words == 0 {
		words = 200
	}
	if chars == 0 {
		chars = 500
	}
	return words, chars
}

// Resolve implements docskit.Resolver: it stores every doc page's reading
// time in page.Extra[ExtraKey]. Resolvers run one at a time, after every
// page is loaded and parsed, so writing to pages here is safe and every
// body's parsed document (Page.Doc) is there to count.
func (p *Plugin) Resolve(ctx *docskit.Context, s *docskit.Site) error {
	wpm, cpm := p.speeds()
	pages, total := 0, 0
	for _, pg := range s.Pages {
		if pg.Kind != docskit.KindDoc || pg.Doc == nil {
			continue
		}
		m := Minutes(CountDoc(pg.Doc), wpm, cpm)
		if m == 0 {
			continue
		}
		if pg.Extra == nil {
			pg.Extra = map[string]any{}
		}
		pg.Extra[ExtraKey] = m
		pages++
		total += m
	}
	ctx.Logf("%d doc pages, %d minutes of reading", pages, total)
	return nil
}

// ResolveBody implements docskit.BodyResolver: in the dev server, a save
// that changed only a page's body counts that page again.
func (p *Plugin) ResolveBody(ctx *docskit.Context, s *docskit.Site, pg *docskit.Page) (bool, error) {
	if pg.Kind != docskit.KindDoc || pg.Doc == nil {
		return true, nil
	}
	wpm, cpm := p.speeds()
	if m := Minutes(CountDoc(pg.Doc), wpm, cpm); m != 0 {
		if pg.Extra == nil {
			pg.Extra = map[string]any{}
		}
		pg.Extra[ExtraKey] = m
	} else {
		delete(pg.Extra, ExtraKey)
	}
	return true, nil
}

// ReadsBody implements docskit.BodyReader: Resolve counts the text of doc
// pages (Doc.Text), so a production build keeps it for them instead of
// releasing it once their bodies are spooled.
func (p *Plugin) ReadsBody(pg *docskit.Page) bool { return pg.Kind == docskit.KindDoc }

// InjectTags implements docskit.TagInjector: a doc page with a reading time
// gets <meta name="docskit:reading-time" content="N">. It runs concurrently
// for many pages, so it only reads the page.
func (p *Plugin) InjectTags(ctx *docskit.Context, pg *docskit.Page) docskit.Tags {
	m, ok := pg.Extra[ExtraKey].(int)
	if pg.Kind != docskit.KindDoc || !ok {
		return docskit.Tags{}
	}
	return docskit.Tags{Head: []docskit.Tag{{Name: "meta", Attrs: map[string]string{"name": MetaName, "content": strconv.Itoa(m)}}}}
}

//go:embed client
var client embed.FS

// ClientModules implements docskit.ClientModuleProvider: client/index.tsx,
// bundled into the site (its relative imports, like the stylesheet, come from
// the same embedded folder).
func (p *Plugin) ClientModules() []docskit.ClientModule {
	return []docskit.ClientModule{{FS: client, Entry: "client/index.tsx"}}
}

var (
	_ docskit.Plugin               = (*Plugin)(nil)
	_ docskit.Validator            = (*Plugin)(nil)
	_ docskit.Resolver             = (*Plugin)(nil)
	_ docskit.TagInjector          = (*Plugin)(nil)
	_ docskit.ClientModuleProvider = (*Plugin)(nil)
	_ docskit.BodyReader           = (*Plugin)(nil)
)
