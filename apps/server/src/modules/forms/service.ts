import {
  pageCount,
  staffMessages,
  type FormStatus,
  type PagingQuery,
  type SubmittedForm,
  type SubmittedFormsPage,
} from '@concierge/shared';
import type { CsvCell } from '../../platform/csv.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { requirePermission, type Tenant } from '../../platform/tenancy.js';
import { toFormCsvRow } from './csv-export.js';
import { toSubmittedForm } from './mapper.js';
import { organizationForms } from './organization-forms.js';
import * as queries from './queries.js';

/** Rows read per query while exporting. */
export const EXPORT_BATCH_SIZE = 500;

/** SPEC §2 Submitted Forms: the list, processing or cancelling a form, and the CSV export. */
export class FormService {
  constructor(private readonly ctx: AppContext) {}

  async list(tenant: Tenant, query: PagingQuery): Promise<SubmittedFormsPage> {
    const [rows, total] = await Promise.all([
      queries.listSubmittedForms(this.ctx.db, tenant.organizationId, {
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      }),
      queries.countSubmittedForms(this.ctx.db, tenant.organizationId),
    ]);
    return {
      forms: rows.map(toSubmittedForm),
      pagination: { total_pages: pageCount(total, query.limit), total_forms: total },
    };
  }

  /** One form, for a link that names it (a notification); another organization's id is unknown. */
  async get(tenant: Tenant, formId: string): Promise<SubmittedForm> {
    const row = isUuid(formId)
      ? await queries.findSubmittedForm(this.ctx.db, tenant.organizationId, formId)
      : null;
    if (!row) throw notFound(staffMessages.formNotFound);
    return toSubmittedForm(row);
  }

  /** 'True' processes the form, 'False' cancels it (SPEC §4 Form status). */
  async updateStatus(
    tenant: Tenant,
    formId: string,
    status: FormStatus,
  ): Promise<{ message: string; form: SubmittedForm }> {
    requirePermission(tenant, 'editContent');
    const row = isUuid(formId)
      ? await queries.updateSubmittedFormStatus(this.ctx.db, tenant.organizationId, formId, status)
      : null;
    if (!row) throw notFound(staffMessages.formNotFound);
    return {
      message: status === 'True' ? staffMessages.formProcessed : staffMessages.formCancelled,
      form: toSubmittedForm(row),
    };
  }

  async *csvRows(tenant: Tenant): AsyncGenerator<CsvCell[][]> {
    const forms = await organizationForms(this.ctx.db, tenant.organizationId);
    for await (const rows of queries.submittedFormBatches(
      this.ctx.db,
      tenant.organizationId,
      EXPORT_BATCH_SIZE,
    )) {
      yield rows.map((row) => toFormCsvRow(row, forms));
    }
  }
}
