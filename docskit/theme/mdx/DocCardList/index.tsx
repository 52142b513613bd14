import DocCard, { type Item } from '@theme/DocCard';
import type { SidebarItem } from '../../data';
import { usePageData } from '../../internal/context';

export interface Props {
  /** The items to show; without them, those of the sidebar category whose page is shown. */
  readonly items?: readonly Item[];
  readonly className?: string;
}

/** findCategory is the category of items whose own page is route, at any depth. */
function findCategory(items: readonly SidebarItem[], route: string): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const it of items) {
    if (it.type !== 'category') continue;
    if (it.href === route) return it;
    const inner = findCategory(it.items, route);
    if (inner) return inner;
  }
  return undefined;
}

/** useCategoryItems is the items of the current page's sidebar category; it throws on another page. */
function useCategoryItems(): readonly SidebarItem[] {
  const data = usePageData();
  const route = data?.page.route ?? '?';
  const category = data?.sidebar ? findCategory(data.sidebar.items, route) : undefined;
  if (!category) {
    throw new Error(`<DocCardList> without items lists a sidebar category's pages: it belongs on the category's own page, and ${route} is not one`);
  }
  return category.items;
}

function CardList({ items, className }: { items: readonly Item[]; className?: string }) {
  return (
    <ul className={className ? `dk-doc-card-list ${className}` : 'dk-doc-card-list'}>
      {items.map((item, i) => (
        <li key={item.href ?? `${item.label}-${i}`}>
          <DocCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function CurrentCategory({ className }: { className?: string }) {
  return <CardList items={useCategoryItems()} className={className} />;
}

/** DocCardList shows pages as cards: the given items, or the current category's. */
export default function DocCardList({ items, className }: Props) {
  return items ? <CardList items={items} className={className} /> : <CurrentCategory className={className} />;
}
