import { Center, Loader } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { AdminMessages } from '../../messages/AdminMessages';
import { StaffAreaProblem } from './StaffAreaProblem';

/**
 * Shows its children once the area's adapters are in the container. Loading is only code
 * arriving, so its state stays in the view: a spinner, then the area or a retry.
 */
export function StaffAreaLoader({ load, children }: { load: () => Promise<void>; children: ReactNode }) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const start = useCallback(() => {
    let current = true;
    setState('loading');
    load().then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [load]);
  useEffect(start, [start]);

  if (state === 'ready') return children;
  if (state === 'failed') return <StaffAreaProblem message={AdminMessages.areaLoadFailed} onRetry={start} />;
  return (
    <Center mih="100vh" role="status" aria-label={AdminMessages.loadingArea}>
      <Loader />
    </Center>
  );
}
