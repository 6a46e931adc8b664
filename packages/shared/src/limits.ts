/** Business constants and limits. */
export const LIMITS = {
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 128,
  fullNameMax: 100,
  gradeMax: 20,
  captchaTokenMax: 4096,
  refreshTokenMax: 512,
  secureTextMax: 1000,
  tutorMessageMax: 2000,
  sessionsPage: 50,
  scoresPage: 100,
  recentSessions: 5,
  authAttempts: 5,
  authWindowMs: 300_000,
  refreshTokenDays: 30,
  tokenRefreshTickMs: 30_000,
  tokenRefreshBackoffStartMs: 200,
  realtimeHeartbeatMs: 25_000,
  realtimeTimeoutMs: 10_000,
  jobRefreshMs: 5000,
  speechChunk: 200,
  samplePreview: 60,
  mobileBreakpoint: 768,
} as const;

export const ROLES = ['student', 'educator', 'admin', 'parent'] as const;
export type Role = (typeof ROLES)[number];

export const SIGNUP_ROLES = ['student', 'teacher'] as const;
export type SignUpRole = (typeof SIGNUP_ROLES)[number];

/** Sign-up offers Student and Teacher; Teacher is stored as educator and anything else as student. */
export function roleFromSignUp(requested: unknown): Role {
  return requested === 'teacher' || requested === 'educator' ? 'educator' : 'student';
}

/** Where a user lands after sign-in, by role. */
export function homePathForRole(role: string | null | undefined): string {
  switch (role) {
    case 'student':
      return '/student';
    case 'educator':
    case 'admin':
      return '/teacher';
    case 'parent':
      return '/parent';
    default:
      return '/';
  }
}
