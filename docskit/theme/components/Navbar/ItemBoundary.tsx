import { Component, type ReactNode } from 'react';
import type { NavItem } from '../../data';

interface Props {
  /** The item's index in config.navbar.items, named in the error. */
  readonly index: number;
  readonly item: NavItem;
  readonly children?: ReactNode;
}

/** The message shown in place of a navbar item that failed to render. */
export function itemErrorMessage(index: number, item: unknown): string {
  let json: string;
  try {
    json = JSON.stringify(item, null, 2) ?? String(item);
  } catch {
    json = String(item);
  }
  return (
    'A navbar item failed to render.\n' +
    `Please double-check the following navbar item (navbar.items[${index}]) of your docskit config:\n${json}`
  );
}

/**
 * ItemBoundary catches an error thrown while rendering one navbar item and
 * shows which configuration entry to check, so one bad item does not take
 * the whole page down. React logs the caught error to the console.
 */
export default class ItemBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="dk-navbar-item-error" role="alert">
        <pre className="dk-navbar-item-error-message">{itemErrorMessage(this.props.index, this.props.item)}</pre>
        <p className="dk-navbar-item-error-cause">Cause: {error.message}</p>
      </div>
    );
  }
}
