// The search engine: it reads the index files the Go side writes (the
// format is described in plugins/search/files.go), loading the manifest, then
// for each query only the term buckets the query's tokens fall in, and ranks
// sections. It is the only scorer: the Go tests (the ranking tests of
// plugins/search, the Nuri relevance test in site/search_test.go) run this
// file in Node through package plugins/search/searchtest.
import { matchWord, queryEndsInWord, queryWord, type QueryWord, type TermSet } from './match';
import { lower, spaceBigram, tokenize, typedPrefixOf, words } from './tokenize';

export interface Manifest {
  v: number;
  pages: [string, string][];
  pageWeight?: number[];
  sectionPage: number[];
  sectionAnchor: string[];
  sectionHeading: string[];
  terms: string[];
  texts: string[];
  textStart: number[];
}

interface BucketFile {
  t: string[];
  title: number[][];
  sec: number[][];
}

/** Where a term occurs: page titles, section headings, section texts, page descriptions (by lead section). */
interface Postings {
  title: Set<number>;
  heading: Set<number>;
  text: Set<number>;
  description: Set<number>;
}

const MASK_HEADING = 1;
const MASK_TEXT = 2;
const MASK_DESCRIPTION = 4;
const MASK_BITS = 3;
const FORMAT_VERSION = 2;

const noPostings = (): Postings => ({ title: new Set(), heading: new Set(), text: new Set(), description: new Set() });

class Bucket {
  private readonly at = new Map<string, number>();
  private readonly decoded = new Map<number, Postings>();
  constructor(private readonly file: BucketFile) {
    file.t.forEach((t, i) => this.at.set(t, i));
  }

  get(t: string): Postings | undefined {
    const i = this.at.get(t);
    return i === undefined ? undefined : this.postings(i);
  }

  /** Postings of every term that starts with p (p included), merged. */
  withPrefix(p: string): Postings {
    return this.matching((t) => t.startsWith(p));
  }

  /** Postings of every term that the word being typed may become (typedPrefixOf), merged. */
  withTypedPrefix(w: string): Postings {
    return this.matching(typedPrefixOf(w));
  }

  private matching(test: (t: string) => boolean): Postings {
    const out = noPostings();
    this.file.t.forEach((t, i) => {
      if (!test(t)) return;
      const ps = this.postings(i);
      ps.title.forEach((x) => out.title.add(x));
      ps.heading.forEach((x) => out.heading.add(x));
      ps.text.forEach((x) => out.text.add(x));
      ps.description.forEach((x) => out.description.add(x));
    });
    return out;
  }

  private postings(i: number): Postings {
    let ps = this.decoded.get(i);
    if (ps) return ps;
    ps = noPostings();
    let page = 0;
    for (const d of this.file.title[i]) ps.title.add((page += d));
    let code = 0;
    for (const d of this.file.sec[i]) {
      code += d;
      const s = Math.floor(code / (1 << MASK_BITS)); // not >>: codes may pass 2^31 on huge sites
      if (code & MASK_HEADING) ps.heading.add(s);
      if (code & MASK_TEXT) ps.text.add(s);
      if (code & MASK_DESCRIPTION) ps.description.add(s);
    }
    this.decoded.set(i, ps);
    return ps;
  }
}

export interface Result {
  section: number;
  /** the page's URL (base URL and trailing slash included), or url#anchor */
  url: string;
  pageTitle: string;
  /** "" for a page's lead section */
  heading: string;
  score: number;
  /**
   * How many of the query's words the section lacks beyond those a full
   * match may lack (see search): 0 for a full match. Results with fewer
   * come first, whatever their score.
   */
  missing: number;
}

/**
 * Field weights: a hit in the page title counts most in the page's lead
 * section (which stands for the whole page); in the page's other sections the
 * title only adds context, so that a query naming the page and a term of one
 * of its sections finds that section.
 */
const WEIGHT_TITLE_LEAD = 10;
const WEIGHT_TITLE = 2;
const WEIGHT_HEADING = 5;
const WEIGHT_DESCRIPTION = 2;
const WEIGHT_TEXT = 1;

/** Share of a field's weight that two adjacent query words found next to each other add. */
const PHRASE_BONUS = 0.5;

/** pairsOf returns the space bigrams of adjacent query words. */
function pairsOf(ws: string[]): string[] {
  const out: string[] = [];
  for (let k = 1; k < ws.length; k++) {
    const p = spaceBigram(ws[k - 1], ws[k]);
    if (p !== '') out.push(p);
  }
  return out;
}

export type Loader = (path: string) => Promise<unknown>;

export class SearchIndex {
  private readonly buckets = new Map<number, Promise<Bucket>>();
  private readonly texts = new Map<number, Promise<string[]>>();

