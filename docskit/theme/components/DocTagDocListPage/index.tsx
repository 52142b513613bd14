import { Template, UI } from '@docskit/ui';
import type { DocTagsPageProps } from '../DocTagsPage/DocTagsPage';

/** DocTagDocListPage is the page of a tag's docs: '3 docs tagged with "x"', the docs by title with their descriptions. */
export default function DocTagDocListPage({ tags, Link, format }: DocTagsPageProps) {
  const tc = tags.tag;
  if (!tc) return null;
  const nDocsTagged = format(Template['theme.docs.tagDocListPageTitle.nDocsTagged'], { count: tc.count });
  return (
    <>
      <header className="dk-tag-docs-header">
        <h1>{format(Template['theme.docs.tagDocListPageTitle'], { nDocsTagged, tagName: tc.tag.label })}</h1>
        {tc.tag.description ? <p>{tc.tag.description}</p> : null}
        {tags.allTags ? <Link to={tags.allTags}>{UI['theme.tags.tagsPageLink']}</Link> : null}
      </header>
      <section className="dk-tag-docs">
        {(tags.docs ?? []).map((d) => (
          <article key={d.permalink}>
            <Link to={d.permalink}>
              <h2>{d.title}</h2>
            </Link>
            {d.description ? <p>{d.description}</p> : null}
          </article>
        ))}
      </section>
    </>
  );
}
