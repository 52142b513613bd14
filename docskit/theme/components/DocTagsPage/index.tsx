// DocTagsPage is the layout of the docs' tag pages (plugins/docs: the kinds
// docTagsList and docTagDocList): a lazy layout, so a page loads its code
// before it is shown or hydrated (see internal/lazy.tsx), and a site without
// docs tags (Config.Docs.Tags off, __DOCSKIT_DOC_TAGS__) has none of it,
// this module included (Layout requires it only then). The chunk gets Link and format from here, as the
// blog's does (BlogPage/kit.ts): importing them would split them out of the
// entry.
import { format } from '@docskit/ui';
import Link from '@theme/Link';
import { lazyLayout } from '../../internal/lazy';
import type { PageData } from '../../data';
import type { Props as LazyProps } from './DocTagsPage';

/** The docs' tag pages are those whose kind starts with "docTag" (plugins/docs's KindTags and KindTag). */
const Lazy = lazyLayout<LazyProps>('docTag', () => import('./DocTagsPage'), __DOCSKIT_SERVER__ ? require('./DocTagsPage') : null);

export default function DocTagsPage({ page }: { readonly page: PageData }) {
  return <Lazy page={page} Link={Link} format={format} />;
}
