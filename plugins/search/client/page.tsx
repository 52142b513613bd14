// The search page's component (<SearchPage />, the body of Options.Page):
// a search field whose query is the page's ?q=, kept in the address as one
// types (replaceState, so Back leaves the page). It is in the client entry
// of a site that has the page, so it holds only the field; the results,
// with the index and the scorer the dialog uses, are a chunk of their own
// (./results) that the page loads when it mounts.
import { useEffect, useState, type ComponentType } from 'react';
import config from '@docskit/site-config';
import { UI } from '@docskit/ui';
import type { ResultsProps } from './results';
import './page.css';

const base = config.baseUrl.replace(/\/$/, '');

let chunk: Promise<ComponentType<ResultsProps>> | null = null;

function loadResults(): Promise<ComponentType<ResultsProps>> {
  if (!chunk) {
    chunk = import('./results').then((m) => m.default);
    chunk.catch(() => {
      chunk = null;
    });
  }
  return chunk;
}

export default function SearchPage() {
  // The server renders the empty field; the query arrives with the page's address.
  const [query, setQuery] = useState('');
  const [Results, setResults] = useState<ComponentType<ResultsProps> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search).get('q') ?? '');
    loadResults().then(
      (R) => setResults(() => R),
      (err: unknown) => {
        console.warn('docskit: could not load the search results', err);
        setFailed(true);
      },
    );
  }, []);

  const change = (q: string) => {
    setQuery(q);
    const url = new URL(window.location.href);
    if (q === '') url.searchParams.delete('q');
    else url.searchParams.set('q', q);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  };

  return (
    <div className="dk-search-page">
      <input
        className="dk-search-page-input"
        type="search"
        aria-label={UI['theme.SearchPage.inputLabel']}
        placeholder={UI['theme.SearchPage.inputPlaceholder']}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(e) => change(e.target.value)}
      />
      {failed ? (
        <p className="dk-search-message" role="alert">
          {UI['docskit.search.failed']}
        </p>
      ) : Results ? (
        <Results base={base} query={query} />
      ) : (
        <p className="dk-search-message">{UI['docskit.search.loading']}</p>
      )}
    </div>
  );
}
