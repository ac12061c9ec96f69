import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { StockAlertMessages } from '../messages/StockAlertMessages';
import type { NotifyMePresenter } from './NotifyMePresenter';

/** The visitor's e-mail for a back-in-stock alert; signed-in customers never see it (NotifyMeDialog fetches this when it first opens). */
export const NotifyMeModal = observer(function NotifyMeModal({ presenter }: { presenter: NotifyMePresenter }) {
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void presenter.emailSubmitted();
  };
  return (
    <Modal opened={presenter.dialogOpen} onClose={presenter.dialogClosed} title={StockAlertMessages.modalTitle} centered>
      <form onSubmit={submitted} noValidate>
        <Stack gap="md">
          <Text size="sm">{StockAlertMessages.modalIntro(presenter.asking?.productName ?? '')}</Text>
          <TextInput
            type="email"
            label={StockAlertMessages.emailLabel}
            autoComplete="email"
            required
            data-autofocus
            value={presenter.email}
            onChange={(event) => presenter.emailChanged(event.currentTarget.value)}
            error={presenter.emailError}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={presenter.dialogClosed}>
              {StockAlertMessages.close}
            </Button>
            <Button type="submit" loading={presenter.sending}>
              {StockAlertMessages.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
});
