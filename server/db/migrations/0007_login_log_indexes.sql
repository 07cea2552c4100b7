DROP INDEX "login_logs_created_at_idx";--> statement-breakpoint
CREATE INDEX "login_logs_success_created_at_idx" ON "login_logs" USING btree ("success","created_at","id");--> statement-breakpoint
CREATE INDEX "login_logs_created_at_idx" ON "login_logs" USING btree ("created_at","id");