import type { AccountExport, ChangePasswordInput, UpdateProfileInput } from '@shopwright/shared/account';
import type { MessageResponse } from '@shopwright/shared/auth';
import type { Profile } from '@shopwright/shared/users';
import { api } from '../../../lib/api';

export const updateProfile = (input: UpdateProfileInput) => api.patch<Profile>('users/me', input);

export const changePassword = (input: ChangePasswordInput) => api.post<MessageResponse>('users/me/change-password', input);

export const logoutEverywhere = () => api.post<MessageResponse>('users/me/logout-all');

export const exportAccount = () => api.get<AccountExport>('users/me/export');

export const deleteAccount = (password: string) => api.delete<MessageResponse>('users/me', { body: { password } });
