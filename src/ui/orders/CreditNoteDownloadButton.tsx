import { Button, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../di/ContainerContext';
import { ReturnMessages } from '../messages/ReturnMessages';
import { CreditNoteDownloadPresenter } from './CreditNoteDownloadPresenter';

const texts = ReturnMessages;

/** Download PDF for one credit note, as the invoice's button downloads an invoice. */
export const CreditNoteDownloadButton = observer(function CreditNoteDownloadButton({ creditNoteId, number }: { creditNoteId: number; number: string }) {
  const presenter = useInjection(CreditNoteDownloadPresenter);
  return (
    <Stack gap={4} align="flex-start">
      <Button variant="default" size="xs" loading={presenter.downloading} aria-label={texts.downloadCreditNoteFor(number)} onClick={() => void presenter.downloadClicked(creditNoteId)}>
        {texts.downloadCreditNote}
      </Button>
      {presenter.error && (
        <Text size="sm" c="red" role="alert">
          {texts.creditNoteFailed}: {presenter.error}
        </Text>
      )}
    </Stack>
  );
});
