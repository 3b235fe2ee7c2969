import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remoteName: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches a remote that failed to load or crashed while rendering, so only its area shows the fallback.
 * The parent resets it by changing its `key` on retry.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[federation] area "${this.props.remoteName}" failed:`, error.message, info.componentStack ?? '');
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
