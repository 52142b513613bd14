import { UI } from '@docskit/ui';
import BlogLayout from '@theme/BlogLayout';
import { BlogListItems } from '@theme/BlogListPage';
import { BlogPostAuthor } from '@theme/BlogPostItem';
import type { BlogPageProps } from '../BlogPage/BlogPage';
import { kit } from '../BlogPage/kit';

/** BlogAuthorsPostsPage is an author's page: who they are, then their posts, newest first. */
export default function BlogAuthorsPostsPage({ page, blog, sidebar }: BlogPageProps) {
  const ac = blog.author;
  if (!ac || !blog.list) return null;
  const socials = Object.entries(ac.author.socials ?? {});
  return (
    <BlogLayout sidebar={sidebar} sidebarTitle={blog.sidebarTitle} route={page.route}>
      <header className="dk-blog-page-header dk-blog-author-header">
        <BlogPostAuthor author={ac.author} asHeading />
        {ac.author.description ? <p>{ac.author.description}</p> : null}
        {socials.length ? (
          <ul className="dk-blog-author-socials">
            {socials.map(([platform, url]) => (
              <li key={platform}>
                <kit.Link to={url}>{platform}</kit.Link>
              </li>
            ))}
          </ul>
        ) : null}
        {blog.allAuthors ? <kit.Link to={blog.allAuthors}>{UI['theme.blog.authorsList.viewAll']}</kit.Link> : null}
      </header>
      {ac.count ? <BlogListItems page={page} list={blog.list} /> : <p>{UI['theme.blog.author.noPosts']}</p>}
    </BlogLayout>
  );
}
