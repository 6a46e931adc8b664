CREATE TABLE "learning_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid,
	"class_id" uuid,
	"lessons" integer NOT NULL,
	"minutes" integer NOT NULL,
	"tests" integer NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_goals_owner_check" CHECK (("learning_goals"."student_id" is null) <> ("learning_goals"."class_id" is null))
);
--> statement-breakpoint
CREATE TABLE "test_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"test_id" text NOT NULL,
	"seed" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"items" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"correct" integer,
	"total" integer NOT NULL,
	"score" real,
	CONSTRAINT "test_attempts_status_check" CHECK ("test_attempts"."status" in ('in_progress','completed'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "speech_rate" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "scores" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "learning_goals" ADD CONSTRAINT "learning_goals_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_goals" ADD CONSTRAINT "learning_goals_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_goals" ADD CONSTRAINT "learning_goals_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_goals_student_key" ON "learning_goals" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_goals_class_key" ON "learning_goals" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "test_attempts_user_started_idx" ON "test_attempts" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "test_attempts_one_open_key" ON "test_attempts" USING btree ("user_id","test_id") WHERE "test_attempts"."status" = 'in_progress';