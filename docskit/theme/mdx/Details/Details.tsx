// The Details component itself, loaded as a code-split chunk (see index.tsx).
import type { ReactNode } from 'react';

export interface Props {
  /** Summary line as HTML. */
  readonly summary?: string;
  readonly open?: boolean;
  readonly children?: ReactNode;
}

export default function Details({ summary, open, children }: Props) {
  return (
    <details className="dk-details" open={open}>
      <summary dangerouslySetInnerHTML={{ __html: summary ?? '자세히' }} />
      <div className="dk-details-content">{children}</div>
    </details>
  );
}
