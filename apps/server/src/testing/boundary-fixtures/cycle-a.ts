// A deliberate import cycle (with cycle-b.ts) that the lint must refuse; see lint-boundaries.test.ts.
import { b } from './cycle-b.ts';

export const a = () => b() + 1;
