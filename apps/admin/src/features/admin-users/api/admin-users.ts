import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, CreateAdminInput } from '@shopwright/shared/admin';
import { call } from '../../../lib/api';

export const adminUserKeys = {
  all: ['admin', 'admin-users'] as const,
  list: (page: number) => [...adminUserKeys.all, 'list', page] as const,
};

export const adminUsersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminUserKeys.list(page),
    queryFn: () => call('GET admin/users', { query: { page } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useAdminUsers = (page: number) => useQuery(adminUsersQueryOptions(page));

function useAdminUsersMutation<T>(mutationFn: (input: T) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }) });
}

export const useCreateAdmin = () => useAdminUsersMutation((input: CreateAdminInput) => call('POST admin/users', { body: input }));
export const usePromoteAdmin = () => useAdminUsersMutation((email: string) => call('POST admin/users/promote', { body: { email } }));
export const useDemoteAdmin = () => useAdminUsersMutation((id: number) => call('POST admin/users/:id/demote', { params: { id } }));
