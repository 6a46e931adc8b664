import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  homePathForRole,
  LIMITS,
  MESSAGES,
  passwordSchema,
  roleFromSignUp,
  sanitizeEmail,
  sanitizeText,
  signInBodySchema,
  signUpBodySchema,
  signUpFormSchema,
  updateUserBodySchema,
} from './index.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Ada.Lovelace@School.Example  ')).toBe('ada.lovelace@school.example');
  });

  it('strips tags, script blocks and event-handler text', () => {
    expect(emailSchema.parse('<b>ada@school.test</b>')).toBe('ada@school.test');
    expect(emailSchema.parse('<script>alert(1)</script>ada@school.test')).toBe('ada@school.test');
    expect(emailSchema.parse('ada@school.test onmouseover=steal()')).toBe('ada@school.test');
    expect(emailSchema.parse('javascript:ada@school.test')).toBe('ada@school.test');
  });

  it.each([
    '',
    'not-an-email',
    'a@b',
    'a b@school.test',
    'a@@school.test',
    '@school.test',
    'ada@',
    'ada@school.',
  ])('rejects %j with the spec message', (value) => {
    const result = emailSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual([MESSAGES.invalidEmail]);
  });

  it('rejects a non-string with the spec message', () => {
    expect(messagesOf(emailSchema.safeParse(123))).toEqual([MESSAGES.invalidEmail]);
    expect(messagesOf(emailSchema.safeParse(undefined))).toEqual([MESSAGES.invalidEmail]);
  });

  it('accepts 254 characters and refuses 255', () => {
    const at = (length: number) => `${'a'.repeat(length - '@school.test'.length)}@school.test`;
    expect(emailSchema.parse(at(LIMITS.emailMax))).toHaveLength(254);
    const tooLong = emailSchema.safeParse(at(LIMITS.emailMax + 1));
    expect(tooLong.success).toBe(false);
    expect(messagesOf(tooLong)).toContain(MESSAGES.emailTooLong);
  });

  it('measures the length after sanitising', () => {
    const padded = `   ${'a'.repeat(254 - '@school.test'.length)}@school.test   `;
    expect(emailSchema.safeParse(padded).success).toBe(true);
  });
});

describe('passwordSchema', () => {
  it('accepts 6 to 128 characters, unchanged (not trimmed)', () => {
    expect(passwordSchema.parse('123456')).toBe('123456');
    expect(passwordSchema.parse(' pass word ')).toBe(' pass word ');
    expect(passwordSchema.parse('x'.repeat(128))).toHaveLength(128);
  });

  it('refuses fewer than 6 with the spec message', () => {
    expect(MESSAGES.passwordTooShort).toBe('Password must be at least 6 characters long');
    for (const value of ['', '12345', undefined, 42]) {
      expect(messagesOf(passwordSchema.safeParse(value))).toEqual([MESSAGES.passwordTooShort]);
    }
  });

  it('refuses more than 128', () => {
    expect(messagesOf(passwordSchema.safeParse('x'.repeat(129)))).toEqual([MESSAGES.passwordTooLong]);
  });
});

