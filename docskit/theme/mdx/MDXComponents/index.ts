// @theme/MDXComponents: the components MDX content renders with, by the names
// Docusaurus gives them. A page's JSX (<Tabs>, <Admonition>) and its Markdown
// elements (a, h2, details) go through this object, so a site that swizzles it
// (src/theme/MDXComponents.js spreading @theme-original/MDXComponents) adds its
// own components to every page. Markdown code fences are not mapped here: docskit
// highlights them at build time, and CodeBlock renders the result.
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import Heading, { type HeadingType, type Props as HeadingProps } from '@theme/Heading';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type { ComponentType } from 'react';
import { createElement } from 'react';
import Head from '../../docusaurus/Head';
import Link from '../../docusaurus/Link';

const heading = (as: HeadingType) => {
  const H = (props: Omit<HeadingProps, 'as'>) => createElement(Heading, { ...props, as });
  H.displayName = `MDXHeading(${as})`;
  return H;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const MDXComponents: Record<string, ComponentType<any>> = {
  Head,
  a: Link,
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  details: Details,
  Details,
  admonition: Admonition,
  Admonition,
  Tabs,
  TabItem,
  CodeBlock,
  Heading,
};

export default MDXComponents;
