CREATE TABLE "kindreds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kindreds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"relationship" varchar(50) NOT NULL,
	"photo_key" text,
	"memory_count" integer DEFAULT 0 NOT NULL,
	"last_memory_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kindred_id" integer NOT NULL,
	"raw_text" text NOT NULL,
	"title" text,
	"full_summary" text,
	"category" text DEFAULT 'General' NOT NULL,
	"key_date" date,
	"processing_status" text DEFAULT 'processing' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "key_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kindred_id" integer NOT NULL,
	"memory_id" integer,
	"date" date NOT NULL,
	"event_title" varchar(200) NOT NULL,
	"annual" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kindreds" ADD CONSTRAINT "kindreds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_kindred_id_kindreds_id_fk" FOREIGN KEY ("kindred_id") REFERENCES "public"."kindreds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_dates" ADD CONSTRAINT "key_dates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_dates" ADD CONSTRAINT "key_dates_kindred_id_kindreds_id_fk" FOREIGN KEY ("kindred_id") REFERENCES "public"."kindreds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_dates" ADD CONSTRAINT "key_dates_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kindreds_user_id_idx" ON "kindreds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "memories_kindred_created_idx" ON "memories" USING btree ("kindred_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "memories_user_created_idx" ON "memories" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "memories_search_idx" ON "memories" USING gin ((coalesce(title, '') || ' ' || coalesce(full_summary, '') || ' ' || raw_text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "key_dates_kindred_idx" ON "key_dates" USING btree ("kindred_id","date");--> statement-breakpoint
CREATE INDEX "key_dates_memory_idx" ON "key_dates" USING btree ("memory_id");--> statement-breakpoint
CREATE INDEX "key_dates_user_idx" ON "key_dates" USING btree ("user_id");--> statement-breakpoint
-- Each kindred keeps its memory count and latest memory time, so the dashboard reads 50 rows, not 10,000.
CREATE FUNCTION "kindreds_count_memories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "kindreds"
      SET "memory_count" = "memory_count" + 1,
          "last_memory_at" = greatest(coalesce("last_memory_at", NEW."created_at"), NEW."created_at")
      WHERE "id" = NEW."kindred_id";
  ELSE
    -- When the kindred itself is being deleted this finds no row, which is what we want.
    UPDATE "kindreds"
      SET "memory_count" = "memory_count" - 1,
          "last_memory_at" = (SELECT max("created_at") FROM "memories" WHERE "kindred_id" = OLD."kindred_id")
      WHERE "id" = OLD."kindred_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "memories_count" AFTER INSERT OR DELETE ON "memories" FOR EACH ROW EXECUTE FUNCTION "kindreds_count_memories"();
