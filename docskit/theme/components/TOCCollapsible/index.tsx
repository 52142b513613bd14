import TOC from '@theme/TOC';
import { useState } from 'react';
import type { TOCItem } from '../../data';
import { UI } from '@docskit/ui';

export interface Props {
  readonly items: readonly TOCItem[];
  /** The id of the heading in view, passed on to the list. */
  readonly activeId?: string | null;
}

/**
 * TOCCollapsible is the table of contents on mobile widths (≤ 996 px), above
 * the content: an "On this page" toggle, collapsed at first. It is rendered at
 * every width and hidden on desktop by CSS, so the server and the first client
 * render agree. DocPage keys it by route, so each page starts collapsed.
 * There is one per page, so its list has a fixed id (useId would differ
 * between a hydrated page and one rendered after client navigation).
 */
const LIST_ID = 'dk-toc-mobile-list';

export default function TOCCollapsible({ items, activeId }: Props) {
  const [open, setOpen] = useState(false);
  if (!items.length) return null;
  return (
    <div className={`dk-toc-mobile${open ? ' dk-toc-mobile-open' : ''}`}>
      <button type="button" className="dk-toc-mobile-toggle" aria-expanded={open} aria-controls={LIST_ID} onClick={() => setOpen((o) => !o)}>
        {UI['theme.TOCCollapsible.toggleButtonLabel']}
      </button>
      <div id={LIST_ID} className="dk-toc-mobile-content" hidden={!open}>
        {open ? <TOC items={items} activeId={activeId} /> : null}
      </div>
    </div>
  );
}
