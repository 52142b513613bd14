// The search plugin's client module: the navbar's search button (slot
// navbarEnd) and the keyboard shortcuts that open search ("/" outside text
// fields, Ctrl+K or ⌘K anywhere). The dialog, the tokenizer and the scorer are
// a chunk of their own (./dialog), loaded when search is first opened or
// when the pointer or focus reaches the button.
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import config from '@docskit/site-config';
import type { ClientModule, PageData } from '../../../docskit/theme/data';
import type { DialogProps } from './dialog';
import { UI } from '@docskit/ui';
import './search.css';

/**
 * The site's base URL without its trailing slash, under which the index files are
 * (Config.BaseURL comes normalised: "/" or "/docs"). Result links are the pages'
 * URLs in the index, made by docskit.URLs.
 */
const base = config.baseUrl.replace(/\/$/, '');

let dialogChunk: Promise<ComponentType<DialogProps>> | null = null;

function loadDialog(): Promise<ComponentType<DialogProps>> {
  if (!dialogChunk) {
    dialogChunk = import('./dialog').then((m) => m.default);
    dialogChunk.catch(() => {
      dialogChunk = null; // tried again on the next open
    });
  }
  return dialogChunk;
}

/** editable reports whether keys typed at el go into a text field. */
function editable(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className="dk-search-icon">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** SearchButton is the navbar's button; it owns the dialog's open state. */
function SearchButton({ page }: { page: PageData }) {
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  // "Ctrl K" until hydrated, then "⌘ K" on Apple systems (the server does not know).
  const [mac, setMac] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const show = useCallback((query?: string) => {
    setInitialQuery(query);
    setOpen(true);
    setFailed(false);
    loadDialog().then(
      (D) => setDialog(() => D),
      (err: unknown) => {
        console.warn('docskit: could not load the search dialog', err);
        setFailed(true);
        setOpen(false);
      },
    );
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  // A page opened with ?q=… (the browser's site search, through
  // opensearch.xml) opens search with that query; the parameter is dropped
  // from the address so a reload does not open it again.
  // The search page (Options.Page) reads ?q= itself.
  useEffect(() => {
    if (page.extra?.searchPage) return;
    const url = new URL(window.location.href);
    const q = url.searchParams.get('q');
    if (q === null) return;
    url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    if (q.trim() !== '') show(q);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Another page (a result followed, Back or Forward) closes the dialog.
  const route = useRef(page.route);
  useEffect(() => {
    if (route.current === page.route) return;
    route.current = page.route;
    setOpen(false);
  }, [page.route]);

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      const k = e.key.toLowerCase();
      if (k === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        show();
      } else if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !editable(e.target)) {
        e.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="dk-search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        title={failed ? UI['docskit.search.buttonFailedTitle'] : undefined}
        onClick={() => show()}
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onFocus={() => void loadDialog().catch(() => undefined)}
      >
        <SearchIcon />
        {/* The label is the button's name (visually hidden on narrow screens); the key hint is
            not part of it (aria-keyshortcuts says the keys), so the name matches the visible label. */}
        <span className="dk-search-button-label">{UI['theme.SearchBar.label']}</span>
        <kbd className="dk-search-button-keys" aria-hidden="true">
          {mac ? '⌘ K' : 'Ctrl K'}
        </kbd>
      </button>
      {/* The portal is made here, not in the dialog's chunk: a chunk that imported
          react-dom would split it out of the entry into a third first-load script. */}
      {open && Dialog ? createPortal(<Dialog onClose={close} base={base} initialQuery={initialQuery} />, document.body) : null}
    </>
  );
}

/** The theme renders slots.navbarEnd at the end of the navbar, on every page. */
export const slots: ClientModule['slots'] = { navbarEnd: SearchButton };
