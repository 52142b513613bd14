// The server renders every page of a sidebar with the same objects, and
// asking each item whether it holds the page walked the whole sidebar once
// or more per page (2,500 items on a site of 10,000 pages), then compared
// the page's route with every link of the list that holds it. There, each
// list is indexed the first time it is asked about: every href in it (an
// item's own and those of all it holds) maps to the position of the item
// it is in, so a page's route finds its item with one lookup a list. The
// client renders one page at a time and keeps the walk: this module is in
// the server bundle only.
import type { SidebarItem } from '../../data';

/** Where an href is in a list: the position of its item, or positions when several hold it. */
export type Holder = number | readonly number[] | undefined;

const indexes = new WeakMap<readonly SidebarItem[], Map<string, number | number[]>>();

function index(items: readonly SidebarItem[]): Map<string, number | number[]> {
  let hrefs = indexes.get(items);
  if (hrefs) return hrefs;
  const all = new Map<string, number | number[]>();
  items.forEach((item, i) => {
    const add = (it: SidebarItem) => {
      if (it.type === 'html') return;
      if (it.href !== undefined) {
        const at = all.get(it.href);
        if (at === undefined) all.set(it.href, i);
        else if (typeof at === 'number') all.set(it.href, at === i ? i : [at, i]);
        else if (!at.includes(i)) at.push(i);
      }
      if (it.type === 'category') it.items.forEach(add);
    };
    add(item);
  });
  indexes.set(items, (hrefs = all));
  return hrefs;
}

/** holder is where the items that are or hold a link to href are in items. */
export function holder(items: readonly SidebarItem[], href: string): Holder {
  return index(items).get(href);
}

/** isHolder says whether the item at position i is one of holder's. */
export const isHolder = (h: Holder, i: number): boolean => h === i || (typeof h === 'object' && h.includes(i));
