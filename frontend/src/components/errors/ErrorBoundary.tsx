import { Component, type ReactNode } from 'react';
import { RenderErrorFallback } from './RenderErrorFallback';

interface ErrorBoundaryProps {
  children: ReactNode;
  // When this value changes (e.g. the route), a fallback gives way to the children again.
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: Error | null;
}

// React 19 already reports caught render errors to console.error, so nothing is logged here.
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  override render() {
    return this.state.error ? <RenderErrorFallback /> : this.props.children;
  }
}
