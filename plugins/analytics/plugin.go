// Package analytics is the docskit plugin for a tag manager (Google Tag
// Manager, window.dataLayer) and a web analytics property (GA4 through gtag),
// each optional. It adds the providers' loader tags to every page's head
// (async, so they never delay the first paint) and a client module that sends
// the site's events on route changes: page_view, landing_page_view,
// section_visit, scroll_depth, time_on_page and total_time_on_page.
//
// With neither id set the plugin adds nothing: no tag, no script, no request.
// The GA4 property is configured with send_page_view: false, so its own
// automatic page views never double the plugin's.
package analytics

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"regexp"
	"strings"
	"testing/fstest"

	"docskit.dev/docskit"
)

// Landing names a landing page: a path change to Path sends
// landing_page_view with landing=Key.
type Landing struct {
	Path string `json:"path"`
	Key  string `json:"key"`
}

// Options configure the providers and the events. The zero value sends nothing.
type Options struct {
	// TagManagerID is a Google Tag Manager container id, "GTM-XXXXXXX". Empty: no tag manager.
	TagManagerID string
	// MeasurementID is a GA4 measurement id, "G-XXXXXXXXXX". Empty: no gtag.
	MeasurementID string
	// Landings are the pages whose visits count as landing conversions.
	Landings []Landing
	// Sections are path prefixes ("/docs/guide") whose visits send
	// section_visit with section = the last segment of the prefix.
	Sections []string
}

var (
	gtmID = regexp.MustCompile(`^GTM-[A-Z0-9]{4,12}$`)
	gaID  = regexp.MustCompile(`^G-[A-Z0-9]{4,16}$`)
)

// Plugin is the analytics plugin.
type Plugin struct{ opts Options }

// New returns the analytics plugin.
func New(opts Options) *Plugin { return &Plugin{opts: opts} }

// Name implements docskit.Plugin.
func (p *Plugin) Name() string { return "analytics" }

// Enabled reports whether any provider is configured.
func (p *Plugin) Enabled() bool { return p.opts.TagManagerID != "" || p.opts.MeasurementID != "" }

// Validate rejects ids that are not of the providers' formats (they end up
// in script URLs, so nothing else may get through).
func (p *Plugin) Validate() error {
	var errs []string
	if id := p.opts.TagManagerID; id != "" && !gtmID.MatchString(id) {
		errs = append(errs, fmt.Sprintf("TagManagerID %q is not a Google Tag Manager container id (GTM- followed by 4 to 12 capital letters or digits)", id))
	}
	if id := p.opts.MeasurementID; id != "" && !gaID.MatchString(id) {
		errs = append(errs, fmt.Sprintf("MeasurementID %q is not a GA4 measurement id (G- followed by 4 to 16 capital letters or digits)", id))
	}
	for i, l := range p.opts.Landings {
		if !strings.HasPrefix(l.Path, "/") || l.Key == "" {
			errs = append(errs, fmt.Sprintf("Landings[%d]: path %q must start with / and key must be set", i, l.Path))
		}
	}
	for i, s := range p.opts.Sections {
		if !strings.HasPrefix(s, "/") || strings.HasSuffix(s, "/") {
			errs = append(errs, fmt.Sprintf("Sections[%d] %q must start with / and not end with /", i, s))
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("analytics: %s", strings.Join(errs, "; "))
	}
	return nil
}

// InjectTags adds the providers' loaders to the head: each an async script
// plus a small inline setup that is the same on every page.
func (p *Plugin) InjectTags(ctx *docskit.Context, pg *docskit.Page) docskit.Tags {
	return docskit.Tags{Head: HeadTags(p.opts)}
}

// HeadTags returns the head tags for the options (none without ids).
func HeadTags(o Options) []docskit.Tag {
	var tags []docskit.Tag
	if o.MeasurementID == "" && o.TagManagerID == "" {
		return nil
	}
	tags = append(tags, docskit.Tag{Name: "link", Attrs: map[string]string{"rel": "preconnect", "href": "https://www.googletagmanager.com"}})
	setup := "window.dataLayer=window.dataLayer||[];"
	if o.TagManagerID != "" {
		setup += `window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});`
	}
	if o.MeasurementID != "" {
		id, _ := json.Marshal(o.MeasurementID)
		setup += "window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};" +
			`gtag("js",new Date());gtag("config",` + string(id) + `,{send_page_view:false});`
	}
	tags = append(tags, docskit.Tag{Name: "script", InnerHTML: setup})
	if o.TagManagerID != "" {
		tags = append(tags, docskit.Tag{Name: "script", Attrs: map[string]string{"async": "", "src": "https://www.googletagmanager.com/gtm.js?id=" + o.TagManagerID}})
	}
	if o.MeasurementID != "" {
		tags = append(tags, docskit.Tag{Name: "script", Attrs: map[string]string{"async": "", "src": "https://www.googletagmanager.com/gtag/js?id=" + o.MeasurementID}})
	}
	return tags
}

//go:embed client/index.ts
var client embed.FS

// ClientModules returns the event module, with its settings as a generated
// module beside it; nothing without ids.
func (p *Plugin) ClientModules() []docskit.ClientModule {
	if !p.Enabled() {
		return nil
	}
	src, err := fs.ReadFile(client, "client/index.ts")
	if err != nil {
		return nil
	}
	settings, _ := json.Marshal(map[string]any{
		"tagManager": p.opts.TagManagerID != "",
		"gtag":       p.opts.MeasurementID != "",
		"landings":   nonNil(p.opts.Landings),
		"sections":   nonNil(p.opts.Sections),
	})
	mod := fstest.MapFS{
		"client/index.ts":    {Data: src},
		"client/settings.ts": {Data: []byte("export default " + string(settings) + ";\n")},
	}
	return []docskit.ClientModule{{FS: mod, Entry: "client/index.ts"}}
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

var (
	_ docskit.Validator            = (*Plugin)(nil)
	_ docskit.TagInjector          = (*Plugin)(nil)
	_ docskit.ClientModuleProvider = (*Plugin)(nil)
)
