import BlogSidebar from '@theme/BlogSidebar';
import type { ReactNode } from 'react';
import type { SidebarData } from '../../data';

export interface Props {
  /** The blog's sidebar of recent posts, and its title. */
  readonly sidebar: SidebarData | null;
  readonly sidebarTitle: string;
  /** The current route: its link in the sidebar is highlighted. */
  readonly route: string;
  /** The table of contents column of a post page. */
  readonly toc?: ReactNode;
  readonly children?: ReactNode;
}

/** BlogLayout is the blog's three columns: the sidebar of recent posts, the page, and a post's table of contents. */
export default function BlogLayout({ sidebar, sidebarTitle, route, toc, children }: Props) {
  return (
    <div className="dk-blog-layout">
      {sidebar && sidebar.items.length ? <BlogSidebar sidebar={sidebar} title={sidebarTitle} route={route} /> : null}
      <main id="__docskit_main" className="dk-blog-main" tabIndex={-1}>
        {children}
      </main>
      {toc ? <div className="dk-blog-toc">{toc}</div> : null}
    </div>
  );
}
