import BlogLayout from '@theme/BlogLayout';
import { BlogListItems } from '@theme/BlogListPage';
import type { BlogPageProps } from '../BlogPage/BlogPage';
import { plural, s } from '../BlogPage/strings';
import { kit } from '../BlogPage/kit';

/** BlogTagsPostsPage is a page of the posts of a tag: '3 posts tagged with "x"', newest first. */
export default function BlogTagsPostsPage({ page, blog, sidebar }: BlogPageProps) {
  const tc = blog.tag;
  if (!tc || !blog.list) return null;
  return (
    <BlogLayout sidebar={sidebar} sidebarTitle={blog.sidebarTitle} route={page.route}>
      <header className="dk-blog-page-header">
        <h1>{s('theme.blog.tagTitle', { nPosts: plural('theme.blog.post.plurals', tc.count), tagName: tc.tag.label })}</h1>
        {tc.tag.description ? <p>{tc.tag.description}</p> : null}
        {blog.allTags ? <kit.Link to={blog.allTags}>{s('theme.tags.tagsPageLink')}</kit.Link> : null}
      </header>
      <BlogListItems page={page} list={blog.list} />
    </BlogLayout>
  );
}
