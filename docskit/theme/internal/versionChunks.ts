// The docs version components are lazy parts of the layout (lazy.tsx's
// lazyPart), chunks of their own that a site without versions never loads.
// A page loads them before it is shown or hydrated when it is a versioned
// doc, or on every page when the navbar follows docs versions.
// Internal: not overridable.
import config from '@docskit/site-config';
import type { PageData } from '../data';
import { preloadParts } from './lazy';

const inNavbar = config.navbar.items.some((it) => it.type || it.versionTo);

/** preloadVersions loads the version components page needs. */
export function preloadVersions(page: PageData): Promise<void> {
  return page.version || inNavbar ? preloadParts() : Promise.resolve();
}
