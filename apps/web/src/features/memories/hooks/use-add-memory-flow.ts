import { useEffect, useEffectEvent, useState } from 'react';
import { ADD_MEMORY_SAFETY_CLOSE_MS, DATE_DETECTION_WAIT_MS } from '@kindred/core/constants';
import { normalizeSuggestions, suggestionDescription, type DateSuggestion } from '@kindred/core/date-suggestions';
import type { Memory } from '@kindred/core/memory';
import { describeError } from '../../../lib/api-request';
import { type KeyDateDraft, preloadUtcDatePicker, useCreateKeyDatesBatch } from '../../key-dates';
import { useCreateMemory } from '../api/create-memory';

/** Where the Add Memory dialog is in the flow of spec §4.5. */
export type AddMemoryStage =
  | { name: 'compose' }
  | { name: 'saving' }
  | { name: 'failed'; message: string }
  | { name: 'detecting'; memory: Memory; suggestions: DateSuggestion[] }
  | { name: 'suggestions'; memory: Memory; suggestions: DateSuggestion[] }
  | { name: 'done' };

/**
 * Spec §4.5: create the memory, then offer the dates found in it, then close. Every way out (no
 * dates, detection failing or taking over 5 s, skipping, saving the dates, failing to) ends in
 * 'done', or 'failed' when the memory itself could not be created; both close the dialog 1 s later.
 */
export function useAddMemoryFlow(kindredId: number, onClose: () => void) {
  const [stage, setStage] = useState<AddMemoryStage>({ name: 'compose' });
  const createMemory = useCreateMemory();
  const createKeyDates = useCreateKeyDatesBatch();
  const close = useEffectEvent(onClose);

  // Detection reads only the suggestions the creation answered with (spec §4.5 step 3); what it
  // waits for is the editor's date picker, which downloads on first use.
  useEffect(() => {
    if (stage.name !== 'detecting') return undefined;
    let isWaiting = true;
    const finish = (next: AddMemoryStage) => {
      if (!isWaiting) return;
      isWaiting = false;
      setStage(next);
    };
    const timer = setTimeout(() => finish({ name: 'done' }), DATE_DETECTION_WAIT_MS);
    preloadUtcDatePicker().then(
      () => finish({ name: 'suggestions', memory: stage.memory, suggestions: stage.suggestions }),
      () => finish({ name: 'done' }),
    );
    return () => {
      isWaiting = false;
      clearTimeout(timer);
    };
  }, [stage]);

  const isFinished = stage.name === 'done' || stage.name === 'failed';
  useEffect(() => {
    if (!isFinished) return undefined;
    const timer = setTimeout(() => close(), ADD_MEMORY_SAFETY_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isFinished]);

  const saveMemory = (rawText: string) => {
    setStage({ name: 'saving' });
    createMemory.mutate(
      { kindredId, rawText },
      {
        onSuccess: ({ memory, dateSuggestions }) => {
          const suggestions = normalizeSuggestions(dateSuggestions);
          setStage(suggestions.length > 0 ? { name: 'detecting', memory, suggestions } : { name: 'done' });
        },
        onError: (error) => setStage({ name: 'failed', message: describeError(error) }),
      },
    );
  };

  const saveKeyDates = (memory: Memory, rows: readonly KeyDateDraft[]) => {
    const keyDates = rows
      .filter((row) => row.date !== '')
      .map((row) => ({ date: row.date, eventTitle: suggestionDescription(row.eventTitle, row.date), annual: row.annual, kindredId, memoryId: memory.id }));
    if (keyDates.length === 0) {
      setStage({ name: 'done' });
      return;
    }
    createKeyDates.mutate(
      { kindredId, keyDates },
      {
        onSuccess: () => setStage({ name: 'done' }),
        // Spec §8: logged, and the flow ends as if they were saved; the memory itself is safe.
        onError: (error) => {
          console.error('Saving the suggested key dates failed', error);
          setStage({ name: 'done' });
        },
      },
    );
  };

  return {
    stage,
    saveMemory,
    saveKeyDates,
    isSavingKeyDates: createKeyDates.isPending,
    skipKeyDates: () => setStage({ name: 'done' }),
  };
}
