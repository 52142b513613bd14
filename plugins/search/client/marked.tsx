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
