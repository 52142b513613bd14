import { UI } from '@docskit/ui';
import type { SidebarData, SidebarItem } from '../../data';
import { kit } from '../BlogPage/kit';

export interface Props {
  readonly sidebar: SidebarData;
  readonly title: string;
  /** The current route: its link is highlighted. */
  readonly route: string;
}

function Links({ items, route }: { items: readonly SidebarItem[]; route: string }) {
  return (
    <ul className="dk-blog-sidebar-list">
      {items.map((it) =>
        it.type === 'link' ? (
          <li key={it.href} className="dk-blog-sidebar-item">
            <kit.Link
              to={it.href}
              className={`dk-blog-sidebar-link${it.href === route ? ' dk-blog-sidebar-link-active' : ''}`}
              ariaCurrent={it.href === route ? 'page' : undefined}
            >
              {it.label}
            </kit.Link>
          </li>
        ) : null,
      )}
    </ul>
  );
}

/**
 * BlogSidebar lists the blog's recent posts under its title, grouped by year as
 * Docusaurus groups them (plugins/blog makes each year a category of links).
 */
export default function BlogSidebar({ sidebar, title, route }: Props) {
  return (
    <aside className="dk-blog-sidebar">
      <nav className="dk-blog-sidebar-nav" aria-label={UI['theme.blog.sidebar.navAriaLabel']}>
        <div className="dk-blog-sidebar-title">{title}</div>
        {sidebar.items.map((it) =>
          it.type === 'category' ? (
            <div key={it.label} className="dk-blog-sidebar-year">
              <h3 className="dk-blog-sidebar-year-title">{it.label}</h3>
              <Links items={it.items} route={route} />
            </div>
          ) : it.type === 'link' ? (
            <Links key={it.href} items={[it]} route={route} />
          ) : null,
        )}
      </nav>
    </aside>
  );
}
