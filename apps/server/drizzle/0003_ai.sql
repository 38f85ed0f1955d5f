CREATE TABLE "kindred_summaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kindred_summaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kindred_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attributes" jsonb,
	"generated_at" timestamp (3) with time zone,
	"requested_at" timestamp (3) with time zone,
	"served_request_at" timestamp (3) with time zone,
	CONSTRAINT "kindred_summaries_kindred_id_unique" UNIQUE("kindred_id")
);
--> statement-breakpoint
CREATE TABLE "coaching_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coaching_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kindred_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"plan" jsonb NOT NULL,
	"engine" text NOT NULL,
	"generated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_plans_kindred_id_unique" UNIQUE("kindred_id")
);
--> statement-breakpoint
ALTER TABLE "kindreds" ADD COLUMN "private_from_ai" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kindred_summaries" ADD CONSTRAINT "kindred_summaries_kindred_id_kindreds_id_fk" FOREIGN KEY ("kindred_id") REFERENCES "public"."kindreds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kindred_summaries" ADD CONSTRAINT "kindred_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_plans" ADD CONSTRAINT "coaching_plans_kindred_id_kindreds_id_fk" FOREIGN KEY ("kindred_id") REFERENCES "public"."kindreds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_plans" ADD CONSTRAINT "coaching_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;