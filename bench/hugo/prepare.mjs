#!/usr/bin/env node
// Makes the Hugo site that builds the same pages as a Docusaurus-format docs/
// folder (the tree ../shared/bench/gen-content.mjs writes), with bench/hugo/site's
// minimal template (content and TOC, no sidebar):
//
//   node bench/hugo/prepare.mjs DOCS_DIR SITE_DIR
//
// SITE_DIR gets bench/hugo/site (config, layouts, static) and content/docs/,
// rewritten from scratch by bench/peers/convert.mjs's "hugo" flavour (a.mdx ->
// a.md, a folder's index.mdx -> its _index.md, MDX imports, admonitions and
// tabs as plain HTML, .mdx links resolved by the template's link render hook).
// Prints "pages N (sections S)"; Hugo then reports N + 2 pages (the home page
// and /docs/), as docskit reports N + 2 (the home page and 404).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertTree } from '../peers/convert.mjs';

const [docsDir, siteDir] = process.argv.slice(2);
if (!docsDir || !siteDir) {
  console.error('usage: node bench/hugo/prepare.mjs DOCS_DIR SITE_DIR');
  process.exit(2);
}
const template = path.join(path.dirname(fileURLToPath(import.meta.url)), 'site');
try {
  fs.mkdirSync(siteDir, { recursive: true });
  for (const name of fs.readdirSync(template)) {
    fs.cpSync(path.join(template, name), path.join(siteDir, name), { recursive: true });
  }
  fs.rmSync(path.join(siteDir, 'content'), { recursive: true, force: true });
  const n = convertTree(docsDir, path.join(siteDir, 'content', 'docs'), 'hugo');
  console.log(`pages ${n.pages} (sections ${n.indexes})`);
} catch (e) {
  console.error('prepare.mjs: ' + e.message);
  process.exit(1);
}
