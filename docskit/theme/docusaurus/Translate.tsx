// @docusaurus/Translate: text that Docusaurus would look up in a translation
// file. A docskit site is written in one language and has no such files: the
// message is shown as written, with its {placeholders} filled from values.
import { Fragment, type ReactNode } from 'react';

export type Values = Readonly<Record<string, ReactNode>>;

export interface Message {
  readonly message?: string;
  readonly id?: string;
  readonly description?: string;
}

export interface Props<V extends Values = Values> {
  readonly id?: string;
  readonly description?: string;
  readonly values?: V;
  /**
   * The message: a plain string, whose placeholders are filled. Other children
   * (text a page's module passes as rendered HTML) are shown as they are.
   */
  readonly children?: ReactNode;
}

const placeholder = /\{(\w+)\}/g;

/** interpolate fills {name} placeholders; a name missing from values stays as written. */
function interpolate(text: string, values: Values | undefined): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(placeholder)) {
    const name = m[1];
    if (!values || !(name in values)) continue;
    parts.push(text.slice(last, m.index), values[name]);
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** translate returns the message (or the id without one) with its placeholders filled, as a string. */
export function translate({ message, id }: Message, values?: Readonly<Record<string, string | number>>): string {
  return interpolate(message ?? id ?? '', values)
    .map((p) => String(p ?? ''))
    .join('');
}

export default function Translate({ id, values, children }: Props) {
  if (children != null && typeof children !== 'string') return <>{children}</>;
  const text = children ?? id ?? '';
  // Values may be elements (a link inside a sentence): keep them as nodes.
  return (
    <>
      {interpolate(text, values).map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </>
  );
}
