import { describe, expect, it } from 'vitest';
import { moderateSync } from './moderate.ts';

const student = { role: 'student' as const };

/**
 * Session 11 (issue 18): violence called for against a group or a group's place is hate at high (incitement,
 * ADR 020's table), the group by any identity noun (intent.ts, HATE_STRUCTURES); the same verbs and places in
 * history, news questions, games, sport and everyday plans are left alone. The lead's own sentences.
 */
describe('incitement against a group, session 11', () => {
  it.each([
    'someone should burn down the mosque on 5th street',
    'all the immigrants should be shot at the border',
    'we need to wipe out the jews',
    'gays deserve to be beaten, go find one tonight',
    'lets go beat up some mexicans after school',
    'kill all the black people',
    'muslims should all be gassed',
    'i hope someone bombs the synagogue',
    'round up the trans freaks and hang them',
    'the refugees should be lined up and shot',
  ])('%s -> hate, high', (text) => {
    const r = moderateSync(text, student);
    expect([r.category, r.severity]).toEqual(['hate', 'high']);
  });

  it.each([
    'the church was bombed in 1963 during the civil rights movement',
    'who bombed the synagogue in pittsburgh',
    'we should go to the mosque for the open day',
    'lets go attack the boss in minecraft',
    'we need to beat the mexican team in the final',
    'i want to visit the temple in kyoto',
    'my mom said we should line up at the church for the food drive',
    'lets go round up the kids for the photo',
    'we have to run over to the mexican restaurant before it closes',
    'we should go after the black cat, it ran into the yard',
    'my brother wants to jump the black fence',
    'we need to line up the chinese lanterns for the festival',
    'lets go find some gay bars in the history of stonewall for my project',
  ])('%s -> not hate', (text) => {
    expect(moderateSync(text, student).category).not.toBe('hate');
  });
});
