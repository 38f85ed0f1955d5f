import { kindredInputSchema, type KindredInput } from '@kindred/core/validation';
import { useAppForm } from '../../../components/form/use-app-form';

const EMPTY: KindredInput = { name: '', relationship: '' };

/**
 * Name and relationship under the server's own rules (spec §5, Add Kindred): a field's error shows
 * once it has been left (blur) or a submit was tried, then follows every keystroke.
 */
export function useKindredForm(initial: KindredInput = EMPTY) {
  const form = useAppForm(kindredInputSchema, { mode: 'onTouched', reValidateMode: 'onChange', defaultValues: initial });
  // Judged on every render rather than through formState.isValid, which settles a tick after
  // mounting and would flash Save disabled on a profile that is already valid.
  const isValid = kindredInputSchema.safeParse(form.watch()).success;
  return { ...form, isValid };
}

export type KindredForm = ReturnType<typeof useKindredForm>;
