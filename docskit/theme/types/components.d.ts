// Type of the @docskit/components virtual module (the bundler provides the value).
import type { ReactNode } from 'react';
/**
 * The site's MDX components (docskit.ComponentProvider), by the name pages use:
 * each one's props are the element's literal props, its children the rendered
 * Markdown inside it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare const components: Record<string, (props: any) => ReactNode>;
export default components;
