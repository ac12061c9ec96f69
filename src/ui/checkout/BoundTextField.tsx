import { TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';

/** A presenter that holds its form's text fields by name, each with its own error. */
export type TextFieldForm<F extends string> = Readonly<Record<F, string>> & {
  readonly fieldErrors: Partial<Record<F, string>>;
  fieldChanged(field: F, value: string): void;
};

interface BoundTextFieldProps<F extends string> {
  page: TextFieldForm<F>;
  field: F;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
}

function BoundTextFieldView<F extends string>({ page, field, label, required = true, type = 'text', placeholder, autoComplete, disabled = false }: BoundTextFieldProps<F>) {
  return (
    <TextInput
      name={field}
      label={label}
      withAsterisk={required}
      type={type}
      placeholder={placeholder}
      autoComplete={autoComplete}
      value={page[field]}
      error={page.fieldErrors[field]}
      disabled={disabled}
      onChange={(event) => page.fieldChanged(field, event.currentTarget.value)}
    />
  );
}

/**
 * A text field of a form whose presenter holds its fields by name (the checkouts, signup), showing
 * the presenter's value and error for it; the input carries the field's name, by which the form's
 * `useFieldFocus` finds it. Its own observer,
 * so a keystroke re-renders the field and not the whole form. (observer() drops the type parameter,
 * hence the cast.)
 */
export const BoundTextField = observer(BoundTextFieldView) as typeof BoundTextFieldView;
