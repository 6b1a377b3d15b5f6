import {
  formDefinitionMessages,
  type FormDefinition,
  type FormTemplate,
  type FormTemplateSummary,
  type Industry,
} from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { requirePermission, type Tenant } from '../../platform/tenancy.js';
import * as queries from './definition-queries.js';
import { forgetOrganizationForms } from './organization-forms.js';
import {
  DEFAULT_FORM_INDUSTRY,
  formTemplateFor,
  formTemplateSummaries,
} from './templates/index.js';

const placed = (forms: readonly FormTemplate[]): FormDefinition[] =>
  forms.map((form, position) => ({ ...form, position }));

/**
 * Gives the organization `industry`'s forms unless it has forms already. Onboarding calls it in
 * its transaction, so a new organization starts with its industry's forms.
 */
export async function provideIndustryForms(
  db: Executor,
  organizationId: string,
  industry: Industry,
): Promise<FormDefinition[]> {
  await queries.lockOrganizationForms(db, organizationId);
  const existing = await queries.listFormDefinitions(db, organizationId);
  if (existing.length > 0) return existing;
  const forms = formTemplateFor(industry);
  await queries.replaceFormDefinitions(db, organizationId, forms);
  return placed(forms);
}

/** Issue 22: the forms each organization defines, and the industry templates to start from. */
export class FormDefinitionService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * The organization's forms. An organization without any had the lab's five before forms were
   * defined per organization; it keeps them, stored now when `storeDefault` (its onboarding is
   * done), else only shown, so that onboarding can still give it its industry's forms.
   */
  async list(tenant: Tenant, { storeDefault }: { storeDefault: boolean }) {
    const stored = await queries.listFormDefinitions(this.ctx.db, tenant.organizationId);
    if (stored.length > 0) return stored;
    if (!storeDefault) return placed(formTemplateFor(DEFAULT_FORM_INDUSTRY));
    const forms = await this.ctx.db.transaction((tx) =>
      provideIndustryForms(tx, tenant.organizationId, DEFAULT_FORM_INDUSTRY),
    );
    forgetOrganizationForms(tenant.organizationId);
    return forms;
  }

  async replace(
    tenant: Tenant,
    forms: readonly FormTemplate[],
  ): Promise<{ message: string; forms: FormDefinition[] }> {
    requirePermission(tenant, 'editContent');
    await this.ctx.db.transaction(async (tx) => {
      await queries.lockOrganizationForms(tx, tenant.organizationId);
      await queries.replaceFormDefinitions(tx, tenant.organizationId, forms);
    });
    forgetOrganizationForms(tenant.organizationId);
    return { message: formDefinitionMessages.saved, forms: placed(forms) };
  }

  async applyTemplate(
    tenant: Tenant,
    industry: Industry,
  ): Promise<{ message: string; forms: FormDefinition[] }> {
    const { forms } = await this.replace(tenant, formTemplateFor(industry));
    return { message: formDefinitionMessages.templateApplied(industry), forms };
  }

  templates(): FormTemplateSummary[] {
    return formTemplateSummaries();
  }
}
