// Evaluates a bundled site module (argv[2]) and writes the JSON of its
// exported value to argv[3]. Run by eval.go with the site folder as the
// working directory, as Docusaurus runs its config. With `--call FILE`
// (JSON {at, each}), it instead calls the function at the path `at` of the
// value once per argument of `each` and writes the list of results. With
// `--record`, it also writes what the evaluation read (deps), for the
// cache of evaluations (evalcache.go).
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { record } from './record.mjs';

// A config that logs must not corrupt the result: everything goes to stderr.
console.log = console.info = console.debug = console.error;

const [, , bundle, out, ...flags] = process.argv;
const callFile = flags.includes('--call') ? flags[flags.indexOf('--call') + 1] : '';
const recorder = flags.includes('--record') ? record() : null;

// A stand-in for what is not there: a package that is not installed (the
// bundle imports it) or a file of the site that require() does not find
// (one a build script generates, say). Anything read from it is itself,
// calls return it, and it serialises to nothing.
const mark = Symbol.for('docskit.missing');
const missingFiles = [];
globalThis.__docskitMissing = (file) => {
  if (file) missingFiles.push(file);
  const get = (t, k) =>
    k === mark ? true : k === Symbol.toPrimitive ? () => '' : k === Symbol.iterator ? [][Symbol.iterator] : k === 'toJSON' || k === 'then' ? undefined : k === '__esModule' ? false : k === 'length' ? 0 : p;
  // (esbuild's interop reads named imports through the prototype.)
  const proto = new Proxy({}, { get });
  const p = new Proxy(function missing() {}, { get, apply: () => p, construct: () => p, getPrototypeOf: () => proto });
  return p;
};

const mod = await import(pathToFileURL(bundle).href);
// The entry is a namespace: the module's default export, or its
// module.exports, or (no default) the namespace itself.
const ns = mod.default;
let value = ns.default !== undefined ? ns.default : ns;
if (typeof value === 'function') value = await value();
value = await value;

// plain turns a value into JSON data: functions and regular expressions
// become markers that name them, cycles and symbols are dropped, Maps and
// Sets become objects and arrays.
function plain(v, ancestors) {
  switch (typeof v) {
    case 'function':
      if (v[mark] === true) return undefined;
      return { $function: v.name || 'anonymous' };
    case 'bigint':
      return String(v);
    case 'symbol':
    case 'undefined':
      return undefined;
    case 'object':
      break;
    default:
      return v;
  }
  if (v === null) return null;
  if (v instanceof RegExp) return { $regexp: String(v) };
  if (v instanceof Date) return v.toISOString();
  if (v instanceof URL) return v.href;
  if (ancestors.includes(v)) return undefined;
  const next = [...ancestors, v];
  if (Array.isArray(v) || v instanceof Set) return [...v].map((x) => plain(x, next) ?? null);
  const entries = v instanceof Map ? [...v.entries()] : Object.entries(v);
  const o = {};
  for (const [k, x] of entries) {
    const p = plain(x, next);
    if (p !== undefined) o[String(k)] = p;
  }
  return o;
}

if (callFile) {
  const { at, each } = JSON.parse(readFileSync(callFile, 'utf8'));
  let fn = value;
  for (const k of at) fn = fn == null ? undefined : fn[k];
  if (typeof fn !== 'function') throw new Error(`${at.join('.')} is not a function`);
  const results = [];
  for (const arg of each) results.push(await fn(arg));
  value = results;
}

// The value is made into JSON before the recording stops: a getter may read.
const result = { value: plain(value, []) ?? null, missingFiles };
if (recorder) result.deps = await recorder.stop();
writeFileSync(out, JSON.stringify(result));
