// The search tokenizer, the browser's twin of the Go one
// (plugins/search/tokenize.go): the index is built in Go and queries are
// tokenized here, so both must give the same tokens for the same text.
// plugins/search/testdata/cases.json is the case table both run, and
// plugins/search/client_test.go compares them on more text through
// package searchtest. Also here: how queries split into words (words,
// spaceBigram) and what a syllable being typed may still become
// (typedPrefixOf), which the matching in match.ts uses; these have no Go twin.

export const enum Kind {
  Word = 0,
  Part = 1,
  Bigram = 2,
  Unigram = 3,
}

export interface Token {
  text: string;
  kind: Kind;
}

const enum Script {
  None,
  Hangul,
  CJK,
  Alnum,
}

const reHangul = /\p{Script=Hangul}/u;
const reCJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const reWordChar = /[\p{L}\p{Nd}\p{M}]/u;
const reMark = /\p{M}/u;
const reLower = /\p{Ll}/u;
const reUpper = /\p{Lu}/u;
const reDigit = /\p{Nd}/u;

function classify(ch: string): Script {
  const c = ch.codePointAt(0)!;
  if (c < 0x80) {
    return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f ? Script.Alnum : Script.None;
  }
  if ((c >= 0xac00 && c <= 0xd7a3) || reHangul.test(ch)) return Script.Hangul;
  if (reCJK.test(ch)) return Script.CJK;
  if (reWordChar.test(ch)) return Script.Alnum;
  return Script.None;
}

/** isWordChar reports whether ch (one code point) belongs to a word. */
export function isWordChar(ch: string): boolean {
  return classify(ch) !== Script.None;
}

/**
 * isAlnum reports whether ch (one code point) is a word character outside
 * Hangul, Han and kana: a letter, digit or mark of an alphabetic script, or "_".
 */
export function isAlnum(ch: string): boolean {
  return classify(ch) === Script.Alnum;
}

/**
 * lower lowercases code point by code point with the simple case mapping, as
 * Go's strings.ToLower does (JavaScript's toLowerCase maps İ to two code
 * points and Σ by context).
 */
export function lower(s: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(s)) return s.toLowerCase();
  let out = '';
  for (const ch of s) out += ch === '\u0130' ? 'i' : ch.toLowerCase();
  return out;
}

const isJoiner = (ch: string) => ch === '.' || ch === '-';

/** Code points of s with their UTF-16 offsets. */
function points(s: string): { ch: string; at: number }[] {
  const out: { ch: string; at: number }[] = [];
  let at = 0;
  for (const ch of s) {
    out.push({ ch, at });
    at += ch.length;
  }
  return out;
}

function forEachWord(text: string, f: (w: string) => void): void {
  forEachWordAt(text, (start, end) => f(text.slice(start, end)));
}

function forEachWordAt(text: string, f: (start: number, end: number) => void): void {
  const ps = points(text);
  let start = -1;
  for (let k = 0; k < ps.length; k++) {
    const { ch, at } = ps[k];
    if (classify(ch) !== Script.None) {
      if (start < 0) start = at;
      continue;
    }
    if (start >= 0 && isJoiner(ch) && k + 1 < ps.length && classify(ps[k + 1].ch) !== Script.None) continue;
    if (start >= 0) {
      f(start, at);
      start = -1;
    }
  }
  if (start >= 0) f(start, text.length);
}

function camelParts(seg: string): string[] | null {
  const parts: string[] = [];
  let start = 0;
  let prev = '';
  let prevSize = 0;
  for (const { ch, at: i } of points(seg)) {
    if (i > 0) {
      let cut = false;
      if (reLower.test(prev) && reUpper.test(ch)) {
        cut = [...seg.slice(start, i)].length > 1;
      } else if (reDigit.test(prev) !== reDigit.test(ch) && !reMark.test(ch)) {
        cut = true;
      } else if (reUpper.test(prev) && reLower.test(ch) && i - prevSize > start) {
        const before = [...seg.slice(0, i - prevSize)];
        if (reUpper.test(before[before.length - 1] ?? '')) {
          parts.push(seg.slice(start, i - prevSize));
          start = i - prevSize;
        }
      }
      if (cut) {
        parts.push(seg.slice(start, i));
        start = i;
      }
    }
    prev = ch;
    prevSize = ch.length;
  }
  if (start === 0) return null;
  parts.push(seg.slice(start));
  return parts;
}

function appendWordTokens(out: Token[], w: string): void {
  const lw = lower(w);
  const first = out.length;
  const add = (s: string, kind: Kind) => {
    if (s === '') return;
    for (let i = first; i < out.length; i++) if (out[i].text === s) return;
    out.push({ text: s, kind });
  };
  add(lw, Kind.Word);
  let runStart = 0;
  let runScript = Script.None;
  const flush = (end: number) => {
    if (runScript === Script.None || runStart >= end) return;
    let run = w.slice(runStart, end);
    if (runScript === Script.Alnum) {
      run = run.replace(/^[.-]+|[.-]+$/g, '');
      add(lower(run), Kind.Part);
      for (const seg of run.split(/[._-]/)) {
        if (seg === '') continue;
        add(lower(seg), Kind.Part);
        for (const p of camelParts(seg) ?? []) add(lower(p), Kind.Part);
      }
      return;
    }
    const chars = [...run];
    if (chars.length === 1) {
      add(run, Kind.Unigram);
      return;
    }
    add(run, Kind.Part);
    for (let i = 1; i < chars.length; i++) add(chars[i - 1] + chars[i], Kind.Bigram);
  };
  for (const { ch, at } of points(w)) {
    let s = classify(ch);
    if (s === Script.None) s = Script.Alnum;
    if (reMark.test(ch) && runScript !== Script.None) s = runScript;
    if (s !== runScript) {
      flush(at);
      runStart = at;
      runScript = s;
    }
  }
  flush(w.length);
}

