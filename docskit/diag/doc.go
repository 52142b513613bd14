// Package diag holds the positioned diagnostics every docskit build step
// reports: a problem in the sources is a Diagnostic naming file:line:col, and
// a step that finds several returns them all as a List, which is an error.
//
// It is a leaf package so that the MDX parser, the plugins and the core can
// share one diagnostic type without importing each other.
package diag
