import { PasswordInput } from '@mantine/core';

/**
 * A required password field whose show/hide state lives in the presenter. The toggle is focusable and
 * says what it will do, so keyboard and screen-reader users can reveal the password too.
 */
export function PasswordField({ name, label, description, autoComplete, value, error, disabled, visible, onVisibilityToggled, onChange, texts }: {
  /** The field's name in its form (for `useFieldFocus`). */
  name: string;
  label: string;
  description?: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  error?: string | null;
  disabled: boolean;
  visible: boolean;
  onVisibilityToggled: () => void;
  onChange: (value: string) => void;
  texts: { readonly showPassword: string; readonly hidePassword: string };
}) {
  return (
    <PasswordInput
      name={name}
      label={label}
      description={description}
      autoComplete={autoComplete}
      withAsterisk
      value={value}
      error={error}
      disabled={disabled}
      visible={visible}
      onVisibilityChange={() => onVisibilityToggled()}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? texts.hidePassword : texts.showPassword }}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
