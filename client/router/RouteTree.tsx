/**
 * Renders the matched routes, outermost first, each route's component given its child as the
 * outlet. A route with an error (its loader failed, or it is the boundary the server chose) is
 * replaced by the nearest ErrorBoundary at or above it; in the browser a component that throws
 * while rendering is caught by the same boundaries. The server and the browser render this same
 * tree, so hydration (and useId) sees the same components.
 */
import { Component, createElement, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { NavigateContext } from '../components/Link.js';
import { OutletContext, RouteErrorContext, RouteIdContext, RouteStateContext, type RouteMatch, type RouteState } from './state.js';
import { PageOutlet } from './hooks.js';

interface BoundaryProps {
  fallback: ComponentType;
  /** A new location clears a caught error. */
  locationKey: string;
  children: ReactNode;
}

class RenderErrorBoundary extends Component<BoundaryProps, { error: unknown; locationKey: string }> {
  override state = { error: undefined as unknown, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; locationKey: string }) {
    return props.locationKey === state.locationKey ? null : { error: undefined, locationKey: props.locationKey };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteErrorContext.Provider value={this.state.error}>{createElement(this.props.fallback)}</RouteErrorContext.Provider>;
  }
}

/** The index of the match whose boundary shows an error, and that error; -1 without one. */
function errorBoundaryOf(matches: RouteMatch[], errors: RouteState['errors']): { at: number; error: unknown } {
  if (!errors) return { at: -1, error: undefined };
  const failed = matches.findIndex((m) => m.route.id! in errors);
  if (failed < 0) return { at: -1, error: undefined };
  let at = failed;
  while (at > 0 && !matches[at].route.ErrorBoundary) at--;
  return { at, error: errors[matches[failed].route.id!] };
}

export function RouteTree({ state }: { state: RouteState }) {
  const navigate = useNavigate();
  const { matches, location } = state;
  const { at, error } = errorBoundaryOf(matches, state.errors);
  const last = at >= 0 ? at : matches.length - 1;
  const locationKey = location.pathname + location.search;
  let outlet: ReactNode = null;
  for (let i = last; i >= 0; i--) {
    const route = matches[i].route;
    let element: ReactNode;
    if (i === at && route.ErrorBoundary) {
      element = <RouteErrorContext.Provider value={error}>{createElement(route.ErrorBoundary)}</RouteErrorContext.Provider>;
    } else {
      element = route.Component ? createElement(route.Component) : <PageOutlet />;
      if (route.ErrorBoundary) element = <RenderErrorBoundary fallback={route.ErrorBoundary} locationKey={locationKey}>{element}</RenderErrorBoundary>;
    }
    outlet = (
      <RouteIdContext.Provider value={route.id!}>
        <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>
      </RouteIdContext.Provider>
    );
  }
  return (
    <NavigateContext.Provider value={navigate}>
      <RouteStateContext.Provider value={state}>{outlet}</RouteStateContext.Provider>
    </NavigateContext.Provider>
  );
}
