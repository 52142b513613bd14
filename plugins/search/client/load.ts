// The index as the dialog and the search page open it: the manifest is
// loaded once per page load (again after a failure, and on every
// dev-server update, since a rebuild may have replaced the files it names).
import { SearchIndex } from './engine';

async function fetchJSON(base: string, path: string): Promise<unknown> {
  const res = await fetch(`${base}/${path}`, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

let opening: Promise<SearchIndex> | null = null;

/** openIndex loads the manifest once per page load (again after a failure). */
export function openIndex(base: string): Promise<SearchIndex> {
  if (!opening) {
    opening = SearchIndex.open('search/index.json', (path) => fetchJSON(base, path));
    opening.catch(() => {
      opening = null;
    });
  }
  return opening;
}

/**
 * forgetIndex drops the loaded manifest, so the next search loads it again:
 * after a failure (a deploy, or a dev-server rebuild, may have replaced the
 * files it names) and on every dev-server update.
 */
export function forgetIndex(): void {
  opening = null;
}
if (typeof window !== 'undefined') window.addEventListener('docskit:dev-update', forgetIndex);
