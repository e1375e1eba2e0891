import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../views/pages/ErrorPage';

interface Props {
  /** The page's path: a navigation elsewhere leaves the failure behind. */
  pathname: string;
  children: ReactNode;
}

interface State {
  /** Boxed, since a page may throw anything, null and undefined included. */
  failure: { error: unknown } | null;
  pathname: string;
}

/**
 * Catches anything a page throws while rendering, a lazy chunk that fails to load included, and shows the
 * error page in its place (spec section 8). React only offers this as a class component.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failure: null, pathname: props.pathname };
  }

  override render() {
    return this.state.failure === null ? this.props.children : <ErrorPage error={this.state.failure.error} />;
  }
}
