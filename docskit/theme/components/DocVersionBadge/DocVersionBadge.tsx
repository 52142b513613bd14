import type { PageVersion } from '../../data';
import { Template } from '@docskit/ui';
import { fill } from '../../internal/versionText';

export interface Props {
  /** The version of the doc shown. */
  readonly version: PageVersion;
}

/** DocVersionBadge says which version a doc is of ("Version: 2.4"), when its version shows a badge. */
export default function DocVersionBadge({ version }: Props) {
  if (!version.badge) return null;
  return <span className="dk-version-badge">{fill(Template['theme.docs.versionBadge.label'], { versionLabel: version.label })}</span>;
}
