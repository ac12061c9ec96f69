import { Notification, Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import { useInjection } from '../di/ContainerContext';
import { ShellMessages } from '../messages/ShellMessages';
import { type ToastPosition, ToastPresenter, type ToastTone } from '../toast/ToastPresenter';

const placements: Record<ToastPosition, CSSProperties> = {
  'top-center': { top: 16, left: '50%', transform: 'translateX(-50%)' },
  // SPEC's right is the reader's end of the line: the left, right to left.
  'top-right': { top: 16, insetInlineEnd: 16 },
  'bottom-right': { bottom: 16, insetInlineEnd: 16 },
};

const colours: Record<ToastTone, string> = { success: 'green', error: 'red', info: 'cyan' };

/** The page's toasts where SPEC §8/§9 place them (ToastHost fetches this with the first toast). */
export const ToastStacks = observer(function ToastStacks() {
  const toasts = useInjection(ToastPresenter);
  return (Object.keys(placements) as ToastPosition[]).map((position) => {
    const here = toasts.toasts.filter((toast) => toast.position === position);
    if (here.length === 0) return null;
    return (
      <Stack key={position} gap="xs" pos="fixed" w={360} maw="calc(100vw - 32px)" style={{ ...placements[position], zIndex: 1000 }}>
        {here.map((toast) => (
          <Notification
            key={toast.id}
            color={colours[toast.tone]}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            withBorder
            onClose={() => toasts.dismissed(toast.id)}
            closeButtonProps={{ 'aria-label': ShellMessages.dismiss }}
          >
            {toast.message}
          </Notification>
        ))}
      </Stack>
    );
  });
});
