import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../../di/ContainerContext';
import { AdminInvoiceMessages } from '../../messages/AdminInvoiceMessages';
import { BilingualTextField } from '../shared/BilingualTextField';
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
        <BilingualTextField
          label={texts.legalName}
          disabled={!presenter.loaded}
          english={{ value: form.legalName, error: problems.legalName, onChange: (value) => presenter.fieldChanged('legalName', value) }}
          arabic={{ value: form.legalNameAr ?? '', error: problems.legalNameAr, onChange: (value) => presenter.fieldChanged('legalNameAr', value) }}
        />
        <BilingualTextField
          label={texts.address}
          multiline
          disabled={!presenter.loaded}
          english={{ value: form.address, error: problems.address, onChange: (value) => presenter.fieldChanged('address', value) }}
          arabic={{ value: form.addressAr ?? '', error: problems.addressAr, onChange: (value) => presenter.fieldChanged('addressAr', value) }}
        />
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
