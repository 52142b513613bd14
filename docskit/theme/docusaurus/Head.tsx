// @docusaurus/Head: tags for the document head, from a page or a component.
//
// Its <title>, <meta> and <link> children are rendered where Head is, and
// React hoists them into the document head: on the server to the start of
// the page's render, which the builder moves into the page's <head>, where
// they replace the shell's tags of the same name (docskit/hoisted.go); in
// the browser into the head itself, kept up to date on client-side
// navigation. The last <title> rendered wins, as the innermost does in
// Docusaurus. Other children — <html> or <body> attributes, scripts,
// <base> — are left out. (A Markdown page's own <head> block is read from
// its source at build time instead.)
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

export interface Props {
  readonly children?: ReactNode;
}

const hoisted = new Set(['title', 'meta', 'link']);

/** text is the text of children: React renders a <title> with a single string only. */
function text(children: ReactNode): string {
  let s = '';
  Children.forEach(children, (c) => {
    if (typeof c === 'string' || typeof c === 'number') s += c;
    else if (isValidElement<{ children?: ReactNode }>(c)) s += text(c.props.children);
  });
  return s;
}

export default function Head({ children }: Props) {
  const tags: ReactElement[] = [];
  // toArray keys the children, for the list below.
  for (const c of Children.toArray(children)) {
    if (!isValidElement<{ children?: ReactNode }>(c) || typeof c.type !== 'string' || !hoisted.has(c.type)) continue;
    tags.push(c.type === 'title' ? <title key={c.key}>{text(c.props.children)}</title> : c);
  }
  return <>{tags}</>;
}
