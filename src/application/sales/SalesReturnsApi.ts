import type { ServiceIdentifier } from 'inversify';
import type { StaffReturnsApi } from '../admin/returns/StaffReturnsApi';

/** /api/sales/returns: the sales desk decides and receives, and resolves by exchange only; it never handles money. */
export type SalesReturnsApi = StaffReturnsApi;

export const SalesReturnsApi: ServiceIdentifier<SalesReturnsApi> = Symbol('SalesReturnsApi');
