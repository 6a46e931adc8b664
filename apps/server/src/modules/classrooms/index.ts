/**
 * The classrooms module: classes, rosters (linked to student accounts by email), CSV roster import and
 * the educator workspace figures. Its public surface for the rest of the server; everything else in this
 * folder is internal (routes, repository, CSV reading).
 */
export { seedClassrooms } from './classrooms.seed.ts';
export { parseRosterCsv, planImport } from './roster-csv.ts';
