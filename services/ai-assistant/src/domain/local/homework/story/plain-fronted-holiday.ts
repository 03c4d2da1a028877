/**
 * mawps-asdiv: "For Halloween Faye scored 47 pieces of candy." says when, before whose the candy is; the
 * readers take the first name of a clause as its owner, so the occasion is left out when it opens a
 * sentence right before a name: "Faye scored 47 pieces of candy." Only holidays, which never own things.
 */
const FRONTED = /(^|[.!?]\s+)(?:For|On|At) (?:Halloween|Christmas|Easter|Thanksgiving|Hanukkah|Valentine's Day|New Year's Eve),? (?=[A-Z][a-z]+ )/g;

export const plainFrontedHoliday = (story: string): string => story.replace(FRONTED, '$1');
