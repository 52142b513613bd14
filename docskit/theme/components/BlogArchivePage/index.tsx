import { UI } from '@docskit/ui';
import BlogLayout from '@theme/BlogLayout';
import type { BlogPageProps } from '../BlogPage/BlogPage';
import { formatDate } from '../BlogPage/date';
import { kit } from '../BlogPage/kit';

/** BlogArchivePage lists every post of the blog by year, newest first. */
export default function BlogArchivePage({ page, blog, sidebar }: BlogPageProps) {
  return (
    <BlogLayout sidebar={sidebar} sidebarTitle={blog.sidebarTitle} route={page.route}>
      <header className="dk-blog-page-header">
        <h1>{UI['theme.blog.archive.title']}</h1>
        <p>{UI['theme.blog.archive.description']}</p>
      </header>
      <div className="dk-blog-archive">
        {(blog.archive ?? []).map((y) => (
          <section key={y.year} className="dk-blog-archive-year">
            <h2>{y.year}</h2>
            <ul>
              {y.posts.map((p) => (
                <li key={p.permalink}>
                  <kit.Link to={p.permalink}>
                    <time dateTime={p.date}>{formatDate(p.date)}</time> - {p.title}
                  </kit.Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BlogLayout>
  );
}
