import config from '@docskit/site-config';
import Link from '@theme/Link';

export default function AnnouncementBar() {
  const a = config.announcement;
  if (!a) return null;
  return (
    <div className="dk-announcement" role="region" aria-label="공지">
      <p className="dk-announcement-text">
        {a.text}{' '}
        {a.linkTo ? (
          <Link to={a.linkTo} className="dk-announcement-link">
            {a.linkText ?? '자세히 보기'}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
