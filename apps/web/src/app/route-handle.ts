import { useMatches } from 'react-router';

/** Static facts a route declares in the route table, read by the shell while its page loads. */
export type RouteHandle = {
  /** The page's name in the browser tab; omitted for the home page. */
  title?: string;
  /** The footer variant of spec §2.2. */
  footer: 'full' | 'minimal';
};

/** The handle of the deepest matched route that declares one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches.findLast((match) => match.handle !== undefined)?.handle as RouteHandle | undefined;
}
