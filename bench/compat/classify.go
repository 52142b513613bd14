package main

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"docskit.dev/docskit/diag"
)

// A cause is why a page does not build, derived from one diagnostic.
type cause struct {
	Key    string // one of causes
	Detail string // an element, module or language name, or ""
}

// causeInfo describes a cause for the tables.
type causeInfo struct {
	Label string
	// Area is where the fix belongs: "mdx" is the content language (issue 12),
	// "site" the rest of a Docusaurus site (issue 13: config, sidebars,
	// instances, base URL), "links" a link the checker rejects (which may be
	// broken in the source as well: Docusaurus's onBrokenLinks decides).
	Area string
	// Details says whether the table lists the cause's details.
	Details bool
}

var causes = map[string]causeInfo{
	"html-js":           {"HTML element that needs JavaScript (event handler, <script>, dangerouslySetInnerHTML)", "mdx", false},
	"html-head":         {"<head> docskit rejects (not at the top level, a child it does not take)", "mdx", false},
	"html-comment":      {"HTML comment <!-- --> not closed", "mdx", false},
	"jsx-inline":        {"inline JSX component", "mdx", false},
	"tag-layout":        {"JSX/HTML layout (tag and content on one line, unbalanced tags)", "mdx", false},
	"expr-text":         {"JS expression {…} in text", "mdx", false},
	"mdx-comment":       {"MDX comment {/* … */} not closed, or in an expression", "mdx", false},
	"expr-prop":         {"JS expression or spread in props", "mdx", false},
	"export":            {"export statement", "mdx", false},
	"import-syntax":     {"import line docskit cannot read (several on a line, multi-line)", "mdx", false},
	"import-theme":      {"import from @theme/*", "mdx", true},
	"import-docusaurus": {"import from @docusaurus/*", "mdx", true},
	"import-partial":    {"import of an MD/MDX partial", "mdx", false},
	"partial":           {"MD/MDX partial docskit cannot show (missing file, props, children, cycle)", "mdx", true},
	"partial-package":   {"MD/MDX partial of a package its node_modules does not have (a plugin's alias to files it generates, or not installed)", "site", true},
	"import-raw":        {"raw source import (!!raw-loader!, raw-loader!, ?raw)", "mdx", false},
	"import-site":       {"import of the site's own component (relative, @site/, alias)", "mdx", false},
	"import-npm":        {"import from an npm package", "mdx", true},
	"component-global":  {"component used without import (site's MDXComponents)", "mdx", false},
	"code-language":     {"code block language docskit rejects", "mdx", true},
	"admonition":        {"admonition docskit rejects (type, unclosed)", "mdx", true},
	"heading-id":        {"duplicate heading id", "mdx", false},
	"limit":             {"over a docskit limit (file size, nesting)", "mdx", false},
	"front-matter":      {"front matter docskit rejects", "mdx", false},
	"render":            {"render error", "mdx", false},
	"math":              {"LaTeX math ($$…$$, remark-math) read as JavaScript expressions", "mdx", false},
	"other":             {"other", "mdx", false},
	"theme-plugin":      {"component of a third-party Docusaurus theme or plugin (its package's theme folder; not run by docskit)", "site", true},
	"plugin-data":       {"global data of the site's Docusaurus plugins (useGlobalData; not run by docskit)", "site", false},
	"npm-missing":       {"npm package of the site, not installed in the corpus (bench/compat.sh --install)", "site", true},
	"import-alias":      {"import of a name no package.json of the site lists (a webpack alias, another package's dependency)", "site", true},
	"site-root":         {"docs folder outside the site folder: @site/ and node_modules resolve from the docs' parent (pagecheck)", "site", false},
	"css-static":        {"CSS url() of a file in the static folder (/…)", "site", false},
	"import-missing":    {"import of a file that does not exist (relative, /, @site/)", "mdx", false},
	"import-md-code":    {"a component imports an .md/.mdx file (compiled by Docusaurus's loader)", "mdx", false},
	"bundle":            {"other bundle error", "mdx", true},
	"route-dup":         {"duplicate route (include/exclude, slugs)", "site", false},
	"link-baseurl":      {"link written with the site's baseUrl", "site", false},
	"link-instance":     {"link to another measured docs instance", "site", false},
	"link-md-outside":   {"link to a .md file outside this docs folder", "site", false},
	"link-outside":      {"link to a route outside this docs folder (blog, pages, generated docs, or broken)", "site", false},
	"asset-relative":    {"image or file linked relative to the page (Docusaurus bundles it)", "mdx", false},
	"link-failed":       {"link or anchor into a page that fails itself", "links", false},
	"link-md-missing":   {"link to a .md file that does not exist", "links", false},
	"anchor":            {"anchor no heading has (set by a component, an id rule, or broken)", "links", false},
	"static":            {"missing image or static file", "links", false},
	"link-invalid":      {"link docskit cannot parse", "links", false},
}

