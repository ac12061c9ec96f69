import type { ServiceIdentifier } from 'inversify';
import type { Role } from '@tiara/domain/access';
import type { ApiResult } from '../shared/ApiResult';
import type { AdminPage, PageRequest } from './AdminPage';

export interface AiUsage {
  readonly activeSubscriptions: number;
  readonly segmentationsAllowed: number;
  readonly segmentationsUsed: number;
  readonly segmentationsRemaining: number;
}

export interface AdminUser {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly postalCode: string;
  readonly role: Role;
  /** Granted the AI tab while it is shown to listed users only. */
  readonly aiAccess: boolean;
  readonly createdAt: Date;
  readonly orderCount: number;
  readonly aiUsage: AiUsage;
}

export interface UserSubscription {
  readonly id: number;
  readonly planName: string;
  readonly orderId: number | null;
  readonly status: 'Pending' | 'Active' | 'Cancelled';
  readonly segmentationsAllowed: number;
  readonly segmentationsUsed: number;
  readonly activatedAt: Date | null;
}

export interface AdminUserDetail extends AdminUser {
  readonly subscriptions: readonly UserSubscription[];
}

/** What the edit form changes; never a password. */
export interface UserFields {
  readonly email: string;
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly postalCode: string;
  readonly role: Role;
  readonly aiAccess: boolean;
}

export interface UserFilter {
  readonly search: string;
  readonly role: Role | null;
}

export interface AdminUsersApi {
  users(filter: UserFilter, page: PageRequest): Promise<ApiResult<AdminPage<AdminUser>>>;
  user(id: number): Promise<ApiResult<AdminUserDetail>>;
  updateUser(id: number, fields: Partial<UserFields>): Promise<ApiResult<AdminUserDetail>>;
}

export const AdminUsersApi: ServiceIdentifier<AdminUsersApi> = Symbol('AdminUsersApi');
