// The visitor's preferred version of each docs plugin, kept in browser
// storage under Docusaurus's key, and the version a navbar item follows.
// Only the version components use it (each a lazy chunk: versionChunks.ts).
// Internal: not overridable.
import { useSyncExternalStore } from 'react';
import type { NavItem, PageData } from '../data';

/** Docusaurus's storage key of a docs plugin's preferred version. */
const key = (plugin: string) => `docs-preferred-version-${plugin}`;

// Storage is read and written here, not through internal/storage.ts: that
// module is in the main bundle, and importing it from this lazy code would
// move it into a chunk of its own that every page of every site loads
// (279 gzip bytes more on a Nuri doc page, site/budget_test.go). Storage
// that cannot be used (blocked, private mode) keeps no preference.
function getItem(k: string): string | null {
  try {
    return window.localStorage.getItem(k);
  } catch {
    return null;
  }
}

function setItem(k: string, v: string): void {
  try {
    window.localStorage.setItem(k, v);
  } catch {
    /* the choice lasts until the page is left */
  }
}

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab's choice applies here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith('docs-preferred-version-')) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** savePreferredVersion remembers the visitor's choice of a plugin's version. */
export function savePreferredVersion(plugin: string, name: string): void {
  setItem(key(plugin), name);
  for (const l of listeners) l();
}

/**
 * usePreferredVersion is the name of the plugin's version the visitor last
 * chose, or null. The server and the hydrating render see null, as the
 * server cannot know it; the stored choice applies right after.
 */
export function usePreferredVersion(plugin: string | undefined): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (plugin ? getItem(key(plugin)) : null),
    () => null,
  );
}

/**
 * useItemVersion is the version a navbar item of a docs plugin follows: the
 * shown doc's when it is one of the plugin's, else the preferred one.
 */
export function useItemVersion(item: NavItem, page: PageData): string | null {
  const preferred = usePreferredVersion(item.docsPlugin);
  if (!item.docsPlugin) return null;
  if (page.version?.plugin === item.docsPlugin) return page.version.name;
  return preferred;
}
