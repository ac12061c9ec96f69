import type { ServiceIdentifier } from 'inversify';
import type { ManagedAccount } from '@tiara/domain/account';
import type { Role } from '@tiara/domain/access';
import type { SubscriptionStatus } from '@tiara/domain/ai-plan';
import type { ApiResult } from '../shared/ApiResult';
import type { AdminPage, PageRequest } from './AdminPage';

export interface AiUsage {
  readonly activeSubscriptions: number;
  readonly segmentationsAllowed: number;
  readonly segmentationsUsed: number;
  readonly segmentationsRemaining: number;
}

/** What the edit form changes. */
export type UserFields = ManagedAccount;

export interface AdminUser extends ManagedAccount {
  readonly id: number;
  readonly createdAt: Date;
  readonly orderCount: number;
  readonly aiUsage: AiUsage;
}

export interface UserSubscription {
  readonly id: number;
  readonly planName: string;
  readonly orderId: number | null;
  readonly status: SubscriptionStatus;
  readonly segmentationsAllowed: number;
  readonly segmentationsUsed: number;
  readonly activatedAt: Date | null;
}

export interface AdminUserDetail extends AdminUser {
  readonly subscriptions: readonly UserSubscription[];
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
