import type { ServerContext, ZodApp } from '../ServerContext';
import { userRoutes } from './userRoutes';

/** Every route of the contract, under /api. */
export function apiRoutes(app: ZodApp, context: ServerContext): void {
  userRoutes(app, context);
}
