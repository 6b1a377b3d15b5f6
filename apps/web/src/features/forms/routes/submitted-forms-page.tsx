import { PAGE_SIZE, type SubmittedForm } from '@concierge/shared';
import { useEffect, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useFormLook } from '@/lib/form-look';
import { ListCard } from '@/components/list-card';
import { EMPTY_FORMS_PAGE, useSubmittedForms } from '../api/get-submitted-forms';
import { ExportCsvButton } from '../components/export-csv-button';
import { FormDetailsDrawer } from '../components/form-details-drawer';
import { FormsEmptyState } from '../components/forms-empty-state';
import { SearchBox } from '@/components/search-box';
import { FormsSkeletonRows } from '../components/forms-skeleton-rows';
import { FormsTable } from '../components/forms-table';
import { filterForms } from '../filter-forms';
import { readStoredPage, writeStoredPage } from '@/lib/stored-page';
import { storageKeys } from '@/lib/storage-keys';
import { useFormSelection } from '../use-form-selection';
import { useLinkedForm } from '../use-linked-form';

/** SPEC §2 Submitted Forms: the forms visitors sent, ten to a page, processed or cancelled here. */
export function SubmittedFormsPage() {
  const [page, setPage] = useState(() => readStoredPage(storageKeys.formsPage));
  const [search, setSearch] = useState('');
  const query = useSubmittedForms(page);
  const formsPage = query.data ?? EMPTY_FORMS_PAGE;
  const { total_pages: totalPages, total_forms: totalForms } = formsPage.pagination;
  const forms = filterForms(formsPage.forms, search);
  const selection = useFormSelection();
  const { lookOf } = useFormLook();
  const linked = useLinkedForm(query.isPending ? undefined : formsPage.forms, selection.select);

  useEffect(() => writeStoredPage(storageKeys.formsPage, page), [page]);

  const viewDetails = (form: SubmittedForm) => {
    selection.select(form);
    linked.link(form.id);
  };
  const onDrawerOpenChange = (open: boolean) => {
    selection.onOpenChange(open);
    if (!open) linked.link(null);
  };

  // A remembered page past the end (forms were removed meanwhile) falls back to the last one.
  const lastPage = Math.max(1, totalPages);
  if (query.data && !query.isPlaceholderData && page > lastPage) setPage(lastPage);

  const loading = query.isPending;

  return (
    <div>
      <PageHeader
        title="Submitted Forms"
        description="View and manage all forms submitted by users"
        actions={<ExportCsvButton />}
      />
      <div className="mb-4 flex">
        <SearchBox
          label="Search forms"
          placeholder="Search forms by category, form ID, or content..."
          value={search}
          onChange={setSearch}
        />
      </div>
      <ListCard
        pagination={
          loading
            ? null
            : {
                page,
                totalPages,
                totalItems: totalForms,
                pageSize: PAGE_SIZE,
                onPageChange: setPage,
                label: 'Submitted forms pages',
              }
        }
      >
        {!loading && forms.length === 0 ? (
          <FormsEmptyState search={search.trim()} />
        ) : (
          <FormsTable
            forms={forms}
            lookOf={lookOf}
            onViewDetails={viewDetails}
            placeholderRows={loading ? <FormsSkeletonRows /> : undefined}
            busy={loading || query.isPlaceholderData}
          />
        )}
      </ListCard>
      {selection.form && (
        <FormDetailsDrawer
          key={selection.form.id}
          form={selection.form}
          look={lookOf({ key: selection.form.form_key, category: selection.form.category })}
          open={selection.open}
          onOpenChange={onDrawerOpenChange}
        />
      )}
    </div>
  );
}
