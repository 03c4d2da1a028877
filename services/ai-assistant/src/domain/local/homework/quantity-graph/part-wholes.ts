import { allKindsOf } from '../story/kind-categories.js';

/**
 * Wholes that parts of a story may be counted as when the question names the whole: scarves and
 * mittens are clothing, parrots and parakeets are birds, the women and men at a waiter's tables are
 * his customers. Each list holds kinds that are always members, so adding them is never a guess;
 * `kind-categories.ts` has the wholes of its own readers, read here too.
 */
const PEOPLE = ['man', 'woman', 'adult', 'child', 'kid', 'boy', 'girl', 'person', 'teenager', 'baby', 'senior'];
const CLOTHING = ['scarf', 'mitten', 'glove', 'hat', 'cap', 'sock', 'shirt', 'coat', 'jacket', 'sweater', 'dress', 'skirt', 'pant', 'boot', 'shoe', 'sandal', 'belt', 'tie', 'blouse', 'vest', 'short', 'earmuff', 'beanie', 'hoodie', 'jean', 'legging'];
const EXTRA: Record<string, readonly string[]> = {
  bird: ['parakeet', 'canary', 'finch', 'cockatoo', 'macaw', 'budgie', 'cockatiel', 'lovebird'],
  clothing: CLOTHING, clothe: CLOTHING,
  furniture: ['chair', 'table', 'desk', 'bed', 'sofa', 'couch', 'stool', 'bench', 'bookcase', 'bookshelf', 'dresser', 'cabinet', 'wardrobe', 'armchair'],
  // Whoever sits at a waiter's tables, rides a bus or comes to a party is one of its customers, passengers, guests.
  person: [...PEOPLE, 'employee', 'manager', 'customer', 'guest', 'friend', 'passenger', 'visitor', 'student', 'player', 'member', 'worker', 'diner', 'camper', 'kid', 'teacher', 'parent'],
  people: [...PEOPLE, 'employee', 'manager', 'customer', 'guest', 'friend', 'passenger', 'visitor', 'student', 'player', 'member', 'worker', 'diner', 'camper', 'teacher', 'parent'],
  customer: PEOPLE, guest: PEOPLE, passenger: PEOPLE, visitor: PEOPLE, diner: PEOPLE,
};

/** True when every one of `kind` is one of `whole` ("parakeet" of "bird", "woman" of "customer"). */
export function kindOf(kind: string, whole: string): boolean {
  return kind === whole || allKindsOf(whole, [kind]) || (EXTRA[whole]?.includes(kind) ?? false);
}

/** Two words for the same things: "people" and "person", "packs" and "packages" ("8 packs of balls … 10 balls in each package"). */
const SAME: Readonly<Record<string, string>> = { people: 'person', package: 'pack' };
export const sameWhole = (unit: string): string => SAME[unit] ?? unit;
