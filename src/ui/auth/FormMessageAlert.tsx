import { Alert } from '@mantine/core';
import type { FormMessage } from './FormMessage';

const colours: Record<FormMessage['tone'], string> = { success: 'green', error: 'red', info: 'cyan' };

/** A form's outcome, announced to screen readers: errors as alerts, the rest as status. */
export function FormMessageAlert({ message }: { message: FormMessage | null }) {
  if (message === null) return null;
  return (
    <Alert color={colours[message.tone]} role={message.tone === 'error' ? 'alert' : 'status'} variant="light">
      {message.text}
    </Alert>
  );
}
