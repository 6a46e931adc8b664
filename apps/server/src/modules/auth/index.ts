/** The auth module's public surface for the rest of the server (the demo seed creates accounts with it). */
export { createUser } from './auth.repository.ts';
export { findUserById, toProfile } from './auth.repository.ts';
