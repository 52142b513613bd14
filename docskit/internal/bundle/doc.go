// Package bundle builds the site's JavaScript with esbuild's Go API: a
// code-split, minified, content-hashed client bundle (ES modules) and a
// server bundle that the ssr package runs in Node.js to render every route.
//
// It sits in the render step of the pipeline. The inputs are the theme
// (embedded in docskit/theme, so a Go program that imports docskit needs no
// copy of it), the site's theme overrides on disk, the site configuration as
// a JSON module, and the plugins' client modules. Imports resolve as follows:
//
//	@theme/X            the site's <overrides>/X/index.tsx if it exists, else the theme's X
//	@theme-original/X   always the theme's X (for wrapping)
//	@docskit/site-config  the site configuration (JSON)
//	@docskit/ui           the theme's ui.ts: the UI messages (UI, Template) and format
//	@docskit/ui-messages  the UI messages of the site's language as const enums
//	                      (Options.UIMessages), which esbuild inlines where they are used
//	@docskit/client-modules  the plugins' client modules: those that export slots
//	                         as the default array, the others through
//	                         loadAfterHydration(), one lazy chunk each
//	@docskit/components      the site's MDX components by name (the page body
//	                         renders them), bundled into the entry
//
// Bare imports (react, react-dom) resolve from NodeModules.
package bundle
