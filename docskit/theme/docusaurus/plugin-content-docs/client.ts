// @docusaurus/plugin-content-docs/client: the docs plugin's hooks that pages
// call. A category's index page passes its items on:
//
//   <DocCardList items={useCurrentSidebarCategory().items} />
import { useCurrentSidebarCategory as current, type SidebarCategory } from '../../internal/sidebarCategory';

export type { SidebarCategory } from '../../internal/sidebarCategory';

/** The sidebar category whose own page is shown; it throws on any other page. */
export function useCurrentSidebarCategory(): SidebarCategory {
  return current('useCurrentSidebarCategory()');
}
