CREATE INDEX "courses_review_status_idx" ON "courses" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "courses_sent_idx" ON "courses" USING btree ("submitted_at","id") WHERE "courses"."status" <> 0;--> statement-breakpoint
CREATE INDEX "sign_ups_course_idx" ON "sign_ups" USING btree ("course_id","status");--> statement-breakpoint
CREATE INDEX "sign_ups_certificate_queue_idx" ON "sign_ups" USING btree (("status" in (4, 71)),"updated_at","id");--> statement-breakpoint
CREATE INDEX "training_histories_sent_idx" ON "training_histories" USING btree ("submitted_at","id") WHERE "training_histories"."status" <> 0;