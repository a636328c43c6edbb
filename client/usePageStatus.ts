import { isRouteErrorResponse } from 'react-router';
import { useRouteState } from './router/hooks.js';

/**
 * The HTTP status of the page on screen: 200, or the status of the route error its boundary
 * shows (404, 500, 503). The frame needs it where no boundary is in reach (the footer's rules).
 */
export function usePageStatus(): number {
  const errors = useRouteState().errors;
  if (!errors) return 200;
  for (const error of Object.values(errors)) {
    return isRouteErrorResponse(error) ? error.status : 500;
  }
  return 200;
}
