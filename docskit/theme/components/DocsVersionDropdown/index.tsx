// DocsVersionDropdown is a lazy part of the layout: its code is a chunk of its own, which
// only a site with versioned docs loads (see internal/versionChunks.ts).
import { lazyPart } from '../../internal/lazy';
import type { Props } from './DocsVersionDropdown';

export type { Props } from './DocsVersionDropdown';

export default lazyPart<Props>('DocsVersionDropdown', () => import('./DocsVersionDropdown'), __DOCSKIT_SERVER__ ? require('./DocsVersionDropdown') : null);
