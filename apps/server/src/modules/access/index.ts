/**
 * Access: the one rule for who may see which student's record, used by every module that serves
 * student data (tutor history, safeguard, learning, classrooms, parents, reports).
 */
export {
  canViewStudent,
  isVerifiedParent,
  rosterOf,
  studentScope,
  teacherHasStudent,
  verifiedChildrenOf,
  type Viewer,
} from './access.repository.ts';
