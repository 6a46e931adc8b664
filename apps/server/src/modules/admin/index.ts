/** Admin: the console's accounts, links, classes, audit log, student data rights, retention and settings. */
export { purgeOldMessages, RETENTION_SETTING } from './admin.repository.ts';
export { buildExport, deleteStudentData, findTraces } from './data-rights.ts';
