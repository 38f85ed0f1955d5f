import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeyDate } from '@kindred/core/key-date';
import type { Memory, UpdateMemoryRequest } from '@kindred/core/memory';
import { createKeyDate, deleteKeyDate, invalidateKeyDateLists, updateKeyDate, type KeyDateDraft } from '../../key-dates';
import { kindredKeys } from '../../kindreds';
import { getMemory } from '../api/get-memory';
import { memoryKeys } from '../api/memory-keys';
import { updateMemory } from '../api/update-memory';

export type SaveMemoryEditInput = {
  memory: Memory;
  fields: UpdateMemoryRequest;
  /** The memory's key dates as loaded, and as edited; both null when they could not be loaded. */
  keyDates: { original: readonly KeyDate[]; edited: readonly KeyDateDraft[] } | null;
};

const fieldsOf = (row: KeyDateDraft) => ({ date: row.date, eventTitle: row.eventTitle.trim(), annual: row.annual });
const isChanged = (original: KeyDate | undefined, row: KeyDateDraft) => {
  const fields = fieldsOf(row);
  return !original || original.date !== fields.date || original.eventTitle !== fields.eventTitle || original.annual !== fields.annual;
};

/** Spec §4.6: the memory, then removed key dates deleted, new ones created, changed ones updated; then the memory read again. */
async function saveMemoryEdit({ memory, fields, keyDates }: SaveMemoryEditInput): Promise<Memory> {
  await updateMemory(memory.id, fields);
  if (keyDates) {
    const { original, edited } = keyDates;
    const keptIds = new Set(edited.map((row) => row.id));
    await Promise.all(original.filter((keyDate) => !keptIds.has(keyDate.id)).map((keyDate) => deleteKeyDate(keyDate.id)));
    await Promise.all(
      edited.filter((row) => row.id === undefined).map((row) => createKeyDate({ ...fieldsOf(row), kindredId: memory.kindredId, memoryId: memory.id })),
    );
    const originalById = new Map(original.map((keyDate) => [keyDate.id, keyDate]));
    await Promise.all(
      edited.filter((row) => row.id !== undefined && isChanged(originalById.get(row.id), row)).map((row) => updateKeyDate(row.id!, fieldsOf(row))),
    );
  }
  return getMemory(memory.id);
}

/** Saves the Edit Memory dialog. Lists are refreshed whatever the outcome: a failure may come after some writes. */
export function useSaveMemoryEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMemoryEdit,
    onSuccess: (memory) => queryClient.setQueryData(memoryKeys.detail(memory.id), memory),
    onError: (_, { memory }) => queryClient.invalidateQueries({ queryKey: memoryKeys.detail(memory.id) }),
    // Not awaited: the dialog closes as soon as the save is done, and the lists catch up behind it.
    onSettled: (_, __, { memory }) => {
      void queryClient.invalidateQueries({ queryKey: memoryKeys.kindredList(memory.kindredId) });
      void queryClient.invalidateQueries({ queryKey: kindredKeys.all });
      void invalidateKeyDateLists(queryClient);
    },
  });
}
