import { ContainerModule } from 'inversify';

/** The checkout area's API and storage adapters. */
export const checkoutAdapters = new ContainerModule(() => {});
