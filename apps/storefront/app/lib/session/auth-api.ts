import type { ForgotPasswordInput, RegisterInput } from '@shopwright/shared/auth';
import { call } from '../api';

export const login = (email: string, password: string) => call('POST auth/login', { body: { email, password } });

export const registerAccount = (input: RegisterInput) => call('POST auth/register', { body: input });

export const forgotPassword = (input: ForgotPasswordInput) => call('POST auth/forgot-password', { body: input });

export const resetPassword = (token: string, password: string) => call('POST auth/reset-password', { body: { token, password } });

/** `GET auth/reset-password/{token}`: 400 when the link is no longer valid. */
export const checkResetToken = (token: string) => call('GET auth/reset-password/:token', { params: { token } });

/** Revokes this session's refresh token on the server. */
export const revokeSession = (refreshToken: string) => call('POST auth/logout', { body: { refreshToken } });
