import { useId, useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  notificationSettingsSchema,
  REMINDER_DAYS_BEFORE_CHOICES,
  REMINDER_DAYS_BEFORE_MAX_COUNT,
  WEEKDAYS,
  type NotificationSettings,
} from '@kindred/core/calendar';
import { DAYS_BEFORE_LABELS, NOTIFICATION_TEXTS as TEXTS, WEEKDAY_LABELS } from '@kindred/core/calendar-texts';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { RetryAlert } from '../../../components/retry-alert';
import { useToast } from '../../../components/toast/use-toast';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

type FormControlProps = { control: Control<NotificationSettings> };

/** Every IANA zone the browser knows, with the saved one kept even if the browser does not list it (e.g. "UTC"). */
function timeZoneChoices(saved: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(saved) ? known : [saved, ...known];
}

function SwitchField({ control, name, label, help }: FormControlProps & { name: 'emailReminders' | 'weeklyDigest'; label: string; help: string }) {
  const { field } = useController({ control, name });
  const helpId = useId();
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={field.value}
            onChange={(_event, checked) => field.onChange(checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': helpId } }}
          />
        }
        label={label}
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {help}
      </FormHelperText>
    </div>
  );
}

/** Up to three "remind me" offsets as checkboxes; the others are disabled once three are chosen. */
function DaysBeforeField({ control }: FormControlProps) {
  const { field, fieldState } = useController({ control, name: 'daysBefore' });
  const helpId = useId();
  const chosen = field.value;
  const isFull = chosen.length >= REMINDER_DAYS_BEFORE_MAX_COUNT;
  const toggle = (days: number, checked: boolean) =>
    field.onChange(checked ? [...chosen, days].sort((a, b) => a - b) : chosen.filter((value) => value !== days));
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} aria-describedby={helpId}>
      <FormLabel component="legend">{TEXTS.daysBefore}</FormLabel>
      <FormGroup row>
        {REMINDER_DAYS_BEFORE_CHOICES.map((days, index) => {
          const isChecked = chosen.includes(days);
          return (
            <FormControlLabel
              key={days}
              label={DAYS_BEFORE_LABELS[days]}
              control={
                <Checkbox
                  checked={isChecked}
                  disabled={isFull && !isChecked}
                  onChange={(_event, checked) => toggle(days, checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                />
              }
            />
          );
        })}
      </FormGroup>
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {fieldState.error?.message ?? TEXTS.daysBeforeHelp(REMINDER_DAYS_BEFORE_MAX_COUNT)}
      </FormHelperText>
    </FormControl>
  );
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const { formRef, ...form } = useAppForm(notificationSettingsSchema, { defaultValues: settings });
  const save = useSaveNotificationSettings();
  const { showToast } = useToast();
  const isDigestOn = form.watch('weeklyDigest');
  const zones = useMemo(() => timeZoneChoices(settings.timeZone), [settings.timeZone]);

  const handleSubmit = form.submit((values) => {
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        showToast(TEXTS.saved, { type: 'success' });
      },
      onError: (error) => form.showServerError(error),
    });
  });

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit} aria-label={TEXTS.heading}>
      <FormError message={form.formError} />
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <SwitchField control={form.control} name="emailReminders" label={TEXTS.emailReminders} help={TEXTS.emailRemindersHelp} />
        <DaysBeforeField control={form.control} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
          <FormTextField control={form.control} name="timeOfDay" type="time" label={TEXTS.timeOfDay} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 160 }} />
          <FormTextField control={form.control} name="timeZone" select label={TEXTS.timeZone} slotProps={{ select: { native: true } }} sx={{ minWidth: 260 }}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </FormTextField>
        </Stack>
        <SwitchField control={form.control} name="weeklyDigest" label={TEXTS.weeklyDigest} help={TEXTS.weeklyDigestHelp} />
        <FormTextField
          control={form.control}
          name="digestDay"
          select
          label={TEXTS.digestDay}
          disabled={!isDigestOn}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 200 }}
        >
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {WEEKDAY_LABELS[day]}
            </option>
          ))}
        </FormTextField>
        <AppButton type="submit" loading={save.isPending}>
          {TEXTS.save}
        </AppButton>
      </Stack>
    </Box>
  );
}

/** "Notifications" on the profile page: e-mail reminders, when they go out, and the weekly digest. */
export function NotificationSettingsForm() {
  const settings = useNotificationSettings();
  if (settings.isPending) {
    return (
      <Box role="status" aria-label={TEXTS.loading}>
        <Skeleton height={240} />
      </Box>
    );
  }
  if (settings.isError) {
    return <RetryAlert message={TEXTS.loadFailed} retryLabel={TEXTS.retry} isRetrying={settings.isFetching} onRetry={() => void settings.refetch()} />;
  }
  return <SettingsForm settings={settings.data} />;
}
