import { describe, expect, it } from 'vitest';
import { solveCountsThenContents } from './counts-then-contents.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveCountsThenContents(text)?.answer ?? null;

describe('counts of kinds of container, then what each kind holds (mawps-asdiv)', () => {
  it('multiplies each count by its own content and adds', () => {
    expect(answer('A group of science students went on a field trip. They took 2 vans and 3 buses. There were 8 people in each van and 20 people in each bus. How many people went on the field trip?')).toBe('76 people');
    expect(answer('There are 16 bicycles and 7 tricycles in the storage area. Each bicycle has 2 wheels and each tricycle has 3 wheels. How many wheels are there in all?')).toBe('53 wheels');
    expect(answer('The club members took 3 cars, 6 taxis and 2 vans. There were 4 people in each car, 6 people in each taxi and 5 people in each van. How many people went on the hike?')).toBe('58 people');
    expect(solveStory('They took 2 vans and 3 buses. There were 8 people in each van and 20 people in each bus. How many people were there in all?')?.answer).toBe('76 people');
  });

  it('declines a kind with no content, another asked thing, a difference, a capacity and an extra number', () => {
    expect(answer('They took 2 vans and 3 buses. There were 8 people in each van. How many people went on the trip?')).toBeNull();
    expect(answer('They took 2 vans and 3 buses. There were 8 people in each van and 20 people in each car. How many people went on the trip?')).toBeNull();
    expect(answer('They took 2 vans and 3 buses. There were 8 people in each van and 20 people in each bus. How many wheels are there?')).toBeNull();
    expect(answer('They took 2 vans and 3 buses. There were 8 people in each van and 20 people in each bus. How many more people rode in buses?')).toBeNull();
    expect(answer('They took 2 cars and 3 vans. Each car can hold 6 people and each van can hold 8 people. How many people could go?')).toBeNull();
    expect(answer('They took 2 vans and 3 buses. There were 8 people in each van and 20 people in each bus. 4 teachers walked. How many people went on the trip?')).toBeNull();
    expect(answer('There are 16 bicycles and 7 tricycles. Each bicycle has 2 wheels and each tricycle has 3 seats. How many wheels are there in all?')).toBeNull();
  });
});
