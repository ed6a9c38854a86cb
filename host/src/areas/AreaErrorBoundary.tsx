import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

interface AreaErrorBoundaryProps {
  readonly areaId: string;
  /** Rendered instead of the area once it threw; `reset` mounts the area again. */
  readonly fallback: (reset: () => void) => ReactNode;
  readonly children: ReactNode;
}

interface AreaErrorBoundaryState {
  readonly failed: boolean;
}

/** Catches an area that throws while rendering, so the shell and the other areas keep working. */
export class AreaErrorBoundary extends Component<AreaErrorBoundaryProps, AreaErrorBoundaryState> {
  override state: AreaErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AreaErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      JSON.stringify({
        event: 'area-crashed',
        area: this.props.areaId,
        error: error.message,
        stack: info.componentStack?.split('\n')[1]?.trim(),
      }),
    );
  }

  reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