const isSyllable = (c: number | undefined) => c !== undefined && c >= 0xac00 && c <= 0xd7a3;

const S_BASE = 0xac00;
const L_BASE = 0x1100;
const V_BASE = 0x1161;
const T_BASE = 0x11a7;
const L_COUNT = 19;
const V_COUNT = 21;
const T_COUNT = 28;
const S_COUNT = L_COUNT * V_COUNT * T_COUNT;

/** composeHangul composes conjoining jamo into syllables, as NFC does. */
export function composeHangul(s: string): string {
  if (!/[\u1100-\u11ff]/.test(s)) return s;
  const out: number[] = [];
  for (const ch of s) {
    const r = ch.codePointAt(0)!;
    const n = out.length;
    if (n > 0) {
      const last = out[n - 1];
      if (last >= L_BASE && last < L_BASE + L_COUNT && r >= V_BASE && r < V_BASE + V_COUNT) {
        out[n - 1] = S_BASE + ((last - L_BASE) * V_COUNT + (r - V_BASE)) * T_COUNT;
        continue;
      }
      if (last >= S_BASE && last < S_BASE + S_COUNT && (last - S_BASE) % T_COUNT === 0 && r > T_BASE && r < T_BASE + T_COUNT) {
        out[n - 1] = last + (r - T_BASE);
        continue;
      }
    }
    out.push(r);
  }
  return String.fromCodePoint(...out);
}


/** tokenize splits text into search tokens, as the Go Tokenize does. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const t = composeHangul(text);
  let prevEnd = -1;
  let prevLast = '';
  forEachWordAt(t, (start, end) => {
    const w = t.slice(start, end);
    if (prevEnd >= 0 && /^ *$/.test(t.slice(prevEnd, start)) && isSyllable(w.codePointAt(0))) {
      out.push({ text: prevLast + String.fromCodePoint(w.codePointAt(0)!), kind: Kind.Bigram });
    }
    appendWordTokens(out, w);
    prevEnd = -1;
    const chars = [...w];
    const last = chars[chars.length - 1];
    if (isSyllable(last.codePointAt(0))) {
      prevEnd = end;
      prevLast = last;
    }
  });
  return out;
}

/**
 * spaceBigram returns the bigram that spans the space between two Hangul
 * words ("딥" "링크" → "딥링"), as tokenize emits it for words separated by
 * spaces only, or "" when a does not end or b does not start with a Hangul
 * syllable. It lets 딥링크 find 딥 링크, and rewards sections where two
 * query words stand next to each other.
 */
export function spaceBigram(a: string, b: string): string {
  const ca = [...a];
  const last = ca[ca.length - 1];
  if (!isSyllable(last?.codePointAt(0)) || !isSyllable(b.codePointAt(0))) return '';
  return last + String.fromCodePoint(b.codePointAt(0)!);
}

/** words returns the lowercased words of text, split as tokenize splits them. */
export function words(text: string): string[] {
  const out: string[] = [];
  forEachWord(composeHangul(text), (w) => out.push(lower(w)));
  return out;
}

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

/**
 * completion returns which syllables the character ch may still become as
 * typing goes on (후 → 훅, 훈, …; ㅎ → 하, 후, 훅, …), or null if ch is
 * complete: a syllable without a final consonant may get one, a lone
 * initial consonant (ㄱ U+3131 … ㅎ U+314E) may get a vowel.
 */
function completion(ch: string): ((c: number) => boolean) | null {
  const r = ch.codePointAt(0)!;
  if (isSyllable(r) && (r - S_BASE) % T_COUNT === 0) {
    const lv = Math.floor((r - S_BASE) / T_COUNT);
    return (c) => isSyllable(c) && Math.floor((c - S_BASE) / T_COUNT) === lv;
  }
  const l = INITIALS.indexOf(ch);
  if (l >= 0) return (c) => isSyllable(c) && Math.floor((c - S_BASE) / (V_COUNT * T_COUNT)) === l;
  return null;
}

/**
 * typedPrefixOf returns a test of whether a term starts with w as it may be
 * in the middle of being typed with a Korean input method: w itself, or w
 * with its last character completed (웹후 → 웹훅, 웹ㅎ → 웹후).
 */
export function typedPrefixOf(w: string): (term: string) => boolean {
  const chars = [...w];
  const last = chars[chars.length - 1] ?? '';
  const stem = w.slice(0, w.length - last.length);
  const completes = last && stem ? completion(last) : null;
  if (!completes) return (t) => t.startsWith(w);
  return (t) => t.startsWith(w) || (t.startsWith(stem) && t.length > stem.length && completes(t.codePointAt(stem.length)!));
}
