import type { HTMLAttributes, ReactNode } from 'react';
import { UI } from '@docskit/ui';

export type HeadingType = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface Props extends HTMLAttributes<HTMLHeadingElement> {
  /** The element: h1 … h6. */
  readonly as: HeadingType;
  readonly id?: string;
  readonly children?: ReactNode;
}

/**
 * Heading is a heading with an anchor. Levels 2 to 4 with an id get the "#"
 * link the Markdown headings get (docskit/mdx writeHashLink): the theme shows it
 * on hover and copies the heading's URL when it is activated (internal/headingLinks.ts).
 */
export default function Heading({ as: Tag, id, children, ...rest }: Props) {
  const level = Number(Tag.slice(1));
  const linked = !!id && level >= 2 && level <= 4;
  // An h1 has no id, as in Docusaurus (and docskit's Markdown h1).
  return (
    <Tag {...rest} id={level === 1 ? undefined : id}>
      {children}
      {linked ? (
        <a className="dk-hash-link" href={`#${id}`} aria-label={UI['docskit.heading.linkAriaLabel']}>
          #
        </a>
      ) : null}
    </Tag>
  );
}
