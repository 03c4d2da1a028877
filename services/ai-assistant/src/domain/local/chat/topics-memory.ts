import type { StudyTopic } from './study-topics.js';

export const MEMORY_TOPICS: StudyTopic[] = [
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
];
