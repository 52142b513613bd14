package mdx

import (
	"encoding/json"
	"path"
	"sort"
	"strconv"
	"strings"
)

// A page whose body needs JavaScript (NeedsModule) is compiled to an ES
// module: its ESM as written, the values Docusaurus puts in an MDX page's
// scope (frontMatter, contentTitle, metadata, assets, toc), and a default
// export that returns the body tree, with its expressions, props and
// component references as JavaScript. The theme renders that tree as it
// renders page data. esbuild bundles the module with its imports, for the
// server renderer and as the page's client chunk (docskit/internal/bundle).
//
// Each expression and ESM block is written on the line it has in the page's
// file, so that esbuild's errors in the module name the page's own lines.

// builtinImports are the theme modules whose default export is one of the
// built-in components: a page that imports only these (and partials) stays
// page data.
var builtinImports = map[string]string{
	"@theme/Tabs": "Tabs", "@theme/TabItem": "TabItem", "@theme/Admonition": "Admonition",
	"@theme/Details": "Details", "@theme/CodeBlock": "CodeBlock",
}

// NeedsModule reports whether the body must be compiled to a JavaScript
// module: it has an expression or a JavaScript prop, exports something, or
// imports something other than partials and built-in components.
func (d *Doc) NeedsModule() bool {
	if d.Module {
		return true
	}
	for _, e := range d.ESM {
		if len(e.Exports) > 0 || e.ExportDefault {
			return true
		}
		for _, imp := range e.Imports {
			only := imp.Namespace == "" && len(imp.Named) == 0 && imp.Default != ""
			if only && (isPartialSource(imp.Source) || builtinImports[imp.Source] == imp.Default) {
				continue
			}
			return true
		}
	}
	return false
}

// ModuleScope are the values of a page that its module has in scope, as
// Docusaurus gives them to MDX: the front matter, the page's metadata (its
// title, description, permalink, …) and the title the body starts with.
type ModuleScope struct {
	FrontMatter  any
	Metadata     any
	ContentTitle string
}

// ModuleSource is the JavaScript (JSX) module of a body parsed from file.
func (d *Doc) ModuleSource(file string, scope ModuleScope) string {
	g := &moduleGen{line: 1}
	bound := map[string]bool{}
	for _, e := range d.ESM {
		if e.File == file {
			for _, imp := range e.Imports {
				for _, n := range imp.names() {
					bound[n] = true
				}
			}
			for _, n := range e.Exports {
				bound[n] = true
			}
		}
	}
	for _, e := range d.ESM {
		if e.File == file {
			g.pad(e.Line)
			g.write(strings.TrimRight(e.Code, " \t\r\n"))
			g.write("\n")
		} else {
			g.write(foreignImports(e, file, bound))
		}
	}
	if usesGlobal(d.Body) || len(d.globals) > 0 {
		g.write("import " + mdxComponentsName + " from '@theme/MDXComponents';\n")
	}
	head := d.componentImports(bound) + d.scopeLine(scope, bound)
	if head != "" && !strings.HasSuffix(head, "\n") {
		head = strings.TrimRight(head, " ") + "\n"
	}
	g.write(head)
	g.write("export default function DocskitContent(props) {\n  return [")
	g.nodes(d.Body)
	g.write("];\n}\n")
	return g.b.String()
}

// ModuleLen is how many elements of the array that the module's default
// export returns make Body[:n]: a partial given props is spread into the
// array, its nodes in place of one (Break.Nodes counts Body nodes).
func (d *Doc) ModuleLen(n int) int {
	return moduleLen(d.Body[:min(n, len(d.Body))])
}

func moduleLen(nodes []Node) int {
	k := 0
	for _, n := range nodes {
		if n.Type == "partial" {
			k += moduleLen(n.Children)
		} else {
			k++
		}
	}
	return k
}

// scopeLine declares, on one line, the scope values the ESM does not
// declare itself.
func (d *Doc) scopeLine(scope ModuleScope, bound map[string]bool) string {
	toc := []Heading{}
	for _, h := range d.Headings {
		if h.Partial == "" && h.Level >= 2 {
			toc = append(toc, h)
		}
	}
	values := []struct {
		name string
		v    any
	}{{"frontMatter", orEmpty(scope.FrontMatter)}, {"contentTitle", scope.ContentTitle}, {"metadata", orEmpty(scope.Metadata)}, {"assets", map[string]any{}}, {"toc", toc}}
	var parts []string
	for _, v := range values {
		if bound[v.name] {
			continue
		}
		b, err := json.Marshal(v.v)
		if err != nil {
			b = []byte("{}")
		}
		parts = append(parts, v.name+" = "+string(b))
	}
	if len(parts) == 0 {
		return ""
	}
	return "const " + strings.Join(parts, ", ") + ";\n"
}

// componentImports brings into scope, on the line of the scope values,
// the components that raw JSX elements name (rawjsx.go) and the ESM does
// not bind: a built-in from its theme module, as a page would import it,
// a site component from the site's components by name.
func (d *Doc) componentImports(bound map[string]bool) string {
	var imports, site []string
	for _, name := range d.scope {
		if bound[name] {
			continue
		}
		if _, builtin := builtinSource[name]; builtin {
			imports = append(imports, "import "+name+" from "+strconv.Quote(builtinSource[name])+"; ")
		} else {
			site = append(site, name)
		}
	}
	out := strings.Join(imports, "")
	if len(site) > 0 {
		out += "import docskitSiteComponents from \"@docskit/components\"; const {" + strings.Join(site, ", ") + "} = docskitSiteComponents; "
	}
	var globals []string
	for _, name := range d.globals {
		if !bound[name] {
			globals = append(globals, name)
		}
	}
	if len(globals) > 0 {
		out += "const {" + strings.Join(globals, ", ") + "} = " + mdxComponentsName + "; "
	}
	return out
}

