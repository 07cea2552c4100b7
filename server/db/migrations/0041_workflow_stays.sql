CREATE TABLE "derived"."workflow_stays" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" bigint NOT NULL,
	"code" smallint NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "workflow_stays_record_idx" ON "derived"."workflow_stays" USING btree ("entity","entity_id","entered_at");--> statement-breakpoint
CREATE INDEX "workflow_stays_left_idx" ON "derived"."workflow_stays" USING btree ("entity","left_at","code");--> statement-breakpoint
CREATE INDEX "workflow_events_period_idx" ON "workflow_events" USING btree ("entity","created_at","from_code","to_code","event");--> statement-breakpoint
-- Issue 45: each stay of a record in a status, for the workflow map's time in state. A stay
-- is entered by a workflow event and left at the record's next event, in (created_at, id)
-- order. Events are written once and never changed or deleted (the audit trail), but not
-- always in time order (seeds write histories): a new event splits the stay it falls in.
CREATE FUNCTION "derived"."rebuild_workflow_stays"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM derived.workflow_stays;
  INSERT INTO derived.workflow_stays (event_id, entity, entity_id, code, entered_at, left_at)
  SELECT id, entity, entity_id, to_code, created_at,
    lead(created_at) OVER (PARTITION BY entity, entity_id ORDER BY created_at, id)
  FROM public.workflow_events;
$$;
--> statement-breakpoint
CREATE FUNCTION "derived"."keep_workflow_stays"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  following timestamptz;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM derived.workflow_stays;
    RETURN NULL;
  END IF;
  -- The stay the event falls in ends with it.
  UPDATE derived.workflow_stays SET left_at = NEW.created_at
  WHERE event_id = (
    SELECT event_id FROM derived.workflow_stays
    WHERE entity = NEW.entity AND entity_id = NEW.entity_id
      AND (entered_at, event_id) < (NEW.created_at, NEW.id)
    ORDER BY entered_at DESC, event_id DESC
    LIMIT 1);
  -- Its own ends where the next event of the record, if one was written before it, begins.
  SELECT entered_at INTO following FROM derived.workflow_stays
  WHERE entity = NEW.entity AND entity_id = NEW.entity_id
    AND (entered_at, event_id) > (NEW.created_at, NEW.id)
  ORDER BY entered_at, event_id
  LIMIT 1;
  INSERT INTO derived.workflow_stays (event_id, entity, entity_id, code, entered_at, left_at)
  VALUES (NEW.id, NEW.entity, NEW.entity_id, NEW.to_code, NEW.created_at, following);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "workflow_stays_kept" AFTER INSERT ON "workflow_events"
  FOR EACH ROW EXECUTE FUNCTION "derived"."keep_workflow_stays"();
--> statement-breakpoint
CREATE TRIGGER "workflow_stays_truncate" AFTER TRUNCATE ON "workflow_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "derived"."keep_workflow_stays"();
--> statement-breakpoint
SELECT "derived"."rebuild_workflow_stays"();
