// Details is a lazy content component: its code is a chunk of its own, loaded
// before the first page that uses it is shown (see internal/lazy.tsx).
import { lazyComponent } from '../../internal/lazy';
import type { Props } from './Details';

export type { Props } from './Details';

export default lazyComponent<Props>('Details', () => import('./Details'), __DOCSKIT_SERVER__ ? require('./Details') : null);
