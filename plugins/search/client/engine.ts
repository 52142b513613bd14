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
  dir: string;
  pageSections: number[];
  leads?: number[];
  pageWeight?: number[];
  buckets: number;
  /** split prefixes, a line each (splitTable in files.go) */
  split?: string;
  metaPages: number;
  meta?: Meta;
  textSections: number;
}

interface Meta {
  pages: [string, string][];
  anchors: string[];
  headings: string[];
}

interface BucketFile {
  t: string[];
  title: number[][];
  /**
   * delta-coded section codes, or a base64 bitmap of text hits followed by
   * the codes of the others; or "#k" for the k-th bitmap of the file's
   * bitmaps file (name.bits.json: text hits of the sections that are not
   * leads, bit k for the k-th of them), followed by a base64 bitmap of the
   * lead sections (bit k for the k-th lead) whose text has the term and
   * the codes of the others
   */
  sec: (number | string)[][];
}

/**
 * Where a term occurs: section codes (section << 3 | mask) and pages whose
 * title has it. Unions may repeat entries. Where the text hits are in a
 * bitmaps file not loaded yet, pending says so: sec then has the term's
 * heading and description hits and the text hits of lead sections only.
 */
interface Postings {
  sec: number[];
  title: number[];
  pending?: { bucket: Bucket; i: number };
}

const MASK_HEADING = 1;
const MASK_TEXT = 2;
const MASK_DESCRIPTION = 4;
const MASK_BITS = 3;
const FORMAT_VERSION = 5;
const UNION = '\x01';
const TYPED = '\x02';

const HANGUL_BASE = 0xac00;
const HANGUL_COUNT = 11172;

/** fold is the character a term's file is chosen by (files.go): a Hangul syllable without its final consonant. */
function fold(c: number): number {
  return c >= HANGUL_BASE && c < HANGUL_BASE + HANGUL_COUNT ? HANGUL_BASE + Math.floor((c - HANGUL_BASE) / 28) * 28 : c;
}

function folded(t: string): number[] {
  return [...t].map((ch) => fold(ch.codePointAt(0)!));
}

/** ownFile is which of a split prefix's own files holds the terms ending in c (ownFile in files.go). */
function ownFile(c: number, n: number): number {
  return c >= HANGUL_BASE && c < HANGUL_BASE + HANGUL_COUNT ? ((c - HANGUL_BASE) % 28) % n : c % n;
}

const prefixName = (f: number[]) => f.map((c) => c.toString(16)).join('_');
const str = (f: number[]) => String.fromCodePoint(...f);

/** decodeBitmap appends to out the codes of the text hits of a base64 bitmap, bit k for section k or, with sections, sections[k]. */
function decodeBitmap(b64: string, out: number[], sections?: Int32Array): void {
  const bits = atob(b64);
  for (let b = 0; b < bits.length; b++) {
    const byte = bits.charCodeAt(b);
    if (byte === 0) continue;
    for (let k = 0; k < 8; k++) if (byte & (1 << k)) out.push((sections ? sections[b * 8 + k] : b * 8 + k) * (1 << MASK_BITS) + MASK_TEXT);
  }
}

class Bucket {
  private readonly at = new Map<string, number>();
  private readonly decoded = new Map<number, Postings>();
  private readonly completed = new Map<number, Postings>();
  private bitmaps: Promise<string[]> | null = null;
  constructor(
    private readonly file: BucketFile,
    private readonly leads: Int32Array,
    private readonly others: Int32Array,
    private readonly loadBitmaps: () => Promise<string[]>,
  ) {
    file.t.forEach((t, i) => this.at.set(t, i));
  }

  get(t: string): Postings | undefined {
    const i = this.at.get(t);
    return i === undefined ? undefined : this.postings(i);
  }

  /** Postings of every term (not union) that passes test, merged. */
  matching(test: (t: string) => boolean): Postings[] {
    const out: Postings[] = [];
    this.file.t.forEach((t, i) => {
      if (!t.startsWith(UNION) && !t.startsWith(TYPED) && test(t)) out.push(this.postings(i));
    });
    return out;
  }

