import type { StudentAchievement } from '@studyhall/api-contracts/auth';

/** Unlocked first (most recent first), then the locked ones in catalogue order. */
export function achievementsInOrder(list: readonly StudentAchievement[] = []): StudentAchievement[] {
  const unlocked = list.filter((entry) => entry.unlockedAt).sort((a, b) => Date.parse(b.unlockedAt!) - Date.parse(a.unlockedAt!));
  return [...unlocked, ...list.filter((entry) => !entry.unlockedAt)];
}
