// Anchors that components report while a page renders on the server, with
// Docusaurus's useBrokenLinks().collectAnchor: ids that links to the page may
// name, such as a tab's, although only the selected tab is in the HTML. The
// builder's link check counts them as the page's (ssr.Page.Anchors). In the
// browser nothing collects them.

let collected: string[] | null = null;

/** reportAnchor records id ("#id" or "id") for the page being rendered, if any. */
export function reportAnchor(id: string | undefined): void {
  if (collected && typeof id === 'string' && id !== '') collected.push(id.startsWith('#') ? id.slice(1) : id);
}

/** collectingAnchors runs render and returns its HTML with the anchors reported meanwhile. */
export function collectingAnchors(render: () => string): { html: string; anchors: string[] } {
  const anchors: string[] = [];
  collected = anchors;
  try {
    return { html: render(), anchors };
  } finally {
    collected = null;
  }
}
