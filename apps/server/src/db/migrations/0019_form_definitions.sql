-- Issue 22: each organization's forms, one row per form. Organizations that have none yet are
-- given them by the server (the Healthcare template when first read, or their onboarding
-- industry's template), not by this migration: the templates live in the server's code.
CREATE TABLE "form_definitions" (
	"organization_id" uuid NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_definitions_organization_id_key_pk" PRIMARY KEY("organization_id","key")
);
--> statement-breakpoint
ALTER TABLE "form_definitions" ADD CONSTRAINT "form_definitions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;