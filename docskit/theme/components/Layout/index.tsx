import AnnouncementBar from '@theme/AnnouncementBar';
import BlogPage from '@theme/BlogPage';
import DocPage from '@theme/DocPage';
import ErrorBoundary from '@theme/ErrorBoundary';
import Footer from '@theme/Footer';
import Landing from '@theme/Landing';
import Navbar from '@theme/Navbar';
import NotFound from '@theme/NotFound';
import type { PageData, SidebarData } from '../../data';
import { useRouter } from '../../internal/context';
import { UI } from '@docskit/ui';

export interface Props {
  readonly page: PageData;
  readonly sidebar: SidebarData | null;
}

function Content({ page, sidebar }: Props) {
  switch (page.kind) {
    case 'doc':
    case 'generatedIndex':
      return <DocPage page={page} sidebar={sidebar} />;
    case 'landing':
      return <Landing page={page} />;
    default:
      // The blog's kinds (plugins/blog): its layout is a chunk of its own.
      return page.kind.startsWith('blog') ? <BlogPage page={page} sidebar={sidebar} /> : <NotFound />;
  }
}

export default function Layout({ page, sidebar }: Props) {
  const router = useRouter();
  return (
    <div className="dk-root">
      <a className="dk-skip" href="#__docskit_main">
        {UI['theme.common.skipToMainContent']}
      </a>
      <AnnouncementBar />
      <Navbar page={page} sidebar={sidebar} />
      <div className="dk-page">
        {/* A page that throws while rendering shows the crash screen; the next page, or Try again, clears it. */}
        <ErrorBoundary resetKey={page} onTryAgain={router.reload}>
          <Content page={page} sidebar={sidebar} />
        </ErrorBoundary>
      </div>
      <Footer />
    </div>
  );
}
