// Homework texts the eval solves at every grade level: typical worksheets, plus problems the local
// solver must answer with a study guide instead of a guess.
export const HOMEWORK_SAMPLES: string[] = [
  `Algebra worksheet
1. Solve for x: 2x + 3 = 11
2. 3(x - 2) = 2x + 5
3. 7 - 2y = 15
4. x/4 + 2 = 5
5. Solve the system: x + y = 10, x - y = 2`,
  `Fractions and percents
1) 3/4 + 1/2 =
2) 2/3 × 3/4
3) Simplify 18/24
4) What is 15% of 80?
5) What percent of 250 is 40?
6) 5/6 - 1/4`,
  `Order of operations
a) 12 × 4 − 6 ÷ 3
b) (8 + 2) × 5 - 3^2
c) 100 - 4 × (7 + 3)
d) 2.5 × 4 + 0.75`,
  `Systems practice
1. 2x + 3y = 12 and 4x - y = 10
2. 3a + 2b = 16
   a - b = 2
3. 5p - 2q = 1 and 3p + 4q = 24`,
  `Mixed review
1. Explain why the seasons change on Earth.
2. A train travels 60 miles per hour for 3 hours. How far does it go?
3. Compare mitosis and meiosis.`,
];
