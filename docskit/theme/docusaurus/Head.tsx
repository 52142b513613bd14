// @docusaurus/Head: tags for the document head, from a page or a component.
//
// It renders nothing. The page shell (<head>) is written by docskit in Go
// before the theme runs (docskit/document.go), and a Markdown page's own
// <head> block is read from its source at build time; tags passed to <Head>
// while React renders arrive too late for either, so they are lost: a
// component cannot set the title, meta description or canonical link this way.
import type { ReactNode } from 'react';

export interface Props {
  readonly children?: ReactNode;
}

export default function Head(_props: Props): null {
  return null;
}
