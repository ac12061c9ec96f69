import { Alert, Modal, type ModalProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormActions } from './FormActions';

/**
 * A back-office form in a modal: the server's refusal above the fields, Cancel and Save below.
 * The form shows only while `opened`; Cancel closes the modal.
 */
export function FormModal({
  opened,
  onClose,
  title,
  centered,
  size,
  onSubmit,
  formError = null,
  saving,
  cancelDisabled,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  centered?: boolean;
  size?: ModalProps['size'];
  onSubmit: () => Promise<void> | void;
  formError?: string | null;
  saving: boolean;
  cancelDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered={centered} size={size}>
      {opened && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          <Stack>
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            {children}
            <FormActions onCancel={onClose} saving={saving} cancelDisabled={cancelDisabled} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
