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
    if (li === undefined) rendered.set(it, (li = whole(() => flat(renderToString(element(it, i))))));
    html += refs ? refs.token(it, li) : li;
  }
  return html;
}

/**
 * A References table stands for each <li> rendered once by a token in the
 * HTML, "\0" id "\0", and keeps the <li>'s HTML as a definition until it is
 * taken: docskit's ssr runner sends each definition once to the builder,
 * which puts the HTML back where a token stands. A page of a large sidebar is
 * then mostly tokens for the runner to encode and send (at 100,000 pages a
 * sidebar list is a thousand items). `used` counts the tokens of the page
 * being rendered (from `begin`), so that the runner can tell them from a NUL
 * of the page's own content. Past `budget` characters of definitions the table starts
 * anew (reset): the builder forgets the old ones, and a long dev session's
 * many versions of a sidebar do not pile up on either side.
 */
export class References {
  private ids = new WeakMap<SidebarItem, number>();
  private next = 0;
  private size = 0;
  private defs: [number, string][] = [];
  private fresh = false;
  private used = 0;
  constructor(private readonly budget = 32 << 20) {}

  /** begin starts a page: its tokens are counted from zero, even after a page that threw. */
  begin(): void {
    this.used = 0;
  }

  token(it: SidebarItem, li: string): string {
    let id = this.ids.get(it);
    if (id === undefined) {
      id = this.next++;
      this.ids.set(it, id);
      this.defs.push([id, li]);
      this.size += li.length;
    }
    this.used++;
    return '\0' + id + '\0';
  }

  /**
   * take returns the definitions made since the last take (reset: after
   * the table started anew) and how many tokens the page used.
   */
  take(): { reset: boolean; defs: [number, string][]; used: number } {
    const taken = { reset: this.fresh, defs: this.defs, used: this.used };
    this.defs = [];
    this.fresh = false;
    if (this.size > this.budget) {
      this.ids = new WeakMap();
      this.size = 0;
      this.fresh = true;
    }
    return taken;
  }
}

// refs is the table listHTML writes tokens for, while the runner asks for
// them (refer); without one, every <li> is written out.
let refs: References | null = null;

// whole runs render without tokens: an item's own HTML, kept and sent as
// its definition, holds the lists inside it (an open category's) written
// out, since the builder does not write out tokens inside a definition.
function whole(render: () => string): string {
  const table = refs;
  refs = null;
  try {
    return render();
  } finally {
    refs = table;
  }
}

/** refer makes listHTML write tokens into table, or the HTML itself after refer(null). */
export function refer(table: References | null): void {
  refs = table;
}

// flat copies s into one string: renderToString joins its result from
// the many small strings it wrote, and V8 keeps such a string as a tree of
// them, several times the size of its text, for as long as the cache does.
const flat = (s: string) => Buffer.from(s).toString();
