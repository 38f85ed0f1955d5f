import type { Kindred } from '@kindred/core/kindred';
import type { KindredRow } from '../../db/schema';

/** Where a kindred's photo is served: the random key in the path is what keeps it private. */
export function photoUrlOf(row: Pick<KindredRow, 'id' | 'photoKey'>): string | null {
  return row.photoKey ? `/api/kindreds/${row.id}/photo/${row.photoKey}.webp` : null;
}

/** The Kindred of spec §3 as the API sends it. */
export function toKindredDto(row: KindredRow): Kindred {
  return {
    id: row.id,
    name: row.name,
    relationship: row.relationship,
    photoUrl: photoUrlOf(row),
    privateFromAi: row.privateFromAi,
    keepInTouch: row.keepInTouch,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
