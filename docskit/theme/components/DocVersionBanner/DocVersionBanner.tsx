import { useEffect } from 'react';
import type { PageVersion } from '../../data';
import { savePreferredVersion } from '../../internal/preferredVersion';
import { Template, UI } from '@docskit/ui';
import { fill } from '../../internal/versionText';

export interface Props {
  /** The version of the doc shown. */
  readonly version: PageVersion;
  /** The site's title, which the banner names. */
  readonly siteTitle: string;
  /** The URL of a route (with the base URL). */
  readonly href: (to: string) => string;
}

/**
 * DocVersionBanner is the notice above a doc of an unreleased or
 * unmaintained version, with a link to the same doc in the last version
 * (or to its main doc); following it makes the last version the
 * visitor's preferred one. Nothing for a version without a banner. While
 * a versioned doc is shown, its version's class is on <html> (the server
 * writes it there; this keeps it right across client-side navigation).
 */
export default function DocVersionBanner({ version, siteTitle, href }: Props) {
  const { className } = version;
  useEffect(() => {
    const names = className?.split(/\s+/).filter(Boolean) ?? [];
    const { classList } = document.documentElement;
    classList.add(...names);
    return () => classList.remove(...names);
  }, [className]);
  if (!version.banner) return null;
  const label =
    version.banner === 'unreleased'
      ? Template['theme.docs.versions.unreleasedVersionLabel']
      : Template['theme.docs.versions.unmaintainedVersionLabel'];
  const { latest } = version;
  return (
    <div className="dk-version-banner" role="alert">
      <p>{fill(label, { siteTitle, versionLabel: <b>{version.label}</b> })}</p>
      <p>
        {fill(Template['theme.docs.versions.latestVersionSuggestionLabel'], {
          versionLabel: latest.label,
          latestVersionLink: (
            <b>
              {/* A plain anchor: the app navigates to internal ones in place. */}
              <a href={href(latest.to)} className="dk-version-banner-link" onClick={() => savePreferredVersion(version.plugin, latest.name)}>
                {UI['theme.docs.versions.latestVersionLinkLabel']}
              </a>
            </b>
          ),
        })}
      </p>
    </div>
  );
}
