import { describe, expect, it } from 'vitest';
import { isActive } from './nav-items';

describe('isActive', () => {
  it('highlights Dashboard on the home page too', () => {
    expect(isActive('/dashboard', '/')).toBe(true);
    expect(isActive('/dashboard', '/dashboard')).toBe(true);
  });

  it('highlights an entry on its own screen only', () => {
    expect(isActive('/homegen', '/homegen')).toBe(true);
    expect(isActive('/feed', '/homegen')).toBe(false);
    expect(isActive('/custom-quiz', '/')).toBe(false);
  });
});
