/**
 * The app's only routing: `/` is the start page, `/t/<CODE>` a table (`?watch=1` to
 * spectate). History API, no router library.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { parseRoute, type Route } from './paths.ts';

function currentRoute(): Route {
  return typeof window === 'undefined'
    ? { code: null, watch: false }
    : parseRoute(window.location.pathname, window.location.search);
}

export const routeStore = createStore<Route>()(() => currentRoute());

export function useRoute<T>(selector: (route: Route) => T): T {
  return useStore(routeStore, selector);
}

/** Goes to `path` (same origin). `replace` swaps the current history entry instead of adding one. */
export function navigate(path: string, replace = false): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  routeStore.setState(currentRoute(), true);
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => routeStore.setState(currentRoute(), true));
  // Test handle: browser tests go from page to page without a reload through `window.__woodland.navigate`.
  const w = window as unknown as { __woodland?: Record<string, unknown> };
  (w.__woodland ??= {}).navigate = navigate;
}
