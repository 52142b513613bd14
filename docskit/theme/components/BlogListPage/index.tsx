import { UI } from '@docskit/ui';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import type { BlogList, PageData } from '../../data';
import type { BlogPageProps } from '../BlogPage/BlogPage';
import { kit } from '../BlogPage/kit';

/**
 * BlogListItems are the posts of a page of a list, each with its content up to
 * its truncate marker (from the page's data, or from the post's module), then
 * the links to the newer and older pages of the list.
 */
export function BlogListItems({ page, list }: { page: PageData; list: BlogList }) {
  return (
    <>
      {list.items.map((it, i) => (
        <BlogPostItem key={it.post.permalink} post={it.post} isPostPage={false}>
          <kit.EmbeddedBody page={page} route={it.post.permalink} nodes={it.body} cut={it.cut} idPrefix={`dk-${i}`} />
        </BlogPostItem>
      ))}
      <kit.Pagination
        prev={list.newer ? { label: UI['theme.blog.paginator.newerEntries'], href: list.newer } : undefined}
        next={list.older ? { label: UI['theme.blog.paginator.olderEntries'], href: list.older } : undefined}
        ariaLabel={UI['theme.blog.paginator.navAriaLabel']}
        prevSub=""
        nextSub=""
      />
    </>
  );
}

/** BlogListPage is a page of the blog's posts, newest first. */
export default function BlogListPage({ page, blog, sidebar }: BlogPageProps) {
  if (!blog.list) return null;
  return (
    <BlogLayout sidebar={sidebar} sidebarTitle={blog.sidebarTitle} route={page.route}>
      <BlogListItems page={page} list={blog.list} />
    </BlogLayout>
  );
}
