import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import WavingHand from '@mui/icons-material/WavingHand';
import { ONBOARDING_TEXTS as TEXTS } from '@kindred/core/onboarding-texts';
import { PHOTO_ACCEPTED_TYPES } from '@kindred/core/kindred';
import { AppButton } from '../../components/app-button';
import { FormError } from '../../components/form/form-error';
import { useFinishOnboarding, useOnboard } from '../../features/auth';
import { kindredKeys, uploadKindredPhoto } from '../../features/kindreds';
import { describeError } from '../../lib/api-request';
import { useSession } from '../../lib/auth/use-session';
import { clearOnboardingDraft, readOnboardingDraft, writeOnboardingDraft, type OnboardingDraft } from './onboarding-draft';
import { OnboardingReveal } from './onboarding-reveal';

type Done = { kindredId: number; kindredName: string; memoryId: number };

/**
 * The first-time welcome as three short steps (issue 18): a person (name, relationship, optional
 * photo), a first memory, then what the AI makes of it, ending on the person's page. The draft is
 * kept, so the steps resume where they were left; skipping or finishing ends them for good (isFirstTimeLogin).
 */
export function GuidedOnboarding() {
  const { user } = useSession();
  const [draft, setDraft] = useState(readOnboardingDraft);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const queryClient = useQueryClient();
  const onboard = useOnboard();
  const skip = useFinishOnboarding();
  if (!done && !user?.isFirstTimeLogin) return null;

  const update = (patch: Partial<OnboardingDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    writeOnboardingDraft(next);
  };
  const handleSkip = () => skip.mutate(undefined, { onSuccess: clearOnboardingDraft });
  const handlePerson = (event: FormEvent) => {
    event.preventDefault();
    if (draft.name.trim() && draft.relationship.trim()) update({ step: 'memory' });
  };
  const handleMemory = (event: FormEvent) => {
    event.preventDefault();
    onboard.mutate(
      { name: draft.name.trim(), relationship: draft.relationship.trim(), firstMemory: draft.memory.trim() },
      {
        onSuccess: async ({ kindred, memory }) => {
          clearOnboardingDraft();
          if (photo) await uploadKindredPhoto(kindred.id, photo).catch(() => setPhotoError(TEXTS.photoFailed));
          void queryClient.invalidateQueries({ queryKey: kindredKeys.all });
          setDone({ kindredId: kindred.id, kindredName: kindred.name, memoryId: memory!.id });
        },
      },
    );
  };

  return (
    <Paper component="section" aria-labelledby="welcome-title" variant="outlined" sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}>
      <Typography id="welcome-title" variant="h5" component="h2" gutterBottom sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WavingHand color="secondary" aria-hidden />
        {TEXTS.title}
      </Typography>
      {done ? (
        <>
          <FormError message={photoError} />
          <OnboardingReveal {...done} />
        </>
      ) : draft.step === 'welcome' ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {TEXTS.intro}
          </Typography>
          <FormError message={skip.isError ? describeError(skip.error) : null} />
          <Stack direction="row" spacing={1}>
            <AppButton onClick={() => update({ step: 'person' })}>{TEXTS.getStarted}</AppButton>
            <AppButton variant="secondary" loading={skip.isPending} onClick={handleSkip}>
              {TEXTS.skip}
            </AppButton>
          </Stack>
        </>
      ) : (
        <>
          <Typography variant="overline" color="text.secondary">
            {TEXTS.step(draft.step === 'person' ? 1 : 2)}
          </Typography>
          {draft.step === 'person' ? (
            <Stack component="form" noValidate spacing={2} onSubmit={handlePerson} aria-label={TEXTS.personTitle}>
              <Typography variant="h6" component="h3">
                {TEXTS.personTitle}
              </Typography>
              <TextField label={TEXTS.name} required value={draft.name} onChange={(event) => update({ name: event.target.value })} />
              <TextField
                label={TEXTS.relationship}
                required
                placeholder={TEXTS.relationshipPlaceholder}
                value={draft.relationship}
                onChange={(event) => update({ relationship: event.target.value })}
              />
              <div>
                <Button component="label" variant="outlined">
                  {TEXTS.photo}
                  <input hidden type="file" accept={PHOTO_ACCEPTED_TYPES.join(',')} onChange={(event) => setPhoto(event.target.files?.[0] ?? null)} />
                </Button>
                {photo && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{TEXTS.photoChosen(photo.name)}</Typography>}
              </div>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                <AppButton variant="secondary" loading={skip.isPending} onClick={handleSkip}>
                  {TEXTS.skip}
                </AppButton>
                <AppButton type="submit" disabled={!draft.name.trim() || !draft.relationship.trim()}>
                  {TEXTS.next}
                </AppButton>
              </Stack>
            </Stack>
          ) : (
            <Stack component="form" noValidate spacing={2} onSubmit={handleMemory} aria-label={TEXTS.memoryTitle(draft.name.trim())}>
              <Typography variant="h6" component="h3">
                {TEXTS.memoryTitle(draft.name.trim())}
              </Typography>
              <TextField
                label={TEXTS.memory}
                required
                multiline
                minRows={4}
                placeholder={TEXTS.memoryPlaceholder}
                value={draft.memory}
                onChange={(event) => update({ memory: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormError message={onboard.isError ? describeError(onboard.error, TEXTS.saveFailed) : null} />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Stack direction="row" spacing={1}>
                  <AppButton variant="secondary" onClick={() => update({ step: 'person' })} disabled={onboard.isPending}>
                    {TEXTS.back}
                  </AppButton>
                  <AppButton variant="secondary" loading={skip.isPending} onClick={handleSkip} disabled={onboard.isPending}>
                    {TEXTS.skip}
                  </AppButton>
                </Stack>
                <AppButton type="submit" loading={onboard.isPending} disabled={!draft.memory.trim()}>
                  {TEXTS.save}
                </AppButton>
              </Stack>
            </Stack>
          )}
          <FormError message={skip.isError ? describeError(skip.error) : null} />
        </>
      )}
    </Paper>
  );
}
