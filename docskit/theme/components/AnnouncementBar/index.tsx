import config from '@docskit/site-config';
import Link from '@theme/Link';
import { useEffect, useState } from 'react';
import { getItem, setItem } from '../../internal/storage';
import { UI } from '@docskit/ui';
import '../../styles/announcement.css';

/**
 * The localStorage key that holds "true" once the announcement with this id is
 * closed. docskit's pre-paint script (docskit/inline/prepaint.ts) reads the same key
 * and sets <html data-announcement-dismissed="true">, which hides the bar
 * before the first paint; a new id shows the bar again.
 */
export const dismissKey = (id: string) => `docskit.announcement.dismiss.${id}`;

/** AnnouncementBar is the bar above the navbar (config.announcement), closable when configured. */
export default function AnnouncementBar() {
  const a = config.announcement;
  const [closed, setClosed] = useState(false);

  // Storage is read after hydration, so the server and the first client render match.
  useEffect(() => {
    if (a?.closeable && getItem(dismissKey(a.id)) === 'true') setClosed(true);
  }, [a]);

  if (!a || closed) return null;
  const close = () => {
    setItem(dismissKey(a.id), 'true');
    document.documentElement.dataset.announcementDismissed = 'true';
    setClosed(true);
  };
  return (
    <div className="dk-announcement" role="region" aria-label={UI['docskit.announcement.ariaLabel']}>
      <p className="dk-announcement-text">
        {a.text}{' '}
        {a.linkTo ? (
          <Link to={a.linkTo} className="dk-announcement-link">
            {a.linkText ?? UI['docskit.announcement.linkText']}
          </Link>
        ) : null}
      </p>
      {a.closeable ? (
        <button type="button" className="dk-announcement-close" aria-label={UI['theme.AnnouncementBar.closeButtonAriaLabel']} onClick={close}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" fill="none" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
