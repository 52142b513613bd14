// How one query word matches one field of a section: the word-level half of
// the scorer (engine.ts weighs fields and ranks sections). This is the only
// scorer: the Go side builds the index and ranks nothing. Its cases are the
// "match" table of plugins/search/testdata/cases.json, run in Node by
// plugins/search/client_test.go.
import { isAlnum, isWordChar, tokenize } from './tokenize';

/** A field's term set, as the scorer sees it. */
export interface TermSet {
  has(t: string): boolean;
  hasPrefix(p: string): boolean;
  /** A term starts with w, or with w's last character completed (see typedPrefixOf in tokenize.ts). */
  hasTypedPrefix(w: string): boolean;
}

/** A query word with what matchWord needs of it, worked out once per query rather than for every section. */
export interface QueryWord {
  /** lowercased, as words gives it */
  text: string;
  /** Its tokens after the whole word; null for a one-token word. */
  pieces: string[] | null;
  /** The piece a partial match needs: the stem, or an identifier's last part. */
  must: string;
  runes: number;
  /** One Hangul, Han or kana character. */
  oneCJK: boolean;
}

export function queryWord(w: string): QueryWord {
  const runes = [...w].length;
  const toks = tokenize(w);
  const pieces = toks.length > 1 ? toks.slice(1).map((t) => t.text) : null;
  return {
    text: w,
    pieces,
    must: pieces ? lastSegment(w) || pieces[0] : '',
    runes,
    oneCJK: runes === 1 && !isAlnum(w),
  };
}

/**
 * lastSegment returns the last "."/"-"/"_" segment of an identifier (a word
 * of letters and digits only), or "" when w is not such an identifier or
 * has one segment.
 */
function lastSegment(w: string): string {
  if (!/[._-]/.test(w)) return '';
  for (const ch of w) if (ch !== '.' && ch !== '-' && !isAlnum(ch)) return '';
  const segs = w.split(/[._-]/).filter((x) => x !== '');
  return segs.length < 2 ? '' : segs[segs.length - 1];
}

/**
 * matchWord scores how well one query word q matches a field whose term set
 * is doc, from 0 (no match) to 1:
 *   - 1 when the field has the word as a token (a whole word, an identifier
 *     part, or a Hangul bigram: 토큰 is found in 토큰을);
 *   - for longer or compound words (a Korean word with a particle, a dotted
 *     identifier, iOS용), 0.8 × the share of the word's pieces and bigrams
 *     the field has, provided it has the first one, the stem: 토큰으로 is
 *     found in 토큰을, but setToken is not found in getToken. For an
 *     identifier with dots, hyphens or underscores the piece it must have is
 *     the last, most specific one: nuri.push.getToken is found in
 *     getToken() but iap.refund not in iap;
 *   - 0.5 for a one-syllable Hangul, Han or kana word that starts a token of
 *     the field (키 in 키가);
 *   - with prefix (the word being typed, last in the query), at least 0.6
 *     when the word has two or more characters and starts a token of the
 *     field (gett in getToken), its last syllable possibly still being
 *     composed (웹후 in 웹훅을).
 */
export function matchWord(q: QueryWord, doc: TermSet, prefix: boolean): number {
  if (doc.has(q.text)) return 1;
  let score = 0;
  if (q.pieces === null) {
    if (q.oneCJK && doc.hasPrefix(q.text)) score = 0.5;
  } else if (doc.has(q.must)) {
    let found = 0;
    for (const p of q.pieces) if (doc.has(p)) found++;
    score = (0.8 * found) / q.pieces.length;
  }
  if (prefix && score < 0.6 && q.runes >= 2 && doc.hasTypedPrefix(q.text)) score = 0.6;
  return score;
}

/**
 * queryEndsInWord reports whether the last character of q belongs to a
 * word: the user is still typing that word, so it also matches as a prefix.
 */
export function queryEndsInWord(q: string): boolean {
  const chars = [...q];
  return chars.length > 0 && isWordChar(chars[chars.length - 1]);
}
