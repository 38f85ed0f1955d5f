import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type EmailFieldProps<T extends FieldValues, TOutput> = Pick<FormTextFieldProps<T, TOutput>, 'control' | 'name' | 'helperText'> & {
  label: string;
  /** Shown but not editable, e.g. the address an invitation is for. */
  readOnly?: boolean;
};

/** The required e-mail field every form uses, with the browser's e-mail keyboard and autofill. */
export function EmailField<T extends FieldValues, TOutput = T>({ control, name, label, helperText, readOnly = false }: EmailFieldProps<T, TOutput>) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      type="email"
      autoComplete="email"
      required
      fullWidth
      margin="normal"
      helperText={helperText}
      slotProps={{ htmlInput: { readOnly } }}
    />
  );
}
