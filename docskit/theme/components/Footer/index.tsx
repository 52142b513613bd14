import config from '@docskit/site-config';
import Link from '@theme/Link';
import OwnLink from '../Link';
import { UI } from '@docskit/ui';
import type { ReactElement } from 'react';
import '../../styles/doc.css';

/** Whether Link treats `to` as external (it then opens it in a new tab). */
const external = (to: string) => /^[a-z]+:/i.test(to) || to.startsWith('//');

/** The external-link mark; the words for screen readers are beside it. */
function ExternalIcon() {
  return (
    <svg viewBox="0 0 24 24" width="13" height="13" aria-hidden="true" className="dk-external-icon">
      <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

// The footer is made of the site's configuration alone, the same on every
// page: the server renders what it holds once and writes that HTML on every
// page (the browser hydrates the same DOM). Not when a site overrides Link,
// whose rendering may depend on the page. Buffer.from(…).toString() makes
// the kept string flat (see DocSidebar/cache.ts).
const serverHTML: { render: (el: ReactElement) => string; inner?: string } | null =
  __DOCSKIT_SERVER__ && Link === OwnLink ? { render: (el) => Buffer.from(require('react-dom/server').renderToString(el)).toString() } : null;

/**
 * Footer: the configured link columns and the copyright line. External links
 * open in a new tab (Link adds target and rel) and say so, visibly with an
 * icon and to screen readers with "(opens in new tab)".
 */
export default function Footer() {
  const { footer } = config;
  const inner = (
    <div className="dk-footer-inner">
      <div className="dk-footer-columns">
        {footer.columns.map((col, i) => (
          <div className="dk-footer-column" key={i}>
            {col.title ? <h2 className="dk-footer-title">{col.title}</h2> : null}
            <ul className="dk-footer-items">
              {col.items.map((it) => {
                const to = it.to ?? it.href ?? '#';
                const ext = external(to);
                // A configured accessible name replaces the text, so it must carry the new-tab note too.
                const label = it.ariaLabel && ext ? `${it.ariaLabel} ${UI['theme.IconExternalLink.ariaLabel']}` : it.ariaLabel;
                return (
                  <li key={it.label} className="dk-footer-item">
                    <Link to={to} className="dk-footer-link" ariaLabel={label}>
                      {it.label}
                      {ext ? (
                        <span className="dk-external">
                          <ExternalIcon />
                          <span className="dk-visually-hidden">{` ${UI['theme.IconExternalLink.ariaLabel']}`}</span>
                        </span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      <p className="dk-footer-copyright">{footer.copyright}</p>
    </div>
  );
  if (__DOCSKIT_SERVER__ && serverHTML) return <footer className="dk-footer" dangerouslySetInnerHTML={{ __html: (serverHTML.inner ??= serverHTML.render(inner)) }} />;
  return <footer className="dk-footer">{inner}</footer>;
}
