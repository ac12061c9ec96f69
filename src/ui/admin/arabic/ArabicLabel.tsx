import { Box } from '@mantine/core';
import { ArabicMissingBadge } from './ArabicMissingBadge';

/** An Arabic field's label, with the "Arabic missing" marker beside it while the field is empty and its English is not. */
export function ArabicLabel({ label, missing }: { label: string; missing: boolean }) {
  return (
    <>
      {label}
      {missing && (
        <>
          {' '}
          <Box component="span" ms={4}>
            <ArabicMissingBadge />
          </Box>
        </>
      )}
    </>
  );
}