  private postings(i: number): Postings {
    let ps = this.completed.get(i) ?? this.decoded.get(i);
    if (ps) return ps;
    ps = { sec: [], title: [], pending: undefined };
    let page = 0;
    for (const d of this.file.title[i]) ps.title.push((page += d));
    let code = 0;
    for (const d of this.file.sec[i]) {
      if (typeof d === 'string') {
        if (ps.pending) decodeBitmap(d, ps.sec, this.leads);
        else if (d.startsWith('#')) ps.pending = { bucket: this, i };
        else decodeBitmap(d, ps.sec);
        continue;
      }
      code += d;
      ps.sec.push(code);
    }
    this.decoded.set(i, ps);
    return ps;
  }

  /** complete returns the postings of term i with their text hits, loading the bitmaps file. */
  async complete(i: number): Promise<Postings> {
    let ps = this.completed.get(i);
    if (ps) return ps;
    if (!this.bitmaps) {
      this.bitmaps = this.loadBitmaps();
      this.bitmaps.catch(() => (this.bitmaps = null));
    }
    const bitmaps = await this.bitmaps;
    ps = this.completed.get(i);
    if (ps) return ps;
    const part = this.postings(i);
    const k = Number((this.file.sec[i][0] as string).slice(1));
    if (!(k >= 0 && k < bitmaps.length)) throw new Error(`search index: no bitmap ${k}`);
    ps = { sec: [...part.sec], title: part.title, pending: undefined };
    decodeBitmap(bitmaps[k], ps.sec, this.others);
    this.completed.set(i, ps);
    return ps;
  }
}

/** complete returns ps with its text hits (loading them where they are pending). */
function complete(ps: Postings): Promise<Postings> | Postings {
  return ps.pending ? ps.pending.bucket.complete(ps.pending.i) : ps;
}

function completeAll(list: Postings[]): Promise<Postings[]> {
  return Promise.all(list.map(complete));
}

/** A ranked section, before its title is loaded. */
interface Ranked {
  s: number;
  score: number;
  missing: number;
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

/** The initial consonants a lone jamo being typed may be (completion in tokenize.ts). */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

/** One query word's lookups: exact terms, then the prefix ones; bit i of a signature is lookup i. */
interface Probes {
  word: QueryWord;
  prefix: boolean;
  exact: string[];
  prefixBit: number;
  typedBit: number;
  postings: Postings[][];
}

/** A query word's signatures and its score for a signature (SearchIndex.scorer). */
interface WordScorer {
  sig: Signatures;
  score: (sig: number) => number;
  /** The lookups whose text hits are not loaded (sig.text lacks them), a bit each; 0 when all are. */
  pending: number;
}

interface Signatures {
  heading: Uint32Array;
  text: Uint32Array;
  description: Uint32Array;
  title: Uint32Array;
}

/** Query words whose scorers are kept. */
const KEPT_SCORERS = 8;

/** Bits of a signature at most: a word with more pieces has the rest counted as absent. */
const MAX_PROBES = 30;

export class SearchIndex {
  private readonly files = new Map<string, Promise<Bucket>>();
  private readonly texts = new Map<number, Promise<string[]>>();
  private readonly metas = new Map<number, Promise<Meta>>();
  private readonly scorers = new Map<string, WordScorer>();
  /** The page of each section, the first section of each page, and which sections are leads. */
  private readonly sectionPage: Int32Array;
  private readonly pageFirst: Int32Array;
  private readonly lead: Uint8Array;
  /** The lead sections, and the others, in order. */
  private readonly leads: Int32Array;
  private readonly others: Int32Array;
  /** The split prefixes' numbers of child and own files. */
  private readonly split = new Map<string, [number, number]>();

