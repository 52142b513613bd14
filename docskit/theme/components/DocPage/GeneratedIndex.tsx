// GeneratedIndex is lazy: the cards' code and styles are a chunk of their
// own, loaded before a generated index page is shown (internal/lazy.tsx),
// so that sites without such pages do not load them with every page.
import { lazyComponent } from '../../internal/lazy';
import type { PageData } from '../../data';

export default lazyComponent<{ readonly page: PageData }>(
  'GeneratedIndex',
  () => import('./GeneratedIndexContent'),
  __DOCSKIT_SERVER__ ? require('./GeneratedIndexContent') : null,
);
