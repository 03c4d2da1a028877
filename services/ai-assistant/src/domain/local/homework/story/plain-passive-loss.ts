/**
 * para-while: things lost told in the passive with a verb of spoiling, said with the loss the change
 * readers know: "2 short bushes were damaged." is "2 short bushes were lost."; likewise "were
 * destroyed", "were ruined", "got crushed", "have been thrown away", "were chopped down", "went
 * missing", and things "bought" or "purchased" with no buyer told (asdiv-more2: "At a store, there are 92 computers. If 6 are
 * bought, how many are left?"). Only a counted amount followed at once by the passive, at the end of its clause (a doer
 * after "by" or a place after it keeps the sentence as it was), and only when the question asks what is
 * left or remains, or the story goes on with what remains: "How many were still intact?" asks for a kind of the whole, read as told.
 */
const SPOILED = String.raw`damaged|destroyed|ruined|wrecked|smashed|crushed|spoiled|spoilt|burned|burnt|killed|thrown away|thrown out|tossed out|tossed away|chopped down|knocked down|torn down|broken down|devoured|trampled|squashed|picked out|pulled out|taken out|thrown in the trash|bought|purchased`;
const PASSIVE_LOSS = new RegExp(String.raw`\b(\d+(?:\.\d+)? (?:[a-z]+ )?[a-z]+) (?:(?:were|was|are|is|got|get|have been|had been|has been) (?:${SPOILED})|went missing|go missing)(?=[.,!]|$| and\b| but\b)`, 'g');

const LEFT_TOLD = /\b(?:left|remain|remains|remained|remaining)\b/;

export function plainPassiveLoss(story: string): string {
  if (!LEFT_TOLD.test(story)) return story;
  return story.replace(PASSIVE_LOSS, (_all, amount: string) => `${amount} were lost`);
}
