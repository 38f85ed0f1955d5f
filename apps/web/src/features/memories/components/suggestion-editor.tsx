import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MAX_KEY_DATE_SUGGESTIONS } from '@kindred/core/constants';
import type { DateSuggestion } from '@kindred/core/date-suggestions';
import { ADD_MEMORY_TEXTS, SUGGESTION_EDITOR_TEXTS } from '@kindred/core/memory-texts';
import { AppButton } from '../../../components/app-button';
import { type KeyDateDraft, KeyDateRowFields, newKeyDateDraft } from '../../key-dates';

const LABELS = {
  title: SUGGESTION_EDITOR_TEXTS.eventDescription,
  date: SUGGESTION_EDITOR_TEXTS.date,
  annual: SUGGESTION_EDITOR_TEXTS.annual,
  remove: SUGGESTION_EDITOR_TEXTS.remove,
};

type SuggestionEditorProps = {
  suggestions: readonly DateSuggestion[];
  isSaving: boolean;
  onSave: (rows: KeyDateDraft[]) => void;
  onSkip: () => void;
};

const draftOfSuggestion = (suggestion: DateSuggestion) =>
  newKeyDateDraft({ eventTitle: suggestion.eventDescription, date: suggestion.date, annual: suggestion.annual });

/** Spec §2.9: the detected dates, to edit, remove, add to (at most 5) and save, or skip. */
export function SuggestionEditor({ suggestions, isSaving, onSave, onSkip }: SuggestionEditorProps) {
  const [rows, setRows] = useState(() => suggestions.map(draftOfSuggestion));
  const headingId = useId();
  const wasDetected = suggestions.length > 0;
  const addRow = () => setRows((current) => [...current, newKeyDateDraft()]);
  const update = (key: number, patch: Partial<KeyDateDraft>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <Box component="section" aria-labelledby={headingId}>
      {rows.length > 0 ? (
        <>
          <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {SUGGESTION_EDITOR_TEXTS.heading}
          </Typography>
          <Typography color="text.secondary">{SUGGESTION_EDITOR_TEXTS.intro}</Typography>
          {rows.map((row, index) => (
            <KeyDateRowFields
              key={row.key}
              position={index + 1}
              row={row}
              labels={LABELS}
              order="title-first"
              disabled={isSaving}
              onChange={(patch) => update(row.key, patch)}
              onRemove={() => setRows((current) => current.filter((other) => other.key !== row.key))}
            />
          ))}
        </>
      ) : (
        <>
          <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {wasDetected ? SUGGESTION_EDITOR_TEXTS.noneKeptHeading : SUGGESTION_EDITOR_TEXTS.noneHeading}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {wasDetected ? SUGGESTION_EDITOR_TEXTS.noneKeptMessage : SUGGESTION_EDITOR_TEXTS.noneMessage}
          </Typography>
          <Button onClick={addRow}>{SUGGESTION_EDITOR_TEXTS.addKeyDate}</Button>
        </>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        <AppButton variant="secondary" onClick={onSkip} disabled={isSaving} sx={{ mr: 'auto' }}>
          {ADD_MEMORY_TEXTS.skipDates}
        </AppButton>
        {rows.length > 0 && (
          <>
            <AppButton variant="secondary" onClick={addRow} disabled={isSaving || rows.length >= MAX_KEY_DATE_SUGGESTIONS}>
              {SUGGESTION_EDITOR_TEXTS.addAnother}
            </AppButton>
            <AppButton loading={isSaving} onClick={() => onSave(rows)}>
              {SUGGESTION_EDITOR_TEXTS.save}
            </AppButton>
          </>
        )}
      </Box>
    </Box>
  );
}
