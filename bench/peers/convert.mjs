// Converts the generated Docusaurus docs/ tree (../shared/bench/gen-content.mjs:
// .mdx pages with YAML front matter, _category_.json files) into the plain
// Markdown another generator builds, for bench/hugo/prepare.mjs (Hugo) and
// bench/peers.sh (VitePress). Outside code fences:
//   - MDX import lines are dropped;
//   - :::tip … ::: becomes <div class="admonition tip"> … </div>;
//   - <Tabs> and <TabItem value label> become <div>s;
//   - a link to an .mdx file becomes the absolute path of the converted file
//     (/docs/a/b.md#x), which the generator resolves (see the flavours).
// The front matter is kept as it is. _category_.json files are left out: the
// peers are built without a sidebar.
//
// Flavours:
//   hugo       a.mdx -> a.md, a folder's index.mdx -> _index.md (Hugo's section
//              page, at the folder's URL as in Docusaurus); bench/hugo/site's
//              link render hook resolves the .md links to the pages' URLs.
//   vitepress  a.mdx -> a.md, a folder's index.mdx -> the folder's name .md
//              beside it (a/b/index.mdx -> a/b.md, at /docs/a/b as in
//              Docusaurus, which the tree's /docs/a/b links need); .mdx links
//              become absolute .md links (/docs/a/b.md#x), which VitePress
//              resolves and checks itself.
import fs from 'node:fs';
import path from 'node:path';

const fence = /^ {0,3}(`{3,}|~{3,})/;
const mdxLink = /\]\(([^()\s]+?\.mdx)(#[^()\s]*)?\)/g;

// outName maps a docs-relative .mdx path (POSIX) to the converted file's path.
export function outName(rel, flavour) {
  const dir = path.posix.dirname(rel);
  const base = path.posix.basename(rel, '.mdx');
  if (base === 'index' && flavour === 'hugo') return dir === '.' ? '_index.md' : dir + '/_index.md';
  if (base === 'index' && dir !== '.') return dir + '.md'; // vitepress: a/b/index.mdx -> a/b.md, at /docs/a/b
  return dir === '.' ? base + '.md' : dir + '/' + base + '.md';
}

// convert rewrites one page (rel: its docs-relative POSIX path).
export function convert(src, rel, flavour) {
  const lines = src.split('\n');
  let i = 0;
  if (lines[0] === '---') { // front matter, kept
    i = lines.indexOf('---', 1) + 1;
    if (i === 0) throw new Error(`${rel}: front matter does not end`);
  }
  let open = null; // the fence that opened the current code block
  for (; i < lines.length; i++) {
    const line = lines[i];
    const f = fence.exec(line);
    if (open) {
      if (f && f[1][0] === open[0] && f[1].length >= open.length && line.trim() === f[1]) open = null;
      continue;
    }
    if (f) { open = f[1]; continue; }
    if (/^import\s.+\sfrom\s/.test(line)) { lines[i] = ''; continue; }
    let m;
    if ((m = /^:::(\w+)(?:\s+(.*))?$/.exec(line))) {
      lines[i] = `<div class="admonition ${m[1]}">` + (m[2] ? `<p class="admonition-title">${m[2]}</p>` : '') + '\n';
      continue;
    }
    if (/^:::\s*$/.test(line)) { lines[i] = '\n</div>'; continue; }
    if ((m = /^(\s*)<Tabs>\s*$/.exec(line))) { lines[i] = m[1] + '<div class="tabs">'; continue; }
    if ((m = /^(\s*)<\/(Tabs|TabItem)>\s*$/.exec(line))) { lines[i] = m[1] + '</div>'; continue; }
    if ((m = /^(\s*)<TabItem\s+(.*?)>\s*$/.exec(line))) {
      const attrs = [...m[2].matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => ` data-${k}="${v}"`).join('');
      lines[i] = `${m[1]}<div class="tab-item"${attrs}>`;
      continue;
    }
    if (line.includes('.mdx')) lines[i] = line.replace(mdxLink, (all, target, hash = '') => link(all, target, hash, rel, flavour));
  }
  if (open) throw new Error(`${rel}: code fence ${open} does not close`);
  return lines.join('\n');
}

function link(all, target, hash, rel, flavour) {
  if (/^[a-z]+:/i.test(target)) return all;
  const abs = target.startsWith('/')
    ? target.replace(/^\/docs\//, '')
    : path.posix.normalize(path.posix.join(path.posix.dirname(rel), target));
  return `](/docs/${outName(abs, flavour)}${hash})`;
}

// convertTree writes every page of docsDir, converted, under outDir (removed
// first) and returns { pages, indexes }.
export function convertTree(docsDir, outDir, flavour) {
  if (flavour !== 'hugo' && flavour !== 'vitepress') throw new Error(`unknown flavour ${flavour}`);
  if (!fs.statSync(docsDir, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${docsDir}: not a folder`);
  fs.rmSync(outDir, { recursive: true, force: true });
  const n = { pages: 0, indexes: 0 };
  const walk = (dir, rel) => {
    for (const ent of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const r = rel ? rel + '/' + ent.name : ent.name;
      if (ent.isDirectory()) { walk(path.join(dir, ent.name), r); continue; }
      if (!ent.name.endsWith('.mdx')) continue;
      const out = path.join(outDir, outName(r, flavour));
      fs.mkdirSync(path.dirname(out), { recursive: true });
      if (fs.existsSync(out)) throw new Error(`${r}: ${outName(r, flavour)} is written twice`);
      fs.writeFileSync(out, convert(fs.readFileSync(path.join(dir, ent.name), 'utf8'), r, flavour));
      n.pages++;
      if (ent.name === 'index.mdx') n.indexes++;
    }
  };
  walk(docsDir, '');
  if (n.pages === 0) throw new Error(`no .mdx page under ${docsDir}`);
  return n;
}

// Run as a script: node bench/peers/convert.mjs FLAVOUR DOCS_DIR OUT_DIR
if (import.meta.url === `file://${process.argv[1]}`) {
  const [flavour, docsDir, outDir] = process.argv.slice(2);
  if (!outDir) {
    console.error('usage: node bench/peers/convert.mjs hugo|vitepress DOCS_DIR OUT_DIR');
    process.exit(2);
  }
  try {
    const n = convertTree(docsDir, outDir, flavour);
    console.log(`pages ${n.pages} (index pages ${n.indexes})`);
  } catch (e) {
    console.error('convert.mjs: ' + e.message);
    process.exit(1);
  }
}
