import { Component, type ReactNode } from 'react';
import { UI } from '@docskit/ui';
import '../../styles/navigation.css';

export interface Props {
  readonly children?: ReactNode;
  /** A new value (the next page) clears the error and renders the children again. */
  readonly resetKey?: unknown;
  /**
   * Called by Try again. Without it, Try again just renders the children again;
   * the theme passes the router's reload, which fetches the page data again and
   * shows the fresh page (a new resetKey).
   */
  readonly onTryAgain?: () => void;
}

interface State {
  readonly failed: { readonly error: unknown } | null;
  readonly key: unknown;
}

/** messages lists an error's message, then the message of each of its causes. */
export function messages(error: unknown): string[] {
  const out: string[] = [];
  const seen = new Set<unknown>();
  for (let e = error; e !== undefined && e !== null && !seen.has(e) && out.length < 20; ) {
    seen.add(e);
    out.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return out;
}

export function CrashScreen({ error, tryAgain }: { readonly error: unknown; readonly tryAgain: () => void }) {
  const [message, ...causes] = messages(error);
  return (
    <main id="__docskit_main" className="dk-crash" tabIndex={-1}>
      <h1>{UI['theme.ErrorPageContent.title']}</h1>
      <button type="button" className="dk-crash-retry" onClick={tryAgain}>
        {UI['theme.ErrorPageContent.tryAgain']}
      </button>
      <div className="dk-crash-details">
        <p className="dk-crash-message">{message}</p>
        {causes.map((c, i) => (
          <p key={i} className="dk-crash-cause">
            {`${UI['docskit.ErrorPageContent.cause']} ${c}`}
          </p>
        ))}
      </div>
    </main>
  );
}

/** ErrorBoundary shows the crash screen in place of children that throw while rendering. */
export default class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: null, key: props.resetKey };
  }

  private tryAgain = () => {
    if (this.props.onTryAgain) this.props.onTryAgain();
    else this.setState({ failed: null });
  };

  render() {
    return this.state.failed ? <CrashScreen error={this.state.failed.error} tryAgain={this.tryAgain} /> : this.props.children;
  }
}
