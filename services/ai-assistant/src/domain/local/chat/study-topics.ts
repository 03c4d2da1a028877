/** A piece of study advice the assistant can give, and the words that ask for it. */
export interface StudyTopic {
  id: string;
  title: string;
  /** Lower-case words or phrases; a phrase counts more than a single word. */
  cues: string[];
  /** Independent tips, given one or two at a time so follow-ups get something new. */
  tips: string[];
}

export const STUDY_TOPICS: StudyTopic[] = [
  {
    id: 'memorization', title: 'Memorizing',
    cues: ['memorize', 'memorise', 'remember', 'memory', 'forget', 'forgetting', 'recall terms', 'learn by heart', 'vocabulary', 'terms easier'],
    tips: [
      'Turn each item into a question and answer it from memory before you look. Pulling the answer out of your head is what makes it stick; rereading mostly feels productive.',
      'Link new terms to something you already know: a picture, a story, or a place. The stranger and more vivid the link, the easier it is to recall.',
      'Review the same material a few times spread over days (for example after 1 day, 3 days and a week) instead of all at once. Each review should be a quick self-test.',
      'Learn a small set at a time (5 to 7 items), and only add new items once you can recall the first set without hints.',
    ],
  },
  {
    id: 'mnemonics', title: 'Mnemonics',
    cues: ['mnemonic', 'acronym', 'trick to remember', 'memory trick', 'rhyme', 'memory palace', 'method of loci'],
    tips: [
      'Make an acronym or a silly sentence from the first letters of a list (like "My Very Educated Mother Just Served Us Nachos" for the planets).',
      'Try a memory palace: picture a place you know well and "put" each item in a spot along a route; to recall, walk the route in your mind.',
      'Rhymes and rhythm help too: a short chant or song for a rule is hard to forget.',
      'Use the keyword method for vocabulary: find a familiar word that sounds like the new one, then imagine a scene joining the two meanings.',
    ],
  },
  {
    id: 'spaced-practice', title: 'Spaced practice',
    cues: ['spaced', 'spacing', 'spaced repetition', 'schedule reviews', 'review schedule', 'cram', 'cramming', 'last minute', 'night before', 'how often', 'when should i review'],
    tips: [
      'Spread your study over several short sessions instead of one long one. The same total time gives much better long-term memory when it is spaced.',
      'A simple schedule: study today, review tomorrow, again in 3 days, then after a week. Each review is a quick quiz, not a reread.',
      'Cramming can get you through tomorrow morning, but most of it is gone a week later. If the exam is close, still split the time into blocks with breaks and sleep in between.',
      'Flashcard apps with spaced repetition (or a simple box system: cards you miss go back to box 1) do the scheduling for you.',
    ],
  },
  {
    id: 'active-recall', title: 'Active recall',
    cues: ['active recall', 'retrieval', 'test myself', 'self-test', 'quiz myself', 'flashcard', 'flashcards', 'practice test', 'reread', 're-read', 'highlighting', 'highlight'],
    tips: [
      'Close the book and write down everything you remember about the topic, then check what you missed. The gaps show you exactly what to study next.',
      'Make flashcards with a question on the front, not just a term, and say the answer out loud before flipping.',
      'Use practice questions (like the quizzes in StudyHall) early, not only at the end. Getting something wrong and then seeing why is one of the fastest ways to learn it.',
      'Rereading and highlighting feel easy, which is the problem: they do not tell you whether you can actually recall the material.',
    ],
  },
  {
    id: 'chunking', title: 'Chunking',
    cues: ['chunk', 'chunking', 'too much information', 'overwhelmed', 'so much to learn', 'long list', 'break it down', 'big topic'],
    tips: [
      'Group related items into a few meaningful chunks (for example 3 groups of 4 instead of 12 separate facts). Your working memory holds chunks, not single facts.',
      'Give every chunk a name or a heading; recalling the heading brings back the items in it.',
      'Master one chunk before moving on, then practise linking chunks together with a summary or a mind map.',
    ],
  },
  {
    id: 'feynman', title: 'The Feynman technique',
    cues: ['feynman', 'understand', 'understanding', 'explain it', 'don\'t get it', 'do not get it', 'confused', 'concept', 'make sense'],
    tips: [
      'Use the Feynman technique: explain the idea in plain words as if teaching a younger student. Where you get stuck or fall back on jargon is exactly where your understanding has a gap.',
      'Go back to the source for each gap, then explain it again more simply, ideally with an example or an analogy of your own.',
      'Ask "why?" and "how?" about each fact (elaboration). Connecting facts to reasons turns a list into an understanding.',
    ],
  },
  {
    id: 'interleaving', title: 'Interleaving',
    cues: ['interleav', 'mix topics', 'mixing', 'different types of problems', 'same type', 'math practice', 'problem sets'],
    tips: [
      'Mix different kinds of problems in one practice session instead of doing 20 of the same kind. It feels harder, but it trains you to choose the right method, which is what tests ask for.',
      'After a block of practice on one topic, add a few problems from earlier topics so they stay fresh.',
    ],
  },
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
    cues: ['time', 'schedule', 'plan', 'planning', 'procrastinat', 'focus', 'distracted', 'distraction', 'phone', 'pomodoro', 'motivation', 'motivated', 'lazy', 'deadline'],
    tips: [
      'Break the work into small, specific tasks ("do 5 practice problems on fractions") and put them on a calendar with times, not just a to-do list.',
      'Use a timer (the Pomodoro technique: 25 minutes of work, 5 minutes of rest). Starting is the hardest part; a short timer makes starting easy.',
      'Put your phone in another room or use a focus mode while you study. Even a silent phone on the desk pulls at your attention.',
      'Plan backwards from the test date: what must be done the day before, a week before, two weeks before.',
    ],
  },
  {
    id: 'reading', title: 'Reading textbooks',
    cues: ['read', 'reading', 'textbook', 'chapter', 'sq3r', 'skim'],
    tips: [
      'Use SQ3R: Survey the chapter (headings, pictures), turn headings into Questions, Read to answer them, Recite the answers from memory, and Review.',
      'Stop after each section and summarise it in one or two sentences without looking. If you cannot, reread just that section.',
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
];
