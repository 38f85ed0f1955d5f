import type { ReactNode } from 'react';
import { generatePath, Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@kindred/core/dates';
import { effectiveProcessingStatus, memoryDisplayTitle } from '@kindred/core/memory';
import { ONBOARDING_TEXTS as TEXTS } from '@kindred/core/onboarding-texts';
import { Spinner } from '../../components/spinner';
import { iceBreakerQueryOptions } from '../../features/ai';
import { memoryDatesQueryOptions, useMemory } from '../../features/memories';
import { paths } from '../../lib/paths';

function Finding({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="overline" color="text.secondary" component="h3">
        {label}
      </Typography>
      {children}
    </div>
  );
}

/** Step 3: the AI's title, the dates and an ice breaker appear as they are ready; then on to the person's page. */
export function OnboardingReveal({ kindredId, kindredName, memoryId }: { kindredId: number; kindredName: string; memoryId: number }) {
  const memory = useMemory(memoryId);
  const isWritten = memory.data !== undefined && effectiveProcessingStatus(memory.data) !== 'processing';
  const dates = useQuery(memoryDatesQueryOptions(memoryId));
  const iceBreaker = useQuery({ ...iceBreakerQueryOptions(kindredId), enabled: isWritten });

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {TEXTS.revealTitle}
      </Typography>
      <div role="status" aria-live="polite">
        {!isWritten && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Spinner size="sm" label={TEXTS.working} />
            <Typography color="text.secondary">{TEXTS.working}</Typography>
          </Stack>
        )}
      </div>
      {isWritten && memory.data && (
        <Finding label={TEXTS.aiTitle}>
          <Typography sx={{ fontWeight: 600 }}>{memoryDisplayTitle(memory.data)}</Typography>
        </Finding>
      )}
      {dates.data && (
        <Finding label={TEXTS.dates}>
          {dates.data.length === 0 ? (
            <Typography color="text.secondary">{TEXTS.noDates}</Typography>
          ) : (
            <ul>
              {dates.data.map((date) => (
                <li key={`${date.date}-${date.eventDescription}`}>{`${date.eventDescription}: ${formatDisplayDate(date.date)}`}</li>
              ))}
            </ul>
          )}
        </Finding>
      )}
      {iceBreaker.data && (
        <Finding label={TEXTS.iceBreaker}>
          <Typography>{iceBreaker.data}</Typography>
        </Finding>
      )}
      <div>
        <Button variant="contained" component={RouterLink} to={generatePath(paths.kindred, { kindredId: String(kindredId) })}>
          {TEXTS.finish(kindredName)}
        </Button>
      </div>
    </Stack>
  );
}