describe('sanitizeText', () => {
  it('strips script blocks with their content', () => {
    expect(sanitizeText('Hello <script>alert("x")</script>world')).toBe('Hello world');
    expect(sanitizeText('a<SCRIPT type="text/javascript">\nsteal()\n</SCRIPT >b')).toBe('ab');
  });

  it('strips HTML tags and keeps their text', () => {
    expect(sanitizeText('<p>Hi <b>there</b><br/></p>')).toBe('Hi there');
    expect(sanitizeText('<img src=x onerror=alert(1)>cat')).toBe('cat');
    expect(sanitizeText('<!-- note -->done')).toBe('done');
  });

  it('strips javascript: and inline event handlers', () => {
    expect(sanitizeText('go javascript:alert(1)')).toBe('go alert(1)');
    expect(sanitizeText('JavaScript :void(0)')).toBe('void(0)');
    expect(sanitizeText('x onclick="steal()" y')).toBe('x  y');
    expect(sanitizeText("x onload='a()' y onerror=b() z")).toBe('x  y  z');
  });

  it('catches fragments that one pass would reassemble', () => {
    expect(sanitizeText('<scr<script>x</script>ipt>alert(1)</script>')).toBe('alert(1)');
    expect(sanitizeText('<<b>script>evil()<</b>/script>')).not.toMatch(/<script/i);
    expect(sanitizeText('javajavascript:script:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('x o<b></b>nclick=alert(1) y')).toBe('x  y');
  });

  it('keeps ordinary text, including maths and apostrophes', () => {
    expect(sanitizeText("What's 3 < 5 and 7 > 2?")).toBe("What's 3 < 5 and 7 > 2?");
    expect(sanitizeText('  Once upon a time  ')).toBe('Once upon a time');
  });

  it('cuts to 1000 characters by default, or the given maximum', () => {
    expect(LIMITS.secureTextMax).toBe(1000);
    expect(sanitizeText('x'.repeat(1500))).toHaveLength(1000);
    expect(sanitizeText('x'.repeat(50), 20)).toHaveLength(20);
    expect(sanitizeText(`<b>${'y'.repeat(30)}</b>`, 10)).toBe('y'.repeat(10));
  });

  it('sanitizeEmail lower-cases and does not cut', () => {
    expect(sanitizeEmail(` <i>${'A'.repeat(1200)}</i> `)).toBe('a'.repeat(1200));
  });
});

describe('roleFromSignUp', () => {
  it('stores teacher as educator', () => {
    expect(roleFromSignUp('teacher')).toBe('educator');
  });

  it.each([
    'student',
    'parent',
    'admin',
    'ADMIN',
    'Teacher',
    ' teacher',
    'superuser',
    '',
    undefined,
    null,
    1,
    {},
  ])('stores %j as student', (requested) => {
    expect(roleFromSignUp(requested)).toBe('student');
  });
});

describe('homePathForRole', () => {
  it.each([
    ['student', '/student'],
    ['educator', '/teacher'],
    ['admin', '/teacher'],
    ['parent', '/parent'],
    ['teacher', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
  ] as const)('%j goes to %s', (role, home) => {
    expect(homePathForRole(role)).toBe(home);
  });
});

describe('signUpBodySchema', () => {
  const valid = { email: ' Ada@School.test ', password: 'secret1', captcha_token: 'token' };

  it('parses a valid body, sanitising the email and the profile text', () => {
    const parsed = signUpBodySchema.parse({
      ...valid,
      data: { full_name: ' <b>Ada</b> Lovelace ', grade: '<i>3</i>', role: 'teacher' },
    });
    expect(parsed).toEqual({
      email: 'ada@school.test',
      password: 'secret1',
      captcha_token: 'token',
      data: { full_name: 'Ada Lovelace', grade: '3', role: 'teacher' },
    });
  });

  it.each([{}, { captcha_token: '' }, { captcha_token: 7 }])(
    'requires captcha_token with the captcha message (%j)',
    (captcha) => {
      const { captcha_token: _omit, ...rest } = valid;
      const result = signUpBodySchema.safeParse({ ...rest, ...captcha });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['captcha_token'], message: MESSAGES.captchaRequired }),
      ]);
    },
  );

  it('names each bad field', () => {
    const result = signUpBodySchema.safeParse({ email: 'nope', password: '1', captcha_token: 't' });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['email'], MESSAGES.invalidEmail],
      [['password'], MESSAGES.passwordTooShort],
    ]);
  });

  it('cuts the full name to 100 and the grade to 20 characters', () => {
    const parsed = signUpBodySchema.parse({
      ...valid,
      data: { full_name: 'n'.repeat(300), grade: 'g'.repeat(50) },
    });
    expect(parsed.data?.full_name).toHaveLength(100);
    expect(parsed.data?.grade).toHaveLength(20);
  });
});

describe('other forms', () => {
  it('signInBodySchema needs a password and the captcha', () => {
    const result = signInBodySchema.safeParse({ email: 'ada@school.test', password: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      MESSAGES.emailOrPhoneAndPassword,
      MESSAGES.captchaRequired,
    ]);
  });

  it('signUpFormSchema offers only student and teacher', () => {
    const base = { email: 'ada@school.test', password: 'secret1' };
    expect(signUpFormSchema.safeParse({ ...base, role: 'teacher' }).success).toBe(true);
    expect(signUpFormSchema.safeParse({ ...base, role: 'student' }).success).toBe(true);
    expect(signUpFormSchema.safeParse({ ...base, role: 'admin' }).success).toBe(false);
    expect(signUpFormSchema.safeParse({ ...base, role: 'parent' }).success).toBe(false);
  });

  it('updateUserBodySchema sanitises the name and grade', () => {
    expect(
      updateUserBodySchema.parse({ data: { full_name: '<script>x</script>Sam', grade: ' 4 ' } }),
    ).toEqual({
      data: { full_name: 'Sam', grade: '4' },
    });
  });
});
