import config from '@docskit/site-config';
import Link from '@theme/Link';

export default function Footer() {
  const { footer } = config;
  return (
    <footer className="dk-footer">
      <div className="dk-footer-inner">
        <div className="dk-footer-columns">
          {footer.columns.map((col) => (
            <div className="dk-footer-column" key={col.title}>
              <h2 className="dk-footer-title">{col.title}</h2>
              <ul>
                {col.items.map((it) => (
                  <li key={it.label}>
                    <Link to={it.to ?? it.href ?? '#'} className="dk-footer-link">
                      {it.label}
                      {it.href ? (
                        <span className="dk-external" aria-label="(새 창에서 열림)">
                          ↗
                        </span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="dk-footer-copyright">{footer.copyright}</p>
      </div>
    </footer>
  );
}