  constructor(
    readonly manifest: Manifest,
    private readonly load: Loader,
  ) {
    if (manifest.v !== FORMAT_VERSION) throw new Error(`search index: format version ${manifest.v}, want ${FORMAT_VERSION}`);
    const counts = manifest.pageSections;
    let n = 0;
    for (const k of counts) n += k;
    this.sectionPage = new Int32Array(n);
    this.pageFirst = new Int32Array(counts.length);
    this.lead = new Uint8Array(n);
    let s = 0;
    counts.forEach((k, page) => {
      this.pageFirst[page] = s;
      if (!manifest.leads) this.lead[s] = 1;
      for (let j = 0; j < k; j++) this.sectionPage[s++] = page;
    });
    for (const l of manifest.leads ?? []) this.lead[l] = 1;
    this.leads = manifest.leads ? Int32Array.from(manifest.leads) : this.pageFirst;
    this.others = new Int32Array(n - this.leads.length);
    for (let s = 0, k = 0; s < n; s++) if (this.lead[s] === 0) this.others[k++] = s;
    if (manifest.meta) this.metas.set(0, Promise.resolve(manifest.meta));
    let prev: string[] = [];
    for (const line of manifest.split ? manifest.split.split('\n') : []) {
      const [shared, rest, k, o] = line.split(' ');
      prev = [...prev.slice(0, Number(shared)), ...rest];
      this.split.set(prev.join(''), k === undefined ? [1, 1] : [Number(k), Number(o)]);
    }
  }

  /** Loads the manifest at path and returns the index over it. */
  static async open(path: string, load: Loader): Promise<SearchIndex> {
    return new SearchIndex((await load(path)) as Manifest, load);
  }

  get sections(): number {
    return this.sectionPage.length;
  }

  private file(name: string): Promise<Bucket> {
    let b = this.files.get(name);
    if (!b) {
      const dir = this.manifest.dir;
      b = this.load(`${dir}/${name}.json`).then((f) => new Bucket(f as BucketFile, this.leads, this.others, () => this.load(`${dir}/${name}.bits.json`) as Promise<string[]>));
      b.catch(() => this.files.delete(name)); // a failed download is tried again next time
      this.files.set(name, b);
    }
    return b;
  }

  private isSplit(f: number[], k: number): boolean {
    return this.split.has(str(f.slice(0, k)));
  }

  /**
   * fileOf is the file of term t, or of the unions of t where t folds to a
   * split prefix (layout.fileOf in files.go).
   */
  private fileOf(t: string): string {
    const f = folded(t);
    if (f.length === 0) return 't0';
    if (!this.isSplit(f, 1)) return `t${f[0] % this.manifest.buckets}`;
    let k = 1;
    while (k < f.length && this.isSplit(f, k + 1)) k++;
    const [children, own] = this.split.get(str(f.slice(0, k)))!;
    if (k === f.length) return `n${prefixName(f)}~${ownFile([...t].pop()!.codePointAt(0)!, own)}`;
    return `n${prefixName(f.slice(0, k))}-${f[k] % children}`;
  }

  private async exact(t: string): Promise<Postings[]> {
    const ps = (await this.file(this.fileOf(t))).get(t);
    return ps ? [ps] : [];
  }

  /**
   * The postings of the terms that start with w, or where typed (w ends in
   * a syllable without a final consonant) with w's last syllable with any
   * final: in the one file that holds them all, or where w folds to a split
   * prefix, the union the files keep for it.
   */
  private async startingWith(w: string, typed: boolean): Promise<Postings[]> {
    const b = await this.file(this.fileOf(w));
    const fp = folded(w);
    if (!this.isSplit(fp, fp.length)) return b.matching(typed ? typedPrefixOf(w) : (t) => t.startsWith(w));
    const ps = (typed ? b.get(TYPED + w) : undefined) ?? b.get(UNION + w) ?? b.get(w);
    return ps ? [ps] : [];
  }

  /** The postings of the terms the word w being typed may become (typedPrefixOf). */
  private async typed(w: string): Promise<Postings[]> {
    const chars = [...w];
    const last = chars[chars.length - 1];
    const stem = chars.slice(0, -1).join('');
    const c = last.codePointAt(0)!;
    if (stem !== '' && c >= HANGUL_BASE && c < HANGUL_BASE + HANGUL_COUNT && (c - HANGUL_BASE) % 28 === 0) return this.startingWith(w, true);
    const l = INITIALS.indexOf(last);
    if (stem === '' || l < 0) return this.startingWith(w, false);
    // A lone initial: the syllables it may become.
    const loads = [this.startingWith(w, false)];
    for (let v = 0; v < 21; v++) loads.push(this.startingWith(stem + String.fromCodePoint(HANGUL_BASE + (l * 21 + v) * 28), true));
    return (await Promise.all(loads)).flat();
  }

