package docusaurus

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"docskit.dev/docskit"
	"docskit.dev/plugins/blog"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/linkcheck"
	"docskit.dev/plugins/pages"
	"docskit.dev/plugins/search"
	"docskit.dev/plugins/sitemap"
)

// assemble makes s.Config and s.Options from the config and the docs, blog
// and pages instances read.
func (s *Site) assemble(name string, sc *SiteConfig, instances []*docsInstance, blogs []*blogInstance, sitePages []*pagesInstance, withSearch bool) error {
	s.origin = strings.TrimSuffix(sc.URL, "/")
	c := docskit.Config{
		Title:   sc.Title,
		Tagline: sc.Tagline,
		URL:     strings.TrimSuffix(sc.URL, "/"),
		BaseURL: sc.BaseURL,
		// undefined, true or false, as in Docusaurus (docskit.Config.TrailingSlash).
		TrailingSlash: sc.TrailingSlash,
		Favicon:       staticURL(sc.Favicon),
		// For the site's components (useDocusaurusContext).
		CustomFields: sc.CustomFields,
		// Docusaurus's default is warn.
		OnDuplicateRoutes: orDefault(sc.OnDuplicateRoutes, "warn"),
		Navbar:            docskit.Navbar{Items: []docskit.NavItem{}},
		Footer:            docskit.Footer{Columns: []docskit.FooterColumn{}},
		// As in Docusaurus: a code language Prism does not know is plain text.
		Markdown: docskit.Markdown{Format: sc.Markdown.Format, UnknownCodeLanguage: "text", Lenient: true},
	}
	c.Markdown.Math = s.math
	if s.npm2yarn {
		// The plugin's default converters.
		c.Markdown.NPM2Yarn = []string{"yarn", "pnpm"}
	}
	if c.Title == "" {
		return fmt.Errorf("%s: title is required (Docusaurus requires it too)", name)
	}
	lang := sc.I18n.DefaultLocale
	if lang == "" {
		lang = "en"
	}
	c.Locale = docskit.Locale{Label: lang, HTMLLang: lang}
	if lc, ok := sc.I18n.LocaleConfigs[lang]; ok {
		if lc.HTMLLang != "" {
			c.Locale.HTMLLang = lc.HTMLLang
		}
		if lc.Label != "" {
			c.Locale.Label = lc.Label
		}
		c.Locale.Direction = lc.Direction
	}
	if len(sc.I18n.Locales) > 1 {
		s.warn(name, fmt.Sprintf("i18n: %d locales", len(sc.I18n.Locales)), "only the default locale ("+lang+") is built")
	}
	tc := &sc.ThemeConfig
	c.Navbar.Title = tc.Navbar.Title
	c.Navbar.HideOnScroll = tc.Navbar.HideOnScroll
	if tc.Navbar.Logo != nil {
		c.Navbar.Logo = staticURL(tc.Navbar.Logo.Src)
	}
	for i, it := range tc.Navbar.Items {
		if item, ok := s.navItem(name, fmt.Sprintf("themeConfig.navbar.items[%d]", i), it, instances, &withSearch); ok {
			if it.Position == "right" {
				item.Position = "right"
			}
			c.Navbar.Items = append(c.Navbar.Items, item)
		}
	}
	if f := tc.Footer; f != nil {
		c.Footer.Copyright = plainText(f.Copyright)
		if err := s.footer(name, f.Links, &c.Footer, instances); err != nil {
			return err
		}
	}
	if a := tc.AnnouncementBar; a != nil && a.Content != "" {
		c.Announcement = &docskit.Announcement{ID: orDefault(a.ID, "announcement-bar"), Text: plainText(a.Content), Closeable: a.IsCloseable == nil || *a.IsCloseable}
	}
	switch tc.ColorMode.DefaultMode {
	case "dark":
		c.ColorMode.Default = "dark"
	}
	c.ColorMode.DisableSwitch = tc.ColorMode.DisableSwitch
	c.ColorMode.RespectPrefersColorScheme = tc.ColorMode.RespectPrefersColorScheme
	// A doc of a Docusaurus site may have tags: the theme shows them and
	// their pages (the docs plugin makes the pages from the front matter).
	c.Docs.Tags = len(instances) > 0
	c.TOC = docskit.TOCLevels{Min: tc.TableOfContents.MinHeadingLevel, Max: tc.TableOfContents.MaxHeadingLevel}
	// Code in the Prism theme's colours; its dark theme defaults to it, as in Docusaurus.
	c.CodeColors.Light = codeColors(tc.Prism.Theme)
	c.CodeColors.Dark = cmp.Or(codeColors(tc.Prism.DarkTheme), c.CodeColors.Light)
	s.Config = c

	// Static folders: Docusaurus's default is static/.
	statics := sc.StaticDirectories
	if statics == nil {
		statics = []string{"static"}
	}
	var staticDirs []string
	for _, d := range statics {
		if !filepath.IsAbs(d) {
			d = filepath.Join(s.Dir, d)
		}
		if dirExists(d) {
			staticDirs = append(staticDirs, d)
		}
	}
	// The build's root holds the site folder and every docs, blog and pages folder.
	root := s.Dir
	for _, in := range instances {
		root = commonDir(root, in.abs)
	}
	for _, b := range blogs {
		root = commonDir(root, b.abs)
	}
	for _, in := range sitePages {
		root = commonDir(root, in.abs)
	}
	rootTaken := false
	var plugins []docskit.Plugin
	for _, in := range instances {
		rel, err := filepath.Rel(root, in.abs)
		if err != nil {
			return err
		}
		in.opts.Path = filepath.ToSlash(rel)
		in.opts.VersionsDir = filepathRel(root, s.Dir)
		in.opts.OptionsFile = path.Join(in.opts.VersionsDir, name)
		plugins = append(plugins, docs.New(in.opts))
		for _, r := range in.routes {
			rootTaken = rootTaken || r == "/"
		}
	}
	var feeds []string
	for _, b := range blogs {
		rel, err := filepath.Rel(root, b.abs)
		if err != nil {
			return err
		}
		b.opts.Path = filepath.ToSlash(rel)
		bp := blog.New(b.opts)
		plugins = append(plugins, bp)
		feeds = append(feeds, bp.FeedPaths()...)
		rootTaken = rootTaken || bp.Route() == "/"
	}
	// The pages plugin builds src/pages, and the landing page when no page
	// is at /.
	landing := pages.Options{Description: sc.Tagline}
	if len(instances) > 0 && instances[0].first != "" {
		landing.CTALabel, landing.CTAHref = "Docs", instances[0].first
	}
	for _, in := range sitePages {
		rel, err := filepath.Rel(root, in.abs)
		if err != nil {
			return err
		}
		o := in.opts
		o.Description, o.CTALabel, o.CTAHref = landing.Description, landing.CTALabel, landing.CTAHref
		o.Dir = filepath.ToSlash(rel)
		landing = o
	}
	landing.NoLanding = rootTaken
	// A swizzled MDX "a" decides where content links go, and Docusaurus
	// checks only those it passes to <Link>.
	linkComponent := mdxLinkComponent(s.Dir, append([]string{s.Dir}, s.themeDirs...))
	if linkComponent != "" {
		s.warn(linkComponent, "the site's own link component for page content", "not run: docskit renders content links itself, and a link to a page it lacks is a warning (the component may send it to another site)")
	}
	plugins = append(plugins, pages.New(landing),
		linkcheck.New(linkcheck.Options{StaticDirs: staticDirs, Files: feeds, OnBrokenLinks: sc.OnBrokenLinks, OnBrokenAnchors: orDefault(sc.OnBrokenAnchors, "warn"),
			// markdown.hooks' setting replaces the older top-level one; both default to warn.
			OnBrokenMarkdownLinks: orDefault(sc.Markdown.Hooks.OnBrokenMarkdownLinks, orDefault(sc.OnBrokenMarkdownLinks, "warn")),
			LinkComponent:         linkComponent}))
	if !s.noSitemap {
		plugins = append(plugins, sitemap.New(sitemap.Options{Filename: s.sitemapFile}))
	}
	if withSearch {
		so := search.Options{}
		if s.searchPage {
			so.Page = "/search"
		}
		plugins = append(plugins, search.New(so))
	}
	plugins = append(plugins, s.plugins...)
	s.Options = []docskit.Option{docskit.WithRoot(root), docskit.WithSource(os.DirFS(root))}
	if root != s.Dir {
		s.Options = append(s.Options, docskit.WithSiteDir(s.Dir))
	}
	for _, d := range staticDirs {
		s.Options = append(s.Options, docskit.WithStatic(d))
	}
	s.Options = append(s.Options, docskit.WithPlugins(plugins...))
	return nil
}

