import type { ReactNode } from 'react';

export interface Props {
  /** note, tip, info, warning or danger; or caution, important, success, secondary. */
  readonly type: string;
  /** Title; defaults to the type's Korean label. */
  readonly title?: string;
  readonly children?: ReactNode;
}

const labels: Record<string, string> = {
  note: '참고', tip: '팁', info: '정보', warning: '경고', danger: '위험',
  caution: '주의', important: '중요', success: '성공', secondary: '참고',
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
