// @docusaurus/useIsBrowser: whether the component runs in the browser.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * false on the server and during hydration (so the first client render matches
 * the server's markup), true right after; true from the start in a page that is
 * rendered on the client (a client-side navigation), where nothing must match.
 */
export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
