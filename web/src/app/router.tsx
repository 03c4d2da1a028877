import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { paths } from '../config/paths';
import { DashboardRoute } from '../features/dashboard/routes/dashboard';
import { AuthGate, SignedInArea, SignedOutOnly } from './routes/auth-gate';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** A screen whose code loads on its first visit, keeping each feature out of the first download. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return () => load().then((module) => ({ Component: pick(module) }));
}

// Every route of spec §2, plus the local sign-in page that GET /api/login redirects to.
const router = createBrowserRouter([
  {
    element: <AuthGate />,
    errorElement: <RouteError />,
    children: [
      {
        path: paths.home.path,
        element: <SignedInArea />,
        children: [
          { index: true, element: <DashboardRoute /> },
          { path: paths.dashboard.path, element: <DashboardRoute /> },
          {
            path: paths.topic.path,
            lazy: screen(() => import('../features/topics/routes/topic'), (m) => m.TopicRoute),
          },
          {
            path: paths.lesson.path,
            lazy: screen(() => import('../features/lessons/routes/lesson'), (m) => m.LessonRoute),
          },
          {
            path: paths.quiz.path,
            lazy: screen(() => import('../features/quiz/routes/quiz'), (m) => m.QuizRoute),
          },
          {
            path: paths.customQuiz.path,
            lazy: screen(() => import('../features/custom-quiz/routes/custom-quiz'), (m) => m.CustomQuizRoute),
          },
          {
            path: paths.lessonHistory.path,
            lazy: screen(
              () => import('../features/lesson-history/routes/lesson-history'),
              (m) => m.LessonHistoryRoute,
            ),
          },
          {
            path: paths.homegen.path,
            lazy: screen(() => import('../features/homework/routes/homegen'), (m) => m.HomeGenRoute),
          },
          {
            path: paths.social.path,
            lazy: screen(() => import('../features/social/routes/social'), (m) => m.SocialRoute),
          },
          {
            path: paths.feed.path,
            lazy: screen(() => import('../features/feed/routes/feed'), (m) => m.FeedRoute),
          },
          {
            path: paths.content.path,
            lazy: screen(() => import('../features/content/routes/content'), (m) => m.ContentRoute),
          },
        ],
      },
      {
        element: <SignedOutOnly />,
        children: [
          {
            path: paths.signIn.path,
            lazy: screen(() => import('../features/auth/routes/sign-in'), (m) => m.SignInRoute),
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
