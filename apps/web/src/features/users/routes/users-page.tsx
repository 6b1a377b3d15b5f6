import { PAGE_SIZE, type AppUser } from '@concierge/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ListCard } from '@/components/list-card';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { EMPTY_USERS_PAGE, useUsers } from '../api/get-users';
import { UsersEmptyState } from '../components/users-empty-state';
import { SearchBox } from '@/components/search-box';
import { UsersSkeletonRows } from '../components/users-skeleton-rows';
import { UsersTable } from '../components/users-table';
import { writeSelectedUser } from '../selected-user';
import { readStoredPage, writeStoredPage } from '@/lib/stored-page';
import { storageKeys } from '@/lib/storage-keys';

/** SPEC §2 Users: the organization's app users, searched on the server, ten to a page. */
export function UsersPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(() => readStoredPage(storageKeys.usersPage));
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedValue(search.trim(), 300);
  const [pagedSearch, setPagedSearch] = useState(searchTerm);
  // A new search starts on its first page (set while rendering, so no request for the old page).
  if (pagedSearch !== searchTerm) {
    setPagedSearch(searchTerm);
    setPage(1);
  }

  const query = useUsers(page, searchTerm);
  const usersPage = query.data ?? EMPTY_USERS_PAGE;
  const { total_pages: totalPages, total_users: totalUsers } = usersPage.pagination;

  useEffect(() => writeStoredPage(storageKeys.usersPage, page), [page]);

  // A remembered page past the end (users were removed meanwhile) falls back to the last one.
  const lastPage = Math.max(1, totalPages);
  if (query.data && !query.isPlaceholderData && page > lastPage) setPage(lastPage);

  const viewDetails = (user: AppUser) => {
    writeSelectedUser(user);
    writeStoredPage(storageKeys.usersPage, page);
    void navigate(`/users/${encodeURIComponent(user._id)}`);
  };

  const loading = query.isPending;
  const empty = !loading && usersPage.users.length === 0;

  return (
    <div>
      <PageHeader
        title="Users Management"
        description="Manage and view user information and chat history"
      />
      <div className="mb-4 flex">
        <SearchBox
          label="Search users"
          placeholder="Search users by name, email, or phone..."
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
                totalItems: totalUsers,
                pageSize: PAGE_SIZE,
                onPageChange: setPage,
                label: 'Users pages',
              }
        }
      >
        {empty ? (
          <UsersEmptyState search={searchTerm} />
        ) : (
          <UsersTable
            users={usersPage.users}
            onViewDetails={viewDetails}
            placeholderRows={loading ? <UsersSkeletonRows /> : undefined}
            busy={loading || query.isPlaceholderData}
          />
        )}
      </ListCard>
    </div>
  );
}
