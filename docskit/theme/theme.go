// Package theme is docskit's default React + TypeScript theme, embedded so
// that any Go program importing docskit can bundle it without a copy on disk.
//
// Layout:
//
//	entry-client.tsx, entry-server.tsx   bundle entry points (hydrateRoot / renderToString)
//	App.tsx                              page state, client router wiring, layout by page kind
//	components/<Name>/index.tsx          overridable layout parts, imported as @theme/<Name>
//	mdx/<Name>/index.tsx                 components used inside content (Tabs, Admonition, …)
//	docusaurus/<path>.ts(x)              Docusaurus's modules that MDX pages import, as @docusaurus/<path>
//	internal/                            router, data loading, slots: not overridable
//	data.ts, data.gen.ts                 the page-data contract: data.gen.ts is generated from the Go types
//	ui.ts                                @docskit/ui: format, for UI messages with placeholders (docskit/uitext)
//	styles/                              CSS custom properties and the stylesheet
//
// A site replaces a component by writing <overrides>/<Name>/index.tsx; it can
// wrap the original by importing @theme-original/<Name>.
package theme

import "embed"

// data.gen.ts declares the JSON types of docskit.PageData, docskit.Sidebar
// and docskit.Config, types/ui.gen.ts the UI messages of
// docskit/uitext; a test fails while either is out of date.
//
//go:generate go run ../internal/tsgen/themedata -o data.gen.ts -ui types/ui.gen.ts

// FS holds the theme sources.
//
//go:embed *.ts *.tsx components docusaurus mdx internal styles
var FS embed.FS
