import { TextInput } from '@mantine/core';

/** The required e-mail field of the login and forgot-password forms, named 'email' (for `useFieldFocus`). */
export function EmailField({ label, value, error, disabled, onChange }: {
  label: string;
  value: string;
  error: string | null;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      name="email"
      label={label}
      type="email"
      autoComplete="email"
      withAsterisk
      value={value}
      error={error}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
