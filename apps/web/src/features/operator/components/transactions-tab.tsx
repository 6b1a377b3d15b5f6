import { Download } from 'lucide-react';
import { useState } from 'react';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { bodyCell } from '@/components/ui/table-cells';
import { formatDate } from '@/lib/format-date';
import { useSamplePlatform } from '../api/get-sample-platform';
import { formatAmount } from '../format-operator';
import { TRANSACTION_STATUSES, type TransactionStatus } from '../sample-platform';
import { transactionStatusLabels } from '../status-labels';
import { saveTextFile, transactionsCsv } from '../transactions-csv';
import { SampleDataBadge } from './sample-data-badge';
import { SampleSkeleton } from './sample-skeleton';
import { TransactionStatusBadge } from './transaction-status-badge';

const columns = [
  'ID',
  'Organization',
  'Amount',
  'Status',
  'Gateway',
  'Type',
  'Date',
  'Description',
] as const;

/** The sample transactions, filtered here in the browser; Export saves what is shown. */
export function TransactionsTab() {
  const sample = useSamplePlatform();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TransactionStatus | ''>('');
  if (!sample.data) return <SampleSkeleton label="Loading transactions" />;

  const term = search.trim().toLowerCase();
  const rows = sample.data.transactions.filter(
    (row) =>
      (!status || row.status === status) &&
      (!term ||
        [row.id, row.organizationName, row.gateway, row.description].some((text) =>
          text.toLowerCase().includes(term),
        )),
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search transactions"
          placeholder="Search by ID, organization, gateway..."
          value={search}
          onChange={setSearch}
        />
        <div className="w-44">
          <Label htmlFor="transaction-status-filter">Filter</Label>
          <Select
            id="transaction-status-filter"
            value={status}
            onChange={(event) => setStatus(event.target.value as TransactionStatus | '')}
          >
            <option value="">All statuses</option>
            {TRANSACTION_STATUSES.map((option) => (
              <option key={option} value={option}>
                {transactionStatusLabels[option]}
              </option>
            ))}
          </Select>
        </div>
        <div className="ml-auto flex items-center gap-3">
          <SampleDataBadge />
          <Button
            variant="outline"
            disabled={rows.length === 0}
            onClick={() => saveTextFile(transactionsCsv(rows), 'transactions.csv')}
          >
            <Download className="size-4" aria-hidden />
            Export
          </Button>
        </div>
      </div>
      <Card className="overflow-hidden">
        {rows.length === 0 ? (
          <p className="px-6 py-12 text-center font-medium text-slate-900">
            No transactions match your search
          </p>
        ) : (
          <DataTable caption="Transactions (sample data)" columns={columns}>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className={`${bodyCell} font-mono text-xs`}>{row.id}</td>
                <td className={bodyCell}>{row.organizationName}</td>
                <td className={`${bodyCell} whitespace-nowrap`}>
                  {formatAmount(row.amount, row.currency)} {row.currency}
                </td>
                <td className={bodyCell}>
                  <TransactionStatusBadge status={row.status} />
                </td>
                <td className={bodyCell}>{row.gateway}</td>
                <td className={`${bodyCell} capitalize`}>{row.type}</td>
                <td className={`${bodyCell} whitespace-nowrap`}>{formatDate(row.createdAt)}</td>
                <td className={bodyCell}>{row.description}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Card>
    </div>
  );
}
