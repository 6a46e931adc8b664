import { z } from 'zod';
import { LIMITS, ROLES, SIGNUP_ROLES } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { checkedText, displayText } from './fields.ts';

// A pragmatic address check: something@something.tld, one @, no spaces and none of the characters
// that would need quoting (<>()[]\,;:"). Each part excludes its separator, so matching is linear.
const EMAIL_RE = /^[^\s@<>()[\]\\,;:"]+@[^\s@.<>()[\]\\,;:"]+(?:\.[^\s@.<>()[\]\\,;:"]+)+$/;

/** An email is an identifier, not text to clean up: trimmed and lower-cased, otherwise accepted or refused. */
export const emailSchema = checkedText({
  label: 'Email',
  // Room for surrounding spaces a paste brings along; the address itself is measured after trimming.
  max: LIMITS.emailMax + 64,
  tooLong: MESSAGES.emailTooLong,
  notText: MESSAGES.invalidEmail,
})
  .transform((value) => value.trim().toLowerCase())
  .pipe(
    z
      .string()
      .max(LIMITS.emailMax, { error: MESSAGES.emailTooLong, abort: true })
      .regex(EMAIL_RE, { error: MESSAGES.invalidEmail }),
  );

export const passwordSchema = checkedText({
  label: 'Password',
  max: LIMITS.passwordMax,
  tooLong: MESSAGES.passwordTooLong,
  notText: MESSAGES.passwordTooShort,
}).min(LIMITS.passwordMin, { error: MESSAGES.passwordTooShort });

export const fullNameSchema = displayText({ label: 'Full name', max: LIMITS.fullNameMax }).optional();

export const gradeSchema = displayText({ label: 'Grade', max: LIMITS.gradeMax }).optional();

export const captchaTokenSchema = checkedText({
  label: 'Captcha',
  max: LIMITS.captchaTokenMax,
  notText: MESSAGES.captchaRequired,
}).min(1, { error: MESSAGES.captchaRequired });

export const signUpBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  data: z
    .object({
      full_name: fullNameSchema,
      grade: gradeSchema,
      // Anything other than 'teacher' is stored as student; parent/admin can never be self-assigned.
      role: checkedText({ label: 'Role', max: 32 }).optional(),
    })
    .optional(),
  captcha_token: captchaTokenSchema,
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  email: emailSchema,
  password: checkedText({
    label: 'Password',
    max: LIMITS.passwordMax,
    tooLong: MESSAGES.passwordTooLong,
    notText: MESSAGES.emailOrPhoneAndPassword,
  }).min(1, { error: MESSAGES.emailOrPhoneAndPassword }),
  captcha_token: captchaTokenSchema,
});
export type SignInBody = z.input<typeof signInBodySchema>;

export const refreshBodySchema = z.object({
  refresh_token: checkedText({ label: 'Refresh token', max: LIMITS.refreshTokenMax })
    .min(1, { error: MESSAGES.invalidRefreshToken })
    .optional(),
});

export const signUpFormSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(SIGNUP_ROLES),
});

export const signInFormSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

export const roleSchema = z.enum(ROLES);

export const userMetadataSchema = z.object({
  full_name: z.string().nullable().optional(),
  grade: z.string().nullable().optional(),
  role: roleSchema,
});

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.literal('authenticated'),
  user_metadata: userMetadataSchema,
  app_metadata: z.object({ role: roleSchema }),
  factors: z.array(z.unknown()),
  identities: z.array(z.object({ id: z.string(), provider: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const profileSchema = z.object({
  id: z.uuid(),
  role: roleSchema,
  full_name: z.string().nullable(),
  grade_level: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const authSessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  refresh_token: z.string(),
  user: authUserSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const updateUserBodySchema = z.object({
  data: z.object({
    full_name: fullNameSchema,
    grade: gradeSchema,
  }),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const logoutQuerySchema = z.object({
  scope: z.enum(['local', 'global', 'others']).default('local'),
});

export const tokenQuerySchema = z.object({
  grant_type: z.enum(['password', 'refresh_token', 'pkce', 'id_token', 'web3']),
});

export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
