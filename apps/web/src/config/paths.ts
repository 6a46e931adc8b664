/** Every route of the app. Links use getHref so a path is spelled once. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: { path: '/auth', getHref: () => '/auth' },
  signIn: { path: '/sign-in', getHref: () => '/sign-in' },
  authDebug: { path: '/auth/debug', getHref: () => '/auth/debug' },
  dashboards: { path: '/dashboards', getHref: () => '/dashboards' },
  student: { path: '/student', getHref: () => '/student' },
  studentTutor: { path: '/student/tutor', getHref: () => '/student/tutor' },
  studentEnrichment: { path: '/student/enrichment', getHref: () => '/student/enrichment' },
  studentAssignedPath: {
    path: '/student/paths/:assignmentId',
    getHref: (assignmentId: string) => `/student/paths/${encodeURIComponent(assignmentId)}`,
  },
  studentLessons: { path: '/student/lessons', getHref: () => '/student/lessons' },
  studentLesson: {
    path: '/student/lessons/:assignmentId',
    getHref: (assignmentId: string) => `/student/lessons/${encodeURIComponent(assignmentId)}`,
  },
  teacher: { path: '/teacher', getHref: () => '/teacher' },
  educatorDashboard: {
    root: { path: '/dashboard/educators', getHref: () => '/dashboard/educators' },
    classrooms: { path: 'classrooms', getHref: () => '/dashboard/educators/classrooms' },
    classroom: {
      path: 'classrooms/:classId',
      getHref: (classId: string) => `/dashboard/educators/classrooms/${encodeURIComponent(classId)}`,
    },
    classroomStudent: {
      path: 'classrooms/:classId/students/:studentId',
      getHref: (classId: string, studentId: string) =>
        `/dashboard/educators/classrooms/${encodeURIComponent(classId)}/students/${encodeURIComponent(studentId)}`,
    },
    curriculum: { path: 'curriculum', getHref: () => '/dashboard/educators/curriculum' },
    learningPath: {
      path: 'curriculum/paths/:pathId',
      getHref: (pathId: string) => `/dashboard/educators/curriculum/paths/${encodeURIComponent(pathId)}`,
    },
    timeTools: { path: 'time-tools', getHref: () => '/dashboard/educators/time-tools' },
    gradingJob: {
      path: 'time-tools/jobs/:jobId',
      getHref: (jobId: string) => `/dashboard/educators/time-tools/jobs/${encodeURIComponent(jobId)}`,
    },
    parentLinks: { path: 'parent-links', getHref: () => '/dashboard/educators/parent-links' },
    profDev: { path: 'prof-dev', getHref: () => '/dashboard/educators/prof-dev' },
    profDevArticle: {
      path: 'prof-dev/:slug',
      getHref: (slug: string) => `/dashboard/educators/prof-dev/${encodeURIComponent(slug)}`,
    },
  },
  lessonPlans: { path: '/lesson-plans', getHref: () => '/lesson-plans' },
  homeworkChecker: { path: '/homework-checker', getHref: () => '/homework-checker' },
  homeworkChecks: {
    path: '/homework-checks',
    getHref: (studentId?: string) =>
      studentId ? `/homework-checks?student=${encodeURIComponent(studentId)}` : '/homework-checks',
  },
  homeworkCheck: {
    path: '/homework-checks/:checkId',
    getHref: (checkId: string) => `/homework-checks/${encodeURIComponent(checkId)}`,
  },
  parent: { path: '/parent', getHref: () => '/parent' },
  tests: { path: '/tests', getHref: () => '/tests' },
  testAttempt: {
    path: '/tests/attempts/:attemptId',
    getHref: (attemptId: string) => `/tests/attempts/${encodeURIComponent(attemptId)}`,
  },
  progress: {
    path: '/progress',
    getHref: (studentId?: string) =>
      studentId ? `/progress?student=${encodeURIComponent(studentId)}` : '/progress',
  },
  safeguard: { path: '/safeguard', getHref: () => '/safeguard' },
  admin: { path: '/admin', getHref: () => '/admin' },
  accountSecurity: { path: '/account/security', getHref: () => '/account/security' },
  subjects: { path: '/subjects', getHref: () => '/subjects' },
  educators: { path: '/educators', getHref: () => '/educators' },
  tts: { path: '/accessibility/tts', getHref: () => '/accessibility/tts' },
  features: { path: '/features', getHref: () => '/features' },
  subjectTutors: { path: '/subject-tutors', getHref: () => '/subject-tutors' },
  forEducators: { path: '/for-educators', getHref: () => '/for-educators' },
  forParents: { path: '/for-parents', getHref: () => '/for-parents' },
  about: { path: '/about', getHref: () => '/about' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  securityCompliance: { path: '/security-compliance', getHref: () => '/security-compliance' },
  notFound: { path: '*', getHref: () => '/' },
} as const;
