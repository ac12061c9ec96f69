import { Badge } from '@mantine/core';
import type { RefundStatus } from '../../../application/admin/returns/StaffReturnsApi';
import type { ReturnStatus } from '@tiara/domain/returns';
import { StaffReturnsMessages } from '../../messages/StaffReturnsMessages';

const RETURN_COLOURS: Readonly<Record<ReturnStatus, string>> = { Requested: 'yellow', Approved: 'blue', Refused: 'gray', Received: 'indigo', Resolved: 'green' };
const REFUND_COLOURS: Readonly<Record<RefundStatus, string>> = { Pending: 'yellow', Confirmed: 'green', Failed: 'red' };

/** A return's status under its shown name. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <Badge color={RETURN_COLOURS[status]} variant="light">
      {StaffReturnsMessages.statuses[status]}
    </Badge>
  );
}

/** A refund's status under its shown name. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  return (
    <Badge color={REFUND_COLOURS[status]} variant="light">
      {StaffReturnsMessages.refundStatuses[status]}
    </Badge>
  );
}
