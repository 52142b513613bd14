#!/usr/bin/env node
// Turns a Docusaurus-format docs/ folder (the tree ../shared/bench/gen-content.mjs
// writes: .mdx pages with YAML front matter, _category_.json files) into a Hugo
// site that builds the same pages with bench/hugo/site's minimal template.
//
//   node bench/hugo/prepare.mjs DOCS_DIR SITE_DIR
//
// SITE_DIR gets bench/hugo/site (config, layouts, static) and content/docs/,
// which is rewritten from scratch. For each page:
//   - a.mdx becomes a.md; a folder's index.mdx becomes its _index.md (Hugo's
//     section page, at the same URL as Docusaurus gives it);
//   - the front matter is kept as it is (Hugo reads title; the rest is ignored);
//   - outside code fences: MDX import lines are dropped, :::tip … ::: becomes a
//     <div class="admonition tip">, <Tabs>/<TabItem> become <div>s, and a link to
//     an .mdx file becomes the absolute content path (/docs/a/b.md#x) that the
//     template's link render hook resolves to the page's URL.
// _category_.json files are left out: the template has no sidebar.
// Prints "pages N (sections S)"; Hugo reports N + 2 pages (home and /docs/).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [docsDir, siteDir] = process.argv.slice(2);
if (!docsDir || !siteDir) {
  console.error('usage: node bench/hugo/prepare.mjs DOCS_DIR SITE_DIR');
  process.exit(2);
}
if (!fs.statSync(docsDir, { throwIfNoEntry: false })?.isDirectory()) {
  console.error(`prepare.mjs: ${docsDir}: not a folder`);
  process.exit(1);
}

const template = path.join(path.dirname(fileURLToPath(import.meta.url)), 'site');
fs.mkdirSync(siteDir, { recursive: true });
for (const name of fs.readdirSync(template)) {
  fs.cpSync(path.join(template, name), path.join(siteDir, name), { recursive: true });
}
const contentRoot = path.join(siteDir, 'content', 'docs');
fs.rmSync(path.join(siteDir, 'content'), { recursive: true, force: true });

// hugoName maps a docs-relative .mdx path (POSIX) to its Hugo content path.
function hugoName(rel) {
  const dir = path.posix.dirname(rel);
  const base = path.posix.basename(rel, '.mdx');
  const name = base === 'index' ? '_index.md' : base + '.md';
  return dir === '.' ? name : dir + '/' + name;
}

const fence = /^ {0,3}(`{3,}|~{3,})/;
const mdxLink = /\]\(([^()\s]+?\.mdx)(#[^()\s]*)?\)/g;

// convert rewrites one page's body (rel: its docs-relative path).
function convert(src, rel) {
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
    if (line.includes('.mdx')) {
      lines[i] = line.replace(mdxLink, (all, target, hash = '') => {
        if (/^[a-z]+:/i.test(target)) return all;
        const abs = target.startsWith('/')
          ? target.replace(/^\/docs\//, '')
          : path.posix.normalize(path.posix.join(path.posix.dirname(rel), target));
        return `](/docs/${hugoName(abs)}${hash})`;
      });
    }
  }
  if (open) throw new Error(`${rel}: code fence ${open} does not close`);
  return lines.join('\n');
}

let pages = 0, sections = 0;
function walk(dir, rel) {
  for (const ent of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const r = rel ? rel + '/' + ent.name : ent.name;
    if (ent.isDirectory()) { walk(path.join(dir, ent.name), r); continue; }
    if (!ent.name.endsWith('.mdx')) continue; // _category_.json: no sidebar
    const out = path.join(contentRoot, hugoName(r));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, convert(fs.readFileSync(path.join(dir, ent.name), 'utf8'), r));
    pages++;
    if (ent.name === 'index.mdx') sections++;
  }
}
walk(docsDir, '');
if (pages === 0) {
  console.error(`prepare.mjs: no .mdx page under ${docsDir}`);
  process.exit(1);
}
console.log(`pages ${pages} (sections ${sections})`);
