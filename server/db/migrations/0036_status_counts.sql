CREATE TABLE "derived"."course_status_counts" (
	"status" smallint PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "derived"."credit_institution_counts" (
	"institution_corporate_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "credit_institution_counts_institution_corporate_id_status_pk" PRIMARY KEY("institution_corporate_id","status")
);
--> statement-breakpoint
CREATE TABLE "derived"."project_institution_counts" (
	"institution_corporate_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "project_institution_counts_institution_corporate_id_status_pk" PRIMARY KEY("institution_corporate_id","status")
);
--> statement-breakpoint
CREATE TABLE "derived"."sign_up_status_counts" (
	"status" smallint PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "derived"."training_history_status_counts" (
	"status" smallint PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
-- One trigger function for every derived count (0004 and 0034 wrote one per table): keeps
-- the counts table TG_ARGV[0] equal to the rows per TG_ARGV[1] (key columns, comma-separated)
-- of the rows TG_ARGV[2] admits (a condition; 'true' for all), by statement triggers in the
-- transaction of each change. Keys change in key order, so concurrent changes do not deadlock.
CREATE FUNCTION "derived"."count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counts text := TG_ARGV[0];
  keys text := TG_ARGV[1];
  admitted text := coalesce(TG_ARGV[2], 'true');
  changes text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('DELETE FROM %s', counts);
    RETURN NULL;
  END IF;
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS delta FROM new_rows WHERE %s', keys, admitted)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS delta FROM old_rows WHERE %s', keys, admitted)
    ELSE format(
      'SELECT %1$s, -1 AS delta FROM old_rows WHERE %2$s UNION ALL SELECT %1$s, 1 FROM new_rows WHERE %2$s',
      keys, admitted)
  END;
  EXECUTE format(
    'INSERT INTO %1$s AS c (%2$s, total) SELECT %2$s, sum(delta) FROM (%3$s) AS changes '
    'GROUP BY %2$s HAVING sum(delta) <> 0 ORDER BY %2$s '
    'ON CONFLICT (%2$s) DO UPDATE SET total = c.total + excluded.total',
    counts, keys, changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The triggers of one counted table: CREATE ... count_rows('<counts>', '<keys>', '<condition>').
CREATE FUNCTION "derived"."count_rows_of"(counted regclass, counts text, keys text, admitted text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := replace(counts, 'derived.', '');
  arguments text := format('%L, %L, %L', counts, keys, admitted);
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION derived.count_rows(%s)', name || '_insert', counted, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION derived.count_rows(%s)', name || '_update', counted, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION derived.count_rows(%s)', name || '_delete', counted, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s '
    'FOR EACH STATEMENT EXECUTE FUNCTION derived.count_rows(%s)', name || '_truncate', counted, arguments);
  EXECUTE format('DELETE FROM %s', counts);
  EXECUTE format('INSERT INTO %1$s (%2$s, total) SELECT %2$s, count(*) FROM %3$s WHERE %4$s GROUP BY %2$s',
    counts, keys, counted, admitted);
END
$$;
--> statement-breakpoint
SELECT "derived"."count_rows_of"('sign_ups', 'derived.sign_up_status_counts', 'status', 'true');
--> statement-breakpoint
SELECT "derived"."count_rows_of"('courses', 'derived.course_status_counts', 'status', 'true');
--> statement-breakpoint
SELECT "derived"."count_rows_of"('training_histories', 'derived.training_history_status_counts', 'status', 'true');
--> statement-breakpoint
SELECT "derived"."count_rows_of"('credit_applications', 'derived.credit_institution_counts',
  'institution_corporate_id, status', 'institution_corporate_id IS NOT NULL');
--> statement-breakpoint
SELECT "derived"."count_rows_of"('project_applications', 'derived.project_institution_counts',
  'institution_corporate_id, status', 'institution_corporate_id IS NOT NULL');
--> statement-breakpoint
-- realname_status_counts (0004 / 0034) by the same function from now on.
DROP TRIGGER "realname_status_counts_insert" ON "realname_applications";
DROP TRIGGER "realname_status_counts_update" ON "realname_applications";
DROP TRIGGER "realname_status_counts_delete" ON "realname_applications";
DROP TRIGGER "realname_status_counts_truncate" ON "realname_applications";
DROP FUNCTION "derived"."realname_status_counts_apply"();
--> statement-breakpoint
SELECT "derived"."count_rows_of"('realname_applications', 'derived.realname_status_counts', 'status', 'true');
--> statement-breakpoint
-- credit_status_counts (0004 / 0034) by the same function from now on.
DROP TRIGGER "credit_status_counts_insert" ON "credit_applications";
DROP TRIGGER "credit_status_counts_update" ON "credit_applications";
DROP TRIGGER "credit_status_counts_delete" ON "credit_applications";
DROP TRIGGER "credit_status_counts_truncate" ON "credit_applications";
DROP FUNCTION "derived"."credit_status_counts_apply"();
--> statement-breakpoint
SELECT "derived"."count_rows_of"('credit_applications', 'derived.credit_status_counts', 'status', 'true');