// navItem maps a navbar item; ok is false for an item docskit leaves out.
func (s *Site) navItem(name, where string, it NavbarItem, instances []*docsInstance, withSearch *bool) (docskit.NavItem, bool) {
	item := docskit.NavItem{Label: it.Label, AriaLabel: it.AriaLabel}
	switch it.Type {
	case "", "default":
		item.To, item.Href = s.toAndHref(it.To, it.Href)
	case "doc":
		in, r, ok := docRoute(instances, it.DocID)
		if !ok {
			s.warn(name, fmt.Sprintf("%s: doc %q", where, it.DocID), "no doc with this id: the item is left out")
			return item, false
		}
		item.To = r
		// The doc in the version shown or preferred, as in Docusaurus.
		for _, v := range in.versions {
			if r, ok := v.Docs[it.DocID]; ok {
				setVersionTo(&item, in, v.Name, r)
			}
		}
	case "docSidebar":
		in, r, sb, ok := sidebarRoute(instances, it.DocsPlugin, it.SidebarID)
		if !ok {
			s.warn(name, fmt.Sprintf("%s: sidebar %q", where, it.SidebarID), "no such sidebar, or it has no link: the item is left out")
			return item, false
		}
		item.To, item.Sidebar = r, sb
		for _, v := range in.versions {
			if r, ok := in.sidebars[v.Sidebars[it.SidebarID]]; ok {
				setVersionTo(&item, in, v.Name, r)
			}
		}
	case "dropdown":
		item.Type = docskit.NavDropdown
		for i, sub := range it.Items {
			subWhere := fmt.Sprintf("%s.items[%d]", where, i)
			if sub.Type == "dropdown" || sub.Type == "docsVersionDropdown" || sub.Type == "search" {
				s.warn(name, fmt.Sprintf("%s: %s", subWhere, sub.Type), "left out: not in a dropdown")
				continue
			}
			if l, ok := s.navItem(name, subWhere, sub, instances, withSearch); ok && l.Type == "" {
				item.Items = append(item.Items, l)
			}
		}
		if len(item.Items) == 0 || item.Label == "" {
			s.warn(name, fmt.Sprintf("%s: dropdown %q", where, it.Label), "left out: no label or no link in it")
			return item, false
		}
		return item, true
	case "search":
		*withSearch = true
		return item, false
	case "docsVersionDropdown":
		return s.versionDropdown(name, where, it, instances, withSearch)
	case "docsVersion":
		// A link to the main doc of the version shown or preferred, else
		// of the last one; labelled, unless it says, with the last one's label.
		in := instance(instances, it.DocsPlugin)
		if in == nil || in.first == "" {
			s.warn(name, fmt.Sprintf("%s: docsVersion", where), fmt.Sprintf("no docs plugin %q with docs: the item is left out", it.DocsPlugin))
			return item, false
		}
		item.To = in.first
		last := in.opts.VersionLabel
		if l, ok := in.opts.Versions[docs.CurrentVersion]; ok && l.Label != "" {
			last = l.Label
		}
		for _, v := range in.versions {
			setVersionTo(&item, in, v.Name, v.MainDoc)
			if v.IsLast {
				item.To, last = v.MainDoc, v.Label
			}
		}
		if item.Label == "" {
			item.Label = cmp.Or(last, "Next")
		}
	case "localeDropdown":
		s.warn(name, fmt.Sprintf("%s: %s", where, it.Type), "left out: one locale is built")
		return item, false
	default:
		s.warn(name, fmt.Sprintf("%s: item of type %q", where, it.Type), "left out")
		return item, false
	}
	if item.Label == "" && item.AriaLabel == "" {
		// An icon link (a className with a background image, often).
		item.Label = strings.TrimPrefix(strings.TrimPrefix(item.Href, "https://"), "http://")
	}
	if item.To == "" && item.Href == "" {
		return item, false
	}
	return item, true
}

