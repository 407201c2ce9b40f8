import { createContext, useContext } from 'react';
import type { RemoteLoader } from './federation';

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader must be used inside RemoteLoaderContext');
  return loader;
}