  private probes(w: QueryWord, prefix: boolean, full: boolean): Promise<Probes> {
    const exact = [...new Set([w.text, ...(w.pieces ?? []), ...(w.must ? [w.must] : [])])].slice(0, MAX_PROBES);
    let bit = exact.length;
    const prefixBit = w.oneCJK ? bit++ : -1;
    const typedBit = prefix && w.runes >= 2 ? bit++ : -1;
    const loads = exact.map((t) => this.exact(t));
    if (prefixBit >= 0) loads.push(this.startingWith(w.text, false));
    if (typedBit >= 0) loads.push(this.typed(w.text));
    return Promise.all(loads.map((l) => (full ? l.then(completeAll) : l))).then((postings) => ({ word: w, prefix, exact, prefixBit, typedBit, postings }));
  }

  /** signatures sets bit i of each section's (heading, text, description) and page's (title) signature where lookup i has it. */
  private signatures(postings: Postings[][]): Signatures {
    const n = this.sections;
    const sig = { heading: new Uint32Array(n), text: new Uint32Array(n), description: new Uint32Array(n), title: new Uint32Array(this.pageFirst.length) };
    postings.forEach((list, i) => {
      const bit = 1 << i;
      for (const ps of list) {
        for (const code of ps.sec) {
          const m = code & 7;
          const s = (code - m) / (1 << MASK_BITS);
          if (m & MASK_HEADING) sig.heading[s] |= bit;
          if (m & MASK_TEXT) sig.text[s] |= bit;
          if (m & MASK_DESCRIPTION) sig.description[s] |= bit;
        }
        for (const p of ps.title) sig.title[p] |= bit;
      }
    });
    return sig;
  }