// footer maps themeConfig.footer.links: columns ({title, items}) or one
// row of links.
func (s *Site) footer(name string, raw json.RawMessage, f *docskit.Footer, instances []*docsInstance) error {
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	type link struct {
		Label string `json:"label"`
		To    string `json:"to"`
		Href  string `json:"href"`
		HTML  string `json:"html"`
	}
	var entries []struct {
		link
		Title *string `json:"title"`
		Items []link  `json:"items"`
	}
	if err := json.Unmarshal(raw, &entries); err != nil {
		return fmt.Errorf("%s: themeConfig.footer.links: %w", name, err)
	}
	items := func(ls []link) []docskit.NavItem {
		out := []docskit.NavItem{}
		for _, l := range ls {
			if l.HTML != "" || l.To == "" && l.Href == "" {
				continue
			}
			to, href := s.toAndHref(l.To, l.Href)
			out = append(out, docskit.NavItem{Label: l.Label, To: to, Href: href})
		}
		return out
	}
	var row []link
	for _, e := range entries {
		if e.Title != nil || e.Items != nil {
			title := ""
			if e.Title != nil {
				title = *e.Title
			}
			f.Columns = append(f.Columns, docskit.FooterColumn{Title: title, Items: items(e.Items)})
			continue
		}
		row = append(row, e.link)
	}
	if len(row) > 0 {
		f.Columns = append(f.Columns, docskit.FooterColumn{Items: items(row)})
	}
	return nil
}

