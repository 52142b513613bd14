// The docs version components (versionParts.ts) are one lazy chunk that a
// site without versions never loads: lazy parts of the layout (lazy.tsx's
// lazyPart). A versioned doc loads it before it is shown or hydrated
// (lazy.tsx's preloadLazy).
// Another page of a versioned site (its landing page) hydrates its navbar's
// version items when the chunk is in: React keeps their server HTML until
// then. Looking for them in the navbar on every page of every site would
// cost the first load more than the wait costs a landing page.
// Internal: not overridable.
import type { ComponentType, ReactElement } from 'react';
import { lazyPart } from './lazy';
import type * as Parts from './versionParts';

/**
 * versionPart is the lazy part of the layout of the version component name;
 * server is its module, in the server bundle only.
 */
export function versionPart<P extends object>(name: keyof typeof Parts, server: { default: ComponentType<P> } | null): (props: P) => ReactElement {
  return lazyPart<P>(name, () => import('./versionParts').then((m) => ({ default: m[name] as unknown as ComponentType<P> })), server);
}
