// @docusaurus/useBrokenLinks: where a component tells Docusaurus's link
// checker about the anchors and links it renders that the checker cannot see
// (the anchor of a tab shown only after a click). An anchor reported while
// the page renders on the server is one of the page's for docskit's link
// check too (internal/anchors.ts). Links are not collected: docskit's checker
// reads the links of page data, not those a React page renders.
import { reportAnchor } from '../internal/anchors';

/** The collector a component reports its anchors and links to. */
export interface BrokenLinks {
  /** Reports an id that the page has, so links to #id are not broken. */
  collectAnchor(id: string | undefined): void;
  /** Reports a link that the page renders (not checked by docskit). */
  collectLink(link: string | undefined): void;
}

const collector: BrokenLinks = Object.freeze({
  collectAnchor: reportAnchor,
  collectLink: () => undefined,
});

/** useBrokenLinks: the page's link collector. */
export default function useBrokenLinks(): BrokenLinks {
  return collector;
}