// versionDropdown maps a docsVersionDropdown: the versions of its docs
// plugin, or those its versions option names, each leading to its main
// doc (the theme leads to the shown doc in it when it has one), and its
// extra links.
func (s *Site) versionDropdown(name, where string, it NavbarItem, instances []*docsInstance, withSearch *bool) (docskit.NavItem, bool) {
	item := docskit.NavItem{Type: docskit.NavVersionDropdown, Label: it.Label}
	in := instance(instances, it.DocsPlugin)
	if in == nil {
		s.warn(name, fmt.Sprintf("%s: docsVersionDropdown", where), fmt.Sprintf("no docs plugin %q: the item is left out", it.DocsPlugin))
		return item, false
	}
	item.DocsPlugin = in.pluginID()
	versions := in.versions
	if versions == nil {
		// One version: the dropdown is a link to it, as in Docusaurus.
		item.Versions = []docskit.VersionLink{{Name: docs.CurrentVersion, Label: in.opts.VersionLabel, To: in.first, IsLast: true}}
		if in.opts.VersionLabel == "" {
			item.Versions[0].Label = "Next"
		}
		if l, ok := in.opts.Versions[docs.CurrentVersion]; ok && l.Label != "" {
			item.Versions[0].Label = l.Label
		}
	}
	for _, v := range versions {
		item.Versions = append(item.Versions, docskit.VersionLink{Name: v.Name, Label: v.Label, To: v.MainDoc, IsLast: v.IsLast})
	}
	if len(it.Versions) > 0 && string(it.Versions) != "null" {
		chosen, err := pickVersions(it.Versions, item.Versions)
		if err != nil {
			s.warn(name, fmt.Sprintf("%s: docsVersionDropdown versions", where), err.Error()+": every version is listed")
		} else {
			item.Versions = chosen
		}
	}
	extra := func(list []NavbarItem, kind string) []docskit.NavItem {
		var out []docskit.NavItem
		for i, sub := range list {
			if m, ok := s.navItem(name, fmt.Sprintf("%s.%s[%d]", where, kind, i), sub, instances, withSearch); ok && m.Type == "" {
				out = append(out, m)
			}
		}
		return out
	}
	item.ItemsBefore = extra(it.DropdownItemsBefore, "dropdownItemsBefore")
	item.ItemsAfter = extra(it.DropdownItemsAfter, "dropdownItemsAfter")
	return item, true
}

