import { describe, expect, it } from 'vitest';
import { piecesOf, readRestChain } from './rest-chain-reading.js';
import { solveRestChain } from './rest-chain.js';

const answer = (text: string): string | null => solveRestChain(text)?.answer ?? null;

describe('parts of a whole, then parts of the rest', () => {
  it('cuts the facts into pieces at commas and at "and" before another part', () => {
    expect(piecesOf('nora had 60 dollars. she spent 1/3 of her money on books and half of the remainder on food.').map((p) => p.text)).toEqual(['nora had 60 dollars', 'she spent 1/3 of her money on books', 'half of the remainder on food']);
    expect(readRestChain('nora had 60 dollars. she spent 1/3 of her money on books and half of the remainder on food.')?.moves.map((m) => (m.kind === 'part' ? m.base : 'count'))).toEqual(['whole', 'current']);
  });

  it('runs the chain forwards to what is left', () => {
    expect(answer('Nora had $60. She spent 1/3 of her money on books and half of the remainder on food. How much money does Nora have left?')).toBe('$20');
    expect(answer('A farmer had 48 sheep. He sold 1/4 of them at the market and 1/3 of the remaining sheep to his neighbor. How many sheep are left?')).toBe('24 sheep');
    expect(answer('A farmer had 48 sheep. He sold 1/4 of them at the market and gave 6 sheep to his son. How many sheep does he have left?')).toBe('30 sheep');
    expect(answer('The new pad of paper has 120 pages. Sammy uses 25% of the pages for his science project, and another 10 pages for his math homework. How many pages remain in the pad?')).toBe('80 pages');
  });

  it('reads parts of the whole said again, or listed after one ("15% on rent")', () => {
    expect(answer('Gina had $400. She gave 1/4 of her money to her mom, used 1/8 of her money to buy clothes, gave 1/5 of her money to a charity, and kept the remaining money. How much did Gina keep?')).toBe('$170');
    expect(answer('He has a budget of $1000 per semester. He spends 30% of his money on food, 15% on accommodation, 25% on entertainment, and the rest on coursework materials. How much money does he spend on coursework materials?')).toBe('$300');
    expect(answer('A class has 40 students. 25% of them walk to school, 30% come by bus, and the rest come by car. How many students come by car?')).toBe('18 students');
    expect(answer('A garden has 60 flowers. 6 of the flowers are roses. 1/2 of the remaining flowers are tulips and the rest are daisies. How many daisies are there?')).toBe('27 daisies');
  });

  it('finds the start from what is left, and runs it forwards again', () => {
    expect(answer('Lucy lost one-third of her money. She then spent one-fourth of the remainder, and only left with $15. How much money did Lucy have at the beginning?')).toBe('$30');
    expect(answer('Tina baked some muffins. She ate 3 muffins and gave half of the remaining muffins to her friend. She has 9 muffins left. How many muffins did she bake at first?')).toBe('21 muffins');
    expect(answer('Susan had a sum of money. She spent 1/5 of it in September, 1/4 of it in October, and $120 in November. After spending these amounts of money, she still had $540 left. How much money did she have at first?')).toBe('$1200');
  });

  it('declines a part asked, another owner, another thing, or a gain', () => {
    expect(answer('Nora had $60. She spent 1/3 of her money on books and half of the remainder on food. How much money does Omar have left?')).toBeNull();
    expect(answer('Nora had $60 and Omar had $30. Nora spent 1/3 of her money on books and half of the remainder on food. How much money does Nora have left?')).toBeNull();
    expect(answer('Leo had 90 stickers. He gave 1/3 of his stickers to Mia, 1/5 of his stickers to Sam, and kept the rest. How many stickers did Mia get?')).toBeNull();
    expect(answer('A class has 40 students. 25% of them walk to school, 30% come by bus, and the rest come by car. How many students come by bus?')).toBeNull();
    expect(answer('A farmer had 48 sheep. He sold 1/4 of them at the market and 1/3 of the remaining sheep to his neighbor. How many cows are left?')).toBeNull();
    expect(answer('Max earned $200. He spent 40% of it on a bike and then earned 1/4 more. How much money does Max have left?')).toBeNull();
    expect(answer('A farmer had 48 sheep. He sold 1/4 of them at the market. Then 6 sheep were born. How many sheep does he have now?')).toBeNull();
  });

  it('declines a part whose whole is unclear, a count it cannot read, or people who left', () => {
    expect(answer('Ann had 60 beads. She used half of them for a necklace and lost 1/4 of her beads. How many beads does Ann have left?')).toBeNull();
    expect(answer('A class has 40 students. 25% of the girls walk to school, 30% come by bus, and the rest come by car. How many students come by car?')).toBeNull();
    expect(answer('Seth bought some boxes of oranges. He gave a box to his mother. He then gave away half of the remaining boxes. If Seth has 4 boxes of oranges left, how many boxes did he buy in the first place?')).toBeNull();
    expect(answer('Ann had 60 beads. She used half of them for a necklace. Then 12 girls left. How many beads did Ann have at first?')).toBeNull();
    expect(answer('A baker made 70 rolls. He sold 1/3 of them in the morning and 1/2 of the rest in the afternoon. How many rolls were left?')).toBeNull();
    expect(answer('Max earned $200 per week. He spent 40% of it on a bike each week. How much money does Max have left after 3 weeks?')).toBeNull();
  });

  it('reads the question said other ways: "what is the amount", "not used", a question after a comma', () => {
    expect(answer('Derek has $960. He spends half of that on textbooks, and he spends a quarter of what is left on supplies. What is the amount of money Derek has left?')).toBe('$360');
    expect(answer('A cook had 300 carrots. He used 2/5 of the carrots before lunch and 3/5 of the remaining carrots after lunch. How many carrots were not used?')).toBe('72 carrots');
    expect(answer('There are 48 crayons in the box. Kiley takes 1/4 of them away. Joe takes away half of the remaining crayons, how many crayons are left?')).toBe('18 crayons');
    expect(answer('Lucca bought 200 pieces of bread. Lucca ate 1/4 of the pieces of bread in one day, and 2/5 of the remaining pieces the next day. If he ate half of the remaining pieces on the third day, calculate how many pieces of bread are remaining.')).toBe('45 pieces');
    expect(answer('A cook had 300 carrots. He used 2/5 of the carrots before lunch and sold 3/5 of the remaining carrots after lunch. How many carrots were not used?')).toBeNull();
    expect(answer('There are 48 crayons in the box. Kiley takes 1/4 of them away. Joe takes away half of the remaining crayons, how many crayons does Joe have?')).toBeNull();
  });
});
