ALTER TABLE "memories" ADD COLUMN "writeup_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "writeup_due_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "memories_writeup_due_idx" ON "memories" USING btree ("writeup_due_at") WHERE processing_status = 'processing';--> statement-breakpoint
-- Write-ups were pg-boss jobs until now: the memories that were waiting are due at once (the new column's default), so their old jobs go.
DO $$ BEGIN IF to_regclass('pgboss.job') IS NOT NULL THEN DELETE FROM pgboss.job WHERE name = 'process-memory'; END IF; END $$;
