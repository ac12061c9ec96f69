import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../../shared/ApiResult';
import type { AdminPage, Deleted, PageRequest } from '../AdminPage';

export interface EventFields {
  readonly title: string;
  readonly description: string;
  readonly date: Date;
  readonly location: string;
  readonly speakers: readonly string[];
  readonly imageUrl: string;
  readonly isActive: boolean;
}

export interface AdminEvent extends EventFields {
  readonly id: number;
}

export interface EventFilter extends PageRequest {
  readonly search?: string;
}

/** /api/admin/events. */
export interface AdminEventsApi {
  list(filter: EventFilter): Promise<ApiResult<AdminPage<AdminEvent>>>;
  create(event: EventFields): Promise<ApiResult<AdminEvent>>;
  update(id: number, event: EventFields): Promise<ApiResult<AdminEvent>>;
  delete(id: number): Promise<ApiResult<Deleted>>;
}

export const AdminEventsApi: ServiceIdentifier<AdminEventsApi> = Symbol('AdminEventsApi');
