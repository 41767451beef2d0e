import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorReportState } from '@shopwright/shared/admin';
import type { ErrorType } from '@shopwright/shared/support';
import { call } from '../../../lib/api';
import { supportKeys } from './tickets';

export interface ErrorReportListParams {
  state?: ErrorReportState;
  type?: ErrorType;
  page: number;
}

const reportKeys = {
  list: (params: ErrorReportListParams) => [...supportKeys.reports(), 'list', params] as const,
  detail: (id: number) => [...supportKeys.reports(), 'detail', id] as const,
};

export const errorReportListQueryOptions = (params: ErrorReportListParams) =>
  queryOptions({
    queryKey: reportKeys.list(params),
    queryFn: ({ signal }) => call('GET admin/support/error-reports', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const errorReportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reportKeys.detail(id),
    queryFn: () => call('GET admin/support/error-reports/:id', { params: { id } }),
    staleTime: 0,
  });

export const useErrorReports = (params: ErrorReportListParams) => useQuery(errorReportListQueryOptions(params));
/** Pass 0 for an id that cannot exist: nothing is fetched. */
export const useErrorReport = (id: number) => useQuery({ ...errorReportQueryOptions(id), enabled: id > 0 });

/** Resolves or reopens; the detail takes the answer, lists and counts are fetched again. */
export function useSetErrorReportResolved(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolved: boolean) => call('PATCH admin/support/error-reports/:id', { params: { id }, body: { resolved } }),
    onSuccess: (report) => {
      queryClient.setQueryData(reportKeys.detail(id), report);
      void queryClient.invalidateQueries({ queryKey: [...supportKeys.reports(), 'list'] });
      void queryClient.invalidateQueries({ queryKey: supportKeys.summary() });
    },
  });
}
