import config from '@docskit/site-config';
import Link from '@theme/Link';
import { useState } from 'react';
import type { SidebarData, SidebarItem } from '../../data';

export interface Props {
  readonly sidebar: SidebarData;
  /** The current route: its link is highlighted and its categories expanded. */
  readonly route: string;
}

function contains(item: SidebarItem, route: string): boolean {
  if (item.href === route) return true;
  return item.type === 'category' && item.items.some((c) => contains(c, route));
}

function Items({ items, route, depth }: { items: readonly SidebarItem[]; route: string; depth: number }) {
  // Categories the reader opened or closed, by label, for the current route
  // only: a route change starts again from the route's own category, open.
  // With auto-collapse, opening one closes its siblings.
  const [state, setState] = useState<{ route: string; open: Record<string, boolean> }>({ route, open: {} });
  const open = state.route === route ? state.open : {};
  const isOpen = (it: SidebarItem) => open[it.label] ?? (contains(it, route) || (it.type === 'category' && it.collapsed === false));
  const toggle = (it: SidebarItem) => {
    const next = !isOpen(it);
    setState((st) => {
      const o = st.route === route ? st.open : {};
      const n: Record<string, boolean> = config.docs.autoCollapseCategories && next ? {} : { ...o };
      if (config.docs.autoCollapseCategories && next) for (const s of items) if (s !== it && s.type === 'category') n[s.label] = false;
      n[it.label] = next;
      return { route, open: n };
    });
  };
  return (
    <ul className={`dk-sidebar-list dk-sidebar-depth-${depth}`}>
      {items.map((it) => {
        if (it.type === 'link') {
          const current = it.href === route;
          return (
            <li key={it.href} className="dk-sidebar-item">
              <Link to={it.href} className={`dk-sidebar-link${current ? ' dk-sidebar-link-active' : ''}`} ariaCurrent={current ? 'page' : undefined}>
                {it.label}
              </Link>
            </li>
          );
        }
        const expanded = isOpen(it);
        const current = it.href === route;
        return (
          <li key={it.label} className={`dk-sidebar-item dk-sidebar-category${expanded ? '' : ' dk-sidebar-collapsed'}`}>
            <div className="dk-sidebar-category-row">
              {it.href ? (
                <Link to={it.href} className={`dk-sidebar-link${current ? ' dk-sidebar-link-active' : ''}`} ariaCurrent={current ? 'page' : undefined}>
                  {it.label}
                </Link>
              ) : (
                <button type="button" className="dk-sidebar-link dk-sidebar-category-label" aria-expanded={expanded} onClick={() => toggle(it)}>
                  {it.label}
                </button>
              )}
              {it.href ? (
                <button
                  type="button"
                  className="dk-sidebar-caret"
                  aria-expanded={expanded}
                  aria-label={`'${it.label}' 카테고리 ${expanded ? '접기' : '펼치기'}`}
                  onClick={() => toggle(it)}
                />
              ) : null}
            </div>
            {expanded ? <Items items={it.items} route={route} depth={depth + 1} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

export default function DocSidebar({ sidebar, route }: Props) {
  return (
    <nav className="dk-sidebar" aria-label="문서 사이드바">
      <Items items={sidebar.items} route={route} depth={0} />
    </nav>
  );
}
