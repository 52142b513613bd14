// Runs the browser's tokenizer and scorer (../client) in Node for the Go
// tests: a JSON request on stdin, a JSON answer on stdout.
//
//	{"tokenize": ["text", …]}                → {"tokenize": [["token", …], …]}
//	{"match": [{"query", "text"}, …]}        → {"match": [true, …]}
//	{"dir": "site output", "queries": [...]} → {"search": [["url", …], …]}
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SearchIndex } from '../client/engine';
import { matchWord, queryEndsInWord, queryWord, tokenize, typedPrefixOf, words, type TermSet } from '../client/tokenize';

interface Request {
  tokenize?: string[];
  match?: { query: string; text: string }[];
  dir?: string;
  queries?: string[];
}

function termSet(text: string): TermSet {
  const ts = new Set(tokenize(text).map((t) => t.text));
  return {
    has: (t) => ts.has(t),
    hasPrefix: (p) => [...ts].some((t) => t.startsWith(p)),
    hasTypedPrefix: (w) => [...ts].some(typedPrefixOf(w)),
  };
}

async function main(): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const req = JSON.parse(input) as Request;
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
  if (req.dir !== undefined && req.queries) {
    const dir = req.dir;
    const ix = await SearchIndex.open('search/index.json', async (p) => JSON.parse(await readFile(join(dir, p), 'utf8')));
    const search: string[][] = [];
    for (const q of req.queries) search.push((await ix.search(q)).map((r) => r.url));
    out.search = search;
  }
  process.stdout.write(JSON.stringify(out));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
