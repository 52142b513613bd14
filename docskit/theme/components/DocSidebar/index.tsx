import config from '@docskit/site-config';
import Link from '@theme/Link';
import OwnLink from '../Link';
import { useState } from 'react';
import type { SidebarData, SidebarItem } from '../../data';
import { format, Template, UI } from '@docskit/ui';

export interface Props {
  readonly sidebar: SidebarData;
  /** The current route: its link is highlighted and its categories expanded. */
  readonly route: string;
}

type Category = Extract<SidebarItem, { type: 'category' }>;

const serverIndex: typeof import('./hrefs') | null = __DOCSKIT_SERVER__ ? require('./hrefs') : null;
// The server's cache of rendered items (cache.ts). It is not used when a
// site overrides Link, whose rendering may depend on context it lacks.
const serverCache: typeof import('./cache') | null = __DOCSKIT_SERVER__ && Link === OwnLink ? require('./cache') : null;

function contains(item: SidebarItem, route: string): boolean {
  // The server asks its index (hrefs.ts) instead of walking a category for each page.
  if (__DOCSKIT_SERVER__ && item.type === 'category') return item.href === route || serverIndex!.holder(item.items, route) !== undefined;
  if (item.type === 'html') return false;
  if (item.href === route) return true;
  return item.type === 'category' && item.items.some((c) => contains(c, route));
}

/** An external link (a URL with a scheme, or //host) opens in a new tab and is marked so. */
const isExternal = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');

/** classes joins class names, leaving out the empty ones. */
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function ExternalIcon() {
  return (
    <svg className="dk-sidebar-external-icon" viewBox="0 0 24 24" width="13" height="13" aria-hidden="true">
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}

function Items({ items, route, depth }: { items: readonly SidebarItem[]; route: string; depth: number }) {
  // Categories the reader opened or closed, by label, for the current route
  // only: a route change starts again from the route's own category, open.
  // With auto-collapse, opening one closes its siblings.
  const [state, setState] = useState<{ route: string; open: Record<string, boolean> }>({ route, open: {} });
  const open = state.route === route ? state.open : {};
  // A category starts open when it holds the current page, or says it is not collapsed;
  // one that cannot collapse is always open.
  const isOpen = (it: Category) => it.collapsible === false || (open[it.label] ?? (contains(it, route) || !it.collapsed));
  const toggle = (it: Category) => {
    const next = !isOpen(it);
    setState((st) => {
      const o = st.route === route ? st.open : {};
      const n: Record<string, boolean> = config.docs.autoCollapseCategories && next ? {} : { ...o };
      if (config.docs.autoCollapseCategories && next) for (const s of items) if (s !== it && s.type === 'category') n[s.label] = false;
      n[it.label] = next;
      return { route, open: n };
    });
  };
  const item = (it: SidebarItem, i: number) => {
    if (it.type === 'html') {
      // The site's own HTML (its sidebars file), written as it is.
      return (
        <li
          key={i}
          className={classes('dk-sidebar-item', 'dk-sidebar-html', it.defaultStyle && 'dk-sidebar-html-default', it.className)}
          dangerouslySetInnerHTML={{ __html: it.value }}
        />
      );
    }
    if (it.type === 'link') {
      const current = it.href === route;
      const external = isExternal(it.href);
      return (
        <li key={i} className={classes('dk-sidebar-item', it.className)}>
          <Link
            to={it.href}
            className={classes('dk-sidebar-link', current && 'dk-sidebar-link-active', external && 'dk-sidebar-link-external')}
            ariaCurrent={current ? 'page' : undefined}
          >
            {it.label}
            {external ? <ExternalIcon /> : null}
          </Link>
        </li>
      );
    }
    const collapsible = it.collapsible !== false;
    const expanded = isOpen(it);
    const current = it.href === route;
    return (
      <li key={i} className={classes('dk-sidebar-item', 'dk-sidebar-category', !expanded && 'dk-sidebar-collapsed', !collapsible && 'dk-sidebar-category-fixed', it.className)}>
        <div className="dk-sidebar-category-row">
          {it.href ? (
            <Link to={it.href} className={`dk-sidebar-link${current ? ' dk-sidebar-link-active' : ''}`} ariaCurrent={current ? 'page' : undefined}>
              {it.label}
            </Link>
          ) : collapsible ? (
            <button type="button" className="dk-sidebar-link dk-sidebar-category-label" aria-expanded={expanded} onClick={() => toggle(it)}>
              {it.label}
            </button>
          ) : (
            <span className="dk-sidebar-link dk-sidebar-category-title">{it.label}</span>
          )}
          {it.href && collapsible ? (
            <button
              type="button"
              className="dk-sidebar-caret"
              aria-expanded={expanded}
              aria-label={format(
                expanded ? Template['theme.DocSidebarItem.collapseCategoryAriaLabel'] : Template['theme.DocSidebarItem.expandCategoryAriaLabel'],
                { label: it.label },
              )}
              onClick={() => toggle(it)}
            />
          ) : null}
        </div>
        {expanded ? <Items items={it.items} route={route} depth={depth + 1} /> : null}
      </li>
    );
  };
  const className = `dk-sidebar-list dk-sidebar-depth-${depth}`;
  // On the server the list is HTML, an item that does not hold the page
  // rendered once for all pages (cache.ts).
  if (__DOCSKIT_SERVER__ && serverCache) return <ul className={className} dangerouslySetInnerHTML={{ __html: serverCache.listHTML(items, serverIndex!.holder(items, route), item) }} />;
  return <ul className={className}>{items.map(item)}</ul>;
}

export default function DocSidebar({ sidebar, route }: Props) {
  return (
    <nav className="dk-sidebar" aria-label={UI['theme.docs.sidebar.navAriaLabel']}>
      <Items items={sidebar.items} route={route} depth={0} />
    </nav>
  );
}