// page is what classifying one page's diagnostics needs.
type page struct {
	site   *site
	folder folder
	rep    *siteReport
	pr     *pageReport
	root   string          // the site's folder in the corpus
	deps   map[string]bool // npm packages of the site's package.json
	routes map[string]*pageReport
	// imports maps each name the page imports (as far as the diagnostics
	// tell: docskit reports only the imports it does not know) to its source.
	imports map[string]string
	// badOpen are the elements whose opening tag docskit rejected: their
	// closing tags are then reported as unmatched, a consequence only.
	badOpen map[string]bool
	lines   []string // the page's source, read on first need
}

var (
	quoted        = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"`)
	importMsg     = regexp.MustCompile(`^import of unknown component (\S+) from "(.*)"$`)
	unknownTag    = regexp.MustCompile(`^unknown component <([^>]+)>`)
	languageMsg   = regexp.MustCompile(`^unknown code language "([^"]*)"`)
	admonitionMsg = regexp.MustCompile(`^(?:unknown admonition type "([^"]*)"|admonition :::(\S+) is not closed)`)
	noPage        = regexp.MustCompile(`^broken link "(.*)": no page at (\S+)$`)
	noAnchor      = regexp.MustCompile(`^broken anchor "(.*)": (\S+) has no heading or element with id`)
	missingImage  = regexp.MustCompile(`^missing (?:image|file) "(.*)": no file at`)
	tagError      = regexp.MustCompile(`^(?:prop \S+ of|spread props \{…\} in|unexpected .* in the tag) <([^>]+)>`)
	closingTag    = regexp.MustCompile(`^closing tag </([^>\s]*)>`)
	styleMsg      = regexp.MustCompile(`^style of <[^>]+>: `)
	// A partial a page imports from a package, missing from node_modules.
	partialPackage = regexp.MustCompile(`: node_modules/(\S+) does not exist`)
	// An import statement of the page's text, which may span lines.
	importStmt = regexp.MustCompile(`(?ms)^import\s+([^;]*?)\s+from\s+['"]([^'"]+)['"]`)
)

// newPage collects the names the page imports and their modules, from its
// text: docskit reports only the imports it knows no component of, and not
// the names of an import line it cannot read.
func newPage(s *site, f folder, rep *siteReport, pr *pageReport, root string, deps map[string]bool, routes map[string]*pageReport) *page {
	pg := &page{site: s, folder: f, rep: rep, pr: pr, root: root, deps: deps, routes: routes, imports: map[string]string{}, badOpen: map[string]bool{}}
	for _, d := range pr.Diagnostics {
		if m := tagError.FindStringSubmatch(d.Msg); m != nil {
			pg.badOpen[m[1]] = true
		}
	}
	for _, m := range importStmt.FindAllStringSubmatch(strings.Join(pg.text(), "\n"), -1) {
		for _, name := range importedNames(m[1]) {
			pg.imports[name] = m[2]
		}
	}
	return pg
}

// importedNames are the local names an import clause binds:
// "A", "{ B, C as D }", "A, { B }", "* as NS".
func importedNames(clause string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(clause, func(r rune) bool { return r == ',' || r == '{' || r == '}' }) {
		part = strings.TrimSpace(part)
		if _, alias, ok := strings.Cut(part, " as "); ok {
			part = strings.TrimSpace(alias)
		}
		if part != "" && part != "type" {
			out = append(out, part)
		}
	}
	return out
}

