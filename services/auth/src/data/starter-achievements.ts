// The achievements every StudyHall starts with (issue 14). Ids are stable: they are what
// user_achievements refer to. Icons are Material icon names; the web maps them.
import type { Achievement } from '../domain/achievements.js';

export const starterAchievements: readonly Achievement[] = [
  { id: 'first-quiz', name: 'First Steps', description: 'Complete your first quiz', icon: 'flag', color: '#2e7d32', criteria: { metric: 'quizzesCompleted', atLeast: 1 } },
  { id: 'lesson-completed', name: 'Lesson Mastered', description: 'Complete all 5 quizzes of a lesson', icon: 'school', color: '#1565c0', criteria: { metric: 'lessonsCompleted', atLeast: 1 } },
  { id: 'streak-3', name: 'On a Roll', description: 'Complete a quiz 3 days in a row', icon: 'fire', color: '#ef6c00', criteria: { metric: 'bestStreak', atLeast: 3 } },
  { id: 'streak-7', name: 'Week Warrior', description: 'Complete a quiz 7 days in a row', icon: 'fire', color: '#d84315', criteria: { metric: 'bestStreak', atLeast: 7 } },
  { id: 'perfect-quiz', name: 'Flawless', description: 'Answer every question of a quiz correctly', icon: 'star', color: '#f9a825', criteria: { metric: 'perfectQuizzes', atLeast: 1 } },
  { id: 'expert-level', name: 'Expert Level', description: 'Reach difficulty 5 (Expert)', icon: 'bolt', color: '#6a1b9a', criteria: { metric: 'maxDifficulty', atLeast: 5 } },
  { id: 'quiz-regular', name: 'Quiz Regular', description: 'Complete 10 quizzes', icon: 'quiz', color: '#00838f', criteria: { metric: 'quizzesCompleted', atLeast: 10 } },
  { id: 'scholar', name: 'Scholar', description: 'Complete 3 lessons', icon: 'school', color: '#283593', criteria: { metric: 'lessonsCompleted', atLeast: 3 } },
  { id: 'points-1000', name: 'Thousand Club', description: 'Earn 1,000 points', icon: 'trophy', color: '#c62828', criteria: { metric: 'totalScore', atLeast: 1000 } },
  {
    id: 'all-rounder', name: 'All-Rounder', description: 'Complete a lesson and reach Expert difficulty', icon: 'trophy', color: '#4527a0',
    criteria: { allOf: [{ metric: 'lessonsCompleted', atLeast: 1 }, { metric: 'maxDifficulty', atLeast: 5 }] },
  },
];
