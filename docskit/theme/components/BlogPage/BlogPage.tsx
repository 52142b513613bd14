// The blog's layouts by page kind, loaded as a code-split chunk (see index.tsx).
import BlogArchivePage from '@theme/BlogArchivePage';
import BlogAuthorsListPage from '@theme/BlogAuthorsListPage';
import BlogAuthorsPostsPage from '@theme/BlogAuthorsPostsPage';
import BlogListPage from '@theme/BlogListPage';
import BlogPostPage from '@theme/BlogPostPage';
import BlogTagsListPage from '@theme/BlogTagsListPage';
import BlogTagsPostsPage from '@theme/BlogTagsPostsPage';
import type { BlogProps, PageData, SidebarData } from '../../data';
import { kit, provideKit, type Kit } from './kit';

export interface Props {
  readonly page: PageData;
  readonly sidebar: SidebarData | null;
  /** What the blog takes from the rest of the theme (kit.ts). */
  readonly kit: Kit;
}

/** The props every blog page component receives: its page, the blog's data of it, and the blog's sidebar. */
export interface BlogPageProps {
  readonly page: PageData;
  readonly blog: BlogProps;
  readonly sidebar: SidebarData | null;
}

export default function BlogPage({ page, sidebar, kit: given }: Props) {
  provideKit(given);
  const blog = page.props?.blog as BlogProps | undefined;
  if (!blog) return <kit.NotFound />;
  const props = { page, blog, sidebar };
  switch (page.kind) {
    case 'blogList':
      return <BlogListPage {...props} />;
    case 'blogPost':
      return <BlogPostPage {...props} />;
    case 'blogTags':
      return <BlogTagsListPage {...props} />;
    case 'blogTag':
      return <BlogTagsPostsPage {...props} />;
    case 'blogArchive':
      return <BlogArchivePage {...props} />;
    case 'blogAuthors':
      return <BlogAuthorsListPage {...props} />;
    case 'blogAuthor':
      return <BlogAuthorsPostsPage {...props} />;
    default:
      return <kit.NotFound />;
  }
}