  /**
   * scorer returns a query word's signatures (which of its lookups each
   * section and page has, by field) and its score for a signature
   * (matchWord, once per distinct signature). The last few are kept: the
   * next keystroke's query has the same words but the last.
   */
  private async scorer(w: QueryWord, prefix: boolean, full: boolean): Promise<WordScorer> {
    const key = `${prefix ? 1 : 0}${w.text}`;
    const kept = this.scorers.get(key);
    if (kept && (!full || kept.pending === 0)) return kept;
    const pr = await this.probes(w, prefix, full);
    const sig = this.signatures(pr.postings);
    const memo = new Map<number, number>();
    const score = (x: number): number => {
      let v = memo.get(x);
      if (v === undefined) {
        const set: TermSet = {
          has: (t) => {
            const i = pr.exact.indexOf(t);
            return i >= 0 && (x & (1 << i)) !== 0;
          },
          hasPrefix: (p) => p === pr.word.text && pr.prefixBit >= 0 && (x & (1 << pr.prefixBit)) !== 0,
          hasTypedPrefix: (t) => t === pr.word.text && pr.typedBit >= 0 && (x & (1 << pr.typedBit)) !== 0,
        };
        v = matchWord(pr.word, set, pr.prefix);
        memo.set(x, v);
      }
      return v;
    };
    let pending = 0;
    pr.postings.forEach((list, i) => {
      if (list.some((ps) => ps.pending !== undefined)) pending |= 1 << i;
    });
    const out = { sig, score, pending };
    this.scorers.delete(key);
    this.scorers.set(key, out);
    if (this.scorers.size > KEPT_SCORERS) this.scorers.delete(this.scorers.keys().next().value!);
    return out;
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
   * Ties keep index order. With limit, only the first limit results.
   *
   * Each word's lookups are made once per query: a section's (or page's)
   * signature says which of them it has in a field, and matchWord runs
   * once per distinct signature.
   */
  async search(query: string, limit = Infinity): Promise<Result[]> {
    return this.described((await this.rank(query, limit, true))!);
  }

  /**
   * rank is search without the titles: the sections, best first. With full
   * false, the text hits kept in bitmaps files are not loaded, and rank
   * returns what the dialog shows (toShow) if those hits cannot change it,
   * or else null: see certain.
   */
  private async rank(query: string, limit: number, full: boolean): Promise<Ranked[] | null> {
    const ws = words(query);
    if (ws.length === 0) return [];
    const typing = queryEndsInWord(query);
    const qws = ws.map(queryWord);
    const pairs = pairsOf(ws).slice(0, MAX_PROBES);
    const [words_, pairPostings] = await Promise.all([
      Promise.all(qws.map((w, k) => this.scorer(w, typing && k === ws.length - 1, full))),
      Promise.all(pairs.map((p) => this.exact(p).then((l) => (full ? completeAll(l) : l)))),
    ]);
    const m = this.manifest;
    const pairSig = this.signatures(pairPostings);
    const pairPartial = pairPostings.map((l) => l.some((ps) => ps.pending !== undefined));
    const partial = words_.some((w) => w.pending !== 0) || pairPartial.includes(true);
    const allowedMissing = ws.length >= 3 ? 1 : 0;
    const found: Ranked[] = [];
    const worse = (a: Ranked, b: Ranked) => a.missing - b.missing || b.score - a.score || a.s - b.s;
    const n = this.sections;
    // With hits not loaded, the sections whose score they may change, and
    // the most any of them may score.
    let most = 0;
    // What the text hits to come may add to a word that has no known hits in a section.
    const noHit = words_.map((w) => (w.pending === 0 ? 0 : WEIGHT_TEXT * w.score(w.pending)));
    if (partial) {
      // A section without known hits: each word and pair that has hits to come adds at most their text weight.
      let bound = 0;
      for (const b of noHit) bound += b;
      for (const p of pairPartial) if (p) bound += PHRASE_BONUS * WEIGHT_TEXT;
      most = bound * (m.pageWeight ? Math.max(...m.pageWeight) : 1);
    }
    for (let s = 0; s < n; s++) {
      const page = this.sectionPage[s];
      const lead = this.lead[s] === 1;
      const titleWeight = lead ? WEIGHT_TITLE_LEAD : WEIGHT_TITLE;
      let total = 0;
      let own = lead;
      let missing = 0;
      // Where hits are still to come: whether they may change this section's score, and the most it may then be.
      let unsure = false;
      let upper = 0;
      let hits = false;
      for (let k = 0; k < words_.length; k++) {
        const { sig, score, pending } = words_[k];
        const h = sig.heading[s];
        const t = sig.text[s];
        const d = sig.description[s];
        const ti = sig.title[page];
        if ((h | t | d | ti) === 0) {
          missing++;
          if (!lead && noHit[k] > 0) {
            unsure = true;
            upper += noHit[k];
          }
          continue;
        }
        hits = true;
        const inSection = Math.max(WEIGHT_HEADING * score(h), WEIGHT_TEXT * score(t), WEIGHT_DESCRIPTION * score(d));
        const best = Math.max(titleWeight * score(ti), inSection);
        // The most the text may score once its hits are loaded (a lead section's are): if more than best, the section is unsure.
        const most = pending === 0 || lead ? 0 : WEIGHT_TEXT * score(t | pending);
        if (most > best) {
          unsure = true;
          upper += most;
        } else upper += best;
        if (best === 0) {
          missing++;
          continue;
        }
        own = own || inSection > 0;
        total += best;
      }
      // A section without known hits: the bound of most already.
      if (!hits) continue;
      if (!unsure && (total === 0 || !own)) continue;
      for (let j = 0; j < pairs.length; j++) {
        const bit = 1 << j;
        const bonus =
          PHRASE_BONUS *
          Math.max(
            titleWeight * ((pairSig.title[page] & bit) !== 0 ? 1 : 0),
            WEIGHT_HEADING * ((pairSig.heading[s] & bit) !== 0 ? 1 : 0),
            WEIGHT_TEXT * ((pairSig.text[s] & bit) !== 0 ? 1 : 0),
            WEIGHT_DESCRIPTION * ((pairSig.description[s] & bit) !== 0 ? 1 : 0),
          );
        total += bonus;
        if (pairPartial[j] && !lead && bonus < PHRASE_BONUS * WEIGHT_TEXT) {
          unsure = true;
          upper += PHRASE_BONUS * WEIGHT_TEXT;
        } else upper += bonus;
      }
      if (unsure) {
        most = Math.max(most, m.pageWeight ? upper * m.pageWeight[page] : upper);
        continue;
      }
      if (missing > 0) total *= 0.5;
      if (m.pageWeight) total *= m.pageWeight[page];
      const r = { s, score: total, missing: Math.max(0, missing - allowedMissing) };
      if (found.length < limit) {
        found.push(r);
        if (found.length === limit) found.sort(worse);
      } else if (worse(r, found[found.length - 1]) < 0) {
        // Keep the best limit, in order.
        let lo = 0;
        let hi = found.length - 1;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (worse(r, found[mid]) < 0) hi = mid;
          else lo = mid + 1;
        }
        found.splice(lo, 0, r);
        found.pop();
      }
    }
    if (found.length < limit) found.sort(worse);
    if (full) return found;
    const pageOf = (r: Ranked) => this.sectionPage[r.s];
    if (!partial) {
      const out = toShow(found, pageOf);
      return out.length >= MAX_SHOWN || found.length < limit ? out : null;
    }
    return certain(found, most, pageOf);
  }

  /**
   * shown returns the results the dialog lists for query (toShow), ranking
   * no more of them than it needs and loading the titles of those only.
   * The text hits of frequent terms, kept in bitmaps files, are loaded
   * only when the results may depend on them: the first screen of a
   * frequent word is usually decided by titles and headings.
   */
  async shown(query: string): Promise<Result[]> {
    const sure = await this.rank(query, 64, false);
    if (sure) return this.described(sure);
    for (let limit = 64; ; limit *= 4) {
      const ranked = (await this.rank(query, limit, true))!;
      const out = toShow(ranked, (r) => this.sectionPage[r.s]);
      if (out.length >= MAX_SHOWN || ranked.length < limit) return this.described(out);
    }
  }

  /** described gives ranked sections their URLs, titles and headings, loading the title files they are in. */
  private async described(found: Ranked[]): Promise<Result[]> {
    const m = this.manifest;
    const metas = await Promise.all(found.map((r) => this.meta(this.sectionPage[r.s])));
    return found.map((r, i) => {
      const page = this.sectionPage[r.s];
      const mt = metas[i];
      const first = Math.floor(page / m.metaPages) * m.metaPages;
      const k = this.pageFirst[page] - this.pageFirst[first] + (r.s - this.pageFirst[page]);
      const [url, pageTitle] = mt.pages[page - first];
      const anchor = mt.anchors[k];
      return { section: r.s, url: anchor ? `${url}#${anchor}` : url, pageTitle, heading: mt.headings[k], score: r.score, missing: r.missing };
    });
  }

  /** meta loads the title file of page. */
  private meta(page: number): Promise<Meta> {
    const k = Math.floor(page / this.manifest.metaPages);
    let mt = this.metas.get(k);
    if (!mt) {
      mt = this.load(`${this.manifest.dir}/m${k}.json`) as Promise<Meta>;
      mt.catch(() => this.metas.delete(k));
      this.metas.set(k, mt);
    }
    return mt;
  }

  /** text returns a section's plain text, loading its shard. */
  async text(section: number): Promise<string> {
    const k = Math.floor(section / this.manifest.textSections);
    let shard = this.texts.get(k);
    if (!shard) {
      shard = this.load(`${this.manifest.dir}/x${k}.json`) as Promise<string[]>;
      shard.catch(() => this.texts.delete(k));
      this.texts.set(k, shard);
    }
    return (await shard)[section - k * this.manifest.textSections] ?? '';
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
export function toShow<R>(results: R[], pageOf: (r: R) => number): R[] {
  const perPage = new Map<number, number>();
  const out: R[] = [];
  for (const r of results) {
    const page = pageOf(r);
    const n = perPage.get(page) ?? 0;
    if (n >= MAX_SHOWN_PER_PAGE) continue;
    perPage.set(page, n + 1);
    out.push(r);
    if (out.length === MAX_SHOWN) break;
  }
  return out;
}

/**
 * certain returns what the dialog shows (toShow) when the text hits still
 * to come cannot change it, or else null. ranked are the sections whose
 * scores those hits cannot change, best first (the best of them, if not
 * all); most is the highest score any other section may reach. The
 * results shown are then the first of ranked that match every word (as
 * many as a full match needs) and score above most: every other section
 * ranks below them, whatever the hits to come.
 */
function certain<R extends Ranked>(ranked: R[], most: number, pageOf: (r: R) => number): R[] | null {
  let k = 0;
  while (k < ranked.length && ranked[k].missing === 0 && ranked[k].score > most) k++;
  const out = toShow(ranked.slice(0, k), pageOf);
  return out.length >= MAX_SHOWN ? out : null;
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
