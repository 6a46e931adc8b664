CREATE TABLE "moderation_case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"log_id" uuid NOT NULL,
	"student_id" uuid,
	"session_id" uuid,
	"severity" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_cases_status_check" CHECK ("moderation_cases"."status" in ('open','acknowledged','resolved'))
);
--> statement-breakpoint
ALTER TABLE "moderation_case_events" ADD CONSTRAINT "moderation_case_events_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_case_events" ADD CONSTRAINT "moderation_case_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_log_id_moderation_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."moderation_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_case_events_case_idx" ON "moderation_case_events" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_log_key" ON "moderation_cases" USING btree ("log_id");--> statement-breakpoint
CREATE INDEX "moderation_cases_student_idx" ON "moderation_cases" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "moderation_cases_status_time_idx" ON "moderation_cases" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The audit trail of a case is append-only (written by hand, not generated: drizzle-kit has no triggers).
-- Refused: any UPDATE, except the foreign key setting actor_id to null when the actor's account is deleted
-- (actor_name keeps who it was); any DELETE, except the whole trail of a case that is itself deleted.
CREATE FUNCTION "moderation_case_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'moderation_case_events is append-only: it is never truncated'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL
       AND (NEW.id, NEW.case_id, NEW.actor_name, NEW.from_status, NEW.to_status, NEW.note, NEW.created_at)
           IS NOT DISTINCT FROM
           (OLD.id, OLD.case_id, OLD.actor_name, OLD.from_status, OLD.to_status, OLD.note, OLD.created_at) THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'moderation_case_events is append-only: an event is never changed'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM "moderation_cases" WHERE "id" = OLD.case_id) THEN
    RAISE EXCEPTION 'moderation_case_events is append-only: an event is never deleted'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "moderation_case_events_append_only"
  BEFORE UPDATE OR DELETE ON "moderation_case_events"
  FOR EACH ROW EXECUTE FUNCTION "moderation_case_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "moderation_case_events_no_truncate"
  BEFORE TRUNCATE ON "moderation_case_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "moderation_case_events_append_only"();
--> statement-breakpoint
-- Flagged logs recorded before cases existed become open cases, so a named adult closes them too.
INSERT INTO "moderation_cases" ("log_id", "student_id", "session_id", "severity", "category", "created_at", "updated_at")
  SELECT "id", "user_id", "session_id", "severity", "category", "created_at", "created_at"
  FROM "moderation_logs" WHERE "flagged";--> statement-breakpoint
INSERT INTO "moderation_case_events" ("case_id", "to_status", "note", "created_at")
  SELECT "id", 'open', 'Opened when Safeguard cases were introduced.', "created_at" FROM "moderation_cases";
