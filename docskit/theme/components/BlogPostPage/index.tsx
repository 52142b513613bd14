import { UI } from '@docskit/ui';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import { useEffect } from 'react';
import type { BlogPageProps } from '../BlogPage/BlogPage';
import { kit } from '../BlogPage/kit';

/** A banner above a post that is a draft (dev only) or unlisted. */
function Banner({ kind }: { kind: 'draft' | 'unlisted' }) {
  const draft = kind === 'draft';
  return (
    <div className="dk-admonition dk-admonition-warning dk-blog-banner" role="note">
      <div className="dk-admonition-heading">
        {draft ? UI['theme.contentVisibility.draftBanner.title'] : UI['theme.contentVisibility.unlistedBanner.title']}
      </div>
      <p>{draft ? UI['theme.contentVisibility.draftBanner.message'] : UI['theme.contentVisibility.unlistedBanner.message']}</p>
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
        ariaLabel={UI['theme.blog.post.paginator.navAriaLabel']}
        prevSub={UI['theme.blog.post.paginator.newerPost']}
        nextSub={UI['theme.blog.post.paginator.olderPost']}
      />
    </BlogLayout>
  );
}
