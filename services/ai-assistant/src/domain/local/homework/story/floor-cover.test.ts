import { describe, expect, it } from 'vitest';
import { solveFloorCover } from './floor-cover.js';

const answer = (story: string): string | null => solveFloorCover(story)?.answer ?? null;

describe('svamp-subunit: a floor covered with carpet or tiles', () => {
  it('finds the other side from the carpet the room needs', () => {
    expect(answer("Nina's room is 6 feet wide. If she needs a carpet of size 48 square feet. What is the length of her room?")).toBe('8 feet');
    expect(answer('Omar needs a carpet of size 35 square feet to cover his room. If his room is 7 feet long. What is the width of his room?')).toBe('5 feet');
  });

  it('takes the carpet she has from the floor, counts tiles and multiplies by the rooms', () => {
    expect(answer('Lena has 20 square feet of carpet. If her room is 6 feet long and 9 feet wide. How much more carpet does she need to cover the whole floor?')).toBe('34 square feet');
    expect(answer("Ravi's room is 6 feet long and 10 feet wide. If each tile is of size 4 square feet. How many tiles does he need to cover the whole floor?")).toBe('15 tiles');
    expect(answer("Mia's rooms are 10 feet long and 12 feet wide. If she has 3 rooms in all. How much carpet does she need to cover the floors of all rooms?")).toBe('360 square feet');
  });

  it('declines the side told asked again, another measure asked, or units that differ', () => {
    expect(answer('Omar needs a carpet of size 35 square feet to cover his room. If his room is 7 feet long. What is the length of his room?')).toBeNull();
    expect(answer('Omar needs a carpet of size 35 square feet to cover his room. If his room is 7 feet long. What is the perimeter of his room?')).toBeNull();
    expect(answer('Omar needs a carpet of size 35 square yards to cover his room. If his room is 7 feet long. What is the width of his room?')).toBeNull();
  });

  it('declines more carpet than the floor, tiles that do not fit whole, a price, a second room and a question the other way', () => {
    expect(answer('Lena has 80 square feet of carpet. If her room is 6 feet long and 9 feet wide. How much more carpet does she need to cover the whole floor?')).toBeNull();
    expect(answer('Lena has 20 square feet of carpet. If her room is 6 feet long and 9 feet wide. How much carpet will she have left?')).toBeNull();
    expect(answer("Ravi's room is 6 feet long and 10 feet wide. If each tile is of size 7 square feet. How many tiles does he need to cover the whole floor?")).toBeNull();
    expect(answer("Ravi's room is 6 feet long and 10 feet wide. If each tile is of size 4 square feet and costs 3 dollars. How many tiles does he need to cover the whole floor?")).toBeNull();
    expect(answer("Mia's room is 10 feet long and 12 feet wide and her kitchen is 8 feet wide. How much carpet does she need to cover the floor?")).toBeNull();
  });
});
