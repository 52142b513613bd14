// What an evaluation reads, for the cache of evaluations (evalcache.go):
// every file Node loads or the config reads, the folders it lists, the
// files it asks about, the environment variables it reads and whether it
// asked for today's date. eval.mjs starts the recording before it imports
// the bundle; stop() returns the record, or one that refuses the cache
// when the evaluation did something no key can stand for: it ran a
// program, used the network, wrote or opened a file, read from a file
// descriptor, or listed a folder recursively. Reads that begin after
// stop() (a timer the config left running) are not seen.
//
// Left out on purpose: Math.random, a clock read finer than the day (a
// timestamp in the config differs on every evaluation, so no two builds
// agree on it anyway) and the operating system's names (os.hostname), which
// a build's result does not depend on in practice.
import fs from 'node:fs';
import childProcess from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { createRequire, register, syncBuiltinESMExports } from 'node:module';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';

// loadHooks runs in Node's module loader thread and sends back the URL of
// every module the loader loads (ES modules, and the entry of a CommonJS
// package imported by one; what CommonJS modules require is in require.cache).
const loadHooks = `
let loaded = [];
export function initialize({ port }) {
  port.on('message', () => port.postMessage(loaded));
  port.unref();
}
export async function load(url, context, next) {
  if (url.startsWith('file:')) loaded.push(url);
  return next(url, context);
}`;

export function record() {
  const files = new Set(), dirs = new Set(), stats = new Set(), exists = new Set();
  const env0 = { ...process.env };
  const env = {};
  let envAll = false, day = '', refused = '', recording = true;

  const refuse = (why) => {
    if (recording && !refused) refused = why;
  };
  const toPath = (p) => {
    if (typeof p === 'string') return p.startsWith('file:') ? fileURLToPath(p) : resolve(p);
    if (p instanceof URL) return fileURLToPath(p);
    if (Buffer.isBuffer(p)) return resolve(p.toString());
    return null;
  };
  // wrap replaces obj[name] by a function that calls seen(args) first.
  const wrap = (obj, name, seen) => {
    const f = obj[name];
    if (typeof f !== 'function') return;
    const w = function (...args) {
      if (recording) seen(args);
      return f.apply(this, args);
    };
    for (const s of Object.getOwnPropertySymbols(f)) w[s] = f[s];
    obj[name] = w;
  };
  const noting = (set, name) => (args) => {
    const p = toPath(args[0]);
    if (p === null) refuse(`fs.${name} of a file descriptor`);
    else set.add(p);
  };
  const fsFunctions = (api, prefix) => {
    for (const n of ['readFile', 'readFileSync']) wrap(api, n, noting(files, prefix + n));
    for (const n of ['stat', 'statSync', 'lstat', 'lstatSync']) wrap(api, n, noting(stats, prefix + n));
    for (const n of ['exists', 'existsSync', 'access', 'accessSync', 'realpath', 'realpathSync']) wrap(api, n, noting(exists, prefix + n));
    for (const n of ['readdir', 'readdirSync']) {
      const note = noting(dirs, prefix + n);
      wrap(api, n, (args) => (args[1]?.recursive ? refuse(`fs.${prefix}${n} with recursive`) : note(args)));
    }
    for (const n of ['open', 'openSync', 'opendir', 'opendirSync', 'createReadStream', 'createWriteStream', 'readlink', 'readlinkSync', 'watch', 'watchFile',
      'writeFile', 'writeFileSync', 'appendFile', 'appendFileSync', 'mkdir', 'mkdirSync', 'mkdtemp', 'mkdtempSync', 'rm', 'rmSync', 'rmdir', 'rmdirSync',
      'unlink', 'unlinkSync', 'rename', 'renameSync', 'copyFile', 'copyFileSync', 'cp', 'cpSync', 'symlink', 'symlinkSync', 'link', 'linkSync',
      'truncate', 'truncateSync', 'chmod', 'chmodSync', 'utimes', 'utimesSync', 'read', 'readSync']) {
      wrap(api, n, () => refuse(`fs.${prefix}${n}`));
    }
  };
  fsFunctions(fs, '');
  fsFunctions(fs.promises, 'promises.');
  for (const n of ['exec', 'execSync', 'execFile', 'execFileSync', 'spawn', 'spawnSync', 'fork']) wrap(childProcess, n, () => refuse(`child_process.${n}`));
  for (const [mod, name] of [[http, 'http'], [https, 'https']]) for (const n of ['request', 'get']) wrap(mod, n, () => refuse(`${name}.${n}`));
  for (const n of ['connect', 'createConnection']) wrap(net, n, () => refuse(`net.${n}`));
  wrap(globalThis, 'fetch', () => refuse('fetch'));
  // ES modules that import these functions by name see the wrappers too.
  syncBuiltinESMExports();

  // The environment: each variable the evaluation reads is keyed on its
  // value when Node started; listing them keys on all of them.
  const noteEnv = (k) => {
    if (recording && typeof k === 'string' && !(k in env)) env[k] = Object.hasOwn(env0, k) ? env0[k] : null;
  };
  const real = process.env;
  process.env = new Proxy(real, {
    get: (t, k) => (noteEnv(k), t[k]),
    has: (t, k) => (noteEnv(k), k in t),
    getOwnPropertyDescriptor: (t, k) => (noteEnv(k), Reflect.getOwnPropertyDescriptor(t, k)),
    ownKeys: (t) => ((envAll ||= recording), Reflect.ownKeys(t)),
    set: (t, k, v) => ((t[k] = v), true),
    deleteProperty: (t, k) => delete t[k],
  });

  // Today's date: a copyright line's year is the common case.
  const RealDate = Date;
  const today = () => {
    if (!recording) return;
    const d = new RealDate();
    day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  const realNow = RealDate.now;
  RealDate.now = () => (today(), realNow());
  globalThis.Date = new Proxy(RealDate, {
    construct: (t, args, nt) => (args.length === 0 && today(), Reflect.construct(t, args, nt)),
    apply: () => (today(), RealDate()),
  });

  // require.resolve (the bundle's banner) answers from the file system.
  globalThis.__docskitResolved = (p) => recording && typeof p === 'string' && isAbsolute(p) && exists.add(p);

  const { port1, port2 } = new MessageChannel();
  register('data:text/javascript,' + encodeURIComponent(loadHooks), { data: { port: port2 }, transferList: [port2] });

  return {
    async stop() {
      port1.postMessage('loaded');
      const loaded = await new Promise((res) => port1.once('message', res));
      port1.close();
      recording = false;
      for (const url of loaded) files.add(fileURLToPath(url));
      for (const f of Object.keys(createRequire(import.meta.url).cache)) if (isAbsolute(f)) files.add(f);
      const sorted = (s) => [...s].sort();
      return { files: sorted(files), dirs: sorted(dirs), stats: sorted(stats), exists: sorted(exists), env, envAll, day, refused };
    },
  };
}
