import { useContext } from 'react';
import { isRouteErrorResponse, UNSAFE_DataRouterStateContext } from 'react-router';

/**
 * The HTTP status of the page on screen: 200, or the status of the route error its boundary
 * shows (404, 500, 503). The frame needs it where no boundary is in reach (the footer's rules).
 */
export function usePageStatus(): number {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const errors = state?.errors;
  if (!errors) return 200;
  for (const error of Object.values(errors)) {
    return isRouteErrorResponse(error) ? error.status : 500;
  }
  return 200;
}
