// @docusaurus/BrowserOnly: content that only the browser can render (it uses
// window, a canvas, a widget library).
import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser';

export interface Props {
  /** Called in the browser only, once the page is hydrated. */
  readonly children?: () => ReactNode;
  /** What the server and the hydrating client render instead. */
  readonly fallback?: ReactNode;
}

export default function BrowserOnly({ children, fallback }: Props) {
  const isBrowser = useIsBrowser();
  if (!isBrowser || children == null) return <>{fallback ?? null}</>;
  if (typeof children !== 'function') {
    throw new Error('BrowserOnly: children must be a function that returns what to render, as in <BrowserOnly>{() => <Widget />}</BrowserOnly>');
  }
  return <>{children()}</>;
}
