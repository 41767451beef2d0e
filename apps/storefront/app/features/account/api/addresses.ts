import { queryOptions } from '@tanstack/react-query';
import type { AddressCreateInput, AddressUpdateInput, SavedAddress } from '@shopwright/shared/account';
import { api } from '../../../lib/api';
import { accountKeys } from './account-keys';

/** `GET users/me/addresses`: the saved addresses, the default first. */
export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.addresses,
    queryFn: () => api.get<SavedAddress[]>('users/me/addresses'),
  });

export const createAddress = (input: AddressCreateInput) => api.post<SavedAddress>('users/me/addresses', input);

export const updateAddress = (id: number, input: AddressUpdateInput) => api.patch<SavedAddress>(`users/me/addresses/${id}`, input);

export const deleteAddress = (id: number) => api.delete<void>(`users/me/addresses/${id}`);
