import { Badge } from '@mantine/core';
import type { RefundStatus } from '@tiara/domain/returns';
import type { ReturnStatus } from '@tiara/domain/returns';
import { StaffReturnsMessages } from '../../messages/StaffReturnsMessages';

const RETURN_COLOURS: Readonly<Record<ReturnStatus, string>> = { Requested: 'yellow', Approved: 'blue', Refused: 'gray', Received: 'indigo', Resolved: 'green' };
const REFUND_COLOURS: Readonly<Record<RefundStatus, string>> = { Pending: 'yellow', Confirmed: 'green', Failed: 'red' };

/**
 * A status badge: light, except yellow (waiting), whose light text reads 4.1:1 on its tint; it is
 * filled instead, white on the theme's dark yellow.
 */
function StatusBadge({ colour, label }: { colour: string; label: string }) {
  return colour === 'yellow' ? (
    <Badge color={colour} variant="filled">
      {label}
    </Badge>
  ) : (
    <Badge color={colour} variant="light">
      {label}
    </Badge>
  );
}

/** A return's status under its shown name. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <StatusBadge colour={RETURN_COLOURS[status]} label={StaffReturnsMessages.statuses[status]} />;
}

/** A refund's status under its shown name. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  return <StatusBadge colour={REFUND_COLOURS[status]} label={StaffReturnsMessages.refundStatuses[status]} />;
}
