import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createUpstreamBreaker } from './upstream-breaker.js';

const message = 'The feed service is unavailable right now. Please try again.';

function breakerAt(clock: { now: number }) {
  return createUpstreamBreaker({ failuresToOpen: 3, openMs: 5_000, logger: pino({ level: 'silent' }), now: () => clock.now });
}

describe('upstream breaker', () => {
  it('opens after the given failures in a row, for that service only, and answers 503 with the message', () => {
    const clock = { now: 0 };
    const breaker = breakerAt(clock);
    for (let i = 0; i < 3; i += 1) {
      breaker.admit('social-feed', message);
      breaker.failed('social-feed');
    }
    expect(() => breaker.admit('social-feed', message)).toThrow(expect.objectContaining({ status: 503, message }));
    expect(() => breaker.admit('lessons-quiz', 'x')).not.toThrow();
  });

  it('forgets failures once the service answers in between', () => {
    const breaker = breakerAt({ now: 0 });
    breaker.failed('social-feed');
    breaker.failed('social-feed');
    breaker.answered('social-feed');
    breaker.failed('social-feed');
    expect(() => breaker.admit('social-feed', message)).not.toThrow();
  });

  it('after the open period lets exactly one probe through; its answer closes the breaker', () => {
    const clock = { now: 0 };
    const breaker = breakerAt(clock);
    for (let i = 0; i < 3; i += 1) breaker.failed('social-feed');
    clock.now = 5_001;
    expect(() => breaker.admit('social-feed', message)).not.toThrow();
    expect(() => breaker.admit('social-feed', message)).toThrow(message);
    breaker.answered('social-feed');
    expect(() => breaker.admit('social-feed', message)).not.toThrow();
  });

  it('a failed probe opens it again for another period; a released one lets the next request probe', () => {
    const clock = { now: 0 };
    const breaker = breakerAt(clock);
    for (let i = 0; i < 3; i += 1) breaker.failed('social-feed');
    clock.now = 5_001;
    breaker.admit('social-feed', message);
    breaker.failed('social-feed');
    clock.now = 9_000;
    expect(() => breaker.admit('social-feed', message)).toThrow(message);
    clock.now = 10_002;
    breaker.admit('social-feed', message);
    breaker.released('social-feed');
    expect(() => breaker.admit('social-feed', message)).not.toThrow();
  });
});
