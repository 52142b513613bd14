// The search page's results: the query ranked by the dialog's scorer over
// the same index (./load, ./engine), each result a link to its section
// with the matches marked and a line of context. The chunk the search page
// loads when it mounts.
import { useEffect, useRef, useState } from 'react';
import { context, highlightTerms, toShow, type Result, type SearchIndex } from './engine';
import { forgetIndex, openIndex } from './load';
import Marked from './marked';
import { format, Template, UI } from '@docskit/ui';

export interface ResultsProps {
  /** The site's base URL without its trailing slash ("" for "/"). */
  base: string;
  query: string;
}

interface Shown {
  query: string;
  /** context is null while its text shard is loading. */
  results: (Result & { context: string | null })[];
}

type Status = 'loading' | 'ready' | 'failed';

export default function Results({ base, query }: ResultsProps) {
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Shown>({ query: '', results: [] });
  const index = useRef<SearchIndex | null>(null);
  const ticket = useRef(0);

  useEffect(() => {
    let live = true;
    setStatus('loading');
    openIndex(base).then(
      (ix) => {
        if (!live) return;
        index.current = ix;
        setStatus('ready');
      },
      (err: unknown) => {
        if (!live) return;
        console.warn('docskit: could not load the search index', err);
        setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, base]);

  useEffect(() => {
    const onUpdate = () => setAttempt((n) => n + 1);
    window.addEventListener('docskit:dev-update', onUpdate);
    return () => window.removeEventListener('docskit:dev-update', onUpdate);
  }, []);

  // Run the query whenever it or the index changes; only the newest answer is shown.
  useEffect(() => {
    const ix = index.current;
    if (status !== 'ready' || !ix) return;
    const mine = ++ticket.current;
    const q = query;
    if (q.trim() === '') {
      setShown({ query: q, results: [] });
      return;
    }
    ix.search(q).then(
      (ranked) => {
        if (mine !== ticket.current) return;
        const found = toShow(ranked);
        setShown({ query: q, results: found.map((r) => ({ ...r, context: null })) });
        const terms = highlightTerms(q);
        Promise.all(found.map((r) => ix.text(r.section))).then(
          (texts) => {
            if (mine !== ticket.current) return;
            setShown({ query: q, results: found.map((r, i) => ({ ...r, context: context(texts[i], terms) })) });
          },
          (err: unknown) => console.warn('docskit: could not load the context of the search results', err),
        );
      },
      (err: unknown) => {
        if (mine !== ticket.current) return;
        console.warn('docskit: search failed', err);
        forgetIndex();
        setStatus('failed');
      },
    );
  }, [query, status]);

  if (status === 'failed') {
    return (
      <p className="dk-search-message" role="alert">
        {UI['docskit.search.failed']}{' '}
        <button type="button" className="dk-search-retry" onClick={() => setAttempt((n) => n + 1)}>
          {UI['docskit.search.retry']}
        </button>
      </p>
    );
  }
  const q = shown.query.trim();
  const terms = highlightTerms(shown.query);
  let message = '';
  if (status === 'loading') message = UI['docskit.search.loading'];
  else if (q === '') message = UI['docskit.search.hint'];
  else if (shown.results.length === 0) message = format(Template['docskit.search.noResults'], { query: q });
  return (
    <>
      <p className="dk-search-message" role="status" aria-live="polite">
        {message || format(Template['docskit.search.resultCount'], { count: shown.results.length })}
      </p>
      <ul className="dk-search-page-results" aria-label={UI['docskit.search.resultsAriaLabel']} data-query={shown.query}>
        {shown.results.map((r) => (
          <li key={r.url}>
            <a className="dk-search-page-result" href={r.url}>
              <span className="dk-search-result-title">
                <Marked text={r.pageTitle} terms={terms} />
                {r.heading ? (
                  <>
                    <span className="dk-search-result-sep" aria-hidden="true">
                      {' › '}
                    </span>
                    <Marked text={r.heading} terms={terms} />
                  </>
                ) : null}
              </span>
            </a>
            {r.context ? (
              <p className="dk-search-result-context">
                <Marked text={r.context} terms={terms} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
