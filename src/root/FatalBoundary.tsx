/** The root error boundary: a render crash above react-admin's own boundary shows the fatal text. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FatalScreen } from '../components/FatalScreen';

export class FatalBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <FatalScreen /> : this.props.children;
  }
}
