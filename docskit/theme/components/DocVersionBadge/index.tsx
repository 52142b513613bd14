// DocVersionBadge is a lazy part of the layout: its code is in the docs version
// components' chunk, which only a site with versioned docs loads (see
// internal/versionChunks.ts).
import { versionPart } from '../../internal/versionChunks';
import type { Props } from './DocVersionBadge';

export type { Props } from './DocVersionBadge';

export default versionPart<Props>('DocVersionBadge', __DOCSKIT_SERVER__ ? require('./DocVersionBadge') : null);
