import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector, read back as its text form (only the database ever looks inside it). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
