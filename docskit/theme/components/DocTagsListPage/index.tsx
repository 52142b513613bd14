import { UI } from '@docskit/ui';
import type { TagCount } from '../../data';
import type { DocTagsPageProps } from '../DocTagsPage/DocTagsPage';

/** The tags by the first letter of their label, letters in order (Docusaurus's TagsListByLetter). */
function byLetter(tags: readonly TagCount[]): [string, TagCount[]][] {
  const groups = new Map<string, TagCount[]>();
  for (const t of tags) {
    const letter = t.tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), t]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** DocTagsListPage lists every tag of a docs version, by letter, with its number of docs. */
export default function DocTagsListPage({ tags, Link }: DocTagsPageProps) {
  return (
    <>
      <h1>{UI['theme.tags.tagsPageTitle']}</h1>
      <section className="dk-tags-by-letter">
        {byLetter(tags.tags ?? []).map(([letter, list]) => (
          <article key={letter} className="dk-tags-letter">
            <h2>{letter}</h2>
            <ul className="dk-tag-list">
              {list.map((t) => (
                <li key={t.tag.permalink}>
                  <Link to={t.tag.permalink} className="dk-tag" title={t.tag.description}>
                    {t.tag.label}
                    <span className="dk-tag-count">{t.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </section>
    </>
  );
}
