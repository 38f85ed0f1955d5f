import type { ComponentType } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type FormTextFieldProps<T extends FieldValues, TOutput = T> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  /** The text field to draw, e.g. one with a show-password toggle; MUI's TextField by default. */
  component?: ComponentType<TextFieldProps>;
};

/** A text field bound to a useAppForm field: its message shows beneath it and marks it invalid. */
export function FormTextField<T extends FieldValues, TOutput = T>({
  control,
  name,
  component: Field = TextField,
  helperText,
  ...props
}: FormTextFieldProps<T, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      {...props}
      name={field.name}
      value={field.value as unknown}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
