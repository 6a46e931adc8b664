import type { FollowUpRow } from './check-set-2/check-set.ts';
import type { CheckRow } from './eval/check-set.ts';

/**
 * Issue 17, session 8 (2026-11-24): messages outside what a K-8 tutor's notes hold, asked inside subject
 * sessions as well as General Studies: games and apps, shows and famous people, sport, shopping, devices and
 * accounts, the tutor itself, small talk and feelings, requests for fun, school logistics, plans. Written by the
 * engineer working on the router, before any run, in children's words; an honest "not in my notes" is right for
 * each. Tuned on like the rest of the development questions.
 */
export const DEV_SET_OUTSIDE: (CheckRow | FollowUpRow)[] = [
  // games and apps
  ['science', 4, 'whats the best sword in zelda', 'none'],
  ['general', 5, 'how do i get more robux', 'none'],
  ['reading', 3, 'can u play roblox with me', 'none'],
  ['science', 6, 'fortnite or apex which one is better', 'none'],
  ['social studies', 5, 'how do you beat the ender dragon', 'none'],
  ['art', 4, 'whats the rarest pokemon card', 'none'],
  ['music', 6, 'what level are you on in subway surfers', 'none'],
  ['general', 7, 'is among us still popular', 'none'],
  ['writing', 5, 'how do i download games on my tablet', 'none'],
  // shows, famous people
  ['reading', 6, 'who is the richest youtuber', 'none'],
  ['general', 4, 'is mr beast nice in real life', 'none'],
  ['music', 5, 'whats taylor swifts newest song', 'none'],
  ['art', 3, 'have you watched bluey', 'none'],
  ['science', 7, 'how old is cristiano ronaldo', 'none'],
  ['general', 6, 'which spiderman movie is the best one', 'none'],
  ['social studies', 8, 'who is the most famous tiktoker', 'none'],
  // sport
  ['science', 5, 'who will win the world cup', 'none'],
  ['general', 4, 'what team do you support', 'none'],
  ['social studies', 6, 'did the lakers win yesterday', 'none'],
  ['general', 3, 'how many goals did messi score this season', 'none'],
  // shopping, money of one's own
  ['general', 5, 'where can i buy cheap sneakers', 'none'],
  ['science', 4, 'how much is a nintendo switch', 'none'],
  ['art', 5, 'what should i get my mom for her birthday', 'none'],
  ['general', 6, 'is amazon prime worth it', 'none'],
  ['music', 3, 'can you buy me a guitar', 'none'],
  // devices and accounts
  ['general', 5, 'my wifi keeps cutting out', 'none'],
  ['writing', 6, 'how do i change my password on here', 'none'],
  ['science', 4, 'my chromebook wont turn on', 'none'],
  ['general', 7, 'how do i unblock a website at school', 'none'],
  ['reading', 5, 'the sound on my laptop isnt working', 'none'],
  ['general', 6, 'why is this app so slow', 'none'],
  // the tutor itself, small talk
  ['science', 3, 'do you ever get tired', 'none'],
  ['reading', 2, 'whats your name', 'none'],
  ['general', 4, 'how old r u anyway', 'none'],
  ['music', 4, 'are you a boy or a girl', 'none'],
  ['art', 5, 'do you have feelings', 'none'],
  ['general', 3, 'you are so funny', 'none'],
  ['science', 5, 'do you sleep at night', 'none'],
  ['writing', 4, 'whats up', 'none'],
  ['general', 2, 'hi how r u', 'none'],
  ['social studies', 6, 'are you smarter than chatgpt', 'none'],
  ['general', 5, 'do you know my teacher', 'none'],
  ['reading', 3, 'good morning', 'none'],
  ['general', 4, 'thank you so much', 'none'],
  ['science', 6, 'you didnt help at all', 'none'],
  // feelings and days
  ['general', 4, 'i had a bad day', 'none'],
  ['reading', 5, 'nobody sat with me at lunch', 'none'],
  ['science', 3, 'i dont want to do homework', 'none'],
  ['general', 6, 'this is so boring', 'none'],
  ['art', 2, 'i lost my tooth today', 'none'],
  ['general', 5, 'my best friend is moving away', 'none'],
  // fun requests
  ['general', 3, 'know any good jokes', 'none'],
  ['music', 2, 'sing me a song', 'none'],
  ['reading', 4, 'tell me a scary story', 'none'],
  ['general', 5, 'lets play a game', 'none'],
  ['science', 4, 'say something funny', 'none'],
  ['general', 6, 'write me a rap about pizza', 'none'],
  ['art', 3, 'draw me a cat', 'none'],
  ['general', 4, 'give me a riddle', 'riddles-puzzles'],
  // school logistics, plans, household
  ['general', 5, 'when is spring break', 'none'],
  ['science', 6, 'is there school on monday', 'none'],
  ['reading', 4, 'what do we have for lunch today', 'none'],
  ['writing', 7, 'whats the homework for tonight', 'none'],
  ['general', 3, 'can i have a sleepover this weekend', 'none'],
  ['general', 5, 'what should i eat for dinner', 'none'],
  ['general', 6, 'how do i get my parents to let me have a phone', 'none'],
  ['general', 4, 'whats a good name for my fish', 'none'],
  ['science', 5, 'whats the wifi password', 'none'],
  ['general', 7, 'what should i be for halloween', 'none'],
  ['art', 6, 'where can i sell my drawings online', 'none'],
  ['music', 5, 'what are the best headphones', 'none'],
];
