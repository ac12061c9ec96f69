/** Who made a back-office change, and when. The actor always comes from the verified token. */
export interface AuditStamp {
  readonly actorUserId: number;
  readonly at: Date;
}

export type AuditAction = 'create' | 'update' | 'delete' | 'status' | 'upload' | 'retry' | 'check';

export type AuditEntity =
  | 'subcategory'
  | 'product'
  | 'variant'
  | 'order'
  | 'user'
  | 'notification'
  | 'event'
  | 'training'
  | 'training_package'
  | 'promo_code'
  | 'ai_plan'
  | 'ai_subscription'
  | 'shipping_fee'
  | 'setting'
  | 'image'
  | 'background_job'
  | 'refund'
  | 'return';

/** One back-office change, written in the same transaction as the change itself. */
export interface AuditRecord {
  readonly action: AuditAction;
  readonly entity: AuditEntity;
  readonly entityId: string | number | null;
  /** A small object naming what changed; never a secret. */
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Records one change inside the caller's transaction. */
export type AuditWriter = (record: AuditRecord) => Promise<void>;

/** The longest text kept in an audit entry; a product description is not worth copying whole. */
const MAX_AUDITED_TEXT = 200;

function shortened(value: unknown): unknown {
  if (typeof value === 'string') return value.length > MAX_AUDITED_TEXT ? `${value.slice(0, MAX_AUDITED_TEXT)}…` : value;
  if (Array.isArray(value)) return value.map(shortened);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shortened(inner)]));
  return value;
}

/** The fields a request changed, as the API named them, with long texts cut short. */
export function auditedChanges(changes: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return { changes: shortened(Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))) };
}
