import { Alert, Button, Checkbox, Group, Paper, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { shownPrice } from '../../i18n/shownPrice';
import { StaffReturnsMessages } from '../../messages/StaffReturnsMessages';
import type { ReturnActions } from './ReturnActions';
import type { ResolutionForm } from './ResolutionForm';

const texts = StaffReturnsMessages;
/** An error under a field is read out as it appears. */
const announced = { role: 'alert' } as const;

function FormButtons({ actions, submitLabel, danger = false }: { actions: ReturnActions; submitLabel: string; danger?: boolean }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={actions.formClosed} disabled={actions.sending}>
        {texts.cancel}
      </Button>
      <Button type="submit" color={danger ? 'red' : undefined} loading={actions.sending}>
        {submitLabel}
      </Button>
    </Group>
  );
}

const RefuseForm = observer(function RefuseForm({ actions }: { actions: ReturnActions }) {
  return (
    <form
      noValidate
      aria-label={texts.refuse.submit}
      onSubmit={(event) => {
        event.preventDefault();
        void actions.refuseSubmitted();
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={texts.refuse.reason}
          description={texts.refuse.reasonHint}
          required
          autosize
          minRows={3}
          value={actions.refusalReason}
          error={actions.refusalError}
          errorProps={announced}
          onChange={(event) => actions.refusalReasonChanged(event.currentTarget.value)}
        />
        <FormButtons actions={actions} submitLabel={texts.refuse.submit} danger />
      </Stack>
    </form>
  );
});

const ReceiveForm = observer(function ReceiveForm({ actions }: { actions: ReturnActions }) {
  return (
    <form
      aria-label={texts.receive.submit}
      onSubmit={(event) => {
        event.preventDefault();
        void actions.receiveSubmitted();
      }}
    >
      <Stack gap="sm">
        <Checkbox label={texts.receive.restock} description={texts.receive.restockHint} checked={actions.restock} onChange={(event) => actions.restockChanged(event.currentTarget.checked)} />
        <FormButtons actions={actions} submitLabel={texts.receive.submit} />
      </Stack>
    </form>
  );
});

const ResolutionFields = observer(function ResolutionFields({ form, handlesMoney }: { form: ResolutionForm; handlesMoney: boolean }) {
  const errors = form.errors;
  return (
    <Stack gap="sm">
      <Radio.Group label={texts.resolve.how} required value={form.how} onChange={form.howChosen} error={errors.how} errorProps={announced}>
        <Stack gap="xs" mt="xs">
          {form.choices.map((how) => (
            <Radio key={how} value={how} label={texts.resolutions[how]} />
          ))}
        </Stack>
      </Radio.Group>
      {!handlesMoney && <Text size="sm">{texts.resolve.salesHint}</Text>}
      {form.takesAmount && (
        <TextInput
          label={texts.resolve.amount}
          description={texts.resolve.amountHint(shownPrice(form.suggested), shownPrice(form.limit))}
          required
          inputMode="decimal"
          dir="ltr"
          value={form.amountText}
          error={errors.amount}
          errorProps={announced}
          onChange={(event) => form.amountChanged(event.currentTarget.value)}
        />
      )}
      {form.takesNote && (
        <Textarea
          label={texts.resolve.note}
          placeholder={texts.resolve.notePlaceholder}
          required
          autosize
          minRows={2}
          value={form.note}
          error={errors.note}
          errorProps={announced}
          onChange={(event) => form.noteChanged(event.currentTarget.value)}
        />
      )}
    </Stack>
  );
});

const ResolveForm = observer(function ResolveForm({ actions, form, handlesMoney }: { actions: ReturnActions; form: ResolutionForm; handlesMoney: boolean }) {
  if (form.confirming)
    return (
      <Stack gap="sm">
        <Paper withBorder p="sm" role="status">
          <Text fw={600}>{form.confirmation}</Text>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={form.backClicked} disabled={actions.sending}>
            {texts.resolve.back}
          </Button>
          <Button loading={actions.sending} onClick={() => void actions.resolveConfirmed()}>
            {texts.resolve.confirm}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <form
      noValidate
      aria-label={texts.resolve.how}
      onSubmit={(event) => {
        event.preventDefault();
        form.continueClicked();
      }}
    >
      <Stack gap="sm">
        <ResolutionFields form={form} handlesMoney={handlesMoney} />
        <FormButtons actions={actions} submitLabel={texts.resolve.continue} />
      </Stack>
    </form>
  );
});

/** The steps the opened return's status offers, each opening its form; a refused step's message stays in view. */
export const ReturnActionsView = observer(function ReturnActionsView({ actions, handlesMoney }: { actions: ReturnActions; handlesMoney: boolean }) {
  const open = actions.openForm;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {texts.nextStep}
      </Title>
      {actions.refused !== null && (
        <Alert color="red" role="alert" title={texts.stepRefused}>
          {actions.refused}
        </Alert>
      )}
      {actions.steps.length === 0 ? (
        <Text c="dimmed">{texts.finished}</Text>
      ) : open === 'refuse' ? (
        <RefuseForm actions={actions} />
      ) : open === 'receive' ? (
        <ReceiveForm actions={actions} />
      ) : open === 'resolve' && actions.resolution ? (
        <ResolveForm actions={actions} form={actions.resolution} handlesMoney={handlesMoney} />
      ) : (
        <Group>
          {actions.steps.includes('approve') && (
            <Button loading={actions.sending} onClick={actions.approveClicked}>
              {texts.approve.button}
            </Button>
          )}
          {actions.steps.includes('refuse') && (
            <Button color="red" variant="outline" disabled={actions.sending} onClick={actions.refuseClicked}>
              {texts.refuse.button}
            </Button>
          )}
          {actions.steps.includes('receive') && <Button onClick={actions.receiveClicked}>{texts.receive.button}</Button>}
          {actions.steps.includes('resolve') && (
            <Button variant={actions.steps.includes('receive') ? 'outline' : 'filled'} onClick={actions.resolveClicked}>
              {texts.resolve.button}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
});
