import config from '@docskit/site-config';
import { createElement } from 'react';
import type { PageData } from '../data';
import { pageComponent } from './pageModule';

/**
 * ReactPage shows a React page (kind "reactPage"): the component its module
 * exports, which puts itself in the frame with @theme/Layout, as Docusaurus's
 * pages do. The site title comes first, as the document title of a page that
 * sets none: the last <title> rendered wins (docskit/hoisted.go on the server;
 * in the browser React puts each later one first in the head).
 */
export default function ReactPage({ page }: { readonly page: PageData }) {
  return (
    <>
      <title>{config.title}</title>
      {createElement(pageComponent(page))}
    </>
  );
}
