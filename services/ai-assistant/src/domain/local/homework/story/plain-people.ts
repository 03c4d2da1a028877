/**
 * People counted under another word, said as "people", the word the readers count people by:
 * "14 seats, 6 individuals in each" → "6 people in each"; "12 persons" → "12 people". Only the
 * plural noun: "individual boxes" describes boxes and stays.
 */
const PEOPLE = /\b([Ii]ndividuals|[Pp]ersons)\b/g;

export function plainPeople(story: string): string {
  return story.replace(PEOPLE, (word: string) => (word[0] === word[0]!.toUpperCase() ? 'People' : 'people'));
}
