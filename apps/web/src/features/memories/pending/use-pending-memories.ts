import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/auth/use-session';
import { invalidateAfterMemoryWrite } from '../api/memory-keys';
import { pendingMemories } from './pending-memories';
import { sendPendingMemories } from './send-pending-memories';

/** The signed-in user's memories kept on this device, and a way to send them now (the lists they join are refreshed). */
export function usePendingMemories() {
  const { user, isSignedIn } = useSession();
  const userId = isSignedIn && user ? user.id : null;
  const drafts = useSyncExternalStore(pendingMemories.subscribe, () => pendingMemories.listFor(userId));
  const queryClient = useQueryClient();
  const send = useCallback(async () => {
    if (userId === null) return [];
    const sent = await sendPendingMemories(userId);
    await Promise.all([...new Set(sent.map((draft) => draft.kindredId))].map((kindredId) => invalidateAfterMemoryWrite(queryClient, kindredId)));
    return sent;
  }, [userId, queryClient]);
  return { userId, drafts, send };
}
