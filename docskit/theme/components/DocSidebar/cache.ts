// A sidebar item that does not hold the page being rendered renders the
// same on every page of its sidebar: none of its links is current, and its
// categories are open or collapsed as the sidebar says, since the server
// has no reader's clicks. On a site of 10,000 pages each page's sidebar
// lists about a hundred such items, and a site of 100,000 about a thousand.
// Here each list of a sidebar is written as one string of HTML: an item
// that does not hold the page is rendered once, by itself, and its <li> is
// reused as HTML on every later page; the item that holds the page is
// rendered for that page, by itself, its own list again this way. The list
// takes the string as its inner HTML. React then handles one element per
// list instead of one per item, and the browser hydrates the same DOM
// either way. This module is in the server bundle only.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SidebarItem } from '../../data';
import { isHolder, type Holder } from './hrefs';

// Each item's <li>, by item. An item has one place in its sidebar, so one
// depth (which the classes of the lists inside it name).
const rendered = new WeakMap<SidebarItem, string>();

/**
 * listHTML is the HTML of the <li> elements of items, a list of a sidebar:
 * element(item, index) is the <li> of an item, and page says which items
 * are or hold the page being rendered (hrefs.ts).
 */
export function listHTML(items: readonly SidebarItem[], page: Holder, element: (it: SidebarItem, index: number) => ReactElement): string {
  let html = '';
  for (let i = 0; i < items.length; i++) {
    const it = items[i];
    if (isHolder(page, i)) {
      html += renderToString(element(it, i));
      continue;
    }
    let li = rendered.get(it);
    if (li === undefined) rendered.set(it, (li = flat(renderToString(element(it, i)))));
    html += li;
  }
  return html;
}

// flat copies s into one string: renderToString joins its result from
// the many small strings it wrote, and V8 keeps such a string as a tree of
// them, several times the size of its text, for as long as the cache does.
const flat = (s: string) => Buffer.from(s).toString();
