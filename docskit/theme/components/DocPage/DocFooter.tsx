import config from '@docskit/site-config';
import { UI } from '@docskit/ui';
import type { PageData } from '../../data';

/**
 * DocFooter is a doc's "edit this page" link and its last update, when the
 * docs plugin gives them (editUrl, showLastUpdateTime/Author); nothing
 * otherwise. The date is written in UTC, so that the server's HTML and the
 * browser's agree whatever their time zones.
 */
export default function DocFooter({ page }: { readonly page: PageData }) {
  const { editUrl, lastUpdate } = page;
  if (!editUrl && !lastUpdate) return null;
  const date = lastUpdate?.at
    ? new Intl.DateTimeFormat(config.locale.htmlLang || undefined, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
        lastUpdate.at * 1000,
      )
    : '';
  return (
    <footer className="dk-doc-footer">
      {editUrl ? (
        <a className="dk-doc-edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
          </svg>
          {UI['theme.common.editThisPage']}
        </a>
      ) : null}
      {lastUpdate ? (
        <span className="dk-doc-last-update">
          {UI['docskit.lastUpdated.label']}{' '}
          {date ? <time dateTime={new Date(lastUpdate.at! * 1000).toISOString()}>{date}</time> : null}
          {lastUpdate.by ? <span className="dk-doc-last-update-by">{date ? ` · ${lastUpdate.by}` : lastUpdate.by}</span> : null}
        </span>
      ) : null}
    </footer>
  );
}
