import { Button, Group } from '@mantine/core';
import { AdminMessages } from '../../messages/AdminMessages';

/** A back-office form's Cancel and Save buttons; Save submits the form. */
export function FormActions({ onCancel, saving, cancelDisabled = false }: { onCancel: () => void; saving: boolean; cancelDisabled?: boolean }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        {AdminMessages.form.cancel}
      </Button>
      <Button type="submit" loading={saving}>
        {AdminMessages.form.save}
      </Button>
    </Group>
  );
}
