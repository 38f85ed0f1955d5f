import { ADD_KINDRED_TEXTS } from '@kindred/core/memory-texts';
import { FormTextField } from '../../../components/form/form-text-field';
import type { KindredForm } from '../hooks/use-kindred-form';

const fieldProps = { autoComplete: 'off', required: true, fullWidth: true, margin: 'normal' } as const;

/** The Name and Relationship fields shared by the Add dialog and the profile's inline edit (spec §2.7). */
export function KindredFields({ control, autoFocus = false }: { control: KindredForm['control']; autoFocus?: boolean }) {
  return (
    <>
      <FormTextField control={control} name="name" label={ADD_KINDRED_TEXTS.name} autoFocus={autoFocus} {...fieldProps} />
      <FormTextField
        control={control}
        name="relationship"
        label={ADD_KINDRED_TEXTS.relationship}
        placeholder={ADD_KINDRED_TEXTS.relationshipPlaceholder}
        {...fieldProps}
      />
    </>
  );
}
