// Browser storage that never throws. If localStorage is unavailable (blocked
// cookies, private mode, a sandboxed iframe) it warns once in the console and
// behaves as an empty store, so the site keeps working.
// Internal: not overridable.

let warned = false;
let disabled = false;

function store(): Storage | null {
  if (disabled || typeof window === 'undefined') return null;
  try {
    const s = window.localStorage;
    // Touch it: some browsers throw only on use.
    s.getItem('docskit:probe');
    return s;
  } catch (err) {
    disabled = true;
    if (!warned) {
      warned = true;
      console.warn('docskit: browser storage is unavailable, so preferences are not saved', err);
    }
    return null;
  }
}

export function getItem(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function setItem(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    /* quota or a storage that started failing: ignore */
  }
}

export function removeItem(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    /* ignore */
  }
}
