import AnnouncementBar from '@theme/AnnouncementBar';
import BlogPage from '@theme/BlogPage';
import DocPage from '@theme/DocPage';
import ErrorBoundary from '@theme/ErrorBoundary';
import Footer from '@theme/Footer';
import Landing from '@theme/Landing';
import Navbar from '@theme/Navbar';
import NotFound from '@theme/NotFound';
import type { ReactNode } from 'react';
import type { PageData, SidebarData } from '../../data';
import { UI } from '@docskit/ui';
import { usePageData, useRouter } from '../../internal/context';
import PageMetadata from '../../internal/PageMetadata';
import ReactPage from '../../internal/ReactPage';
// The docs' tag pages' layout, with Config.Docs.Tags only (else null: a site
// without docs tags has none of its code).
import DocTagsPage from '@docskit/doc-tags-page';

/**
 * Layout is the frame of every page: skip link, announcement, navbar, the
 * page, footer. It is called two ways. The app calls it with the page shown
 * (page, sidebar), and it shows that page by its kind. A React page
 * (Docusaurus's src/pages/*.js) calls it as Docusaurus's @theme/Layout,
 * around its own content, with Docusaurus's props: the app shows such a
 * page without a frame, and the page's Layout puts its content in one.
 */
export interface Props {
  /** The page to show (the app's call). */
  readonly page?: PageData;
  readonly sidebar?: SidebarData | null;
  /** The content (a React page's call). */
  readonly children?: ReactNode;
  /** The page's title, shown as "title | site title" in the document title. */
  readonly title?: string;
  /** The page's meta description. */
  readonly description?: string;
  /** Leaves the footer out. */
  readonly noFooter?: boolean;
  /** A class for the element that holds the content. */
  readonly wrapperClassName?: string;
}


function Content({ page, sidebar }: { readonly page: PageData; readonly sidebar: SidebarData | null }) {
  switch (page.kind) {
    case 'doc':
    case 'generatedIndex':
    case 'mdxPage':
      return <DocPage page={page} sidebar={sidebar} />;
    case 'landing':
      return <Landing page={page} />;
    default:
      // The docs' tag pages (plugins/docs), only with Config.Docs.Tags: a chunk of their own.
      if (__DOCSKIT_DOC_TAGS__ && DocTagsPage && page.kind.startsWith('docTag')) return <DocTagsPage page={page} />;
      // The blog's kinds (plugins/blog): its layout is a chunk of its own.
      return page.kind.startsWith('blog') ? <BlogPage page={page} sidebar={sidebar} /> : <NotFound />;
  }
}

/** Frame is what every page has around its content. */
function Frame({ page, sidebar, noFooter, children }: { readonly page: PageData; readonly sidebar: SidebarData | null; readonly noFooter?: boolean; readonly children: ReactNode }) {
  return (
    <div className="dk-root">
      <a className="dk-skip" href="#__docskit_main">
        {UI['theme.common.skipToMainContent']}
      </a>
      <AnnouncementBar />
      <Navbar page={page} sidebar={sidebar} />
      {children}
      {noFooter ? null : <Footer />}
    </div>
  );
}

/** PageLayout is Layout as a React page calls it: the frame of the page shown, around the page's content. */
function PageLayout({ children, title, description, noFooter, wrapperClassName }: Props) {
  const router = useRouter();
  const shown = usePageData();
  if (!shown) return <>{children}</>;
  return (
    <Frame page={shown.page} sidebar={shown.sidebar} noFooter={noFooter}>
      <PageMetadata title={title} description={description} />
      <div id="__docskit_main" className={wrapperClassName ? `dk-page ${wrapperClassName}` : 'dk-page'} tabIndex={-1}>
        <ErrorBoundary resetKey={shown.page} onTryAgain={router.reload}>
          {children}
        </ErrorBoundary>
      </div>
    </Frame>
  );
}

export default function Layout(props: Props) {
  const router = useRouter();
  const { page, sidebar = null } = props;
  // Only a site with page modules has React pages, and pages that call Layout
  // themselves (and this code).
  if (__DOCSKIT_PAGE_MODULES__) {
    if (page?.kind === 'reactPage') return <ReactPage page={page} />;
    if (!page) return <PageLayout {...props} />;
  }
  if (!page) return null;
  return (
    <Frame page={page} sidebar={sidebar}>
      <div className="dk-page">
        {/* A page that throws while rendering shows the crash screen; the next page, or Try again, clears it. */}
        <ErrorBoundary resetKey={page} onTryAgain={router.reload}>
          <Content page={page} sidebar={sidebar} />
        </ErrorBoundary>
      </div>
    </Frame>
  );
}
