// useSearch: the search dialog's and the search page's one way of running
// a query: open the index, rank the query with the scorer, show the results
// at once and their context lines when the text shards arrive, load the
// index again after a failure (retry) or a dev rebuild.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { context, highlightTerms, type Result, type SearchIndex } from './engine';
import { forgetIndex, openIndex } from './load';

export interface Shown {
  query: string;
  /** context is null while its text shard is loading. */
  results: (Result & { context: string | null })[];
}

export type Status = 'loading' | 'ready' | 'failed';

export interface Options {
  /**
   * True while an input method composes a character (a Hangul syllable
   * being typed): a query that then matches nothing keeps the results
   * shown, instead of flashing "no results".
   */
  composing?: RefObject<boolean>;
  /** Called when new results are shown. */
  onResults?: () => void;
  /** Runs the query again when it changes (the dialog's committed input). */
  rerun?: number;
}

/** useSearch runs query over the index of the site at base; only the newest answer is shown. */
export function useSearch(base: string, query: string, { composing, onResults, rerun = 0 }: Options = {}): { status: Status; shown: Shown; retry: () => void } {
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Shown>({ query: '', results: [] });
  const index = useRef<SearchIndex | null>(null);
  const ticket = useRef(0);
  const latest = useRef(onResults);
  useEffect(() => {
    latest.current = onResults;
  });

  // Open the index (the manifest).
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

  // The dev server rebuilt the site: the index files may have changed (the
  // module's listener has dropped the manifest; load it again).
  useEffect(() => {
    const onUpdate = () => setAttempt((n) => n + 1);
    window.addEventListener('docskit:dev-update', onUpdate);
    return () => window.removeEventListener('docskit:dev-update', onUpdate);
  }, []);

  useEffect(() => {
    const ix = index.current;
    if (status !== 'ready' || !ix) return;
    const mine = ++ticket.current;
    const q = query;
    if (q.trim() === '') {
      setShown({ query: q, results: [] });
      return;
    }
    // Results show as soon as they are ranked (titles and headings come with the
    // manifest); their context lines follow when the text shards have arrived.
    ix.shown(q).then(
      (found) => {
        if (mine !== ticket.current) return;
        if (found.length === 0 && composing?.current) {
          setShown((prev) => (prev.results.length > 0 ? prev : { query: q, results: [] }));
          return;
        }
        setShown({ query: q, results: found.map((r) => ({ ...r, context: null })) });
        latest.current?.();
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, status, rerun]);

  return { status, shown, retry: () => setAttempt((n) => n + 1) };
}
