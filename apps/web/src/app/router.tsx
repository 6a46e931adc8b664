import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  type RouteObject,
} from 'react-router';

import { PageFallback } from '@/components/layouts/page-fallback';
import { PublicLayout } from '@/components/layouts/public-layout';
import { RouteError } from '@/components/errors/route-error';
import { paths } from '@/config/paths';

/** Every page is its own chunk: `lazy` loads the module and hands its default export to the router. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

const strip = (path: string) => path.replace(/^\//, '');

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    hydrateFallbackElement: <PageFallback />,
    errorElement: <RouteError />,
    children: [
      {
        Component: PublicLayout,
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('./routes/landing')) },
          { path: strip(paths.auth.path), lazy: page(() => import('./routes/auth')) },
          { path: strip(paths.signIn.path), lazy: page(() => import('./routes/auth')) },
          { path: strip(paths.dashboards.path), lazy: page(() => import('./routes/dashboards')) },
          { path: strip(paths.subjects.path), lazy: page(() => import('./routes/subjects')) },
          { path: strip(paths.educators.path), lazy: page(() => import('./routes/educators')) },
          { path: strip(paths.tts.path), lazy: page(() => import('./routes/tts')) },
          { path: strip(paths.features.path), lazy: page(() => import('./routes/features')) },
          { path: strip(paths.subjectTutors.path), lazy: page(() => import('./routes/subject-tutors')) },
          { path: strip(paths.forEducators.path), lazy: page(() => import('./routes/for-educators')) },
          { path: strip(paths.forParents.path), lazy: page(() => import('./routes/for-parents')) },
          { path: strip(paths.about.path), lazy: page(() => import('./routes/about')) },
          { path: strip(paths.termsOfService.path), lazy: page(() => import('./routes/terms-of-service')) },
          { path: strip(paths.privacyPolicy.path), lazy: page(() => import('./routes/privacy-policy')) },
          {
            path: strip(paths.securityCompliance.path),
            lazy: page(() => import('./routes/security-compliance')),
          },
          { path: paths.notFound.path, lazy: page(() => import('./routes/not-found')) },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
        errorElement: <RouteError />,
        children: [
          { path: strip(paths.authDebug.path), lazy: page(() => import('./routes/auth-debug')) },
          { path: strip(paths.student.path), lazy: page(() => import('./routes/student/dashboard')) },
          { path: strip(paths.studentTutor.path), lazy: page(() => import('./routes/student/tutor')) },
          {
            path: strip(paths.studentEnrichment.path),
            lazy: page(() => import('./routes/student/enrichment')),
          },
          {
            path: strip(paths.studentAssignedPath.path),
            lazy: page(() => import('./routes/student/assigned-path')),
          },
          { path: strip(paths.studentLessons.path), lazy: page(() => import('./routes/student/lessons')) },
          { path: strip(paths.studentLesson.path), lazy: page(() => import('./routes/student/lesson')) },
          { path: strip(paths.teacher.path), lazy: page(() => import('./routes/teacher')) },
          { path: strip(paths.lessonPlans.path), lazy: page(() => import('./routes/lesson-plans')) },
          { path: strip(paths.homeworkChecker.path), lazy: page(() => import('./routes/homework-checker')) },
          { path: strip(paths.homeworkChecks.path), lazy: page(() => import('./routes/homework-checks')) },
          { path: strip(paths.homeworkCheck.path), lazy: page(() => import('./routes/homework-check')) },
          { path: strip(paths.parent.path), lazy: page(() => import('./routes/parent')) },
          { path: strip(paths.tests.path), lazy: page(() => import('./routes/tests')) },
          { path: strip(paths.testAttempt.path), lazy: page(() => import('./routes/test-attempt')) },
          { path: strip(paths.progress.path), lazy: page(() => import('./routes/progress')) },
          { path: strip(paths.safeguard.path), lazy: page(() => import('./routes/safeguard')) },
          { path: strip(paths.admin.path), lazy: page(() => import('./routes/admin')) },
          {
            path: strip(paths.accountSecurity.path),
            lazy: page(() => import('./routes/account-security')),
          },
        ],
      },
      {
        path: strip(paths.educatorDashboard.root.path),
        lazy: async () => ({ Component: (await import('./layouts/educator-layout')).EducatorLayout }),
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('./routes/educator/overview')) },
          {
            path: paths.educatorDashboard.classrooms.path,
            lazy: page(() => import('./routes/educator/classrooms')),
          },
          {
            path: paths.educatorDashboard.classroom.path,
            lazy: page(() => import('./routes/educator/classroom-detail')),
          },
          {
            path: paths.educatorDashboard.classroomStudent.path,
            lazy: page(() => import('./routes/educator/classroom-student')),
          },
          {
            path: paths.educatorDashboard.curriculum.path,
            lazy: page(() => import('./routes/educator/curriculum')),
          },
          {
            path: paths.educatorDashboard.learningPath.path,
            lazy: page(() => import('./routes/educator/learning-path')),
          },
          {
            path: paths.educatorDashboard.timeTools.path,
            lazy: page(() => import('./routes/educator/time-tools')),
          },
          {
            path: paths.educatorDashboard.gradingJob.path,
            lazy: page(() => import('./routes/educator/grading-job')),
          },
          {
            path: paths.educatorDashboard.parentLinks.path,
            lazy: page(() => import('./routes/educator/parent-links')),
          },
          {
            path: paths.educatorDashboard.profDev.path,
            lazy: page(() => import('./routes/educator/prof-dev')),
          },
          {
            path: paths.educatorDashboard.profDevArticle.path,
            lazy: page(() => import('./routes/educator/prof-dev-article')),
          },
        ],
      },
    ],
  },
];

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router, resolved: it has loaded the lazy modules of the first page, so the app's first render
 * is that page (the same markup as its prerendered HTML), never a loading fallback in between.
 */
export function createAppRouter(): Promise<AppRouterInstance> {
  const router = createBrowserRouter(routes);
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(router);
    });
  });
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
