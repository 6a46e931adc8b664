// A deliberate import cycle (with cycle-a.ts) that the lint must refuse; see lint-boundaries.test.ts.
import { a } from './cycle-a.ts';

export const b = (): number => (Math.random() > 2 ? a() : 0);
