// The search page's results: the query ranked by the dialog's scorer over
// the same index (./load, ./engine), each result a link to its section
// with the matches marked and a line of context. The chunk the search page
// loads when it mounts.
import { highlightTerms } from './engine';
import { useSearch } from './useSearch';
import Marked, { ResultTitle } from './marked';
import { format, Template, UI } from '@docskit/ui';

export interface ResultsProps {
  /** The site's base URL without its trailing slash ("" for "/"). */
  base: string;
  query: string;
}

export default function Results({ base, query }: ResultsProps) {
  const { status, shown, retry } = useSearch(base, query);

  if (status === 'failed') {
    return (
      <p className="dk-search-message" role="alert">
        {UI['docskit.search.failed']}{' '}
        <button type="button" className="dk-search-retry" onClick={retry}>
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
              <ResultTitle pageTitle={r.pageTitle} heading={r.heading} terms={terms} />
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
