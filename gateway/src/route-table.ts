// Every /api path of product-spec §7 plus the auth paths, each with the service that owns it
// (ARCHITECTURE "Who owns what"). A request whose method and path are not here never leaves the gateway.
export type ServiceName = 'auth' | 'lessons-quiz' | 'homework' | 'social-feed' | 'ai-assistant';

/** Which rate-limit budget a route spends: AI work and sign-in attempts are the expensive ones. */
export type LimitClass = 'default' | 'ai' | 'login';

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Segments starting with `:` match one path segment. */
  pattern: string;
  service: ServiceName;
  /** Reachable without a session. */
  public?: boolean;
  limit?: LimitClass;
  /** Takes a multipart file upload (the upload cap applies instead of the JSON cap). */
  upload?: boolean;
}

const auth = 'auth';
const lessons = 'lessons-quiz';
const homework = 'homework';
const social = 'social-feed';
const ai = 'ai-assistant';

export const routeTable: readonly RouteSpec[] = [
  { method: 'GET', pattern: '/api/login', service: auth, public: true, limit: 'login' },
  { method: 'GET', pattern: '/api/callback', service: auth, public: true, limit: 'login' },
  { method: 'GET', pattern: '/api/logout', service: auth, public: true },
  { method: 'POST', pattern: '/api/logout', service: auth, public: true },
  { method: 'POST', pattern: '/api/auth/register', service: auth, public: true, limit: 'login' },
  { method: 'POST', pattern: '/api/auth/login', service: auth, public: true, limit: 'login' },
  { method: 'GET', pattern: '/api/auth/user', service: auth },
  { method: 'GET', pattern: '/api/users/search', service: auth },

  { method: 'GET', pattern: '/api/topics', service: lessons },
  { method: 'GET', pattern: '/api/topics/:id', service: lessons },
  { method: 'GET', pattern: '/api/topics/:id/lessons', service: lessons },
  { method: 'GET', pattern: '/api/users/:id/progress-by-topic', service: lessons },
  { method: 'GET', pattern: '/api/users/:id/quiz-attempts', service: lessons },
  { method: 'GET', pattern: '/api/lessons', service: lessons },
  { method: 'POST', pattern: '/api/lessons', service: lessons },
  { method: 'GET', pattern: '/api/lessons/history', service: lessons },
  { method: 'GET', pattern: '/api/lessons/:id', service: lessons },
  { method: 'PATCH', pattern: '/api/lessons/:id', service: lessons },
  { method: 'DELETE', pattern: '/api/lessons/:id', service: lessons },
  { method: 'GET', pattern: '/api/lessons/:id/progress', service: lessons },
  { method: 'PATCH', pattern: '/api/lessons/:id/privacy', service: lessons },
  { method: 'POST', pattern: '/api/lessons/:id/generate-quizzes', service: lessons, limit: 'ai' },
  { method: 'POST', pattern: '/api/lessons/:id/generate-questions', service: lessons, limit: 'ai' },
  { method: 'POST', pattern: '/api/questions', service: lessons },
  { method: 'POST', pattern: '/api/quiz-sessions/start', service: lessons },
  { method: 'POST', pattern: '/api/quiz-sessions/:sessionId/answer', service: lessons },
  { method: 'POST', pattern: '/api/quiz-sessions/:sessionId/complete', service: lessons },
  {
    method: 'POST',
    pattern: '/api/custom-quiz/generate-lesson-preview',
    service: lessons,
    limit: 'ai',
    upload: true,
  },
  { method: 'POST', pattern: '/api/custom-quiz/save-lesson', service: lessons },
  { method: 'POST', pattern: '/api/quiz/multi-lesson', service: lessons, limit: 'ai' },

  { method: 'GET', pattern: '/api/homework', service: homework },
  { method: 'POST', pattern: '/api/homework/solve', service: homework, limit: 'ai', upload: true },
  { method: 'DELETE', pattern: '/api/homework/:id', service: homework },
  // Sharing (the feed shows public homework): not in spec §7's table, needed by the feed (issue 12).
  { method: 'PATCH', pattern: '/api/homework/:id/privacy', service: homework },

  { method: 'GET', pattern: '/api/followers', service: social },
  { method: 'GET', pattern: '/api/following', service: social },
  { method: 'GET', pattern: '/api/follow/requests/pending', service: social },
  { method: 'POST', pattern: '/api/follow/request', service: social },
  { method: 'POST', pattern: '/api/follow/accept/:requestId', service: social },
  { method: 'POST', pattern: '/api/follow/reject/:requestId', service: social },
  { method: 'DELETE', pattern: '/api/follow/:followingId', service: social },
  { method: 'GET', pattern: '/api/feed', service: social },

  { method: 'POST', pattern: '/api/study-chat', service: ai, limit: 'ai' },
  { method: 'POST', pattern: '/api/text-to-speech', service: ai, limit: 'ai' },
];