// pickVersions reads a docsVersionDropdown's versions option: a list of
// version names, or {name: {label}} in the order written.
func pickVersions(raw json.RawMessage, all []docskit.VersionLink) ([]docskit.VersionLink, error) {
	find := func(n string) (docskit.VersionLink, error) {
		for _, v := range all {
			if v.Name == n {
				return v, nil
			}
		}
		return docskit.VersionLink{}, fmt.Errorf("no docs version %q", n)
	}
	var names []string
	if json.Unmarshal(raw, &names) == nil {
		var out []docskit.VersionLink
		for _, n := range names {
			v, err := find(n)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, fmt.Errorf("must be a list of version names or an object")
	}
	var out []docskit.VersionLink
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, err
		}
		n, _ := t.(string)
		var cfg struct {
			Label string `json:"label"`
		}
		if err := dec.Decode(&cfg); err != nil {
			return nil, fmt.Errorf("version %q: %w", n, err)
		}
		v, err := find(n)
		if err != nil {
			return nil, err
		}
		if cfg.Label != "" {
			v.Label = cfg.Label
		}
		out = append(out, v)
	}
	return out, nil
}

// instance is the docs instance with the plugin id ("" or "default" for
// the default one), or nil.
func instance(instances []*docsInstance, pluginID string) *docsInstance {
	if pluginID == "default" {
		pluginID = ""
	}
	for _, in := range instances {
		if in.id == pluginID {
			return in
		}
	}
	return nil
}

// setVersionTo makes a navbar link follow the docs version: r is its
// route in version v of in's docs.
func setVersionTo(item *docskit.NavItem, in *docsInstance, v, r string) {
	if item.VersionTo == nil {
		item.VersionTo = map[string]string{}
		item.DocsPlugin = in.pluginID()
	}
	item.VersionTo[v] = r
}

// sidebarRoute is the first link of a docs plugin's sidebar in its last
// version, and the sidebar's name in the build.
func sidebarRoute(instances []*docsInstance, pluginID, sidebarID string) (*docsInstance, string, string, bool) {
	in := instance(instances, pluginID)
	if in == nil {
		return nil, "", "", false
	}
	name := sidebarID
	if in.id != "" {
		name = in.id + "/" + sidebarID
	}
	if r, ok := in.sidebars[name]; ok {
		return in, r, name, true
	}
	return nil, "", "", false
}

// docRoute is the route of a doc in the last version of the first docs
// instance that has it.
func docRoute(instances []*docsInstance, id string) (*docsInstance, string, bool) {
	for _, in := range instances {
		if r, ok := in.routes[id]; ok {
			return in, r, true
		}
	}
	return nil, "", false
}

// filepathRel is dir relative to root, with slashes ("." for root itself).
func filepathRel(root, dir string) string {
	r, err := filepath.Rel(root, dir)
	if err != nil {
		return "."
	}
	return filepath.ToSlash(r)
}

// orDefault is v, or Docusaurus's default d when the config leaves it out.
func orDefault(v, d string) string {
	if v == "" {
		return d
	}
	return v
}

// toAndHref is a config item's to and href as docskit's: a `to` that is a
// full URL is an href (Docusaurus accepts both).
// A pathname:// link (a path the router leaves alone: a file, another
// app of the host) is an href on the site's origin.
func (s *Site) toAndHref(to, href string) (string, string) {
	for _, l := range []*string{&to, &href} {
		if p, ok := strings.CutPrefix(*l, "pathname://"); ok {
			return "", s.origin + "/" + strings.TrimPrefix(p, "/")
		}
	}
	if strings.Contains(to, "://") {
		return "", to
	}
	return route(to), href
}

// route is a `to` of the config as a route: Docusaurus prefixes a
// relative one with the base URL, which for docskit is the site root.
func route(to string) string {
	if to == "" || strings.HasPrefix(to, "/") || strings.Contains(to, "://") {
		return to
	}
	return "/" + to
}

// staticURL is the URL of a static file named in the config ("img/x.png").
func staticURL(p string) string {
	if p == "" || strings.HasPrefix(p, "/") || strings.Contains(p, "://") || strings.HasPrefix(p, "data:") {
		return p
	}
	return "/" + p
}

var tag = regexp.MustCompile(`<[^>]*>`)

// plainText is the text of an HTML fragment of the config (copyright,
// announcement): docskit shows these as text.
func plainText(s string) string {
	return strings.Join(strings.Fields(html.UnescapeString(tag.ReplaceAllString(s, ""))), " ")
}
