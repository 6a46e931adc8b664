CREATE TABLE "curriculum_doc_texts" (
	"doc_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_path_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"standards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "path_step_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_assignment_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "curriculum_doc_texts" ADD CONSTRAINT "curriculum_doc_texts_doc_id_curriculum_docs_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."curriculum_docs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_steps" ADD CONSTRAINT "learning_path_steps_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "path_step_completions" ADD CONSTRAINT "path_step_completions_class_assignment_id_class_assignments_id_fk" FOREIGN KEY ("class_assignment_id") REFERENCES "public"."class_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "path_step_completions" ADD CONSTRAINT "path_step_completions_step_id_learning_path_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."learning_path_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "path_step_completions" ADD CONSTRAINT "path_step_completions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_path_steps_path_idx" ON "learning_path_steps" USING btree ("path_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "path_step_completions_key" ON "path_step_completions" USING btree ("class_assignment_id","step_id","student_id");--> statement-breakpoint
CREATE INDEX "path_step_completions_student_idx" ON "path_step_completions" USING btree ("student_id");