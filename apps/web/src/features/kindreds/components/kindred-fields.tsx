import TextField from '@mui/material/TextField';
import { ADD_KINDRED_TEXTS } from '@kindred/core/memory-texts';
import type { KindredForm } from '../hooks/use-kindred-form';

type FieldProps = ReturnType<KindredForm['fieldProps']>;

type KindredTextFieldProps = { label: string; field: FieldProps; placeholder?: string; autoFocus?: boolean };

function KindredTextField({ label, field, placeholder, autoFocus }: KindredTextFieldProps) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      autoFocus={autoFocus}
      autoComplete="off"
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(field.error)}
      helperText={field.error}
      required
      fullWidth
      margin="normal"
    />
  );
}

/** The Name and Relationship fields shared by the Add dialog and the profile's inline edit (spec §2.7). */
export function KindredFields({ form, autoFocus = false }: { form: KindredForm; autoFocus?: boolean }) {
  return (
    <>
      <KindredTextField label={ADD_KINDRED_TEXTS.name} field={form.fieldProps('name')} autoFocus={autoFocus} />
      <KindredTextField
        label={ADD_KINDRED_TEXTS.relationship}
        field={form.fieldProps('relationship')}
        placeholder={ADD_KINDRED_TEXTS.relationshipPlaceholder}
      />
    </>
  );
}
