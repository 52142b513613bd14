import DocCard, { type Item } from '@theme/DocCard';
import { useCurrentSidebarCategory } from '../../internal/sidebarCategory';

export interface Props {
  /** The items to show; without them, those of the sidebar category whose page is shown. */
  readonly items?: readonly Item[];
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

function CurrentCategory({ className }: { className?: string }) {
  return <CardList items={useCurrentSidebarCategory('<DocCardList> without items').items} className={className} />;
}

/** DocCardList shows pages as cards: the given items, or the current category's. */
export default function DocCardList({ items, className }: Props) {
  return items ? <CardList items={items} className={className} /> : <CurrentCategory className={className} />;
}
