// The search dialog: a query field, results as links to their sections with
// the matches marked and a line of context, keyboard navigation (↑ ↓, Enter,
// Esc, Tab kept inside), full screen on narrow windows. It is the chunk the
// navbar button loads on first use, and shows in a portal on document.body.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { highlightTerms } from './engine';
import { useSearch } from './useSearch';
import Marked, { ResultTitle } from './marked';
import { format, Template, UI } from '@docskit/ui';

export interface DialogProps {
  onClose(): void;
  /** The site's base URL without its trailing slash ("" for "/"). */
  base: string;
  /** A query to start with (from the page's ?q=), instead of the last one. */
  initialQuery?: string;
}

/** The query of the last search, shown again when the dialog reopens. */
let lastQuery = '';

export default function SearchDialog({ onClose, base, initialQuery }: DialogProps) {
  const [query, setQuery] = useState(initialQuery ?? lastQuery);
  const [active, setActive] = useState(0);
  // True while an input method composes a character (a Hangul syllable being typed).
  const composing = useRef(false);
  const [commits, setCommits] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-result-${i}`;

  const { status, shown, retry } = useSearch(base, query, { composing, rerun: commits, onResults: () => setActive(0) });
  useEffect(() => {
    lastQuery = query;
  }, [query]);

  // While open: focus in the field, the page behind does not scroll.
  useLayoutEffect(() => {
    input.current?.focus();
    input.current?.select();
    const body = document.body;
    const before = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = before;
    };
  }, []);

  // Keep the active result in view.
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, shown]);

  const results = shown.results;
  const terms = highlightTerms(shown.query);

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.nativeEvent.isComposing) return; // a Korean syllable being composed: Enter and arrows belong to the IME
    switch (e.key) {
      case 'Escape':
        e.preventDefault();
        onClose();
        return;
      case 'ArrowDown':
      case 'ArrowUp': {
        if (results.length === 0) return;
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((a) => (a + step + results.length) % results.length);
        return;
      }
      case 'Enter': {
        if (e.target !== input.current) return; // a focused link follows itself
        const a = document.getElementById(optionId(active));
        if (!a) return;
        e.preventDefault();
        a.click();
        return;
      }
      case 'Tab': {
        // Focus stays in the dialog.
        const els = dialog.current?.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])');
        if (!els || els.length === 0) return;
        const first = els[0];
        const last = els[els.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    }
  };

  // A followed link closes the dialog once the click has reached the router.
  const onResultClick = () => window.setTimeout(onClose, 0);

  let message = '';
  if (status === 'loading') message = UI['docskit.search.loading'];
  else if (status === 'ready' && shown.query.trim() !== '' && results.length === 0) message = format(Template['docskit.search.noResults'], { query: shown.query.trim() });
  else if (status === 'ready' && shown.query.trim() === '') message = UI['docskit.search.hint'];
  const live = status === 'ready' && shown.query.trim() !== '' ? format(Template['docskit.search.resultCount'], { count: results.length }) : message;

  return (
    <div
      className="dk-search-backdrop"
      onMouseDown={(e) => {
        if (e.target !== e.currentTarget) return;
        e.preventDefault(); // the press would otherwise move focus away from the button onClose focuses
        onClose();
      }}
    >
      <div ref={dialog} className="dk-search-dialog" role="dialog" aria-modal="true" aria-label={UI['docskit.search.dialogAriaLabel']} onKeyDown={onKeyDown}>
        <div className="dk-search-bar">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className="dk-search-icon">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={input}
            className="dk-search-input"
            type="search"
            role="combobox"
            aria-label={UI['docskit.search.inputAriaLabel']}
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
            placeholder={UI['theme.SearchModal.placeholder']}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onCompositionStart={() => (composing.current = true)}
            onCompositionEnd={(e) => {
              composing.current = false;
              setQuery(e.currentTarget.value);
              setCommits((n) => n + 1); // search the committed text again, without the hold
            }}
          />
          <button type="button" className="dk-search-close" onClick={onClose}>
            {UI['docskit.search.close']}
          </button>
        </div>
        {status === 'failed' ? (
          <p className="dk-search-message" role="alert">
            {UI['docskit.search.failed']}{' '}
            <button type="button" className="dk-search-retry" onClick={retry}>
              {UI['docskit.search.retry']}
            </button>
          </p>
        ) : message ? (
          <p className="dk-search-message">{message}</p>
        ) : null}
        <ul id={listId} className="dk-search-results" role="listbox" aria-label={UI['docskit.search.resultsAriaLabel']} data-query={shown.query} onClick={onResultClick}>
          {results.map((r, i) => (
            <li key={r.url} role="presentation">
              <a
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className="dk-search-result"
                href={r.url}
                tabIndex={-1}
                onMouseMove={() => i !== active && setActive(i)}
              >
                <ResultTitle pageTitle={r.pageTitle} heading={r.heading} terms={terms} />
                {r.context === null ? (
                  <span className="dk-search-result-context dk-search-result-pending" aria-hidden="true" />
                ) : r.context ? (
                  <span className="dk-search-result-context">
                    <Marked text={r.context} terms={terms} />
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
        <p className="dk-visually-hidden" role="status" aria-live="polite">
          {live}
        </p>
        <footer className="dk-search-footer" aria-hidden="true">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> {UI['theme.SearchModal.footer.navigateText']}
          </span>
          <span>
            <kbd>Enter</kbd> {UI['theme.SearchModal.footer.selectText']}
          </span>
          <span>
            <kbd>Esc</kbd> {UI['theme.SearchModal.footer.closeText']}
          </span>
        </footer>
      </div>
    </div>
  );
}
