// Text with the words of the query marked, as the dialog and the search
// page show a result's title, heading and context.
import { Fragment } from 'react';
import { highlight } from './engine';

export default function Marked({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlight(text, terms).map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : <Fragment key={i}>{p.text}</Fragment>))}
    </>
  );
}

/** ResultTitle is a result's page title, and its heading after a ›, with the query's words marked. */
export function ResultTitle({ pageTitle, heading, terms }: { pageTitle: string; heading?: string; terms: string[] }) {
  return (
    <span className="dk-search-result-title">
      <Marked text={pageTitle} terms={terms} />
      {heading ? (
        <>
          <span className="dk-search-result-sep" aria-hidden="true">
            {' › '}
          </span>
          <Marked text={heading} terms={terms} />
        </>
      ) : null}
    </span>
  );
}
