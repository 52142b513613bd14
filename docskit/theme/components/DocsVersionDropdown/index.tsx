// DocsVersionDropdown is a lazy part of the layout: its code is in the docs version
// components' chunk, which only a site with versioned docs loads (see
// internal/versionChunks.ts).
import { versionPart } from '../../internal/versionChunks';
import type { Props } from './DocsVersionDropdown';

export type { Props } from './DocsVersionDropdown';

export default versionPart<Props>('DocsVersionDropdown', __DOCSKIT_SERVER__ ? require('./DocsVersionDropdown') : null);
