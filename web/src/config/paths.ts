// Every route of the app, once (product spec §2). Screens link with getHref, the router uses path.

const encode = encodeURIComponent;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  signIn: { path: '/sign-in', getHref: () => '/sign-in' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  topic: { path: '/topic/:topicId', getHref: (topicId: string) => `/topic/${encode(topicId)}` },
  lesson: { path: '/lesson/:lessonId', getHref: (lessonId: string) => `/lesson/${encode(lessonId)}` },
  quiz: { path: '/quiz/:lessonId', getHref: (lessonId: string) => `/quiz/${encode(lessonId)}` },
  customQuiz: { path: '/custom-quiz', getHref: () => '/custom-quiz' },
  lessonHistory: { path: '/lesson-history', getHref: () => '/lesson-history' },
  homegen: { path: '/homegen', getHref: () => '/homegen' },
  social: { path: '/social', getHref: () => '/social' },
  feed: { path: '/feed', getHref: () => '/feed' },
  content: { path: '/content', getHref: () => '/content' },
} as const;

/** Served by the gateway, not the app: the browser navigates here to sign in (local page or OIDC). */
export const apiLoginHref = '/api/login';
