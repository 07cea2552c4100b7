CREATE TABLE "sms_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"subject_entity" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_outbox_state_check" CHECK ("sms_outbox"."state" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "sms_outbox_subject_idx" ON "sms_outbox" USING btree ("subject_entity","subject_id");