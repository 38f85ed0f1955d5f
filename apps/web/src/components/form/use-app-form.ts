import type { FormEvent } from 'react';
import { useForm, type FieldPath, type FieldValues, type UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { applyServerErrors } from './server-errors';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

export type AppFormOptions<TInput extends FieldValues, TOutput> = Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'>;

/**
 * A form validated by a packages/core schema. Messages show on submit unless `mode` says otherwise,
 * and stay until the next submit, as the spec's forms behave. After a failed submit or a server
 * refusal the first invalid field takes the focus, so keyboard and screen reader users land on the
 * problem. Server messages are focused once rendered: `formRef` goes on the element holding the fields.
 */
export function useAppForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  options: AppFormOptions<TInput, TOutput> = {},
) {
  const form = useForm<TInput, unknown, TOutput>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...options,
    resolver: zodResolver(schema),
  });
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  /** The <form>'s onSubmit: `onValid` gets the schema's output (trimmed, normalised) only when it passes. */
  const submit = (onValid: (values: TOutput) => void) => (event: FormEvent) => {
    void form.handleSubmit(onValid)(event);
  };

  /** Puts a failed call's field messages under their fields (else `formMessage` above the form). */
  const showServerError = (error: unknown, formMessage?: string) => {
    if (applyServerErrors(form, error, formMessage)) focusFirstInvalid();
  };

  /** Puts one message under one field, where the server's answer belongs. */
  const showFieldError = (field: FieldPath<TInput>, message: string) => {
    form.setError(field, { type: 'server', message });
    focusFirstInvalid();
  };

  return {
    ...form,
    formRef,
    submit,
    showServerError,
    showFieldError,
    /** The form-wide message: a server error no field claimed, or the schema's own `root` issue. */
    formError: form.formState.errors.root?.message ?? null,
  };
}
