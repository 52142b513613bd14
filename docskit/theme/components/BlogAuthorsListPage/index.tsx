import { Template, UI } from '@docskit/ui';
import BlogLayout from '@theme/BlogLayout';
import { BlogPostAuthor } from '@theme/BlogPostItem';
import type { BlogPageProps } from '../BlogPage/BlogPage';
import { kit } from '../BlogPage/kit';

/** BlogAuthorsListPage lists the authors of the blog's authors map, with their number of posts; an author's name leads to their page, or else to their URL. */
export default function BlogAuthorsListPage({ page, blog, sidebar }: BlogPageProps) {
  return (
    <BlogLayout sidebar={sidebar} sidebarTitle={blog.sidebarTitle} route={page.route}>
      <h1>{UI['theme.blog.authorsList.pageTitle']}</h1>
      <ul className="dk-blog-authors-list">
        {(blog.authors ?? []).map((a) => (
          <li key={a.author.page ?? a.author.key}>
            <BlogPostAuthor author={a.author} />
            <span className="dk-blog-author-count">{kit.format(Template['theme.blog.post.plurals'], { count: a.count })}</span>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
