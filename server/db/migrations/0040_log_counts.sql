CREATE TABLE "derived"."admin_action_counts" (
	"action" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "derived"."login_result_counts" (
	"success" boolean PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);

--> statement-breakpoint
-- Kept by derived.count_rows (0036): the login log's page counted 200k attempts (joined to
-- their accounts) per request, the admin action log's 50k actions. Every row is counted.
SELECT "derived"."count_rows_of"('login_logs', 'derived.login_result_counts', 'success', 'true');
--> statement-breakpoint
SELECT "derived"."count_rows_of"('admin_actions', 'derived.admin_action_counts', 'action', 'true');
