import { Alert, Button, Card, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../../di/ContainerContext';
import { AdminInvoiceMessages } from '../../messages/AdminInvoiceMessages';
import { InvoiceSettingsPresenter } from './InvoiceSettingsPresenter';

const texts = AdminInvoiceMessages;

/** Admin → Management → Invoice details. */
export const InvoiceSettingsSection = observer(function InvoiceSettingsSection() {
  const presenter = useInjection(InvoiceSettingsPresenter);
  useEffect(() => void presenter.opened(), [presenter]);
  const { form, problems } = presenter;
  return (
    <Card component="section" withBorder radius="md" aria-labelledby="management-invoice">
      <Title order={2} size="h3" id="management-invoice" mb="sm">
        {texts.title}
      </Title>
      <Stack>
        {presenter.loadError && (
          <Alert color="red" role="alert">
            {presenter.loadError}
          </Alert>
        )}
        {presenter.notSet && (
          <Alert color="yellow" role="status">
            {texts.notSet}
          </Alert>
        )}
        <Text c="dimmed">{texts.hint}</Text>
        <TextInput label={texts.legalName} value={form.legalName} error={problems.legalName} disabled={!presenter.loaded} onChange={(event) => presenter.fieldChanged('legalName', event.currentTarget.value)} />
        <Textarea label={texts.address} autosize minRows={2} value={form.address} error={problems.address} disabled={!presenter.loaded} onChange={(event) => presenter.fieldChanged('address', event.currentTarget.value)} />
        <TextInput
          label={texts.taxRegistrationNumber}
          description={texts.taxRegistrationNumberHint}
          inputMode="numeric"
          value={form.taxRegistrationNumber}
          error={problems.taxRegistrationNumber}
          disabled={!presenter.loaded}
          onChange={(event) => presenter.fieldChanged('taxRegistrationNumber', event.currentTarget.value)}
        />
        <TextInput label={texts.commercialRegister} value={form.commercialRegister} error={problems.commercialRegister} disabled={!presenter.loaded} onChange={(event) => presenter.fieldChanged('commercialRegister', event.currentTarget.value)} />
        <div>
          <Button loading={presenter.saving} disabled={!presenter.loaded} onClick={() => void presenter.saveClicked()}>
            {texts.save}
          </Button>
        </div>
      </Stack>
    </Card>
  );
});
