import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { AdminMessages } from '../../messages/AdminMessages';
import { StaffAreaProblem } from './StaffAreaProblem';
import { StaffAreaSpinner } from './StaffAreaSpinner';
import type { StaffSessionPresenter } from './StaffSessionPresenter';

/**
 * A staff area's frame behind its guard: its children (the frame, and with it the screens and
 * their API calls) only once the guard let the person in; a spinner until then.
 */
export const StaffAreaGate = observer(function StaffAreaGate({ staff, children }: { staff: StaffSessionPresenter; children: ReactNode }) {
  useEffect(() => staff.areaOpened(), [staff]);
  if (staff.view === 'unreachable') return <StaffAreaProblem message={AdminMessages.sessionCheckFailed} onRetry={staff.retryClicked} />;
  if (staff.view === 'waiting') return <StaffAreaSpinner />;
  return children;
});
