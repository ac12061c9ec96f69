import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../di/ContainerContext';
import { AccountMessages } from '../messages/AccountMessages';
import { LogoutPresenter } from './LogoutPresenter';

const texts = AccountMessages.logout;

/** SPEC §2 "Account": the Logout button with its confirmation modal. */
export const LogoutButton = observer(function LogoutButton() {
  const logout = useInjection(LogoutPresenter);
  return (
    <>
      <Button variant="light" color="red" onClick={logout.logoutClicked} disabled={logout.signedOut}>
        {texts.button}
      </Button>
      <Modal opened={logout.confirming} onClose={logout.cancelled} title={texts.title} centered>
        <Stack gap="lg">
          <Text>{texts.question}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={logout.cancelled}>
              {texts.cancel}
            </Button>
            <Button color="red" onClick={logout.confirmed}>
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
});
