import { useEffect } from 'react';
import { useKindreds } from '../../kindreds';
import { useSession } from '../../../lib/auth/use-session';
import { rememberedPeople, type PersonChoice } from './remembered-people';

type QuickCapturePeople = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; people: PersonChoice[] };

/** The people to pick from: the server's list, or offline the one last seen on this device. */
export function useQuickCapturePeople(): QuickCapturePeople {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const kindreds = useKindreds();

  useEffect(() => {
    if (kindreds.data && userId !== null) rememberedPeople.write(userId, kindreds.data);
  }, [kindreds.data, userId]);

  if (kindreds.data) return { status: 'ready', people: kindreds.data };
  // Offline, the query either waits (paused) or fails and retries: neither should hold the page up.
  const isUnreachable = kindreds.isError || kindreds.fetchStatus === 'paused' || kindreds.failureCount > 0;
  if (!isUnreachable) return { status: 'loading' };
  const remembered = rememberedPeople.read(userId);
  return remembered ? { status: 'ready', people: remembered } : { status: 'unavailable' };
}
