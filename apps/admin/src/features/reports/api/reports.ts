import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportGroup, TransactionFiltersInput } from '@shopwright/shared/admin';
import type { TaxReportQuery } from '@shopwright/shared/tax';
import type { AdminContract } from '@shopwright/shared/admin-contract';
import { call } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';

export interface ReportRange {
  from: string;
  to: string;
  group: ReportGroup;
}

export type TransactionListParams = TransactionFiltersInput & { page: number };

export const REPORT_NAMES = ['sales', 'categories', 'products', 'customers'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
/** Each report's answer, as the contract has it. */
export type Reports = { [N in ReportName]: AdminContract[`GET admin/reports/${N}`]['response'] };

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  dashboard: () => [...reportKeys.all, 'dashboard'] as const,
  report: (name: ReportName, range: ReportRange) => [...reportKeys.all, name, range] as const,
  transactions: (params: TransactionListParams) => [...reportKeys.all, 'transactions', params] as const,
  taxes: (query: TaxReportQuery) => [...reportKeys.all, 'taxes', query] as const,
};

/** Figures change with every order: fetched afresh on each visit. */
export const useDashboard = () =>
  useQuery({ queryKey: reportKeys.dashboard(), queryFn: ({ signal }) => call('GET admin/dashboard', { signal }), staleTime: 0 });

/** `variant`: the products report breaks each product down by variant (ignored by the others). */
export type ReportBreakdown = 'product' | 'variant';

/** What a report is asked for: only the sales report is grouped and only products broken down, so the rest stays out of the key. */
const reportQuery = (name: ReportName, range: ReportRange, by: ReportBreakdown) => ({
  ...(name === 'sales' ? range : { ...range, group: 'day' as const }),
  ...(name === 'products' && by === 'variant' ? { by } : {}),
});

export const reportQueryOptions = <N extends ReportName>(
  name: N,
  range: ReportRange,
  enabled: boolean,
  by: ReportBreakdown = 'product',
) => {
  const query = reportQuery(name, range, by);
  return queryOptions({
    queryKey: reportKeys.report(name, query),
    // TypeScript cannot tie the key's N to the answer's N; Reports[N] is that key's contract answer.
    queryFn: ({ signal }) => call(`GET admin/reports/${name as ReportName}`, { query: { ...query }, signal }) as Promise<Reports[N]>,
    placeholderData: keepPreviousData,
    enabled,
  });
};
export const useReport = <N extends ReportName>(name: N, range: ReportRange, enabled: boolean, by?: ReportBreakdown) =>
  useQuery(reportQueryOptions(name, range, enabled, by));

/** Month or quarter rows of the tax report (an OSS return is quarterly). */
export type TaxInterval = TaxReportQuery['interval'];

/** The tax report asks for the range's days only: it is grouped by month or quarter, never by the sales report's group. */
const taxQuery = (range: ReportRange, interval: TaxInterval): TaxReportQuery => ({ from: range.from, to: range.to, interval });

export const taxReportQueryOptions = (range: ReportRange, interval: TaxInterval, enabled: boolean) => {
  const query = taxQuery(range, interval);
  return queryOptions({
    queryKey: reportKeys.taxes(query),
    queryFn: ({ signal }) => call('GET admin/reports/taxes', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
};
export const useTaxReport = (range: ReportRange, interval: TaxInterval, enabled: boolean) =>
  useQuery(taxReportQueryOptions(range, interval, enabled));

export const useTransactions = (params: TransactionListParams) =>
  useQuery({
    queryKey: reportKeys.transactions(params),
    queryFn: ({ signal }) => call('GET admin/transactions', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const downloadReportCsv = (name: ReportName, range: ReportRange, by: ReportBreakdown = 'product') =>
  downloadFile({
    path: `admin/reports/${name}.csv`,
    query: { ...range, ...(name === 'products' && by === 'variant' ? { by } : {}) },
    renew: () => call('GET users/me'),
    fallbackName: `${name}.csv`,
  });

export const downloadTransactionsCsv = (filters: TransactionFiltersInput) =>
  downloadFile({
    path: 'admin/transactions/export.csv',
    query: { ...filters },
    renew: () => call('GET users/me'),
    fallbackName: 'transactions.csv',
  });

export const downloadTaxReportCsv = (range: ReportRange, interval: TaxInterval) =>
  downloadFile({
    path: 'admin/reports/taxes.csv',
    query: { ...taxQuery(range, interval) },
    renew: () => call('GET users/me'),
    fallbackName: 'taxes.csv',
  });
