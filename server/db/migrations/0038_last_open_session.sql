CREATE TABLE "derived"."open_course_counts" (
	"sign_up_deadline" text NOT NULL,
	"last_open_starts_on" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "open_course_counts_sign_up_deadline_last_open_starts_on_pk" PRIMARY KEY("sign_up_deadline","last_open_starts_on")
);
--> statement-breakpoint
DROP INDEX "courses_open_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "last_open_starts_on" text;--> statement-breakpoint
CREATE INDEX "courses_open_idx" ON "courses" USING btree ("sign_up_deadline","id","last_open_starts_on") WHERE "courses"."status" = 2 and "courses"."enabled";--> statement-breakpoint
-- courses.last_open_starts_on: the day the course's last session open to sign-up starts
-- (training date status 0 scheduled or 4 moved, machines/workflows/trainingDateWorkflow.ts),
-- kept by statement triggers in the transaction of each change to its sessions. The courses
-- open for sign-up are found off courses_open_idx alone, where they joined 100k sessions.
-- Only changes of a session's course, status or first day can move it.
CREATE FUNCTION "derived"."keep_last_open_session"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE courses SET last_open_starts_on = NULL WHERE last_open_starts_on IS NOT NULL;
    RETURN NULL;
  END IF;
  touched := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT course_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT course_id FROM old_rows'
    ELSE 'SELECT o.course_id FROM old_rows o JOIN new_rows n USING (id) '
      'WHERE (o.course_id, o.status, o.starts_on) IS DISTINCT FROM (n.course_id, n.status, n.starts_on) '
      'UNION SELECT n.course_id FROM old_rows o JOIN new_rows n USING (id) '
      'WHERE (o.course_id, o.status, o.starts_on) IS DISTINCT FROM (n.course_id, n.status, n.starts_on)'
  END;
  EXECUTE format(
    'UPDATE courses AS c SET last_open_starts_on = kept.last_open FROM ('
    '  SELECT ids.course_id, (SELECT max(d.starts_on) FROM training_dates d'
    '    WHERE d.course_id = ids.course_id AND d.status IN (0, 4)) AS last_open'
    '  FROM (SELECT DISTINCT course_id FROM (%s) AS touched) AS ids'
    ') AS kept WHERE c.id = kept.course_id AND c.last_open_starts_on IS DISTINCT FROM kept.last_open',
    touched);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "training_dates_last_open_insert" AFTER INSERT ON "training_dates"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."keep_last_open_session"();
--> statement-breakpoint
CREATE TRIGGER "training_dates_last_open_update" AFTER UPDATE ON "training_dates"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."keep_last_open_session"();
--> statement-breakpoint
CREATE TRIGGER "training_dates_last_open_delete" AFTER DELETE ON "training_dates"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."keep_last_open_session"();
--> statement-breakpoint
CREATE TRIGGER "training_dates_last_open_truncate" AFTER TRUNCATE ON "training_dates"
  FOR EACH STATEMENT EXECUTE FUNCTION "derived"."keep_last_open_session"();
--> statement-breakpoint
-- Every course's kept afresh: here, and after bulk loads that run without triggers (seed:large).
CREATE FUNCTION "derived"."recount_last_open_sessions"() RETURNS void LANGUAGE sql AS $$
  UPDATE courses AS c SET last_open_starts_on = open.last_open
  FROM (SELECT courses.id, max(d.starts_on) AS last_open FROM courses
        LEFT JOIN training_dates d ON d.course_id = courses.id AND d.status IN (0, 4)
        GROUP BY courses.id) AS open
  WHERE c.id = open.id AND c.last_open_starts_on IS DISTINCT FROM open.last_open;
$$;
--> statement-breakpoint
SELECT "derived"."recount_last_open_sessions"();
--> statement-breakpoint
-- The open list's total (its usual page, no filter but today): the pairs after today summed.
SELECT "derived"."count_rows_of"('courses', 'derived.open_course_counts',
  'sign_up_deadline, last_open_starts_on',
  'status = 2 AND enabled AND sign_up_deadline IS NOT NULL AND last_open_starts_on IS NOT NULL');
