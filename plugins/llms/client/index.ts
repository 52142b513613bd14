// The llms plugin's client module: a "Copy page" button under each doc
// page's title that copies the page's Markdown (page.extra.markdownUrl, set
// by the Go plugin) to the clipboard and says whether it worked.
import { createElement, useEffect, useRef, useState } from 'react';
import type { ClientModule, PageData } from '../../../docskit/theme/data';
import { UI } from '@docskit/ui';
import './copy-page.css';

type State = 'idle' | 'copying' | 'copied' | 'failed';

const labels: Record<State, string> = {
  idle: UI['docskit.llms.copyPage'],
  copying: UI['docskit.llms.copying'],
  copied: UI['docskit.llms.copied'],
  failed: UI['docskit.llms.failed'],
};

/** markdownUrl is page.extra.markdownUrl, or null on pages without Markdown. */
function markdownUrl(page: PageData): string | null {
  const u = page.extra?.markdownUrl;
  return typeof u === 'string' && u !== '' ? u : null;
}

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.text();
}

/**
 * copyMarkdown puts the Markdown at url on the clipboard. Where the browser
 * accepts a pending ClipboardItem (Safari requires it: the write must start
 * within the click), the fetch runs inside the write; otherwise the text is
 * fetched first and written with writeText.
 */
async function copyMarkdown(url: string): Promise<void> {
  const clip = navigator.clipboard;
  if (!clip) throw new Error('no clipboard');
  if (typeof ClipboardItem !== 'undefined' && typeof clip.write === 'function') {
    try {
      const blob = fetchText(url).then((t) => new Blob([t], { type: 'text/plain' }));
      await clip.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall through: some browsers reject pending items.
    }
  }
  await clip.writeText(await fetchText(url));
}

/** CopyPage is the button; it renders nothing on pages without Markdown. */
function CopyPage({ page }: { page: PageData }) {
  const url = markdownUrl(page);
  const [state, setState] = useState<State>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A new page starts with the idle label.
  useEffect(() => setState('idle'), [page.route]);
  if (!url) return null;
  const onClick = () => {
    window.clearTimeout(timer.current);
    setState('copying');
    copyMarkdown(url).then(
      () => setState('copied'),
      () => setState('failed'),
    ).finally(() => {
      timer.current = window.setTimeout(() => setState('idle'), 2000);
    });
  };
  return createElement(
    'div',
    { className: 'dk-copy-page' },
    createElement(
      'button',
      {
        type: 'button',
        className: 'dk-copy-page-button',
        title: UI['docskit.llms.copyPageTitle'],
        'data-state': state,
        disabled: state === 'copying',
        onClick,
      },
      labels[state],
    ),
    createElement('a', { className: 'dk-copy-page-link', href: url, title: UI['docskit.llms.openMarkdownTitle'] }, 'Markdown'),
    createElement('span', { className: 'dk-visually-hidden', role: 'status', 'aria-live': 'polite' }, state === 'copied' || state === 'failed' ? labels[state] : ''),
  );
}

/** The theme renders slots.docTitleAfter under the title of every doc page. */
export const slots: ClientModule['slots'] = { docTitleAfter: CopyPage };
