// The achievements catalogue (spec §3 achievements) and what a student sees of it: every entry, with
// the moment they unlocked it or null while it is still to earn.
import { NotFound } from '@studyhall/platform/errors';
import type { Criteria } from './achievement-criteria.js';
import type { AwardedAchievement } from './achievement-progress.js';

export interface Achievement {
  id: string;
  name: string;
  description: string;
  /** A Material icon name the web maps to its icon. */
  icon: string;
  color: string;
  criteria: Criteria;
}

export interface StudentAchievement extends Omit<Achievement, 'criteria'> {
  unlockedAt: Date | null;
}

export interface AchievementDeps {
  achievements: () => readonly Achievement[];
  /** The student's awarded achievements, or undefined when there is no such user. */
  awardedTo(userId: string): Promise<AwardedAchievement[] | undefined>;
}

/** The caller's own achievements only: another student's id answers as nobody's (404). */
export async function studentAchievements(deps: AchievementDeps, callerId: string, userId: string): Promise<StudentAchievement[]> {
  const awarded = callerId === userId ? await deps.awardedTo(userId) : undefined;
  if (!awarded) throw new NotFound('User not found');
  const unlockedAt = new Map(awarded.map((entry) => [entry.achievementId, entry.unlockedAt]));
  return deps.achievements().map(({ criteria: _criteria, ...achievement }) => ({ ...achievement, unlockedAt: unlockedAt.get(achievement.id) ?? null }));
}
