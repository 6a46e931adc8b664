import type { AuthSession } from '@academy/shared/auth';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type EnrolledFactor = {
  id: string;
  type: 'totp';
  friendly_name: string | null;
  totp: { qr_code: string; secret: string; uri: string };
};

export const enrolFactor = () => api.post<EnrolledFactor>('/auth/v1/factors', { factor_type: 'totp' });
export const challengeFactor = (factorId: string) =>
  api.post<{ id: string; expires_at: number }>(`/auth/v1/factors/${factorId}/challenge`);
export const verifyFactor = (
  factorId: string,
  body: { challenge_id: string; code: string } | { recovery_code: string },
) => api.post<AuthSession & { recovery_codes?: string[] }>(`/auth/v1/factors/${factorId}/verify`, body);
export const unenrolFactor = (factorId: string) => api.delete<{ id: string }>(`/auth/v1/factors/${factorId}`);

/** One step: a fresh challenge answered with the code. */
export async function answerWithCode(factorId: string, code: string) {
  const challenge = await challengeFactor(factorId);
  return verifyFactor(factorId, { challenge_id: challenge.id, code });
}

export type AuthSettings = { mail: boolean; mfa_required_for_staff: boolean };
export const authSettingsQuery = {
  queryKey: ['auth', 'settings'],
  queryFn: () => api.get<AuthSettings>('/auth/v1/settings', { auth: false }),
};
export function useAuthSettings() {
  return useQuery(authSettingsQuery);
}

export const recoverPassword = (email: string, captcha_token: string) =>
  api.post<{ message: string }>('/auth/v1/recover', { email, captcha_token }, { auth: false });
export const verifyLink = (type: 'recovery' | 'invite', token: string, password: string) =>
  api.post<unknown>('/auth/v1/verify', { type, token, password }, { auth: false, retryOn401: false });
