import config from '@docskit/site-config';
import { createElement } from 'react';
import type { PageData } from '../data';
import useDocusaurusContext from '../docusaurus/useDocusaurusContext';
import { pageComponent } from './pageModule';

/**
 * ReactPage shows a React page (kind "reactPage"): the component its module
 * exports, which puts itself in the frame with @theme/Layout, as Docusaurus's
 * pages do. It gets the site's configuration as its config prop, as
 * Docusaurus gives it to the pages of src/pages (pages written for
 * Docusaurus 1 read it). The site title comes first, as the document title of
 * a page that sets none: the last <title> rendered wins (docskit/hoisted.go on
 * the server; in the browser React puts each later one first in the head).
 */
export default function ReactPage({ page }: { readonly page: PageData }) {
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      <title>{config.title}</title>
      {createElement(pageComponent(page), { config: siteConfig })}
    </>
  );
}
