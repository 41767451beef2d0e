import { queryOptions } from '@tanstack/react-query';
import type { AddressCreateInput, AddressUpdateInput } from '@shopwright/shared/account';
import { call } from '../api';
import { accountKeys } from './account-keys';

/** `GET users/me/addresses`: the saved addresses, the default first (the account and checkout share it). */
export const addressesQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: accountKeys.addresses,
    queryFn: ({ signal }) => call('GET users/me/addresses', { signal }),
    enabled,
  });

export const createAddress = (input: AddressCreateInput) => call('POST users/me/addresses', { body: input });

export const updateAddress = (id: number, input: AddressUpdateInput) =>
  call('PATCH users/me/addresses/:id', { params: { id }, body: input });

export const deleteAddress = (id: number) => call('DELETE users/me/addresses/:id', { params: { id } });
