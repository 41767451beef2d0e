import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CategoryReport,
  CustomerReport,
  Dashboard,
  ProductReport,
  ReportGroup,
  SalesReport,
  TransactionFiltersInput,
  TransactionPage,
} from '@shopwright/shared/admin';
import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';

export interface ReportRange {
  from: string;
  to: string;
  group: ReportGroup;
}

export type TransactionListParams = TransactionFiltersInput & { page: number };

export const REPORT_NAMES = ['sales', 'categories', 'products', 'customers'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export interface Reports {
  sales: SalesReport;
  categories: CategoryReport;
  products: ProductReport;
  customers: CustomerReport;
}

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  dashboard: () => [...reportKeys.all, 'dashboard'] as const,
  report: (name: ReportName, range: ReportRange) => [...reportKeys.all, name, range] as const,
  transactions: (params: TransactionListParams) => [...reportKeys.all, 'transactions', params] as const,
};

/** Figures change with every order: fetched afresh on each visit. */
export const useDashboard = () => useQuery({ queryKey: reportKeys.dashboard(), queryFn: ({ signal }) => api.get<Dashboard>('admin/dashboard', { signal }), staleTime: 0 });

/** Only the sales report is grouped; the others ignore `group`, so it stays out of their key. */
export const reportQueryOptions = <N extends ReportName>(name: N, range: ReportRange, enabled: boolean) => {
  const query = name === 'sales' ? range : { ...range, group: 'day' as const };
  return queryOptions({
    queryKey: reportKeys.report(name, query),
    queryFn: ({ signal }) => api.get<Reports[N]>(`admin/reports/${name}`, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
};
export const useReport = <N extends ReportName>(name: N, range: ReportRange, enabled: boolean) => useQuery(reportQueryOptions(name, range, enabled));

export const useTransactions = (params: TransactionListParams) =>
  useQuery({
    queryKey: reportKeys.transactions(params),
    queryFn: ({ signal }) => api.get<TransactionPage>('admin/transactions', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const downloadReportCsv = (name: ReportName, range: ReportRange) =>
  downloadFile({ path: `admin/reports/${name}.csv`, query: { ...range }, renewWith: 'users/me', fallbackName: `${name}.csv` });

export const downloadTransactionsCsv = (filters: TransactionFiltersInput) =>
  downloadFile({ path: 'admin/transactions/export.csv', query: { ...filters }, renewWith: 'users/me', fallbackName: 'transactions.csv' });
