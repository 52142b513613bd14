// The Details component itself, loaded as a code-split chunk (see index.tsx).
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { UI } from '@docskit/ui';

export interface Props {
  /**
   * Summary line: HTML when a string (as docskit's Markdown pages give it), else
   * the nodes to show. A <summary> element among the children (Docusaurus's way,
   * <details><summary>…</summary>…</details>) takes its place.
   */
  readonly summary?: ReactNode;
  readonly open?: boolean;
  readonly children?: ReactNode;
}

const isSummary = (n: ReactNode): n is ReactElement<{ children?: ReactNode }> => isValidElement(n) && n.type === 'summary';

export default function Details({ summary, open, children }: Props) {
  const all = Children.toArray(children);
  const child = all.find(isSummary);
  const rest = child ? all.filter((n) => n !== child) : children;
  let head: ReactElement;
  if (child) head = <summary>{child.props.children}</summary>;
  else if (typeof summary === 'string' || summary == null) head = <summary dangerouslySetInnerHTML={{ __html: summary ?? UI['docskit.Details.summary'] }} />;
  else head = <summary>{summary}</summary>;
  return (
    <details className="dk-details" open={open}>
      {head}
      <div className="dk-details-content">{rest}</div>
    </details>
  );
}
