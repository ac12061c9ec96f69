import { Badge } from '@mantine/core';
import { AdminBilingualMessages } from '../../messages/AdminBilingualMessages';

const texts = AdminBilingualMessages;

/** The mark of an Arabic text not written yet ("Arabic missing"), in a form beside its field or in a list beside the record. */
export function ArabicMissingBadge() {
  return (
    <Badge component="span" color="orange" variant="light" size="sm" title={texts.arabicMissingHint}>
      {texts.arabicMissing}
    </Badge>
  );
}
