// Package search is docskit's full-text search plugin: an index built in Go
// at build time, served as static files, and a search dialog in the browser
// (navbar button, "/" and Ctrl/⌘+K) that loads the index when it is first
// opened and ranks the results. No external service is involved.
//
// Korean words carry particles and endings (푸시를, 푸시는, 토큰으로), so
// whitespace words alone miss most queries. [Tokenize] therefore emits, for
// every word, the whole word plus overlapping two-syllable units (bigrams) of
// each Hangul run, and Latin identifiers as written plus their parts
// (nuri.push.getToken → nuri, push, gettoken, get, token), so that the query
// 푸시 토큰 발급 finds 푸시 토큰을 발급받으려면.
//
// Readers type names and words in other spellings than the docs use:
// 페이스북 for Facebook, 안드로이드 for Android, 에러 for 오류, 유저 for
// 사용자, 푸쉬 for 푸시. A synonym table ([DefaultSynonyms], plus
// Options.Synonyms) is applied when the index is built: where a section says
// one spelling of a group, with or without particles (Android에서, 오류를), the
// tokens of the others (안드로이드에서, 에러를, error) are added to its terms.
// The browser needs no dictionary and looks up nothing more; the index grows
// by the added postings (about 8% for the Nuri docs). See synonyms.go.
//
// Pages are split into sections at h2/h3 headings ([PageSections], from the parsed document); a result
// links to its section's anchor. [Files] writes the index as a small manifest
// plus term files (by a term's first character, split further by the next
// ones below a frequent syllable), title files and text shards, so a query
// downloads only the term files of its words and the titles and texts of
// the results it shows.
//
// A result needs every word of the query (one may be missing from a query of
// three words or more, at half the score); sections that match only some of
// the words follow all of those, fewest missing words first, so that a query
// is never empty while one of its words is in the docs (진동 울리기 finds the
// vibration page, though no page says 울리기).
//
// The work is split between the two languages, with one copy of each part
// but the tokenizer. Go builds the index: sections, their tokens, the files.
// The browser (client/) ranks: client/match.ts decides how one query word
// matches a field and client/engine.ts weighs the fields (title above heading
// above body) and orders the sections; nothing in Go ranks. The tokenizer is
// in both, since the index's terms and the query's must agree:
// client/tokenize.ts is the twin of [Tokenize], and testdata/cases.json is the
// case table both run. Package searchtest runs the browser code in Node, so
// the Go tests rank through the one scorer, over the files the plugin writes.
package search
