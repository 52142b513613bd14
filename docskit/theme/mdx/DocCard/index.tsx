import Link from '@theme/Link';
import type { SidebarItem } from '../../data';
import { format, Template } from '@docskit/ui';
import './DocCard.css';

/** A sidebar link or category (html items make no card); Docusaurus's items may carry a description. */
export type Item = Exclude<SidebarItem, { type: 'html' }> & { readonly description?: string };

export interface Props {
  readonly item: Item;
}

const external = (href: string) => /^[a-z]+:/i.test(href) || href.startsWith('//');

/** firstHref is where a card of a category leads: its own page, else its first page. */
function firstHref(item: SidebarItem): string | undefined {
  if (item.type === 'html') return undefined;
  if (item.href) return item.href;
  if (item.type !== 'category') return undefined;
  for (const c of item.items) {
    const h = firstHref(c);
    if (h) return h;
  }
  return undefined;
}

/** How many pages a category holds, its sub-categories' included. */
function countPages(items: readonly SidebarItem[]): number {
  return items.reduce((n, it) => n + (it.type === 'category' ? countPages(it.items) + (it.href ? 1 : 0) : it.type === 'link' ? 1 : 0), 0);
}

/**
 * DocCard is a card that leads to a page of the sidebar: its label and
 * description (a category without one says how many pages it holds).
 * A category with no page in it has nowhere to lead: no card.
 */
export default function DocCard({ item }: Props) {
  const href = firstHref(item);
  if (!href) return null;
  const category = item.type === 'category';
  const description = item.description ?? (category ? format(Template['theme.docs.DocCard.categoryDescription.plurals'], { count: countPages(item.items) }) : undefined);
  const icon = category ? '🗂️' : external(href) ? '🔗' : '📄';
  return (
    <Link to={href} className="dk-doc-card">
      <span className="dk-doc-card-title" title={item.label}>
        <span className="dk-doc-card-icon" aria-hidden="true">
          {icon}
        </span>
        {item.label}
      </span>
      {description ? (
        <span className="dk-doc-card-description" title={description}>
          {description}
        </span>
      ) : null}
    </Link>
  );
}
