// Runs the browser's search code (../client) in Node for the Go tests. It
// prints {"ready":true} once loaded, then answers each request, one JSON
// line on stdin, with one JSON line on stdout, until stdin closes:
//
//	{"tokenize": ["text", …]}                  → {"tokenize": [["token", …], …]}
//	{"match": [{"query", "text"}, …]}          → {"match": [true, …]}
//	{"searches": [{"dir" | "files", "queries", "shown"}, …]}
//	                                           → {"searches": [[[{"url", "score"}, …], …], …]}
//
// A request that fails is answered {"error": "…"}; the process goes on.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SearchIndex, type Loader } from '../client/engine';
import { matchWord, queryEndsInWord, queryWord, type TermSet } from '../client/match';
import { tokenize, typedPrefixOf, words } from '../client/tokenize';

interface Search {
  /** A built site's output folder, holding search/index.json and what it names. */
  dir?: string;
  /** Or the index files themselves, by path. */
  files?: Record<string, unknown>;
  queries: string[];
  /** Keep only the results the dialog lists (toShow). */
  shown?: boolean;
  /** Open the index anew for each query. */
  fresh?: boolean;
}

interface Request {
  tokenize?: string[];
  match?: { query: string; text: string }[];
  searches?: Search[];
}

function termSet(text: string): TermSet {
  const ts = new Set(tokenize(text).map((t) => t.text));
  return {
    has: (t) => ts.has(t),
    hasPrefix: (p) => [...ts].some((t) => t.startsWith(p)),
    hasTypedPrefix: (w) => [...ts].some(typedPrefixOf(w)),
  };
}

function loader(s: Search, log: string[]): Loader {
  const load = fileLoader(s);
  return (p) => {
    log.push(p);
    return load(p);
  };
}

function fileLoader(s: Search): Loader {
  const { dir, files } = s;
  if (files) {
    return async (p) => {
      if (!(p in files)) throw new Error(`no index file ${p}`);
      return files[p];
    };
  }
  if (dir === undefined) throw new Error('a search names neither dir nor files');
  return async (p) => JSON.parse(await readFile(join(dir, p), 'utf8'));
}

async function search(s: Search): Promise<{ results: { url: string; score: number }[][]; loaded: string[][] }> {
  const log: string[] = [];
  let ix = await SearchIndex.open('search/index.json', loader(s, log));
  const results: { url: string; score: number }[][] = [];
  const loaded: string[][] = [];
  for (const q of s.queries) {
    if (s.fresh) {
      log.length = 0;
      ix = await SearchIndex.open('search/index.json', loader(s, log));
    }
    const from = log.length;
    const rs = s.shown ? await ix.shown(q) : await ix.search(q);
    results.push(rs.map((r) => ({ url: r.url, score: r.score })));
    loaded.push(log.slice(s.fresh ? 0 : from));
  }
  return { results, loaded };
}

async function answer(req: Request): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  if (req.tokenize) out.tokenize = req.tokenize.map((s) => tokenize(s).map((t) => t.text));
  if (req.match) {
    out.match = req.match.map(({ query, text }) => {
      const doc = termSet(text);
      const ws = words(query);
      const typing = queryEndsInWord(query);
      return ws.length > 0 && ws.every((w, i) => matchWord(queryWord(w), doc, typing && i === ws.length - 1) > 0);
    });
  }
  if (req.searches) {
    const all: unknown[] = [];
    const loaded: unknown[] = [];
    for (const s of req.searches) {
      const r = await search(s);
      all.push(r.results);
      loaded.push(r.loaded);
    }
    out.searches = all;
    out.loaded = loaded;
  }
  return out;
}

async function main(): Promise<void> {
  process.stdout.write('{"ready":true}\n');
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    let reply: Record<string, unknown>;
    try {
      reply = await answer(JSON.parse(line) as Request);
    } catch (err) {
      reply = { error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
    }
    process.stdout.write(JSON.stringify(reply) + '\n');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
