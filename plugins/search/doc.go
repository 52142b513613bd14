// Package search is docskit's full-text search plugin: an index built in Go
// at build time, served as static files, and a search dialog in the browser
// (navbar button, "/" and Ctrl/⌘+K) that loads the index when it is first
// opened. No external service is involved.
//
// Korean words carry particles and endings (푸시를, 푸시는, 토큰으로), so
// whitespace words alone miss most queries. [Tokenize] therefore emits, for
// every word, the whole word plus overlapping two-syllable units (bigrams) of
// each Hangul run, and Latin identifiers as written plus their parts
// (nuri.push.getToken → nuri, push, gettoken, get, token). [QueryTokens]
// produces the same units for a query, so 푸시 토큰 발급 matches
// 푸시 토큰을 발급받으려면.
//
// Pages are split into sections at h2/h3 headings ([PageSections], from the parsed document); a result
// links to its section's anchor. [Search] ranks title hits above heading hits
// above body hits. [Files] writes the index as a small manifest plus term
// buckets (by a term's first character) and text shards, so a query
// downloads only the buckets of its words. The browser code (client/) is a
// port of the tokenizer and of Search; package searchtest runs it in Node so
// tests check that both rank alike.
package search
