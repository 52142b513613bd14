// Heading links: activating a heading's "#" link (a.dk-hash-link, written by
// the MDX renderer) copies the heading's full URL to the clipboard and shows
// "Link copied" (docskit.heading.linkCopied) beside it for two seconds. The
// link's own navigation still happens, so the address bar gets the hash and
// the page scrolls to the heading.
// Internal: not overridable. Installed once by DocPage in an effect.
import { UI } from '@docskit/ui';

const SHOWN_MS = 2000;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No Clipboard API (an insecure origin, an old browser) or no permission:
    // fall back to a selected textarea, then give the focus back.
    const focused = document.activeElement as HTMLElement | null;
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none';
    document.body.appendChild(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    focused?.focus({ preventScroll: true });
    return ok;
  }
}

/** The URL a heading link copies: origin + path + '#' + the heading's id. */
export function headingURL(id: string): string {
  return `${window.location.origin}${window.location.pathname}#${id}`;
}

/**
 * installHeadingLinks adds one delegated click listener for every heading link
 * of the page, present and future, and a status element that announces the
 * copy. It returns the function that removes both.
 */
export function installHeadingLinks(): () => void {
  // The live region exists before anything is announced in it, as screen readers need.
  const status = document.createElement('div');
  status.className = 'dk-hash-status';
  status.setAttribute('role', 'status');
  document.body.appendChild(status);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (link: Element) => {
    clearTimeout(timer);
    status.textContent = UI['docskit.heading.linkCopied'];
    status.classList.add('dk-hash-status-visible');
    // Beside the "#", in document coordinates, kept inside the viewport's width.
    const r = link.getBoundingClientRect();
    const width = status.offsetWidth;
    const left = Math.max(8, Math.min(r.right + 8, document.documentElement.clientWidth - width - 8));
    status.style.left = `${left + window.scrollX}px`;
    status.style.top = `${r.top + r.height / 2 + window.scrollY}px`;
    timer = setTimeout(() => {
      status.classList.remove('dk-hash-status-visible');
      status.textContent = '';
    }, SHOWN_MS);
  };

  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element | null)?.closest?.('a.dk-hash-link');
    const id = link?.parentElement?.id;
    if (!link || !id) return;
    void copyText(headingURL(id)).then((ok) => {
      if (ok && link.isConnected) show(link);
    });
  };

  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('click', onClick);
    clearTimeout(timer);
    status.remove();
  };
}
