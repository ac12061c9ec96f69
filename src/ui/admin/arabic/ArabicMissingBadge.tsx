import { Badge } from '@mantine/core';
import { AdminArabicMessages } from '../../messages/AdminArabicMessages';

/** The back office's "Arabic missing" marker: beside an Arabic field left empty while its English is written, and on a list's row whose item lacks some Arabic. */
export function ArabicMissingBadge() {
  return (
    <Badge component="span" color="orange" variant="light">
      {AdminArabicMessages.missing}
    </Badge>
  );
}
