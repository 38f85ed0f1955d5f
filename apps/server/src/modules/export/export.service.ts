import { asc, eq, getTableColumns } from 'drizzle-orm';
import { EXPORT_VERSION, type KindredExport } from '@kindred/core/export';
import type { Db } from '../../db/database';
import { coachingPlans, keyDates, kindredSummaries, kindreds, memories, type CoachingPlanRow, type KindredSummaryRow, type UserRow } from '../../db/schema';

type ExportedKindred = KindredExport['kindreds'][number];

function exportedSummary(row: KindredSummaryRow | undefined): ExportedKindred['summary'] {
  return row?.attributes && row.generatedAt ? { generatedAt: row.generatedAt.toISOString(), attributes: row.attributes } : null;
}

function exportedPlan(row: CoachingPlanRow | undefined): ExportedKindred['coachingPlan'] {
  if (!row) return null;
  const { checkedActions: _ticks, ...plan } = row.plan;
  return { generatedAt: row.generatedAt.toISOString(), engine: row.engine, plan };
}

// Search vectors are the database's own index of the text, not the user's data.
const { searchVector: _vector, searchHead: _head, ...memoryColumns } = getTableColumns(memories);

/** Everything a user owns, as one versioned document (README "Export"). Photos are files: only their presence is noted. */
export function createExportService(db: Db) {
  return {
    async exportFor(user: UserRow, now: Date = new Date()): Promise<KindredExport> {
      const [kindredRows, memoryRows, keyDateRows, summaryRows, planRows] = await Promise.all([
        db.select().from(kindreds).where(eq(kindreds.userId, user.id)).orderBy(asc(kindreds.id)),
        db.select(memoryColumns).from(memories).where(eq(memories.userId, user.id)).orderBy(asc(memories.createdAt), asc(memories.id)),
        db.select().from(keyDates).where(eq(keyDates.userId, user.id)).orderBy(asc(keyDates.date), asc(keyDates.id)),
        db.select().from(kindredSummaries).where(eq(kindredSummaries.userId, user.id)),
        db.select().from(coachingPlans).where(eq(coachingPlans.userId, user.id)),
      ]);
      const summaryOf = new Map(summaryRows.map((row) => [row.kindredId, row]));
      const planOf = new Map(planRows.map((row) => [row.kindredId, row]));
      return {
        version: EXPORT_VERSION,
        exportedAt: now.toISOString(),
        profile: { email: user.email, createdAt: user.createdAt.toISOString() },
        kindreds: kindredRows.map((kindred) => ({
          id: kindred.id,
          name: kindred.name,
          relationship: kindred.relationship,
          privateFromAi: kindred.privateFromAi,
          keepInTouch: kindred.keepInTouch,
          hasPhoto: kindred.photoKey !== null,
          createdAt: kindred.createdAt.toISOString(),
          updatedAt: kindred.updatedAt.toISOString(),
          memories: memoryRows
            .filter((memory) => memory.kindredId === kindred.id)
            .map((memory) => ({
              id: memory.id,
              rawText: memory.rawText,
              title: memory.title,
              fullSummary: memory.fullSummary,
              category: memory.category,
              keyDate: memory.keyDate,
              processingStatus: memory.processingStatus,
              createdAt: memory.createdAt.toISOString(),
              updatedAt: memory.updatedAt.toISOString(),
            })),
          keyDates: keyDateRows
            .filter((keyDate) => keyDate.kindredId === kindred.id)
            .map((keyDate) => ({ id: keyDate.id, date: keyDate.date, eventTitle: keyDate.eventTitle, annual: keyDate.annual, memoryId: keyDate.memoryId })),
          summary: exportedSummary(summaryOf.get(kindred.id)),
          coachingPlan: exportedPlan(planOf.get(kindred.id)),
        })),
      };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
