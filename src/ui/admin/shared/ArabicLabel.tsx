import { Group } from '@mantine/core';
import { arabicMissing } from './ArabicInput';
import { ArabicMissingBadge } from './ArabicMissingBadge';

/** The label of an Arabic field, marked "Arabic missing" while its English is written and it is not. */
export function ArabicLabel({ label, english, arabic }: { label: string; english: string; arabic: string }) {
  return (
    <Group component="span" gap={6} display="inline-flex" wrap="wrap">
      {label}
      {arabicMissing(english, arabic) && <ArabicMissingBadge />}
    </Group>
  );
}
