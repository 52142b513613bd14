import { Template, UI } from '@docskit/ui';
import type { ReactNode } from 'react';
import type { BlogAuthor, BlogPost } from '../../data';
import { formatDate } from '../BlogPage/date';
import { kit } from '../BlogPage/kit';

export interface Props {
  readonly post: BlogPost;
  /** The post's own page (an h1 title, no "Read more"), or an item of a list (an h2 link). */
  readonly isPostPage: boolean;
  /** The post's content: its whole body on its page, its start in a list. */
  readonly children?: ReactNode;
}

/** The first letters of a name, for an author without a picture. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * BlogPostAuthor is an author under a post's title: picture, name (linked to
 * their page or site) and title. On the author's own page (asHeading) the name
 * is the page's h1 and links nowhere.
 */
export function BlogPostAuthor({ author, asHeading = false }: { author: BlogAuthor; asHeading?: boolean }) {
  const link = asHeading ? undefined : (author.page ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined));
  const name = author.name ?? '';
  const picture = author.imageUrl ? (
    <img className="dk-blog-author-image" src={kit.urls.file(author.imageUrl)} alt={name} width={40} height={40} loading="lazy" />
  ) : (
    <span className="dk-blog-author-image dk-blog-author-initials" aria-hidden="true">
      {initials(name)}
    </span>
  );
  return (
    <div className="dk-blog-author">
      {link ? (
        <kit.Link to={link} tabIndex={-1} aria-hidden="true">
          {picture}
        </kit.Link>
      ) : (
        picture
      )}
      <div className="dk-blog-author-text">
        {asHeading ? (
          <h1 className="dk-blog-author-name">{name}</h1>
        ) : name ? (
          <div className="dk-blog-author-name">{link ? <kit.Link to={link}>{name}</kit.Link> : name}</div>
        ) : null}
        {author.title ? <small className="dk-blog-author-title">{author.title}</small> : null}
      </div>
    </div>
  );
}

/** BlogPostTags are a post's tags, each a link to its page. */
export function BlogPostTags({ post }: { post: BlogPost }) {
  if (!post.tags?.length) return null;
  return (
    <div className="dk-blog-post-tags">
      <b>{UI['theme.tags.tagsListLabel']}</b>
      <ul className="dk-tag-list">
        {post.tags.map((t) => (
          <li key={t.permalink}>
            <kit.Link to={t.permalink} className="dk-tag" title={t.description}>
              {t.label}
            </kit.Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * BlogPostItem is a post as the blog shows it: its title, date, reading time and
 * authors, its content, then its tags, and in a list a "Read more" link when the
 * list shows only its start; on its page the "Edit this page" link and its last update.
 */
export default function BlogPostItem({ post, isPostPage, children }: Props) {
  const minutes = post.readingTime ? Math.ceil(post.readingTime) : 0;
  const lu = post.lastUpdate;
  return (
    <article className="dk-blog-post-item">
      <header className="dk-blog-post-header">
        {isPostPage ? (
          <h1 className="dk-blog-post-title">{post.title}</h1>
        ) : (
          <h2 className="dk-blog-post-title">
            <kit.Link to={post.permalink}>{post.title}</kit.Link>
          </h2>
        )}
        <div className="dk-blog-post-meta">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          {minutes ? (
            <>
              {' · '}
              {kit.format(Template['theme.blog.post.readingTime.plurals'], { count: minutes })}
            </>
          ) : null}
        </div>
        {post.authors?.length ? (
          <div className="dk-blog-post-authors">
            {post.authors.map((a, i) => (
              <BlogPostAuthor key={a.key ?? `${a.name ?? ''}-${i}`} author={a} />
            ))}
          </div>
        ) : null}
      </header>
      <div className="dk-markdown dk-blog-post-content">{children}</div>
      <footer className="dk-blog-post-footer">
        <BlogPostTags post={post} />
        {!isPostPage && post.hasTruncateMarker ? (
          <kit.Link to={post.permalink} className="dk-blog-read-more" aria-label={kit.format(Template['theme.blog.post.readMoreLabel'], { title: post.title })}>
            <b>{UI['theme.blog.post.readMore']}</b>
          </kit.Link>
        ) : null}
        {isPostPage && (post.editUrl || lu) ? (
          <div className="dk-blog-post-edit-row">
            {post.editUrl ? (
              <kit.Link to={post.editUrl} className="dk-blog-edit-link">
                {UI['theme.common.editThisPage']}
              </kit.Link>
            ) : null}
            {lu ? (
              <span className="dk-blog-last-update">
                {UI['docskit.lastUpdated.label']} {lu.date ? <time dateTime={lu.date}>{formatDate(lu.date)}</time> : null}
                {lu.author ? (lu.date ? ` · ${lu.author}` : lu.author) : null}
              </span>
            ) : null}
          </div>
        ) : null}
      </footer>
    </article>
  );
}
