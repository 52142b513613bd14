// DocVersionBadge is a lazy part of the layout: its code is a chunk of its own, which
// only a site with versioned docs loads (see internal/versionChunks.ts).
import { lazyPart } from '../../internal/lazy';
import type { Props } from './DocVersionBadge';

export type { Props } from './DocVersionBadge';

export default lazyPart<Props>('DocVersionBadge', () => import('./DocVersionBadge'), __DOCSKIT_SERVER__ ? require('./DocVersionBadge') : null);
