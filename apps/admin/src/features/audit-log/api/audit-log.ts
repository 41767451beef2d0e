import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export interface AuditLogParams {
  action: string;
  page: number;
}

export const auditLogKeys = {
  all: ['admin', 'audit-log'] as const,
  list: (params: AuditLogParams) => [...auditLogKeys.all, 'list', params] as const,
  actions: () => [...auditLogKeys.all, 'actions'] as const,
};

/** Always fetched afresh: other admins' changes matter here. */
export const auditLogQueryOptions = (params: AuditLogParams) =>
  queryOptions({
    queryKey: auditLogKeys.list(params),
    queryFn: () => call('GET admin/audit-log', { query: { action: params.action, page: params.page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const auditActionsQueryOptions = () =>
  queryOptions({ queryKey: auditLogKeys.actions(), queryFn: () => call('GET admin/audit-log/actions'), staleTime: 0 });

export const useAuditLog = (params: AuditLogParams) => useQuery(auditLogQueryOptions(params));
export const useAuditActions = () => useQuery(auditActionsQueryOptions());
