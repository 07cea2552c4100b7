CREATE TABLE "derived"."workflow_stay_months" (
	"entity" text NOT NULL,
	"month" date NOT NULL,
	"code" smallint NOT NULL,
	"bucket" smallint NOT NULL,
	"stays" integer NOT NULL,
	CONSTRAINT "workflow_stay_months_entity_month_code_bucket_pk" PRIMARY KEY("entity","month","code","bucket")
);
--> statement-breakpoint
CREATE TABLE "derived"."workflow_transition_months" (
	"entity" text NOT NULL,
	"month" date NOT NULL,
	"from_code" smallint NOT NULL,
	"to_code" smallint NOT NULL,
	"event" text NOT NULL,
	"times" integer NOT NULL,
	CONSTRAINT "workflow_transition_months_entity_month_from_code_to_code_event_pk" PRIMARY KEY("entity","month","from_code","to_code","event")
);
--> statement-breakpoint
-- Issue 45: a year's map summed every day's rows (the real-name stays: thousands of day and
-- bucket rows, 10 ms a request on the large seed). The same counts are kept per UTC month too;
-- a period reads its whole months from these, the other whole days from the day tables.
CREATE OR REPLACE FUNCTION "derived"."count_stay"(
  stay_entity text, stay_code smallint, entered timestamptz, left_at timestamptz, delta integer
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO derived.workflow_stay_days AS d (entity, day, code, bucket, stays)
  VALUES (stay_entity, (left_at AT TIME ZONE 'UTC')::date, stay_code,
    derived.stay_bucket(extract(epoch FROM left_at - entered)::double precision), delta)
  ON CONFLICT (entity, day, code, bucket) DO UPDATE SET stays = d.stays + excluded.stays;
  INSERT INTO derived.workflow_stay_months AS m (entity, month, code, bucket, stays)
  VALUES (stay_entity, date_trunc('month', left_at AT TIME ZONE 'UTC')::date, stay_code,
    derived.stay_bucket(extract(epoch FROM left_at - entered)::double precision), delta)
  ON CONFLICT (entity, month, code, bucket) DO UPDATE SET stays = m.stays + excluded.stays;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "derived"."rebuild_workflow_figure_days"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM derived.workflow_transition_days;
  INSERT INTO derived.workflow_transition_days (entity, day, from_code, to_code, event, times)
  SELECT entity, (created_at AT TIME ZONE 'UTC')::date, from_code, to_code, event, count(*)
  FROM public.workflow_events
  GROUP BY 1, 2, 3, 4, 5;
  DELETE FROM derived.workflow_stay_days;
  INSERT INTO derived.workflow_stay_days (entity, day, code, bucket, stays)
  SELECT entity, (left_at AT TIME ZONE 'UTC')::date, code,
    derived.stay_bucket(extract(epoch FROM left_at - entered_at)::double precision), count(*)
  FROM derived.workflow_stays
  WHERE left_at IS NOT NULL
  GROUP BY 1, 2, 3, 4;
  DELETE FROM derived.workflow_transition_months;
  INSERT INTO derived.workflow_transition_months (entity, month, from_code, to_code, event, times)
  SELECT entity, date_trunc('month', day)::date, from_code, to_code, event, sum(times)
  FROM derived.workflow_transition_days
  GROUP BY 1, 2, 3, 4, 5;
  DELETE FROM derived.workflow_stay_months;
  INSERT INTO derived.workflow_stay_months (entity, month, code, bucket, stays)
  SELECT entity, date_trunc('month', day)::date, code, bucket, sum(stays)
  FROM derived.workflow_stay_days
  GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
-- As in 0042, and each count goes to its month as well as its day.
CREATE OR REPLACE FUNCTION "derived"."keep_workflow_stays"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  following timestamptz;
  ended derived.workflow_stays%ROWTYPE;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM derived.workflow_stays;
    DELETE FROM derived.workflow_stay_days;
    DELETE FROM derived.workflow_transition_days;
    DELETE FROM derived.workflow_stay_months;
    DELETE FROM derived.workflow_transition_months;
    RETURN NULL;
  END IF;
  INSERT INTO derived.workflow_transition_days AS d (entity, day, from_code, to_code, event, times)
  VALUES (NEW.entity, (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.from_code, NEW.to_code,
    NEW.event, 1)
  ON CONFLICT (entity, day, from_code, to_code, event) DO UPDATE SET times = d.times + 1;
  INSERT INTO derived.workflow_transition_months AS m (entity, month, from_code, to_code, event, times)
  VALUES (NEW.entity, date_trunc('month', NEW.created_at AT TIME ZONE 'UTC')::date, NEW.from_code,
    NEW.to_code, NEW.event, 1)
  ON CONFLICT (entity, month, from_code, to_code, event) DO UPDATE SET times = m.times + 1;
  -- The stay the event falls in ends with it.
  SELECT * INTO ended FROM derived.workflow_stays
  WHERE entity = NEW.entity AND entity_id = NEW.entity_id
    AND (entered_at, event_id) < (NEW.created_at, NEW.id)
  ORDER BY entered_at DESC, event_id DESC
  LIMIT 1;
  IF FOUND THEN
    IF ended.left_at IS NOT NULL THEN
      PERFORM derived.count_stay(ended.entity, ended.code, ended.entered_at, ended.left_at, -1);
    END IF;
    UPDATE derived.workflow_stays SET left_at = NEW.created_at WHERE event_id = ended.event_id;
    PERFORM derived.count_stay(ended.entity, ended.code, ended.entered_at, NEW.created_at, 1);
  END IF;
  -- Its own ends where the next event of the record, if one was written before it, begins.
  SELECT entered_at INTO following FROM derived.workflow_stays
  WHERE entity = NEW.entity AND entity_id = NEW.entity_id
    AND (entered_at, event_id) > (NEW.created_at, NEW.id)
  ORDER BY entered_at, event_id
  LIMIT 1;
  INSERT INTO derived.workflow_stays (event_id, entity, entity_id, code, entered_at, left_at)
  VALUES (NEW.id, NEW.entity, NEW.entity_id, NEW.to_code, NEW.created_at, following);
  IF following IS NOT NULL THEN
    PERFORM derived.count_stay(NEW.entity, NEW.to_code, NEW.created_at, following, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
SELECT "derived"."rebuild_workflow_figure_days"();
