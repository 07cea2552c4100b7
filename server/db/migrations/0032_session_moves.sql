ALTER TABLE "training_dates" ADD COLUMN "proposed_starts_on" text;--> statement-breakpoint
ALTER TABLE "training_dates" ADD COLUMN "proposed_ends_on" text;--> statement-breakpoint
ALTER TABLE "training_dates" ADD COLUMN "was_rescheduled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "training_dates" ADD COLUMN "change_asked_by_account_id" bigint;--> statement-breakpoint
ALTER TABLE "training_dates" ADD CONSTRAINT "training_dates_change_asked_by_account_id_accounts_id_fk" FOREIGN KEY ("change_asked_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_dates" ADD CONSTRAINT "training_dates_proposed_span_check" CHECK ("training_dates"."proposed_ends_on" is null or "training_dates"."proposed_ends_on" >= "training_dates"."proposed_starts_on");