// The sidebar category of the page shown: the one whose own page (link) it
// is. Category index pages list its items (DocCardList, and Docusaurus's
// useCurrentSidebarCategory for pages that pass them on). Internal: not overridable.
import type { SidebarItem } from '../data';
import { usePageData } from './context';

export type SidebarCategory = Extract<SidebarItem, { type: 'category' }>;

/** findCategory is the category in items, at any depth, whose own page is route. */
export function findCategory(items: readonly SidebarItem[], route: string): SidebarCategory | undefined {
  for (const it of items) {
    if (it.type !== 'category') continue;
    if (it.href === route) return it;
    const inner = findCategory(it.items, route);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * useCurrentSidebarCategory is the category whose page is shown. Elsewhere it
 * throws, naming the page and who asked, as Docusaurus's hook of that name does.
 */
export function useCurrentSidebarCategory(caller: string): SidebarCategory {
  const data = usePageData();
  const route = data?.page.route ?? '?';
  const category = data?.sidebar ? findCategory(data.sidebar.items, route) : undefined;
  if (!category) {
    throw new Error(`${caller} lists a sidebar category's pages: it belongs on the category's own page, and ${route} is not one`);
  }
  return category;
}
