import type { Role } from '../access';
import type { AccountProfile } from './AccountProfile';

/** An account as the back office manages it: the person, the role, and the AI tab granted while it is shown to listed users only; never a password. */
export interface ManagedAccount extends AccountProfile {
  readonly role: Role;
  readonly aiAccess: boolean;
}
