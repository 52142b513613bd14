// Package search is the index side of docskit's full-text search plugin: the
// tokenizer that the build-time index and (through the index format) the
// browser share, an index of page sections built from [docskit.Page] bodies,
// and a reference scorer. The dialog, the client-side scorer and the static
// index files are still to come; nothing here is wired into a site yet.
//
// Korean words carry particles and endings (푸시를, 푸시는, 토큰으로), so
// whitespace words alone miss most queries. [Tokenize] therefore emits, for
// every word, the whole word plus overlapping two-syllable units (bigrams) of
// each Hangul run, and Latin identifiers as written plus their parts
// (nuri.push.getToken → nuri, push, gettoken, get, token). [QueryTokens]
// produces the same units for a query, so 푸시 토큰 발급 matches
// 푸시 토큰을 발급받으려면.
package search
