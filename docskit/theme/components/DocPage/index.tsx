import config from '@docskit/site-config';
import Breadcrumbs from '@theme/Breadcrumbs';
import DocSidebar from '@theme/DocSidebar';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import Pagination from '@theme/Pagination';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import { useEffect, useRef, useState } from 'react';
import { PageBody } from '../../internal/Body';
import { urls } from '../../internal/urls';
import { installHeadingLinks } from '../../internal/headingLinks';
import Slot from '../../internal/Slot';
import DocFooter from './DocFooter';
import GeneratedIndex from './GeneratedIndex';
import { useActiveHeading } from '../../internal/tocHighlight';
import type { PageData, SidebarData } from '../../data';
import { UI } from '@docskit/ui';
import '../../styles/doc.css';

export interface Props {
  readonly page: PageData;
  readonly sidebar: SidebarData | null;
}

function Arrow() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="dk-sidebar-toggle-icon">
      <path d="M11 17l-5-5 5-5M18 17l-5-5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * DocSidebarContainer is the desktop sidebar column. With config.docs.sidebarHideable
 * a button at its bottom hides it, leaving a narrow button that shows it again.
 * The choice lasts while the reader moves between doc pages (DocPage stays mounted).
 */
function DocSidebarContainer({ sidebar, route }: { sidebar: SidebarData; route: string }) {
  const hideable = config.docs.sidebarHideable;
  const [hidden, setHidden] = useState(false);
  const hideButton = useRef<HTMLButtonElement>(null);
  const showButton = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  // The pressed button goes away: put the focus on the one that replaces it.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (hidden ? showButton : hideButton).current?.focus();
  }, [hidden]);
  const toggle = (h: boolean) => {
    moveFocus.current = true;
    setHidden(h);
  };
  const isHidden = hideable && hidden;
  return (
    <aside className={`dk-doc-sidebar${isHidden ? ' dk-doc-sidebar-hidden' : ''}`}>
      <div className="dk-doc-sidebar-viewport">
        <div className="dk-doc-sidebar-content" hidden={isHidden}>
          <DocSidebar sidebar={sidebar} route={route} />
          {hideable ? (
            <button
              ref={hideButton}
              type="button"
              className="dk-sidebar-collapse-button"
              aria-label={UI['theme.docs.sidebar.collapseButtonAriaLabel']}
              title={UI['theme.docs.sidebar.collapseButtonTitle']}
              onClick={() => toggle(true)}
            >
              <Arrow />
            </button>
          ) : null}
        </div>
        {isHidden ? (
          <button
            ref={showButton}
            type="button"
            className="dk-sidebar-expand-button"
            aria-label={UI['theme.docs.sidebar.expandButtonAriaLabel']}
            title={UI['theme.docs.sidebar.expandButtonTitle']}
            onClick={() => toggle(false)}
          >
            <Arrow />
          </button>
        ) : null}
      </div>
    </aside>
  );
}

/**
 * DocPage is a doc, a category's generated index, or a Markdown page that is
 * not a doc (kind "mdxPage", Docusaurus's src/pages/*.md): the same reading
 * layout, the last without sidebar and centred, without what only docs have
 * under their title (slots.docTitleAfter).
 */
export default function DocPage({ page, sidebar }: Props) {
  const toc = page.hideToc ? [] : page.toc ?? [];
  const activeId = useActiveHeading(toc.map((t) => t.id));
  useEffect(() => installHeadingLinks(), []);
  const mdxPage = page.kind === 'mdxPage';
  return (
    <div className="dk-doc-layout">
      {sidebar ? <DocSidebarContainer sidebar={sidebar} route={page.route} /> : null}
      <main id="__docskit_main" className={mdxPage ? 'dk-doc-main dk-mdx-page' : 'dk-doc-main'} tabIndex={-1}>
        <div className="dk-doc-row">
          <article className="dk-doc">
            {page.version ? <DocVersionBanner version={page.version} siteTitle={config.title} href={urls.href} /> : null}
            {config.docs.breadcrumbs && page.breadcrumbs?.length ? <Breadcrumbs crumbs={page.breadcrumbs} /> : null}
            {page.version ? <DocVersionBadge version={page.version} /> : null}
            {toc.length ? <TOCCollapsible key={page.route} items={toc} activeId={activeId} /> : null}
            <div className="dk-markdown">
              {page.kind === 'generatedIndex' ? (
                <GeneratedIndex page={page} />
              ) : (
                <>
                  {page.hideTitle ? null : <h1>{page.heading ?? page.title}</h1>}
                  {mdxPage ? null : <Slot name="docTitleAfter" page={page} />}
                  <PageBody page={page} />
                </>
              )}
            </div>
            <DocFooter page={page} />
            <Pagination prev={page.prev} next={page.next} />
          </article>
          {toc.length ? (
            <div className="dk-doc-toc">
              <TOC items={toc} activeId={activeId} />
            </div>
          ) : null}
        </div>
      </main>
    </div>
  );
}