// builtinSource is the theme module of each built-in component.
var builtinSource = func() map[string]string {
	m := map[string]string{}
	for src, name := range builtinImports {
		m[name] = src
	}
	return m
}()

func orEmpty(v any) any {
	if v == nil {
		return map[string]any{}
	}
	return v
}

// foreignImports are the imports of a partial's ESM block, rewritten for
// the page's module: relative sources from the page's folder, names the
// page binds already left out. A partial's exports are not kept.
func foreignImports(e ESM, file string, bound map[string]bool) string {
	var b strings.Builder
	for _, imp := range e.Imports {
		if isPartialSource(imp.Source) {
			continue
		}
		src := imp.Source
		if strings.HasPrefix(src, "./") || strings.HasPrefix(src, "../") {
			rel := relPath(path.Dir(file), path.Join(path.Dir(e.File), src))
			src = rel
		}
		var clause []string
		if imp.Default != "" && !bound[imp.Default] {
			clause = append(clause, imp.Default)
			bound[imp.Default] = true
		}
		if imp.Namespace != "" && !bound[imp.Namespace] {
			clause = append(clause, "* as "+imp.Namespace)
			bound[imp.Namespace] = true
		}
		var named []string
		for local, imported := range imp.Named {
			if !bound[local] {
				named = append(named, strconv.Quote(imported)+" as "+local)
				bound[local] = true
			}
		}
		sort.Strings(named)
		if len(named) > 0 && imp.Namespace == "" {
			clause = append(clause, "{"+strings.Join(named, ", ")+"}")
		}
		if len(clause) > 0 {
			b.WriteString("import " + strings.Join(clause, ", ") + " from " + strconv.Quote(src) + ";\n")
		}
	}
	return b.String()
}

// relPath is target relative to dir, both slash paths from the site's
// root, starting with ./ or ../ as an import needs.
func relPath(dir, target string) string {
	from := strings.Split(path.Clean(dir), "/")
	to := strings.Split(path.Clean(target), "/")
	if path.Clean(dir) == "." {
		from = nil
	}
	i := 0
	for i < len(from) && i < len(to)-1 && from[i] == to[i] {
		i++
	}
	up := strings.Repeat("../", len(from)-i)
	if up == "" {
		up = "./"
	}
	return up + strings.Join(to[i:], "/")
}

// moduleGen writes a module, counting its lines.
type moduleGen struct {
	b    strings.Builder
	line int
}

func (g *moduleGen) write(s string) {
	g.b.WriteString(s)
	g.line += strings.Count(s, "\n")
}

// pad moves to line, when the module is not past it already.
func (g *moduleGen) pad(line int) {
	for g.line < line {
		g.write("\n")
	}
}

func jsonText(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return "null"
	}
	return string(b)
}

// expr writes a JavaScript expression in parentheses, on its line.
func (g *moduleGen) expr(code string, line int) {
	g.pad(line)
	g.write("(" + code)
	if strings.Contains(code, "//") {
		g.write("\n") // a line comment at its end would hide the parenthesis
	}
	g.write(")")
}

func (g *moduleGen) nodes(nodes []Node) {
	for i, n := range nodes {
		if i > 0 {
			g.write(",")
		}
		if n.Type == "partial" {
			g.partial(n)
			continue
		}
		g.node(n)
	}
}

// partial writes the body of a partial given props, in a function whose
// parameter props holds them, spread in place: [...((props) => [...])({…})].
func (g *moduleGen) partial(n Node) {
	g.write("...((props) => [")
	g.nodes(n.Children)
	g.write("])(")
	g.props(n)
	g.write(")")
}

func (g *moduleGen) node(n Node) {
	switch n.Type {
	case "html":
		g.write(`{t:"html",html:` + jsonText(n.HTML))
		if n.Inline {
			g.write(",inline:true")
		}
		g.write("}")
		return
	case "text":
		g.write(`{t:"text",text:` + jsonText(n.Text) + `}`)
		return
	case "x":
		g.write(`{t:"x",v:`)
		g.expr(n.Expr, n.Line)
		g.write("}")
		return
	}
	g.write(`{t:` + jsonText(n.Type) + `,name:` + jsonText(n.Name))
	switch {
	case n.Ref:
		g.write(",type:" + n.Name)
	case n.Global:
		g.write(",type:" + mdxComponentsName + "." + n.Name)
	}
	if len(n.Props) > 0 || len(n.JS) > 0 {
		g.write(",props:")
		g.props(n)
	}
	if len(n.Children) > 0 {
		g.write(",children:[")
		g.nodes(n.Children)
		g.write("]")
	}
	g.write("}")
}

// props writes a node's props as an object literal: the literal ones,
// then the JavaScript ones in order.
func (g *moduleGen) props(n Node) {
	g.write("{")
	first := true
	if len(n.Props) > 0 {
		obj := jsonText(n.Props)
		g.write(obj[1 : len(obj)-1])
		first = false
	}
	for _, p := range n.JS {
		if !first {
			g.write(",")
		}
		first = false
		if p.Spread {
			g.write("...")
			g.expr(p.Expr, p.Line)
			continue
		}
		g.write(jsonText(p.Name) + ":")
		g.expr(p.Expr, p.Line)
	}
	g.write("}")
}

// mdxComponentsName is the module's name for the site's MDXComponents.
const mdxComponentsName = "__docskitMDXComponents"

// usesGlobal reports whether a node takes a component from MDXComponents.
func usesGlobal(nodes []Node) bool {
	for _, n := range nodes {
		if n.Global || usesGlobal(n.Children) {
			return true
		}
	}
	return false
}
