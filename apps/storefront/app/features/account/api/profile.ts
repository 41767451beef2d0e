import type { ChangePasswordInput, UpdateProfileInput } from '@shopwright/shared/account';
import { call } from '../../../lib/api';

export const updateProfile = (input: UpdateProfileInput) => call('PATCH users/me', { body: input });

export const changePassword = (input: ChangePasswordInput) => call('POST users/me/change-password', { body: input });

export const logoutEverywhere = () => call('POST users/me/logout-all');

export const exportAccount = () => call('GET users/me/export');

export const deleteAccount = (password: string) => call('DELETE users/me', { body: { password } });
