import type { TOCItem } from '../../data';

export interface Props {
  readonly items: readonly TOCItem[];
}

export default function TOC({ items }: Props) {
  if (!items.length) return null;
  const min = Math.min(...items.map((i) => i.level));
  return (
    <nav className="dk-toc" aria-label="이 페이지에서">
      <ul>
        {items.map((it) => (
          <li key={it.id} className={`dk-toc-item dk-toc-level-${it.level - min}`}>
            <a href={`#${it.id}`} className="dk-toc-link" dangerouslySetInnerHTML={{ __html: it.value }} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
