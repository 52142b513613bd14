// The reading-time plugin's client module. docskit bundles it into both the
// server and the client bundle, so ReadingTime is rendered into the static
// HTML and hydrated in the browser from the same page data.
import type { ClientModule, PageData } from '../../../../docskit/theme/data';
import './reading-time.css';

/** minutes is page.extra.readingTime (set by the Go plugin's Resolve), or null. */
function minutes(page: PageData): number | null {
  const m = page.extra?.readingTime;
  return typeof m === 'number' && m > 0 ? m : null;
}

/** ReadingTime is shown under each doc page's title. */
function ReadingTime({ page }: { page: PageData }) {
  const m = minutes(page);
  if (m === null) return null;
  // One text node (not "약 {m}분 분량"), so the HTML reads "약 3분 분량".
  return (
    <p className="reading-time" data-minutes={m}>
      {`약 ${m}분 분량`}
    </p>
  );
}

/** The theme renders slots.docTitleAfter under the title of every doc page. */
export const slots: ClientModule['slots'] = { docTitleAfter: ReadingTime };

/**
 * After the first render and every client-side route change, copy the reading
 * time to <html data-reading-time="N"> (removed on pages without one). The
 * rendered paragraph is the source: route hooks receive the location only.
 */
export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = () => {
  const root = document.documentElement;
  const m = document.querySelector<HTMLElement>('p.reading-time')?.dataset.minutes;
  if (m) root.dataset.readingTime = m;
  else delete root.dataset.readingTime;
};
