import type { TOCItem } from '../../data';
import { UI } from '@docskit/ui';

export interface Props {
  readonly items: readonly TOCItem[];
  /** The id of the heading in view (DocPage follows the scroll); its link is highlighted. */
  readonly activeId?: string | null;
}

/** TOC lists the page's headings (levels from config.toc) as in-page links. */
export default function TOC({ items, activeId }: Props) {
  if (!items.length) return null;
  const min = Math.min(...items.map((i) => i.level));
  return (
    <nav className="dk-toc" aria-label={UI['docskit.TOC.ariaLabel']}>
      <ul>
        {items.map((it) => {
          const active = it.id === activeId;
          return (
            <li key={it.id} className={`dk-toc-item dk-toc-level-${it.level - min}`}>
              <a
                href={`#${it.id}`}
                className={`dk-toc-link${active ? ' dk-toc-link-active' : ''}`}
                aria-current={active ? 'true' : undefined}
                dangerouslySetInnerHTML={{ __html: it.value }}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
