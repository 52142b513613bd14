import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import { useEffect } from 'react';
import type { BlogPageProps } from '../BlogPage/BlogPage';
import { s } from '../BlogPage/strings';
import { kit } from '../BlogPage/kit';

/** A banner above a post that is a draft (dev only) or unlisted. */
function Banner({ kind }: { kind: 'draft' | 'unlisted' }) {
  const id = kind === 'draft' ? 'draftBanner' : 'unlistedBanner';
  return (
    <div className="dk-admonition dk-admonition-warning dk-blog-banner" role="note">
      <div className="dk-admonition-heading">{s(`theme.contentVisibility.${id}.title`)}</div>
      <p>{s(`theme.contentVisibility.${id}.message`)}</p>
    </div>
  );
}

/**
 * BlogPostPage is a post's page: the post with its table of contents, then the
 * links to the newer and the older post.
 */
export default function BlogPostPage({ page, blog, sidebar }: BlogPageProps) {
  const post = blog.post;
  const toc = post?.toc ?? (page.hideToc ? [] : (page.toc ?? []));
  const activeId = kit.useActiveHeading(toc.map((t) => t.id));
  useEffect(() => kit.installHeadingLinks(), []);
  if (!post) return null;
  return (
    <BlogLayout
      sidebar={sidebar}
      sidebarTitle={blog.sidebarTitle}
      route={page.route}
      toc={toc.length ? <kit.TOC items={toc} activeId={activeId} /> : null}
    >
      {post.draft ? <Banner kind="draft" /> : null}
      {post.unlisted ? <Banner kind="unlisted" /> : null}
      {toc.length ? <kit.TOCCollapsible key={page.route} items={toc} activeId={activeId} /> : null}
      <BlogPostItem post={post} isPostPage>
        <kit.PageBody page={page} />
      </BlogPostItem>
      <kit.Pagination
        prev={page.prev}
        next={page.next}
        ariaLabel={s('theme.blog.post.paginator.navAriaLabel')}
        prevSub={s('theme.blog.post.paginator.newerPost')}
        nextSub={s('theme.blog.post.paginator.olderPost')}
      />
    </BlogLayout>
  );
}
