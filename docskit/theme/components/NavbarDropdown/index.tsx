// NavbarDropdown is a lazy part of the layout: its code is a chunk of its
// own, which only a site with a dropdown in its navbar loads. Until the
// chunk is in, the server's HTML stays and the menu opens on hover (CSS).
import { lazyOnDemand } from '../../internal/lazy';
import type { Props } from './NavbarDropdown';

export type { Props } from './NavbarDropdown';

export default lazyOnDemand<Props>('NavbarDropdown', () => import('./NavbarDropdown'), __DOCSKIT_SERVER__ ? require('./NavbarDropdown') : null);
