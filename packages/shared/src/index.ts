export * from './limits.ts';
export * from './messages.ts';
export * from './sanitize.ts';
export * from './auth.ts';
export * from './errors.ts';
export * from './learning.ts';
export * from './catalog.ts';
