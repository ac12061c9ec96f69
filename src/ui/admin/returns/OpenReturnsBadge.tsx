import { Badge, VisuallyHidden } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useInjection } from '../../di/ContainerContext';
import { StaffReturnsMessages } from '../../messages/StaffReturnsMessages';
import { OpenReturnsCount } from './OpenReturnsCount';

/** Beside Returns in the menu: the requests waiting for a decision, counted again at each move between sections. */
export const OpenReturnsBadge = observer(function OpenReturnsBadge() {
  const count = useInjection(OpenReturnsCount);
  const { pathname } = useLocation();
  useEffect(() => void count.read(), [count, pathname]);
  if (count.waiting === null || count.waiting === 0) return null;
  return (
    <>
      <Badge color="yellow" variant="filled" aria-hidden>
        {count.waiting}
      </Badge>
      <VisuallyHidden>{StaffReturnsMessages.waitingCount(count.waiting)}</VisuallyHidden>
    </>
  );
});
