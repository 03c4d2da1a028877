/**
 * Names of a whole and the kinds that are all of it: boys and girls are children, chickens and ducks
 * are birds. Only kinds that are always members are listed (a frog is no reptile, a penny is a coin
 * but not "money" counted in coins), so a whole named here is never a guess.
 */
const PEOPLE_YOUNG = ['boy', 'girl'];
const PEOPLE = [...PEOPLE_YOUNG, 'man', 'woman', 'adult', 'child', 'kid', 'teacher', 'parent', 'student', 'pupil', 'grown-up'];
const BIRDS = ['chicken', 'duck', 'goose', 'turkey', 'pigeon', 'parrot', 'owl', 'eagle', 'robin', 'sparrow', 'crow', 'hen', 'rooster', 'swan', 'bluebird', 'cardinal', 'dove', 'hawk', 'penguin', 'ostrich', 'peacock', 'blue jay'];
const REPTILES = ['snake', 'alligator', 'crocodile', 'lizard', 'turtle', 'tortoise', 'iguana', 'gecko'];
const INSECTS = ['ant', 'bee', 'butterfly', 'beetle', 'fly', 'ladybug', 'grasshopper', 'mosquito', 'dragonfly', 'firefly', 'cricket', 'moth', 'wasp'];
const FARM = ['cow', 'horse', 'pig', 'sheep', 'goat', 'donkey', 'mule', 'ox', 'lamb', 'calf'];
const WILD = ['lion', 'tiger', 'bear', 'elephant', 'giraffe', 'zebra', 'monkey', 'wolf', 'fox', 'deer', 'rabbit', 'squirrel', 'frog', 'toad', 'mouse', 'rat', 'hamster', 'kangaroo', 'bat'];
const PETS = ['dog', 'cat', 'puppy', 'kitten', 'hamster', 'rabbit', 'goldfish', 'guinea pig', 'parrot', 'turtle'];
const FRUITS = ['apple', 'orange', 'banana', 'pear', 'peach', 'plum', 'grape', 'cherry', 'mango', 'lemon', 'lime', 'strawberry', 'watermelon', 'melon', 'kiwi', 'guava', 'pineapple', 'apricot', 'tangerine', 'blueberry', 'raspberry', 'coconut', 'papaya'];
const VEGETABLES = ['carrot', 'potato', 'onion', 'cucumber', 'cabbage', 'lettuce', 'broccoli', 'pumpkin', 'radish', 'beet', 'eggplant', 'zucchini', 'squash'];
const FLOWERS = ['rose', 'tulip', 'daisy', 'lily', 'carnation', 'sunflower', 'orchid', 'daffodil', 'marigold', 'violet', 'iris', 'peony', 'lilac', 'poppy'];
const TREES = ['oak', 'maple', 'pine', 'willow', 'birch', 'fir', 'palm', 'elm', 'cedar', 'spruce', 'sapling'];
const COINS = ['penny', 'nickel', 'dime', 'quarter', 'half-dollar'];
const VEHICLES = ['car', 'truck', 'bus', 'van', 'bike', 'bicycle', 'motorcycle', 'tractor', 'taxi'];
const FISH = ['trout', 'salmon', 'tuna', 'bass', 'goldfish', 'shark', 'pike', 'sturgeon', 'herring', 'catfish', 'cod'];
const ANIMALS = [...BIRDS, ...REPTILES, ...INSECTS, ...FARM, ...WILD, ...PETS, ...FISH, 'bird', 'fish', 'insect', 'reptile', 'animal'];

const WHOLES: Record<string, readonly string[]> = {
  person: PEOPLE, people: PEOPLE, child: PEOPLE_YOUNG, kid: PEOPLE_YOUNG, student: PEOPLE_YOUNG, pupil: PEOPLE_YOUNG,
  bird: BIRDS, fowl: BIRDS, reptile: REPTILES, insect: INSECTS, bug: INSECTS, animal: ANIMALS, pet: PETS,
  fruit: FRUITS, vegetable: VEGETABLES, flower: FLOWERS, tree: TREES, coin: COINS, vehicle: VEHICLES, fish: FISH,
};

/** True when every kind is one of the whole's members ("child" for boy and girl); false for an unknown whole. */
export function allKindsOf(whole: string, kinds: readonly string[]): boolean {
  const members = WHOLES[whole];
  return members !== undefined && kinds.every((k) => members.includes(k));
}
