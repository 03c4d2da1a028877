import { describe, expect, it } from 'vitest';
import { solveRatioStory } from './ratio-stories.js';
import { solveStory } from '../story-solvers.js';

const answer = (story: string): string | null => solveRatioStory(story)?.answer ?? null;
const declinedAll = (stories: string[]): void => expect(stories.map(answer)).toEqual(stories.map(() => null));

describe('ratio stories (ratio-stories)', () => {
  it('finds the other part from one part, named in any words', () => {
    expect(answer("The ratio of the length of Joey's rope to Chad's rope is 8:3. Joey's rope is 56 cm long. How long is Chad's rope?")).toBe('21 centimeters');
    expect(answer('During a race Gwen jogged for 15 minutes. If the ratio of time she jogged to time she walked was 5:3, how many minutes did Gwen walk?')).toBe('9 minutes');
    expect(answer('The ratio of wins to losses for the team was 5:2. The team won 30 games. How many games did the team lose?')).toBe('12 games');
    expect(answer('Among 17 balloons belonging to Brad, the ratio of red to green balloons is 8:9. How many balloons are green?')).toBe('9 balloons');
  });

  it('reads "for every": a part told in the facts or in the question', () => {
    expect(answer('For every 3 boys there are 5 girls. There are 40 children. How many girls are there?')).toBe('25 girls');
    expect(answer("Chef Pillsbury's secret recipe requires 7 eggs for every 2 cups of flour. How many eggs will he need if he uses 8 cups of flour?")).toBe('28 eggs');
    expect(answer('A recipe uses 2 cups of flour for every 3 cups of sugar. How much flour is needed for 9 cups of sugar?')).toBe('6 cups');
    expect(answer('For every 4 red beads, Jo uses 7 blue beads. Jo uses 28 red beads. How many blue beads does she use?')).toBe('49 beads');
  });

  it('reads the whole or a difference, told or asked', () => {
    expect(answer('The ratio of red to blue marbles is 2:5 and there are 21 more blue marbles than red marbles. How many red marbles are there?')).toBe('14 marbles');
    expect(answer('The ratio of boys to girls in a classroom is 3:5. If there are 4 more girls than boys, how many students are in the classroom?')).toBe('16 students');
    expect(answer('The ratio of the cost of a DVD player to the cost of a movie is 9:2. A DVD player costs $63 more than a movie. What is the cost of a DVD player?')).toBe('$81');
    expect(answer('Two numbers are in the ratio 3:8. Their sum is 44. What is the difference between the two numbers?')).toBe('20');
    expect(answer('A produce store sold 32 red apples. If the ratio of red apples to green apples sold was 8:3, what is the combined amount of red and green apples sold?')).toBe('44 apples');
    expect(answer('The ratio of Mia\'s stickers to Leo\'s stickers is 5:3. Mia has 40 stickers. How many more stickers does Mia have than Leo?')).toBe('16 stickers');
  });

  it('tells unnamed parts apart only as the longest or shortest, and reads a scale', () => {
    expect(answer('A long wire is cut into three smaller pieces in the ratio of 7:3:2. If the shortest piece is 16 cm, how long was the entire wire before it was cut?')).toBe('96 centimeters');
    expect(answer('Terry cut a rope 35 inches long into two pieces in the ratio 3:4. What is the length of the longer piece?')).toBe('20 inches');
    expect(answer('A 1:18 scale model of a Ford Mustang is 7 inches in length. What is the length of the actual Ford Mustang it represents?')).toBe('126 inches');
    expect(answer('A collector built a 1:24 scale model of a bus, with a length of 18 inches. How long is the real bus?')).toBe('432 inches');
    declinedAll(['A 1:24 scale model of a bus is 18 inches long. How long is the model?', 'A map has a scale of 1:1000. A road on the map is 5 cm long. How long is the real road in meters?']);
  });

  it('shows one share, the number sentence, and the parts checked against the ratio', () => {
    const steps = solveRatioStory('The ratio of boys to girls in the choir is 4:5. There are 36 children in the choir. How many girls are in the choir?')!.steps;
    expect(steps.find((s) => s.kind === 'facts')).toMatchObject({ facts: expect.arrayContaining(['boys : girls = 4 : 5', 'one share = 36 ÷ 9 = 4']) });
    expect(steps.find((s) => s.kind === 'number-sentence')).toMatchObject({ sentence: '36 ÷ 9 × 5 = ?' });
    expect(steps.find((s) => s.kind === 'check')).toMatchObject({ statement: '16 : 20 = 4 : 5, and the parts give back 36' });
  });

  it('declines another owner, a distractor, a change, a second ratio, percents and parts that do not come out whole', () => {
    declinedAll([
      'The ratio of cats to dogs at the shelter is 3:4. There are 18 cats. How many rabbits are there?',
      'The ratio of cats to dogs at the shelter is 3:4. There are 18 cats and 5 rabbits. How many dogs are there?',
      'The ratio of boys to girls was 3:4 last year. This year there are 30 boys. How many girls are there?',
      'The ratio of boys to girls is 3:4. There are 12 boys. After 4 more girls join, how many girls are there?',
      'The ratio of boys to girls is 3:4 and the ratio of girls to teachers is 8:1. There are 12 boys. How many teachers are there?',
      'The ratio of red to blue marbles is 2:5. There are 21 blue marbles. What percent of the marbles are red?',
      'The ratio of boys to girls is 3:4. There are 13 boys. How many girls are there?',
      'The ratio of boys to girls is 3:4. There are 28 children. How many teachers are there?',
      'The ratio of the cost of a bike to the cost of a helmet is 9:2. A bike costs $63 more than a helmet. How much do 2 helmets cost?',
      'The ratio of boys to girls is 3:4. There are 12 boys. What is the ratio of girls to all children?',
    ]);
  });

  it('declines units that differ, an unclear longest part, and parts of unlike kinds added', () => {
    declinedAll([
      'A recipe uses 2 cups of flour for every 3 cups of sugar. How much flour is needed for 9 pounds of sugar?',
      'A rope is cut into 3 pieces in the ratio 2:3:3. The longest piece is 12 cm. How long is the shortest piece?',
      "The ratio of fuel used in gallons to the distance covered in miles by Haley's car is 4:7. If Haley's car used 44 gallons of gas, calculate the distance it covered in miles.",
      'Katy makes coffee using teaspoons of sugar and cups of water in the ratio of 7:13. If she used a total of 120 teaspoons of sugar and cups of water, how many teaspoons of sugar did she use?',
    ]);
  });

  it('a difference told beside the ratio is never read as the whole (it was, by the older ratio reader)', () => {
    expect(solveStory('The ratio of red to blue marbles is 2:5 and there are 21 more blue marbles than red marbles. How many red marbles are there?')?.answer).toBe('14 marbles');
    expect(solveStory('The ratio of boys to girls is 3:4. There are 12 boys. What is the ratio of girls to all children?')).toBeNull();
  });
});
