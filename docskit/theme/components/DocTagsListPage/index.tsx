import { UI } from '@docskit/ui';
import TagsByLetter from '../../internal/TagsByLetter';
import type { DocTagsPageProps } from '../DocTagsPage/DocTagsPage';

/** DocTagsListPage lists every tag of a docs version, by letter, with its number of docs. */
export default function DocTagsListPage({ tags, Link }: DocTagsPageProps) {
  return (
    <>
      <h1>{UI['theme.tags.tagsPageTitle']}</h1>
      <TagsByLetter tags={tags.tags ?? []} Link={Link} />
    </>
  );
}
