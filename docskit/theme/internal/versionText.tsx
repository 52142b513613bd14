// fill, for the docs version components' messages whose placeholders take
// elements (the banner's link, its bold version label). Internal: not
// overridable.
import { Fragment, type ReactNode } from 'react';
import type { TemplateMessage } from '@docskit/ui';

/**
 * fill puts values, text or elements, in place of a template's
 * {placeholders}; ui.ts's format makes text only. It is in the version
 * components' lazy chunk, not the entry.
 */
export function fill<P extends string>(template: TemplateMessage<P>, values: Readonly<Record<P, ReactNode>>): ReactNode {
  const vals: Readonly<Record<string, ReactNode>> = values;
  return (template as unknown as string).split(/\{(\w+)\}/).map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{vals[part]}</Fragment>));
}