  constructor(
    readonly manifest: Manifest,
    private readonly load: Loader,
  ) {
    if (manifest.v !== FORMAT_VERSION) throw new Error(`search index: format version ${manifest.v}, want ${FORMAT_VERSION}`);
  }

  /** Loads the manifest at path and returns the index over it. */
  static async open(path: string, load: Loader): Promise<SearchIndex> {
    return new SearchIndex((await load(path)) as Manifest, load);
  }

  get sections(): number {
    return this.manifest.sectionPage.length;
  }

  url(section: number): string {
    const m = this.manifest;
    const page = m.pages[m.sectionPage[section]][0];
    const anchor = m.sectionAnchor[section];
    return anchor ? `${page}#${anchor}` : page;
  }

  private bucket(t: string): Promise<Bucket> {
    const n = this.manifest.terms.length;
    const k = t.codePointAt(0)! % n;
    let b = this.buckets.get(k);
    if (!b) {
      b = this.load(this.manifest.terms[k]).then((f) => new Bucket(f as BucketFile));
      b.catch(() => this.buckets.delete(k)); // a failed download is tried again next time
      this.buckets.set(k, b);
    }
    return b;
  }

  /** The terms a query looks up: each word, its pieces, and the bigrams across adjacent words. */
  private needed(ws: string[], qws: QueryWord[]): string[] {
    const ts = new Set<string>();
    for (const q of qws) {
      ts.add(q.text);
      for (const p of q.pieces ?? []) ts.add(p);
    }
    for (const p of pairsOf(ws)) ts.add(p);
    return [...ts];
  }

  /**
   * search returns the sections that match the words of query, best first:
   * title hits above heading hits above body hits (see matchWord for how one
   * word matches a field; the last word also matches as a prefix unless the
   * query ends after it, in a space or punctuation), and the page's weight
   * (manifest pageWeight, from the plugin's Options.Weight) multiplies the
   * score. A section other than a page's lead must match by its own heading
   * or text, not by the page title alone. Two query words that stand next to
   * each other in a field (their spaceBigram is there) add half that field's
   * weight.
   *
   * A full match has every word; with three words or more it may miss one,
   * at half its score (people add words the docs do not use: 방법, 하는 법).
   * Sections that match some of the words but not enough for a full match
   * come after all full matches, those missing fewer words first, so that a
   * query never comes back empty while one of its words is in the docs.
   * Ties keep index order.
   */
  async search(query: string): Promise<Result[]> {
    const ws = words(query);
    if (ws.length === 0) return [];
    const qws = ws.map(queryWord);
    const terms = this.needed(ws, qws);
    const loaded = new Map<string, Bucket>();
    await Promise.all(terms.map(async (t) => loaded.set(t, await this.bucket(t))));
    const typing = queryEndsInWord(query);
    const m = this.manifest;
    const empty = noPostings();
    const postings = (t: string) => loaded.get(t)?.get(t) ?? empty;
    const prefixes = new Map<string, Postings>();
    const prefixed = (p: string) => {
      let ps = prefixes.get(p);
      if (!ps) {
        ps = loaded.get(p)?.withPrefix(p) ?? empty;
        prefixes.set(p, ps);
      }
      return ps;
    };
    const typed = new Map<string, Postings>();
    const typedPrefixed = (w: string) => {
      let ps = typed.get(w);
      if (!ps) {
        ps = loaded.get(w)?.withTypedPrefix(w) ?? empty;
        typed.set(w, ps);
      }
      return ps;
    };
    const field = (key: keyof Postings, id: number): TermSet => ({
      has: (t) => postings(t)[key].has(id),
      hasPrefix: (p) => prefixed(p)[key].has(id),
      hasTypedPrefix: (w) => typedPrefixed(w)[key].has(id),
    });

    const allowedMissing = ws.length >= 3 ? 1 : 0;
    const pairs = pairsOf(ws);
    const out: Result[] = [];
    for (let s = 0; s < m.sectionPage.length; s++) {
      const page = m.sectionPage[s];
      const lead = m.sectionAnchor[s] === '';
      const titleWeight = lead ? WEIGHT_TITLE_LEAD : WEIGHT_TITLE;
      const title = field('title', page);
      const heading = field('heading', s);
      const text = field('text', s);
      const description = field('description', s);
      let total = 0;
      let own = lead;
      let missing = 0;
      for (let k = 0; k < qws.length; k++) {
        const w = qws[k];
        const prefix = typing && k === ws.length - 1;
        const inSection = Math.max(
          WEIGHT_HEADING * matchWord(w, heading, prefix),
          WEIGHT_TEXT * matchWord(w, text, prefix),
          WEIGHT_DESCRIPTION * matchWord(w, description, prefix),
        );
        const best = Math.max(titleWeight * matchWord(w, title, prefix), inSection);
        if (best === 0) {
          missing++;
          continue;
        }
        own = own || inSection > 0;
        total += best;
      }
      if (total === 0 || !own) continue;
      for (const p of pairs) {
        total +=
          PHRASE_BONUS *
          Math.max(
            titleWeight * (title.has(p) ? 1 : 0),
            WEIGHT_HEADING * (heading.has(p) ? 1 : 0),
            WEIGHT_TEXT * (text.has(p) ? 1 : 0),
            WEIGHT_DESCRIPTION * (description.has(p) ? 1 : 0),
          );
      }
      if (missing > 0) total *= 0.5;
      if (m.pageWeight) total *= m.pageWeight[page];
      out.push({
        section: s,
        url: this.url(s),
        pageTitle: m.pages[page][1],
        heading: m.sectionHeading[s],
        score: total,
        missing: Math.max(0, missing - allowedMissing),
      });
    }
    out.sort((a, b) => a.missing - b.missing || b.score - a.score); // stable: ties keep index order
    return out;
  }

