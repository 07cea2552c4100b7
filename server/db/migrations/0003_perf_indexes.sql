CREATE SCHEMA "derived";
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "derived"."realname_status_counts" (
	"status" smallint PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "messages_recipient_created_at_idx";--> statement-breakpoint
DROP INDEX "realname_applications_status_idx";--> statement-breakpoint
DROP INDEX "realname_applications_company_name_idx";--> statement-breakpoint
DROP INDEX "realname_applications_submitted_at_idx";--> statement-breakpoint
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "messages_recipient_inbox_idx" ON "messages" USING btree ("recipient_account_id",("read_at" is not null),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_recipient_unread_idx" ON "messages" USING btree ("recipient_account_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "realname_review_status_idx" ON "realname_applications" USING btree ("status","id") WHERE "realname_applications"."status" <> 0;--> statement-breakpoint
CREATE INDEX "realname_review_submitted_at_idx" ON "realname_applications" USING btree ("submitted_at","id") WHERE "realname_applications"."status" <> 0;--> statement-breakpoint
CREATE INDEX "realname_review_status_submitted_at_idx" ON "realname_applications" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "realname_review_created_at_idx" ON "realname_applications" USING btree ("created_at","id") WHERE "realname_applications"."status" <> 0;--> statement-breakpoint
CREATE INDEX "realname_review_status_created_at_idx" ON "realname_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "realname_review_company_name_idx" ON "realname_applications" USING btree ("company_name","id") WHERE "realname_applications"."status" <> 0;--> statement-breakpoint
CREATE INDEX "realname_review_status_company_name_idx" ON "realname_applications" USING btree ("status","company_name","id");