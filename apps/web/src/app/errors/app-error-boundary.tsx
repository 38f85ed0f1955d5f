import { Component, type ReactNode } from 'react';
import { CrashScreen } from './crash-screen';

type AppErrorBoundaryState = { hasError: boolean };

/**
 * The last line of defence around the whole app (providers included), so a crash outside any
 * route still shows the recovery screen instead of a blank page. Try Again re-mounts the app.
 * React itself logs the caught error to the console.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { hasError: true };
  }

  private readonly handleTryAgain = () => this.setState({ hasError: false });

  override render() {
    return this.state.hasError ? <CrashScreen onTryAgain={this.handleTryAgain} /> : this.props.children;
  }
}
