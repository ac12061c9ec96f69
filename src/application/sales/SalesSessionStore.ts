import type { ServiceIdentifier } from 'inversify';
import type { StaffSessionStore } from '../admin/StaffSessionStore';

/** The sales desk's session (its own storage keys). */
export type SalesSessionStore = StaffSessionStore;

export const SalesSessionStore: ServiceIdentifier<SalesSessionStore> = Symbol('SalesSessionStore');
