// The theme's words about docs versions (banner, badge, dropdown).
// Internal: not overridable.
import { Fragment, type ReactNode } from 'react';

/**
 * The words, by Docusaurus's message ids, in one place until the theme's
 * words move into the site's dictionary. {placeholders} are filled by fill.
 */
export const versionText = {
  'theme.docs.versions.unreleasedVersionLabel': 'This is unreleased documentation for {siteTitle} {versionLabel} version.',
  'theme.docs.versions.unmaintainedVersionLabel': 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
  'theme.docs.versions.latestVersionSuggestionLabel': 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
  'theme.docs.versions.latestVersionLinkLabel': 'latest version',
  'theme.docs.versionBadge.label': 'Version: {versionLabel}',
  'theme.navbar.mobileVersionsDropdown.label': 'Versions',
} as const;

/** fill puts values, text or elements, in place of a message's {placeholders}. */
export function fill(message: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  return message.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{values[part]}</Fragment>));
}
