import config from '@docskit/site-config';
import { UI } from '@docskit/ui';
import Link from '@theme/Link';
import type { PageData, Tag } from '../../data';
import '../../styles/tags.css';

/** DocTags are a doc's tags (the docs plugin's page.props.tags), each a link to its page. */
function DocTags({ tags }: { readonly tags: readonly Tag[] }) {
  return (
    <div className="dk-tags-inline dk-doc-tags">
      <b>{UI['theme.tags.tagsListLabel']}</b>
      <ul className="dk-tag-list">
        {tags.map((t) => (
          <li key={t.permalink}>
            <Link to={t.permalink} className="dk-tag" title={t.description}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * DocFooter is a doc's tags (with config.docs.tags, a build constant), its
 * "edit this page" link and its last update, when the docs plugin gives
 * them (editUrl, showLastUpdateTime/Author); nothing otherwise. The date is written in UTC, so that the server's HTML and the
 * browser's agree whatever their time zones.
 */
export default function DocFooter({ page }: { readonly page: PageData }) {
  const { editUrl, lastUpdate } = page;
  // Each read of the tags tests the build constant first, so that without it esbuild drops them and DocTags.
  if (!editUrl && !lastUpdate && !(__DOCSKIT_DOC_TAGS__ && page.props?.tags)) return null;
  const date = lastUpdate?.at
    ? new Intl.DateTimeFormat(config.locale.htmlLang || undefined, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
        lastUpdate.at * 1000,
      )
    : '';
  return (
    <footer className="dk-doc-footer">
      {__DOCSKIT_DOC_TAGS__ && page.props?.tags ? <DocTags tags={page.props.tags as Tag[]} /> : null}
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
