import { UI } from '@docskit/ui';
import BlogLayout from '@theme/BlogLayout';
import TagsByLetter from '../../internal/TagsByLetter';
import type { BlogPageProps } from '../BlogPage/BlogPage';
import { kit } from '../BlogPage/kit';

/** BlogTagsListPage lists every tag of the blog with its number of posts. */
export default function BlogTagsListPage({ page, blog, sidebar }: BlogPageProps) {
  return (
    <BlogLayout sidebar={sidebar} sidebarTitle={blog.sidebarTitle} route={page.route}>
      <h1>{UI['theme.tags.tagsPageTitle']}</h1>
      <TagsByLetter tags={blog.tags ?? []} Link={kit.Link} />
    </BlogLayout>
  );
}
