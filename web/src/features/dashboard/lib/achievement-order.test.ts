import { describe, expect, it } from 'vitest';
import { achievementsInOrder } from './achievement-order';

const entry = (id: string, unlockedAt: string | null) => ({ id, name: id, description: '', icon: 'flag', color: '#000', unlockedAt });

describe('achievementsInOrder', () => {
  it('shows the newest unlocked first and keeps the locked ones in catalogue order after them', () => {
    const list = [entry('a', null), entry('b', '2026-11-20T10:00:00Z'), entry('c', null), entry('d', '2026-11-22T10:00:00Z')];
    expect(achievementsInOrder(list).map((item) => item.id)).toEqual(['d', 'b', 'a', 'c']);
  });
});
