import { Template, UI } from '@docskit/ui';
import BlogLayout from '@theme/BlogLayout';
import { BlogListItems } from '@theme/BlogListPage';
import type { BlogPageProps } from '../BlogPage/BlogPage';
import { kit } from '../BlogPage/kit';

/** BlogTagsPostsPage is a page of the posts of a tag: '3 posts tagged with "x"', newest first. */
export default function BlogTagsPostsPage({ page, blog, sidebar }: BlogPageProps) {
  const tc = blog.tag;
  if (!tc || !blog.list) return null;
  return (
    <BlogLayout sidebar={sidebar} sidebarTitle={blog.sidebarTitle} route={page.route}>
      <header className="dk-blog-page-header">
        <h1>{kit.format(Template['theme.blog.tagTitle'], { nPosts: kit.format(Template['theme.blog.post.plurals'], { count: tc.count }), tagName: tc.tag.label })}</h1>
        {tc.tag.description ? <p>{tc.tag.description}</p> : null}
        {blog.allTags ? <kit.Link to={blog.allTags}>{UI['theme.tags.tagsPageLink']}</kit.Link> : null}
      </header>
      <BlogListItems page={page} list={blog.list} />
    </BlogLayout>
  );
}
