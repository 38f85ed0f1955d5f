import { useState } from 'react';
import { kindredInputSchema, type KindredInput } from '@kindred/core/validation';

type Field = keyof KindredInput;
type KindredFormValues = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: KindredFormValues = { name: '', relationship: '' };

/** The first message per field under the server's own rules (required, trimmed, length). */
function check(values: KindredFormValues): { errors: FieldErrors; input: KindredInput | null } {
  const result = kindredInputSchema.safeParse(values);
  if (result.success) return { errors: {}, input: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors, input: null };
}

/**
 * Name and relationship as controlled fields (spec §5, Add Kindred): a field's error shows once
 * it has been left (blur) or a submit was tried; `input` is the trimmed payload, null while invalid.
 */
export function useKindredForm(initial: KindredFormValues = EMPTY) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const { errors, input } = check(values);

  const fieldProps = (field: Field) => ({
    value: values[field],
    onChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    error: touched[field] ? errors[field] : undefined,
  });

  return {
    input,
    isValid: input !== null,
    fieldProps,
    /** Shows every field's error, as a tried submit does. */
    touchAll: () => setTouched({ name: true, relationship: true }),
    reset: (next: KindredFormValues = initial) => {
      setValues(next);
      setTouched({});
    },
  };
}

export type KindredForm = ReturnType<typeof useKindredForm>;
