// BlogPage is the layout of every page of a blog (plugins/blog): a lazy
// layout, so a site without a blog never loads its code, and a blog page loads
// it before it is shown or hydrated (see internal/lazy.tsx).
import { lazyLayout } from '../../internal/lazy';
import type { BlogProps, PageData } from '../../data';
import type { Props } from './BlogPage';
import '../../styles/blog.css';

export type { Props } from './BlogPage';

/** The page kinds of a blog (plugins/blog's Kind* constants). */
export const blogKinds = ['blogList', 'blogPost', 'blogTags', 'blogTag', 'blogArchive', 'blogAuthors', 'blogAuthor'];

/** The bodies a blog page shows besides its own: the posts of a list. */
const bodies = (page: PageData) => ((page.props?.blog as BlogProps | undefined)?.list?.items ?? []).map((i) => i.body);

export default lazyLayout<Props>('BlogPage', blogKinds, () => import('./BlogPage'), __DOCSKIT_SERVER__ ? require('./BlogPage') : null, bodies);
