import type { ReactNode } from 'react';

export interface Props {
  /** note, tip, info, warning, danger or caution. */
  readonly type: string;
  /** Title; defaults to the type's Korean label. */
  readonly title?: string;
  readonly children?: ReactNode;
}

const labels: Record<string, string> = { note: '참고', tip: '팁', info: '정보', warning: '경고', danger: '위험', caution: '주의' };
const icons: Record<string, string> = { note: 'ℹ', tip: '💡', info: 'ℹ', warning: '⚠', danger: '🔥', caution: '⚠' };

export default function Admonition({ type, title, children }: Props) {
  const kind = type === 'caution' ? 'warning' : type;
  return (
    <div className={`dk-admonition dk-admonition-${kind}`}>
      <div className="dk-admonition-heading">
        <span className="dk-admonition-icon" aria-hidden="true">{icons[type] ?? 'ℹ'}</span>
        {title ?? labels[type] ?? type}
      </div>
      <div className="dk-admonition-content">{children}</div>
    </div>
  );
}
