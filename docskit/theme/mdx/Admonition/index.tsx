import type { ReactNode } from 'react';
import { UI } from '@docskit/ui';

export interface Props {
  /** note, tip, info, warning or danger; or caution, important, success, secondary. */
  readonly type: string;
  /** Title; defaults to the type's label in the site's language. */
  readonly title?: string;
  readonly children?: ReactNode;
}

const labels: Record<string, string> = {
  note: UI['theme.admonition.note'],
  tip: UI['theme.admonition.tip'],
  info: UI['theme.admonition.info'],
  warning: UI['theme.admonition.warning'],
  danger: UI['theme.admonition.danger'],
  caution: UI['theme.admonition.caution'],
  important: UI['docskit.admonition.important'],
  success: UI['docskit.admonition.success'],
  secondary: UI['theme.admonition.note'],
};
const icons: Record<string, string> = { note: 'ℹ', tip: '💡', info: 'ℹ', warning: '⚠', danger: '🔥' };
// The older names Docusaurus 3 still reads look like one of its five
// types; each keeps its own title.
const styleOf: Record<string, string> = { caution: 'warning', important: 'info', success: 'tip', secondary: 'note' };

export default function Admonition({ type, title, children }: Props) {
  const kind = styleOf[type] ?? type;
  return (
    <div className={`dk-admonition dk-admonition-${kind}`}>
      <div className="dk-admonition-heading">
        <span className="dk-admonition-icon" aria-hidden="true">{icons[kind] ?? 'ℹ'}</span>
        {title ?? labels[type] ?? type}
      </div>
      <div className="dk-admonition-content">{children}</div>
    </div>
  );
}
