// Package emit writes a build's output: every file goes to a temporary
// folder beside the destination, and Commit swaps it in only when the whole
// build succeeded, so a failed build never leaves a half-written site and the
// previous good output stays in place.
//
// It also holds the minifier for output formats that esbuild does not
// already minify (HTML fragments, SVG, XML), wrapping tdewolff/minify.
package emit
