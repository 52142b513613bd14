import { createContext, useContext } from 'react';

export interface Router {
  /** The current clean route. */
  readonly route: string;
  navigate(to: string): void;
}

export const RouterContext = createContext<Router>({ route: '/', navigate: () => undefined });

export function useRouter(): Router {
  return useContext(RouterContext);
}
