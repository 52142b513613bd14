import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import { useEffect } from 'react';
import { PageBody } from '../../internal/Body';
import { installHeadingLinks } from '../../internal/headingLinks';
import { useActiveHeading } from '../../internal/tocHighlight';
import type { PageData } from '../../data';
import '../../styles/doc.css';

export interface Props {
  readonly page: PageData;
}

/**
 * MDXPage is a Markdown page that is not a doc (kind "mdxPage", Docusaurus's
 * src/pages/*.md): the body in the doc page's reading layout, centred, with its
 * table of contents, and no sidebar, breadcrumbs or previous/next links.
 */
export default function MDXPage({ page }: Props) {
  const toc = page.hideToc ? [] : (page.toc ?? []);
  const activeId = useActiveHeading(toc.map((t) => t.id));
  useEffect(() => installHeadingLinks(), []);
  return (
    <div className="dk-doc-layout">
      <main id="__docskit_main" className="dk-doc-main dk-mdx-page" tabIndex={-1}>
        <div className="dk-doc-row">
          <article className="dk-doc">
            {toc.length ? <TOCCollapsible key={page.route} items={toc} activeId={activeId} /> : null}
            <div className="dk-markdown">
              {page.hideTitle ? null : <h1>{page.heading ?? page.title}</h1>}
              <PageBody page={page} />
            </div>
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
