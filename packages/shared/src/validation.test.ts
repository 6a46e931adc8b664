import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  homePathForRole,
  hasControlChars,
  LIMITS,
  MESSAGES,
  passwordSchema,
  roleFromSignUp,
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

  it('is an identifier, not text to clean up: markup and quoting characters are refused, not stripped', () => {
    for (const value of [
      '<b>ada@school.test</b>',
      'ada@school.test onmouseover=steal()',
      'javascript:ada@school.test',
    ]) {
      expect(messagesOf(emailSchema.safeParse(value))).toEqual([MESSAGES.invalidEmail]);
    }
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

  it('measures the length after trimming', () => {
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

  it('catches fragments that a removal joins together', () => {
    const patterns = /<\/?[a-z!]|javascript\s*:|\bon[a-z]+\s*=/i;
    for (const attack of [
      '<scr<script>x</script>ipt>alert(1)</script>',
      '<<b>script>evil()<</b>/script>',
      '<<b>a href=x>link',
      'javajavascript:script:alert(1)',
      'x o<b></b>nclick=alert(1) y',
      'jav<i></i>ascript<b></b>:go()',
    ]) {
      expect(sanitizeText(attack)).not.toMatch(patterns);
    }
    expect(sanitizeText('javajavascript:script:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('x o<b></b>nclick=alert(1) y')).toBe('x  y');
    expect(sanitizeText('<<b>a href=x>link')).toBe('link');
  });

  it('keeps a script block that never closes as text without its tag', () => {
    expect(sanitizeText('<script>2 + 2')).toBe('2 + 2');
    expect(sanitizeText('a<script>b<script>c</script>d</script>e')).toBe('ade');
  });

  it('keeps a < that never meets a > as text', () => {
    expect(sanitizeText('if x<y then y is bigger')).toBe('if x<y then y is bigger');
  });

  it('runs in linear time on pathological input', () => {
    const attacks = [
      (n: number) => '<a'.repeat(n),
      (n: number) => '<'.repeat(n),
      (n: number) => 'on'.repeat(n) + '=',
      (n: number) => `javascript${' '.repeat(n)}`,
      (n: number) => `<script>${' '.repeat(n)}:</script>`.repeat(4),
      (n: number) => 'x onclick="'.repeat(n),
      (n: number) => '<script>'.repeat(n),
    ];
    for (const attack of attacks) {
      const input = attack(250_000);
      const started = performance.now();
      sanitizeText(input, Number.MAX_SAFE_INTEGER);
      // A quadratic pass over 250 000 characters takes minutes; a linear one a few milliseconds.
      expect(performance.now() - started).toBeLessThan(2000);
    }
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

  it('refuses a full name over 100 and a grade over 20 characters before any other work', () => {
    const ok = signUpBodySchema.parse({
      ...valid,
      data: { full_name: 'n'.repeat(100), grade: 'g'.repeat(20) },
    });
    expect(ok.data?.full_name).toHaveLength(100);
    expect(ok.data?.grade).toHaveLength(20);
    const result = signUpBodySchema.safeParse({
      ...valid,
      data: { full_name: '<a'.repeat(300), grade: 'g'.repeat(21) },
    });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['data', 'full_name'], 'Full name must be at most 100 characters long.'],
      [['data', 'grade'], 'Grade must be at most 20 characters long.'],
    ]);
  });
});

describe('control characters', () => {
  const valid = { email: 'ada@school.test', password: 'secret1', captcha_token: 'token' };
  const CONTROLS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\n', '\r', '\t'];

  it('hasControlChars finds C0, DEL and C1; multi-line text may keep line breaks and tabs', () => {
    for (const c of CONTROLS) expect(hasControlChars(`a${c}b`)).toBe(true);
    expect(hasControlChars('plain text, ünïcödé and emoji 🙂')).toBe(false);
    expect(hasControlChars('line one\nline two\r\n\tindented', true)).toBe(false);
    expect(hasControlChars('nul\u0000', true)).toBe(true);
  });

  const signUp = (patch: Record<string, unknown>, data: Record<string, unknown> = {}) =>
    signUpBodySchema.safeParse({ ...valid, ...patch, data: { full_name: 'Ada', grade: '4', ...data } });

  it.each(CONTROLS)(
    'refuses %j in every sign-up, sign-in and profile field with a message naming it',
    (c) => {
      const cases = [
        [signUp({ email: `ada${c}@school.test` }), 'email', 'Email'],
        [signUp({ password: `secret${c}1` }), 'password', 'Password'],
        [signUp({ captcha_token: `tok${c}` }), 'captcha_token', 'Captcha'],
        [signUp({}, { full_name: `Ada${c}` }), 'full_name', 'Full name'],
        [signUp({}, { grade: `4${c}` }), 'grade', 'Grade'],
        [signUp({}, { role: `teacher${c}` }), 'role', 'Role'],
        [signInBodySchema.safeParse({ ...valid, email: `a${c}@school.test` }), 'email', 'Email'],
        [signInBodySchema.safeParse({ ...valid, password: `pw${c}` }), 'password', 'Password'],
        [updateUserBodySchema.safeParse({ data: { full_name: `Sam${c}` } }), 'full_name', 'Full name'],
        [updateUserBodySchema.safeParse({ data: { grade: `${c}` } }), 'grade', 'Grade'],
      ] as const;
      for (const [result, field, label] of cases) {
        expect(result.success, `${field} with ${JSON.stringify(c)}`).toBe(false);
        const issue = result.error!.issues.find((i) => i.path.at(-1) === field);
        expect(issue?.message).toMatch(new RegExp(`^${label} contains a control character`));
      }
    },
  );
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
