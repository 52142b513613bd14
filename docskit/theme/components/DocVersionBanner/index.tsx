// DocVersionBanner is a lazy part of the layout: its code is a chunk of its own, which
// only a site with versioned docs loads (see internal/versionChunks.ts).
import { lazyPart } from '../../internal/lazy';
import type { Props } from './DocVersionBanner';

export type { Props } from './DocVersionBanner';

export default lazyPart<Props>('DocVersionBanner', () => import('./DocVersionBanner'), __DOCSKIT_SERVER__ ? require('./DocVersionBanner') : null);
