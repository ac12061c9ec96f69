import { Center, Loader } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { ShellMessages } from '../messages/ShellMessages';

/** The spinner shown while the maintenance check runs or a screen's code arrives. */
export const PageLoader = observer(function PageLoader({ fullHeight = false }: { fullHeight?: boolean }) {
  return (
    <Center mih={fullHeight ? '100vh' : 320} role="status" aria-label={ShellMessages.loading}>
      <Loader />
    </Center>
  );
});