  /** text returns a section's plain text, loading its shard. */
  async text(section: number): Promise<string> {
    const starts = this.manifest.textStart;
    let k = starts.length - 1;
    while (k > 0 && starts[k] > section) k--;
    let shard = this.texts.get(k);
    if (!shard) {
      shard = this.load(this.manifest.texts[k]) as Promise<string[]>;
      shard.catch(() => this.texts.delete(k));
      this.texts.set(k, shard);
    }
    return (await shard)[section - starts[k]] ?? '';
  }
}

/** Results the dialog shows at most, and at most of one page. */
const MAX_SHOWN = 10;
const MAX_SHOWN_PER_PAGE = 3;

/**
 * toShow returns the results the dialog lists: the best MAX_SHOWN, at most
 * MAX_SHOWN_PER_PAGE of one page (a page's other sections give way to
 * other pages).
 */
export function toShow(results: Result[]): Result[] {
  const perPage = new Map<string, number>();
  const out: Result[] = [];
  for (const r of results) {
    const page = r.url.split('#')[0];
    const n = perPage.get(page) ?? 0;
    if (n >= MAX_SHOWN_PER_PAGE) continue;
    perPage.set(page, n + 1);
    out.push(r);
    if (out.length === MAX_SHOWN) break;
  }
  return out;
}

/** A piece of text, marked when it matches the query. */
export interface Piece {
  text: string;
  mark: boolean;
}

/**
 * highlightTerms are the strings marked in titles and context: each query
 * word and, for a word with a particle or a compound identifier, its stem
 * (the first part: 토큰 of 토큰으로).
 */
export function highlightTerms(query: string): string[] {
  const out = new Set<string>();
  for (const w of words(query)) {
    out.add(w);
    const toks = tokenize(w);
    if (toks.length > 1 && [...toks[1].text].length >= 2) out.add(toks[1].text);
  }
  return [...out].sort((a, b) => b.length - a.length);
}

/** highlight splits text into pieces, marking every case-insensitive occurrence of a term. */
export function highlight(text: string, terms: string[]): Piece[] {
  const low = lower(text);
  // Lowercasing keeps lengths for the scripts we index; where it does not, mark nothing.
  if (low.length !== text.length || terms.length === 0) return [{ text, mark: false }];
  const pieces: Piece[] = [];
  let plain = 0;
  for (let i = 0; i < text.length; ) {
    const t = terms.find((term) => term !== '' && low.startsWith(term, i));
    if (!t) {
      i++;
      continue;
    }
    if (i > plain) pieces.push({ text: text.slice(plain, i), mark: false });
    pieces.push({ text: text.slice(i, i + t.length), mark: true });
    i += t.length;
    plain = i;
  }
  if (plain < text.length) pieces.push({ text: text.slice(plain), mark: false });
  return pieces;
}

/**
 * context cuts from a section's text the part around the first marked term,
 * about width characters, with an ellipsis where it was cut.
 */
export function context(text: string, terms: string[], width = 110): string {
  const low = lower(text);
  let at = -1;
  for (const t of terms) {
    const i = low.indexOf(t);
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  if (text.length <= width) return text;
  let start = Math.max(0, at - 30);
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    if (space > start - 15) start = space + 1;
  }
  let end = Math.min(text.length, start + width);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > end - 15 && space > start) end = space;
  }
  return (start > 0 ? '…' : '') + text.slice(start, end) + (end < text.length ? '…' : '');
}
