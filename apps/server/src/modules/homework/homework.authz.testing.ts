// The homework module's rows of the authorization matrix (testing/authorization-matrix.test.ts).
import { all, one, type AuthorizationRules } from '../../testing/authorization.ts';

export const authorizationRules: AuthorizationRules = {
  rules: {
    'POST /api/homework/check': {
      variants: [
        {
          name: 'own work',
          expect: { ...all('ok'), anonymous: 401, linkedParent: 403, unlinkedParent: 403 },
          call: () => ({
            url: '/api/homework/check',
            payload: { text: '24 + 18 = 42\n42 - 10 = 32', kind: 'math' },
          }),
        },
        {
          name: "saved to the student's record",
          expect: { ...all(403), anonymous: 401, owningEducator: 'ok', otherEducator: 404, admin: 'ok' },
          call: (f) => ({
            url: '/api/homework/check',
            payload: {
              text: 'The dog ran to the park.',
              kind: 'writing',
              grade: '1',
              studentId: f.people.student.id,
            },
          }),
        },
      ],
    },
    'GET /api/homework/checks': one(
      { ...all(404), anonymous: 401, student: 'ok', owningEducator: 'ok', linkedParent: 'ok', admin: 'ok' },
      (f) => ({ url: `/api/homework/checks?studentId=${f.people.student.id}` }),
    ),
  },
  watch: ['(select count(*) from homework_checks) as homework_checks'],
};
