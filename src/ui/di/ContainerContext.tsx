import type { Container, ServiceIdentifier } from 'inversify';
import { type ReactNode, createContext, useContext, useState } from 'react';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** Resolves a service once for the component's lifetime. */
export function useInjection<T>(identifier: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a ContainerProvider above it');
  const [service] = useState(() => container.get(identifier));
  return service;
}
