// DocVersionBanner is a lazy part of the layout: its code is in the docs version
// components' chunk, which only a site with versioned docs loads (see
// internal/versionChunks.ts).
import { versionPart } from '../../internal/versionChunks';
import type { Props } from './DocVersionBanner';

export type { Props } from './DocVersionBanner';

export default versionPart<Props>('DocVersionBanner', __DOCSKIT_SERVER__ ? require('./DocVersionBanner') : null);
