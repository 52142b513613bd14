// Package emit writes a build's output: every file goes to a temporary
// folder beside the destination, and Commit swaps it in only when the whole
// build succeeded, so a failed build never leaves a half-written site and the
// previous good output stays in place.
//
// The dev server updates its output in place instead (Update with the
// Manifest of the previous Commit): files that did not change are neither
// written nor held, changed files wait in memory until Commit, which replaces
// each one with a rename and removes the files the build no longer has. An
// aborted update writes nothing.
//
// It also holds the minifier for output formats that esbuild does not
// already minify (HTML fragments, SVG, XML), wrapping tdewolff/minify.
package emit
