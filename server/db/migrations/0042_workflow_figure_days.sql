CREATE TABLE "derived"."workflow_stay_days" (
	"entity" text NOT NULL,
	"day" date NOT NULL,
	"code" smallint NOT NULL,
	"bucket" smallint NOT NULL,
	"stays" integer NOT NULL,
	CONSTRAINT "workflow_stay_days_entity_day_code_bucket_pk" PRIMARY KEY("entity","day","code","bucket")
);
--> statement-breakpoint
CREATE TABLE "derived"."workflow_transition_days" (
	"entity" text NOT NULL,
	"day" date NOT NULL,
	"from_code" smallint NOT NULL,
	"to_code" smallint NOT NULL,
	"event" text NOT NULL,
	"times" integer NOT NULL,
	CONSTRAINT "workflow_transition_days_entity_day_from_code_to_code_event_pk" PRIMARY KEY("entity","day","from_code","to_code","event")
);
--> statement-breakpoint
-- Issue 45: the workflow map over a year of a large province must not count every event or
-- sort every stay per request. Transitions are counted per UTC day as events are written;
-- ended stays per UTC day of leaving, status and length bucket. A bucket b >= 1 holds lengths
-- in [1.05^(b-1), 1.05^b) seconds, bucket 0 those under a second: a percentile read from the
-- buckets is within 5 % of the exact one.
CREATE FUNCTION "derived"."stay_bucket"(seconds double precision) RETURNS smallint
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN seconds < 1 THEN 0 ELSE 1 + floor(ln(seconds) / ln(1.05))::int END::smallint
$$;
--> statement-breakpoint
-- One ended stay counted in (delta 1) or out (delta -1) of its day and bucket.
CREATE FUNCTION "derived"."count_stay"(
  stay_entity text, stay_code smallint, entered timestamptz, left_at timestamptz, delta integer
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO derived.workflow_stay_days AS d (entity, day, code, bucket, stays)
  VALUES (stay_entity, (left_at AT TIME ZONE 'UTC')::date, stay_code,
    derived.stay_bucket(extract(epoch FROM left_at - entered)::double precision), delta)
  ON CONFLICT (entity, day, code, bucket) DO UPDATE SET stays = d.stays + excluded.stays;
$$;
--> statement-breakpoint
CREATE FUNCTION "derived"."rebuild_workflow_figure_days"() RETURNS void LANGUAGE sql AS $$
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
$$;
--> statement-breakpoint
-- As in 0041, and each stay whose end it sets or moves is counted out of its old day and
-- bucket and into its new ones; the event's transition is counted in its day.
CREATE OR REPLACE FUNCTION "derived"."keep_workflow_stays"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  following timestamptz;
  ended derived.workflow_stays%ROWTYPE;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM derived.workflow_stays;
    DELETE FROM derived.workflow_stay_days;
    DELETE FROM derived.workflow_transition_days;
    RETURN NULL;
  END IF;
  INSERT INTO derived.workflow_transition_days AS d (entity, day, from_code, to_code, event, times)
  VALUES (NEW.entity, (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.from_code, NEW.to_code,
    NEW.event, 1)
  ON CONFLICT (entity, day, from_code, to_code, event) DO UPDATE SET times = d.times + 1;
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
