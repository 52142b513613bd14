// BlogPage is the layout of every page of a blog (plugins/blog): a lazy
// layout, so a site without a blog never loads its code, and a blog page loads
// it before it is shown or hydrated (see internal/lazy.tsx). The chunk takes
// what it needs of the rest of the theme from here (kit.ts).
import config from '@docskit/site-config';
import { format } from '@docskit/ui';
import Link from '@theme/Link';
import NotFound from '@theme/NotFound';
import Pagination from '@theme/Pagination';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import { EmbeddedBody, PageBody } from '../../internal/Body';
import { installHeadingLinks } from '../../internal/headingLinks';
import { lazyLayout } from '../../internal/lazy';
import { urls } from '../../internal/router';
import { useActiveHeading } from '../../internal/tocHighlight';
import type { PageData, SidebarData } from '../../data';
import type { Props as LazyProps } from './BlogPage';
import type { Kit } from './kit';
import '../../styles/blog.css';
import '../../styles/tags.css';

export interface Props {
  readonly page: PageData;
  readonly sidebar: SidebarData | null;
}

/** The blog's pages are those whose kind starts with "blog" (plugins/blog's Kind* constants). */
const Lazy = lazyLayout<LazyProps>('blog', () => import('./BlogPage'), __DOCSKIT_SERVER__ ? require('./BlogPage') : null);

const kit: Kit = { config, format, Link, NotFound, Pagination, TOC, TOCCollapsible, PageBody, EmbeddedBody, installHeadingLinks, useActiveHeading, urls };

export default function BlogPage(props: Props) {
  return <Lazy {...props} kit={kit} />;
}
