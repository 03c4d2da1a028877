import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table.js';
import { createRouter } from './routing.js';

const match = createRouter(routeTable);

describe('router', () => {
  it('prefers an exact path over a parameter', () => {
    expect(match('GET', '/api/lessons/history')).toEqual({ found: expect.objectContaining({ pattern: '/api/lessons/history' }) });
    expect(match('GET', '/api/lessons/42')).toEqual({ found: expect.objectContaining({ pattern: '/api/lessons/:id' }) });
  });

  it('routes each path to the service that owns it', () => {
    const serviceOf = (method: string, path: string) => {
      const result = match(method, path);
      return result && 'found' in result ? result.found.service : undefined;
    };
    expect(serviceOf('GET', '/api/users/search')).toBe('auth');
    expect(serviceOf('GET', '/api/users/7/quiz-attempts')).toBe('lessons-quiz');
    expect(serviceOf('GET', '/api/users/7/achievements')).toBe('auth');
    expect(serviceOf('DELETE', '/api/homework/9')).toBe('homework');
    expect(serviceOf('POST', '/api/follow/accept/3')).toBe('social-feed');
    expect(serviceOf('POST', '/api/study-chat')).toBe('ai-assistant');
  });

  it('does not let a parameter match an empty segment', () => {
    expect(match('GET', '/api/topics//lessons')).toBeUndefined();
  });

  it('lists the methods a known path accepts', () => {
    expect(match('PUT', '/api/logout')).toEqual({ allowedMethods: ['GET', 'POST'] });
    expect(match('GET', '/api/nowhere')).toBeUndefined();
  });
});
