import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ContainedErrorProps {
  /** What shows in place of the piece that failed; the rest of the page is untouched. */
  fallback: ReactNode;
  /** A new key (say, another video) gives the piece a fresh try. */
  resetKey?: unknown;
  children: ReactNode;
}

interface ContainedErrorState {
  failed: boolean;
}

/**
 * An error boundary around one piece of the page (a card, the dialog's content, the hero): one
 * video whose data breaks rendering must never take the page down (PRODUCT §10.13).
 * React only offers boundaries as class components.
 */
export class ContainedError extends Component<ContainedErrorProps, ContainedErrorState> {
  override state: ContainedErrorState = { failed: false };

  static getDerivedStateFromError(): ContainedErrorState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A piece of the page failed to render; its fallback shows instead', error, info.componentStack);
  }

  override componentDidUpdate(previous: ContainedErrorProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
