import { Badge } from '@mantine/core';
import { AdminMessages } from '../../messages/AdminMessages';

/** "Active" in green or "Inactive" in grey. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge color={active ? 'green' : 'gray'} variant="light">{active ? AdminMessages.active : AdminMessages.inactive}</Badge>;
}
