import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRemoteError } from './client-event-reporter';
import { RemoteUnavailableError } from './remote-unavailable';

interface Props {
  remoteName: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches a remote that failed to load or crashed while rendering, so only its area shows the fallback, and
 * reports it (POST /api/client-events).
 * The parent resets it by changing its `key` on retry.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[federation] area "${this.props.remoteName}" failed:`, error.message, info.componentStack ?? '');
    // A load failure reaches here after the runtime's retries (RemoteArea turns it into RemoteUnavailableError).
    reportRemoteError(error instanceof RemoteUnavailableError ? 'load-failure' : 'render-error', this.props.remoteName, error.message);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
