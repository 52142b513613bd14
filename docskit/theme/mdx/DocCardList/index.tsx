import DocCard, { type Item } from '@theme/DocCard';
import type { SidebarItem } from '../../data';
import { useCurrentSidebarCategory } from '../../internal/sidebarCategory';

export interface Props {
  /** The items to show (html items make no card); without them, those of the sidebar category whose page is shown. */
  readonly items?: readonly SidebarItem[];
  readonly className?: string;
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

/** cards are the items that make a card: links and categories, not html items. */
const cards = (items: readonly SidebarItem[]): Item[] => items.filter((it): it is Item => it.type !== 'html');

function CurrentCategory({ className }: { className?: string }) {
  return <CardList items={cards(useCurrentSidebarCategory('<DocCardList> without items').items)} className={className} />;
}

/** DocCardList shows pages as cards: the given items, or the current category's. */
export default function DocCardList({ items, className }: Props) {
  return items ? <CardList items={cards(items)} className={className} /> : <CurrentCategory className={className} />;
}
