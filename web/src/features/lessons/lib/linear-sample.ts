// Spec §2: lessons whose title contains "Linear" also show this worked linear-equation example.

export function showsLinearSample(title: string): boolean {
  return title.includes('Linear');
}

export const linearSample = {
  heading: 'Solving Linear Equations: A Worked Example',
  intro:
    'A linear equation has the form ax + b = c. To solve it, undo each operation on x in reverse order, doing the same thing to both sides.',
  problem:
    'A skateboarder pays $12 to enter a skate park and $3 for each run down the half-pipe. She spent $30 in total. How many runs did she take?',
  steps: [
    'Write the equation: 3x + 12 = 30, where x is the number of runs.',
    'Subtract 12 from both sides: 3x = 18.',
    'Divide both sides by 3: x = 6.',
    'Check: 3 × 6 + 12 = 18 + 12 = 30. ✓',
  ],
  answer: 'She took 6 runs.',
} as const;
