// @docusaurus/useBrokenLinks: where a component tells Docusaurus's link
// checker about the links and anchors it renders that the checker cannot see
// (an anchor of a part shown only after a click). docskit's checker reads
// page data, not a React page's output, so what is collected is not used:
// the calls are accepted and the page renders as it does in Docusaurus.

/** The collector a component reports its links and anchors to. */
export interface BrokenLinks {
  /** Reports an id that the page has, so links to #id are not broken. */
  collectAnchor(id: string | undefined): void;
  /** Reports a link that the page renders. */
  collectLink(link: string | undefined): void;
}

const collector: BrokenLinks = Object.freeze({
  collectAnchor: () => undefined,
  collectLink: () => undefined,
});

/** useBrokenLinks: the page's link collector (nothing is checked through it). */
export default function useBrokenLinks(): BrokenLinks {
  return collector;
}
