import config from '@docskit/site-config';
import Breadcrumbs from '@theme/Breadcrumbs';
import DocSidebar from '@theme/DocSidebar';
import Pagination from '@theme/Pagination';
import TOC from '@theme/TOC';
import Body from '../../internal/Body';
import Slot from '../../internal/Slot';
import type { PageData, SidebarData } from '../../data';

export interface Props {
  readonly page: PageData;
  readonly sidebar: SidebarData | null;
}

export default function DocPage({ page, sidebar }: Props) {
  const toc = page.hideToc ? [] : page.toc ?? [];
  return (
    <div className="dk-doc-layout">
      {sidebar ? (
        <aside className="dk-doc-sidebar">
          <DocSidebar sidebar={sidebar} route={page.route} />
        </aside>
      ) : null}
      <main id="__docskit_main" className="dk-doc-main" tabIndex={-1}>
        <div className="dk-doc-row">
          <article className="dk-doc">
            {config.docs.breadcrumbs && page.breadcrumbs?.length ? <Breadcrumbs crumbs={page.breadcrumbs} /> : null}
            <div className="dk-markdown">
              <h1>{page.title}</h1>
              <Slot name="docTitleAfter" page={page} />
              <Body nodes={page.body ?? []} />
            </div>
            <Pagination prev={page.prev} next={page.next} />
          </article>
          {toc.length ? (
            <div className="dk-doc-toc">
              <TOC items={toc} />
            </div>
          ) : null}
        </div>
      </main>
    </div>
  );
}
