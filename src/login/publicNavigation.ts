/**
 * How the public screens (/login, /registration) move: between each other without leaving the
 * page, and, once signed in, into the cabinet (src/login/entry.tsx hands the page over). No
 * router: the public route holds two screens, and react-router comes with the cabinet.
 */
import { createContext, useContext } from 'react';

export interface PublicNavigation {
  /** The current location's query (`?f=`). */
  search: string;
  /** Another public screen, e.g. `/registration`. */
  go(path: string): void;
  /** A short message under the screen (registration done). */
  notify(message: string): void;
  /** Fetches the cabinet's first screen ahead (while the SMS code is typed). */
  prepare(): void;
  /** Signed in: the cabinet at `target`; resolves once it shows. */
  enter(target: string): Promise<void>;
}

/** Outside the public app (a component test with no provider): plain page loads. */
const pageLoads: PublicNavigation = {
  get search() {
    return typeof window === 'undefined' ? '' : window.location.search;
  },
  go: (path) => window.location.assign(path),
  notify: () => undefined,
  prepare: () => undefined,
  enter: async (target) => window.location.assign(target),
};

export const PublicNavigationContext = createContext<PublicNavigation>(pageLoads);

export const usePublicNavigation = (): PublicNavigation => useContext(PublicNavigationContext);
