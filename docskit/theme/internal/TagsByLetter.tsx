// The tags list of the blog's and the docs' tags pages, shared by their
// lazy chunks. Link comes as a prop, as those chunks get it (importing it
// here would split it out of the entry). Internal: not overridable.
import type { ComponentType, ReactNode } from 'react';
import type { TagCount } from '../data';

/** The tags by the first letter of their label, letters in order (Docusaurus's TagsListByLetter). */
function byLetter(tags: readonly TagCount[]): [string, TagCount[]][] {
  const groups = new Map<string, TagCount[]>();
  for (const t of tags) {
    const letter = t.tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), t]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

type LinkProps = { to: string; className?: string; title?: string; children?: ReactNode };

/** TagsByLetter lists tags by letter, each a link to its page with its count. */
export default function TagsByLetter({ tags, Link }: { tags: readonly TagCount[]; Link: ComponentType<LinkProps> }) {
  return (
    <section className="dk-tags-by-letter">
      {byLetter(tags).map(([letter, list]) => (
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
  );
}