// causes are the distinct causes of the page's diagnostics.
func (pg *page) causes() []cause {
	seen := map[cause]bool{}
	var out []cause
	for _, d := range pg.pr.Diagnostics {
		c, ok := pg.classify(d)
		if ok && !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

// classify maps one diagnostic to its cause; ok is false for a line that
// is no problem of its own ("N more problems …").
func (pg *page) classify(d diag.Diagnostic) (c cause, ok bool) {
	msg := d.Msg
	if strings.HasSuffix(msg, "more problems in this file from here on are not shown") {
		return cause{}, false
	}
	if m := closingTag.FindStringSubmatch(msg); m != nil && pg.badOpen[m[1]] {
		return cause{}, false
	}
	if d.Plugin == "linkcheck" {
		return pg.link(msg), true
	}
	// pagecheck reads each page in the site's markdown.format (-format), so
	// a .md file of a detect site is CommonMark and its problems are its own.
	return pg.content(d), true
}

func (pg *page) content(d diag.Diagnostic) cause {
	msg := d.Msg
	switch {
	case strings.HasPrefix(msg, "inline HTML or JSX "):
		// Raw HTML that is no JSX tag: an inline comment, <?…?>, <!…>.
		if q := quoted.FindStringSubmatch(msg); q != nil && strings.HasPrefix(q[1], "<!--") {
			return cause{"html-comment", ""}
		}
		return cause{"tag-layout", ""}
	case strings.HasPrefix(msg, "component <") && strings.Contains(msg, "in a line of text"):
		return cause{"jsx-inline", ""}
	case strings.HasPrefix(msg, "unknown component <"):
		name := unknownTag.FindStringSubmatch(msg)[1]
		if src, ok := pg.imports[strings.SplitN(name, ".", 2)[0]]; ok {
			return pg.importCause(src)
		}
		return cause{"component-global", ""}
	case strings.HasPrefix(msg, "the comment <!--"):
		return cause{"html-comment", ""}
	case strings.HasPrefix(msg, "the comment {/*"):
		return cause{"mdx-comment", ""}
	case strings.HasPrefix(msg, "JavaScript expressions"):
		if strings.HasPrefix(pg.at(d.Pos), "{/*") {
			return cause{"mdx-comment", ""}
		}
		return cause{"expr-text", ""}
	case strings.HasPrefix(msg, "event handler "), strings.HasPrefix(msg, "dangerouslySetInnerHTML "),
		strings.HasPrefix(msg, "<script> is not supported"), strings.Contains(msg, " is a javascript: URL"):
		return cause{"html-js", ""}
	case strings.Contains(msg, "<head>") || strings.Contains(msg, "</head>") || strings.HasPrefix(msg, "the CSS of <style>"):
		return cause{"html-head", ""}
	case strings.Contains(msg, "is not a literal") || strings.HasPrefix(msg, "spread props") || strings.Contains(msg, "needs a quoted value"),
		strings.Contains(msg, "which an HTML attribute cannot hold"), styleMsg.MatchString(msg):
		return cause{"expr-prop", ""}
	case strings.HasPrefix(msg, "closing tag "), strings.HasPrefix(msg, "put the content of <"),
		strings.HasSuffix(msg, "> is not closed"), strings.HasPrefix(msg, "the opening tag is not finished"),
		strings.HasPrefix(msg, "the tag <"), strings.HasSuffix(msg, "cannot have content or a closing tag"),
		strings.HasPrefix(msg, "too many unfinished tags"), strings.HasPrefix(msg, "unexpected "):
		return cause{"tag-layout", ""}
	case strings.HasPrefix(msg, "export statements"):
		return cause{"export", ""}
	case strings.HasPrefix(msg, "cannot resolve the import of "):
		if m := partialPackage.FindStringSubmatch(msg); m != nil {
			return cause{"partial-package", packageName(m[1])}
		}
		if strings.HasSuffix(msg, " does not exist") {
			return cause{"partial", "missing file"}
		}
		return cause{"import-partial", ""}
	case strings.HasPrefix(msg, "props passed to the partial"):
		return cause{"partial", "props"}
	case strings.HasPrefix(msg, "content inside the partial"):
		return cause{"partial", "children"}
	case strings.HasPrefix(msg, "the partial ") && strings.Contains(msg, " includes itself"), strings.HasPrefix(msg, "partials are nested"):
		return cause{"partial", "cycle"}
	case strings.HasPrefix(msg, "cannot read the import"):
		return cause{"import-syntax", ""}
	case strings.HasPrefix(msg, "import of unknown component "):
		m := importMsg.FindStringSubmatch(msg)
		if m == nil || strings.Contains(m[2], ";") {
			return cause{"import-syntax", ""}
		}
		return pg.importCause(m[2])
	case strings.HasPrefix(msg, "unknown code language"):
		return cause{"code-language", languageMsg.FindStringSubmatch(msg)[1]}
	case admonitionMsg.MatchString(msg):
		m := admonitionMsg.FindStringSubmatch(msg)
		if m[1] != "" {
			return cause{"admonition", m[1]}
		}
		return cause{"admonition", "unclosed"}
	case strings.HasPrefix(msg, "duplicate heading id"):
		return cause{"heading-id", ""}
	case strings.HasPrefix(msg, "duplicate route"):
		return cause{"route-dup", ""}
	case strings.Contains(msg, "front matter"):
		return cause{"front-matter", ""}
	case strings.Contains(msg, "a page may have") || strings.Contains(msg, "nested"):
		return cause{"limit", ""}
	case d.Plugin == "render":
		return cause{"render", ""}
	case d.Plugin == "bundle":
		if strings.HasPrefix(msg, "Syntax error") && pg.inMath(d.Pos.Line) {
			return cause{"math", ""}
		}
		return pg.bundleCause(msg)
	}
	return cause{"other", ""}
}

var (
	sharedBundle  = regexp.MustCompile(`^a module this page imports does not bundle: (\S+?):\d+:\d+: `)
	unresolved    = regexp.MustCompile(`^Could not resolve "([^"]+)"`)
	noSiteFile    = regexp.MustCompile(`^cannot resolve (@site/\S+?): no such file`)
	noTheme       = regexp.MustCompile(`^no theme component "([^"]+)"`)
	noDocusaurus  = regexp.MustCompile(`^docskit does not provide @docusaurus/(\S+)`)
	noLoaderForMD = regexp.MustCompile(`^No loader is configured for "\.mdx?" files`)
)

// bundleCause is the cause of an error of the page's module, or of a file
// it imports (then named first: "a module this page imports …").
func (pg *page) bundleCause(msg string) cause {
	importer := ""
	if m := sharedBundle.FindStringSubmatch(msg); m != nil {
		importer = m[1]
		msg = msg[len(m[0]):]
	}
	switch {
	case unresolved.MatchString(msg):
		return pg.unresolvedCause(unresolved.FindStringSubmatch(msg)[1], importer)
	case noSiteFile.MatchString(msg):
		return pg.unresolvedCause(noSiteFile.FindStringSubmatch(msg)[1], importer)
	case noTheme.MatchString(msg):
		name := noTheme.FindStringSubmatch(msg)[1]
		if pkg := pg.themePackage(name); pkg != "" {
			return cause{"theme-plugin", pkg}
		}
		return cause{"import-theme", "@theme/" + name}
	case noDocusaurus.MatchString(msg):
		name := noDocusaurus.FindStringSubmatch(msg)[1]
		if name == "useGlobalData" {
			return cause{"plugin-data", ""}
		}
		return cause{"import-docusaurus", "@docusaurus/" + name}
	case noLoaderForMD.MatchString(msg):
		return cause{"import-md-code", ""}
	}
	if len(msg) > 50 {
		msg = msg[:50]
	}
	return cause{"bundle", msg}
}

// themePackage is the installed package (a third-party Docusaurus theme or
// plugin) whose theme folder has the component name, or "".
func (pg *page) themePackage(name string) string {
	nm := filepath.Join(pg.root, filepath.FromSlash(pg.site.Dir), "node_modules")
	for _, pattern := range []string{"*/*/theme/", "@*/*/*/theme/"} {
		m, _ := filepath.Glob(filepath.Join(nm, pattern+filepath.FromSlash(name)+"*"))
		for _, f := range m {
			rel, err := filepath.Rel(nm, f)
			if err != nil {
				continue
			}
			parts := strings.Split(filepath.ToSlash(rel), "/")
			if strings.HasPrefix(parts[0], "@") {
				return parts[0] + "/" + parts[1]
			}
			return parts[0]
		}
	}
	return ""
}

// unresolvedCause classifies an import the bundler found no file for, by
// the page or by a file it imports (importer, or "").
func (pg *page) unresolvedCause(spec, importer string) cause {
	switch {
	case strings.Contains(spec, "!") || strings.HasSuffix(spec, "?raw"):
		// A webpack loader prefix (raw-loader!./x.txt).
		return cause{"import-raw", ""}
	case strings.HasPrefix(spec, "/") && strings.HasSuffix(importer, ".css"):
		// Docusaurus resolves url(/x) in CSS in the static folders.
		return cause{"css-static", ""}
	case strings.HasPrefix(spec, "@site/"):
		if pg.outsideSite() && pg.inSite(strings.TrimPrefix(spec, "@site/")) {
			return cause{"site-root", ""}
		}
		return cause{"import-missing", ""}
	case strings.HasPrefix(spec, ".") || strings.HasPrefix(spec, "/"):
		return cause{"import-missing", ""}
	}
	name := packageName(spec)
	switch {
	case pg.outsideSite() && pg.inSite(path.Join("node_modules", name)):
		return cause{"site-root", ""}
	case pg.deps[name]:
		return cause{"npm-missing", name}
	}
	return cause{"import-alias", name}
}

// outsideSite says whether pagecheck read the docs from a root other than
// the site folder: a docs folder outside it (docs: '../docs'), with no
// docusaurus.config above.
func (pg *page) outsideSite() bool {
	return path.Clean(pg.rootInRepo()) != path.Clean(pg.site.Dir)
}

// inSite says whether the site folder has a file at p (slash-separated),
// as written or with an extension a bundler tries, or a folder.
func (pg *page) inSite(p string) bool {
	base := filepath.Join(pg.root, filepath.FromSlash(pg.site.Dir), filepath.FromSlash(p))
	if _, err := os.Stat(base); err == nil {
		return true
	}
	m, _ := filepath.Glob(base + ".*")
	return len(m) > 0
}

// importCause classifies a module a page imports.
func (pg *page) importCause(src string) cause {
	switch {
	case strings.Contains(src, "!!raw-loader!") || strings.HasSuffix(src, "?raw"):
		return cause{"import-raw", ""}
	case strings.HasSuffix(src, ".md") || strings.HasSuffix(src, ".mdx"):
		return cause{"import-partial", ""}
	case strings.HasPrefix(src, "@theme/") || strings.HasPrefix(src, "@theme-original/"):
		return cause{"import-theme", src}
	case strings.HasPrefix(src, "@docusaurus/"):
		return cause{"import-docusaurus", src}
	case strings.HasPrefix(src, ".") || strings.HasPrefix(src, "/") || strings.HasPrefix(src, "@site/"):
		return cause{"import-site", ""}
	}
	if pkg := packageName(src); pg.deps[pkg] {
		return cause{"import-npm", pkg}
	}
	// Not a dependency: a path alias of the site's bundler configuration.
	return cause{"import-site", ""}
}

// packageName is the npm package of an import: "a" of "a/b", "@s/a" of "@s/a/b".
func packageName(src string) string {
	parts := strings.Split(src, "/")
	if strings.HasPrefix(src, "@") && len(parts) > 1 {
		return parts[0] + "/" + parts[1]
	}
	return parts[0]
}

// link classifies a link checker diagnostic.
func (pg *page) link(msg string) cause {
	if m := noAnchor.FindStringSubmatch(msg); m != nil {
		if t := pg.routes[m[2]]; t != nil && !t.OK && t.Stage != "links" {
			return cause{"link-failed", ""}
		}
		return cause{"anchor", ""}
	}
	if m := noPage.FindStringSubmatch(msg); m != nil {
		return pg.asset(m[1], pg.route(m[2]))
	}
	if m := missingImage.FindStringSubmatch(msg); m != nil {
		return pg.asset(m[1], cause{"static", ""})
	}
	switch {
	case strings.HasPrefix(msg, "invalid link"):
		return cause{"link-invalid", ""}
	case strings.Contains(msg, "no such document") || strings.Contains(msg, "cannot resolve it to a page"):
		q := quoted.FindStringSubmatch(msg)
		if q == nil {
			return cause{"link-md-missing", ""}
		}
		return pg.mdLink(q[1])
	}
	return cause{"other", ""}
}

// asset is the cause of a link or image to a file written relative to the
// page, which Docusaurus copies into the build; otherwise it is otherwise.
func (pg *page) asset(raw string, otherwise cause) cause {
	file, _, _ := strings.Cut(raw, "#")
	file, _, _ = strings.Cut(file, "?")
	if file == "" || strings.HasPrefix(file, "/") || strings.Contains(file, ":") {
		return otherwise
	}
	target := path.Join(path.Dir(pg.sourceInRepo()), file)
	if st, err := os.Stat(filepath.Join(pg.root, filepath.FromSlash(target))); err == nil && !st.IsDir() {
		return cause{"asset-relative", ""}
	}
	return otherwise
}

// route classifies a link to a route no page of the folder has.
func (pg *page) route(route string) cause {
	if b := strings.TrimSuffix(pg.site.BaseURL, "/"); b != "" && (route == b || strings.HasPrefix(route, b+"/")) {
		if _, ok := pg.routes[path.Clean("/"+strings.TrimPrefix(route, b))]; ok {
			return cause{"link-baseurl", ""}
		}
	}
	// The longest route base of the site's measured folders that holds it.
	best := ""
	for _, f := range pg.site.Folders {
		if under(route, f.RouteBase) && len(f.RouteBase) > len(best) {
			best = f.RouteBase
		}
	}
	if best != "" && best != pg.folder.RouteBase {
		return cause{"link-instance", ""}
	}
	return cause{"link-outside", ""}
}

func under(route, base string) bool {
	return base == "/" || route == base || strings.HasPrefix(route, base+"/")
}

// mdLink classifies a link to a .md/.mdx file that is no doc of the folder.
func (pg *page) mdLink(raw string) cause {
	file, _, _ := strings.Cut(raw, "#")
	file, _, _ = strings.Cut(file, "?")
	var target string
	if strings.HasPrefix(file, "/") {
		target = path.Join(pg.site.Dir, file)
	} else {
		target = path.Join(path.Dir(pg.sourceInRepo()), file)
	}
	if _, err := os.Stat(filepath.Join(pg.root, filepath.FromSlash(target))); err != nil {
		return cause{"link-md-missing", ""}
	}
	if r := pg.routesBySource(target); r != nil && !r.OK && r.Stage == "load" {
		return cause{"link-failed", ""}
	}
	return cause{"link-md-outside", ""}
}

// sourceInRepo is the page's file relative to the repository root.
func (pg *page) sourceInRepo() string {
	return path.Join(pg.rootInRepo(), pg.pr.Source)
}

// rootInRepo is the folder pagecheck read the site from (the site's folder,
// with its docusaurus.config, or the docs folder's parent), relative to
// the repository root.
func (pg *page) rootInRepo() string {
	if pg.rep.Root != "" && filepath.IsAbs(pg.rep.Root) {
		if rel, err := filepath.Rel(pg.root, pg.rep.Root); err == nil && !strings.HasPrefix(rel, "..") {
			return filepath.ToSlash(rel)
		}
	}
	return path.Dir(pg.folder.Path)
}

func (pg *page) routesBySource(repoPath string) *pageReport {
	for _, p := range pg.rep.Pages {
		if path.Join(pg.rootInRepo(), p.Source) == repoPath {
			return p
		}
	}
	return nil
}

// text is the page's source, as lines.
func (pg *page) text() []string {
	if pg.lines == nil {
		b, _ := os.ReadFile(filepath.Join(pg.root, filepath.FromSlash(pg.sourceInRepo())))
		pg.lines = strings.Split(string(b), "\n")
	}
	return pg.lines
}

// inMath says whether a line of the page is inside a $$ math block
// (remark-math), whose braces MDX reads as expressions.
func (pg *page) inMath(line int) bool {
	lines := pg.text()
	open := false
	for i := 0; i < line-1 && i < len(lines); i++ {
		if strings.HasPrefix(strings.TrimSpace(lines[i]), "$$") {
			open = !open
		}
	}
	return open
}

// at is the page's text from a position to the end of its line.
func (pg *page) at(pos diag.Pos) string {
	lines := pg.text()
	if pos.Line < 1 || pos.Line > len(lines) {
		return ""
	}
	line := []rune(lines[pos.Line-1])
	if pos.Col < 1 || pos.Col > len(line) {
		return ""
	}
	return string(line[pos.Col-1:])
}
