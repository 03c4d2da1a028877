import type { StudyTopic } from './study-topics.js';

export const HABIT_TOPICS: StudyTopic[] = [
  {
    id: 'sleep', title: 'Sleep and breaks',
    cues: ['sleep', 'tired', 'all-nighter', 'all nighter', 'rest', 'break', 'breaks', 'exercise'],
    tips: [
      'Sleep is when your brain stores what you learned that day. A full night before an exam usually beats an extra late hour of studying.',
      'Take short breaks: for example 25 to 50 minutes of focused work, then 5 to 10 minutes off screen. A short walk or some movement helps you come back fresh.',
      'Review the hardest material earlier in the day or before sleep, not when you are exhausted.',
    ],
  },
  {
    id: 'test-anxiety', title: 'Test anxiety',
    cues: ['anxiety', 'anxious', 'nervous', 'stress', 'stressed', 'panic', 'scared', 'worried', 'blank on the test', 'mind goes blank'],
    tips: [
      'Practise under test-like conditions (timed, no notes). The more familiar the situation, the less scary it is on the day.',
      'Before the test, spend a few minutes writing down your worries. Studies show this can free up working memory and improve scores for anxious students.',
      'Slow breathing helps: breathe in for 4 counts and out for 6 to 8 counts, a few times. Then start with a question you know to build momentum.',
      'If your mind goes blank, skip the question, answer others, and come back. Writing down anything related often brings the answer back.',
    ],
  },
  {
    id: 'note-taking', title: 'Note-taking',
    cues: ['notes', 'note-taking', 'note taking', 'take notes', 'cornell', 'lecture', 'write down'],
    tips: [
      'Try the Cornell method: notes on the right, questions and key words in a left column, and a 2-3 sentence summary at the bottom. Later, cover the right side and answer the questions.',
      'Write notes in your own words instead of copying. Paraphrasing forces you to process the idea.',
      'Review and tidy your notes within 24 hours, turning the main points into questions you can quiz yourself on.',
    ],
  },
  {
    id: 'time-management', title: 'Time management and focus',
    cues: ['time', 'schedule', 'plan', 'planning', 'behind', 'too much homework', 'procrastinat', 'focus', 'distracted', 'distraction', 'phone', 'pomodoro', 'motivation', 'motivated', 'lazy', 'deadline'],
    tips: [
      'Break the work into small, specific tasks ("do 5 practice problems on fractions") and put them on a calendar with times, not just a to-do list.',
      'Use a timer (the Pomodoro technique: 25 minutes of work, 5 minutes of rest). Starting is the hardest part; a short timer makes starting easy.',
      'Put your phone in another room or use a focus mode while you study. Even a silent phone on the desk pulls at your attention.',
      'Plan backwards from the test date: what must be done the day before, a week before, two weeks before.',
    ],
  },
  {
    id: 'exam-prep', title: 'Preparing for an exam',
    cues: ['exam', 'test', 'midterm', 'final', 'quiz tomorrow', 'prepare', 'preparation', 'study for'],
    tips: [
      'Start with a practice test or past questions to find your weak spots, then spend most of your time on those.',
      'Make a one-page summary sheet of the key terms and ideas; rewriting it from memory a few times is excellent practice.',
      'Mix topics in your final reviews and explain answers out loud, then get a good night of sleep before the exam.',
    ],
  },
  {
    id: 'study-time', title: 'How long to study',
    cues: ['how many hours', 'how long should', 'how much time', 'per day', 'every day', 'hours a day', 'study longer'],
    tips: [
      'Quality beats hours: two or three focused 25-45 minute blocks with short breaks usually teach more than a distracted afternoon.',
      'A little every day (even 20-30 minutes per subject) beats one long session, because spaced reviews are what make memories last.',
      'Stop a session when you can no longer recall what you just read; take a break or switch to practice questions.',
    ],
  },
  {
    id: 'group-study', title: 'Studying with others',
    cues: ['group', 'friends', 'study partner', 'together', 'classmates', 'study buddy'],
    tips: [
      'Take turns teaching: each person explains one topic to the others, who ask questions. Explaining is one of the best ways to learn.',
      'Quiz each other with questions you wrote beforehand instead of rereading notes together.',
      'Keep the group small (3-4 people), agree on a goal for the session and study alone first so everyone brings questions.',
    ],
  },
  {
    id: 'study-habits', title: 'Studying effectively',
    cues: ['study better', 'how to study', 'how do i study', 'study tips', 'study smarter', 'effective', 'efficient', 'improve my grades', 'better grades'],
    tips: [
      'Test yourself instead of rereading: close the book, write what you remember, then check. This is active recall, the most effective single habit.',
      'Space your reviews over days and mix topics, rather than cramming one subject at a time.',
      'Explain ideas in your own words (the Feynman technique) and connect them with examples; that turns facts into understanding.',
      'Plan short, focused sessions with your phone away, and protect your sleep: it is when your memory is stored.',
    ],
  },
];
