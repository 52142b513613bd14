import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import Pagination from '@theme/Pagination';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import { useEffect } from 'react';
import { PageBody } from '../../internal/Body';
import { installHeadingLinks } from '../../internal/headingLinks';
import { useActiveHeading } from '../../internal/tocHighlight';
import type { BlogPageProps } from '../BlogPage/BlogPage';
import { s } from '../BlogPage/strings';

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
  const activeId = useActiveHeading(toc.map((t) => t.id));
  useEffect(() => installHeadingLinks(), []);
  if (!post) return null;
  return (
    <BlogLayout
      sidebar={sidebar}
      sidebarTitle={blog.sidebarTitle}
      route={page.route}
      toc={toc.length ? <TOC items={toc} activeId={activeId} /> : null}
    >
      {post.draft ? <Banner kind="draft" /> : null}
      {post.unlisted ? <Banner kind="unlisted" /> : null}
      {toc.length ? <TOCCollapsible key={page.route} items={toc} activeId={activeId} /> : null}
      <BlogPostItem post={post} isPostPage>
        <PageBody page={page} />
      </BlogPostItem>
      <Pagination
        prev={page.prev}
        next={page.next}
        ariaLabel={s('theme.blog.post.paginator.navAriaLabel')}
        prevSub={s('theme.blog.post.paginator.newerPost')}
        nextSub={s('theme.blog.post.paginator.olderPost')}
      />
    </BlogLayout>
  );
}
