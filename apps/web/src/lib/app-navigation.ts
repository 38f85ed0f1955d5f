/*
 * Code outside React (the API client, the session) sometimes has to move the user: to sign in
 * again, or home after signing out. The router registers itself here; until it does, the browser
 * navigates the old-fashioned way.
 */

export type AppNavigator = {
  /** Goes to a path inside the app; settles once the navigation is done. */
  navigate: (to: string) => Promise<void>;
  /** The current path and query, e.g. "/search?q=Maya". */
  currentPath: () => string;
};

const browserNavigator: AppNavigator = {
  navigate: async (to) => window.location.assign(to),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

let appNavigator = browserNavigator;

/** Makes `navigator` the one used by navigateTo and currentAppPath; returns the undo. */
export function registerAppNavigator(navigator: AppNavigator): () => void {
  appNavigator = navigator;
  return () => {
    if (appNavigator === navigator) appNavigator = browserNavigator;
  };
}

/** Goes to a path inside the app. */
export function navigateTo(to: string): Promise<void> {
  return appNavigator.navigate(to);
}

/** The current path and query inside the app. */
export function currentAppPath(): string {
  return appNavigator.currentPath();
}
