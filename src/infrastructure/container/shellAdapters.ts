import { ContainerModule } from 'inversify';

/** The shell area's API and storage adapters. */
export const shellAdapters = new ContainerModule(() => {});
