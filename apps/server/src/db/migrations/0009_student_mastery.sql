CREATE TABLE "student_mastery" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"applied" integer NOT NULL,
	"first_at" timestamp with time zone,
	"last_at" timestamp with time zone,
	"weeks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_skill_mastery" (
	"student_id" uuid NOT NULL,
	"skill_key" text NOT NULL,
	"code" text,
	"label" text NOT NULL,
	"family" text NOT NULL,
	"p" double precision NOT NULL,
	"answers" integer NOT NULL,
	"correct" integer NOT NULL,
	"mastered_at" timestamp with time zone,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "student_skill_mastery_student_id_skill_key_pk" PRIMARY KEY("student_id","skill_key")
);
--> statement-breakpoint
ALTER TABLE "student_mastery" ADD CONSTRAINT "student_mastery_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_skill_mastery" ADD CONSTRAINT "student_skill_mastery_student_id_student_mastery_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_mastery"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A changed or deleted score row makes the stored replay stale: drop it (rebuilt on the next read).
-- Inserts need no trigger: the read applies rows newer than the stored state and rebuilds when an older
-- one appears (the count of rows up to the stored state's newest answer no longer matches).
CREATE FUNCTION "student_mastery_invalidate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "student_mastery" WHERE "student_id" = OLD."user_id";
	IF TG_OP = 'UPDATE' AND NEW."user_id" <> OLD."user_id" THEN
		DELETE FROM "student_mastery" WHERE "student_id" = NEW."user_id";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "scores_student_mastery_invalidate" AFTER UPDATE OR DELETE ON "scores"
	FOR EACH ROW EXECUTE FUNCTION "student_mastery_invalidate"();
