// The docs' tag pages by kind, loaded as a code-split chunk (see index.tsx):
// the page frame of a doc without sidebar, around DocTagsListPage or
// DocTagDocListPage.
import DocTagDocListPage from '@theme/DocTagDocListPage';
import DocTagsListPage from '@theme/DocTagsListPage';
import type { format } from '@docskit/ui';
import type Link from '@theme/Link';
import type { DocTagsProps, PageData } from '../../data';

export interface Props {
  readonly page: PageData;
  /** What the chunk takes from the entry (index.tsx). */
  readonly Link: typeof Link;
  readonly format: typeof format;
}

/** The props of DocTagsListPage and DocTagDocListPage: the page's tags data, and Link and format from the entry. */
export interface DocTagsPageProps {
  readonly tags: DocTagsProps;
  readonly Link: typeof Link;
  readonly format: typeof format;
}

export default function DocTagsPage({ page, Link, format }: Props) {
  const tags = page.props?.docTags as DocTagsProps | undefined;
  if (!tags) return null;
  const props = { tags, Link, format };
  return (
    <div className="dk-doc-layout">
      <main id="__docskit_main" className="dk-doc-main dk-mdx-page" tabIndex={-1}>
        <div className="dk-doc-row">
          <article className="dk-doc">
            <div className="dk-markdown">{page.kind === 'docTagsList' ? <DocTagsListPage {...props} /> : <DocTagDocListPage {...props} />}</div>
          </article>
        </div>
      </main>
    </div>
  );
}
