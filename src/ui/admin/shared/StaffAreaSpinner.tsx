import { Center, Loader } from '@mantine/core';
import { AdminMessages } from '../../messages/AdminMessages';

/** While a staff screen's code, or its guard's answer, is on its way. */
export function StaffAreaSpinner() {
  return (
    <Center mih={320} role="status" aria-label={AdminMessages.table.loading}>
      <Loader />
    </Center>
  );
}
