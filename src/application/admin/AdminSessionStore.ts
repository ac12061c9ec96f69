import type { ServiceIdentifier } from 'inversify';
import type { StaffSessionStore } from './StaffSessionStore';

/** The back office's session (its own storage keys). */
export type AdminSessionStore = StaffSessionStore;

export const AdminSessionStore: ServiceIdentifier<AdminSessionStore> = Symbol('AdminSessionStore');
