import { UI } from '@docskit/ui';
import BlogLayout from '@theme/BlogLayout';
import type { TagCount } from '../../data';
import type { BlogPageProps } from '../BlogPage/BlogPage';
import { kit } from '../BlogPage/kit';

/** The tags by the first letter of their label, letters in order (Docusaurus's TagsListByLetter). */
function byLetter(tags: readonly TagCount[]): [string, TagCount[]][] {
  const groups = new Map<string, TagCount[]>();
  for (const t of tags) {
    const letter = t.tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), t]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** BlogTagsListPage lists every tag of the blog with its number of posts. */
export default function BlogTagsListPage({ page, blog, sidebar }: BlogPageProps) {
  return (
    <BlogLayout sidebar={sidebar} sidebarTitle={blog.sidebarTitle} route={page.route}>
      <h1>{UI['theme.tags.tagsPageTitle']}</h1>
      <section className="dk-tags-by-letter">
        {byLetter(blog.tags ?? []).map(([letter, tags]) => (
          <article key={letter} className="dk-tags-letter">
            <h2>{letter}</h2>
            <ul className="dk-tag-list">
              {tags.map((t) => (
                <li key={t.tag.permalink}>
                  <kit.Link to={t.tag.permalink} className="dk-tag" title={t.tag.description}>
                    {t.tag.label}
                    <span className="dk-tag-count">{t.count}</span>
                  </kit.Link>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </section>
    </BlogLayout>
  );
}
