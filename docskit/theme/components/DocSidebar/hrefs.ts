// The server renders every page of a sidebar with the same objects, and
// asking each category whether it holds the page walked the whole sidebar
// once or more per page (2,500 items on a site of 10,000 pages). There, each
// item's hrefs (its own and those of all it holds) are collected the first
// time it is asked about, and kept with it. The client renders one page at a
// time and keeps the walk: this module is in the server bundle only.
import type { SidebarItem } from '../../data';

const held = new WeakMap<SidebarItem, ReadonlySet<string>>();

/** hrefsIn is the set of the item's href and those of every item it holds. */
export function hrefsIn(item: SidebarItem): ReadonlySet<string> {
  let hrefs = held.get(item);
  if (!hrefs) {
    const all = new Set<string>();
    const add = (it: SidebarItem) => {
      if (it.type === 'html') return;
      if (it.href !== undefined) all.add(it.href);
      if (it.type === 'category') it.items.forEach(add);
    };
    add(item);
    held.set(item, (hrefs = all));
  }
  return hrefs;
}
