import type { Theme } from '@studyhall/ai-contracts';
import { anatomyTemplates } from './theme-anatomy.js';
import { astronomyTemplates } from './theme-astronomy.js';
import { footballTemplates } from './theme-football.js';
import { literatureTemplates } from './theme-literature.js';
import { scienceTemplates } from './theme-science.js';
import { chanceTemplates } from './theme-chance.js';
import type { WordProblemTemplate } from './types.js';
import { xGamesTemplates } from './theme-x-games.js';

export const TEMPLATES_BY_THEME: Record<Theme, readonly WordProblemTemplate[]> = {
  'X-Games': [...xGamesTemplates, ...chanceTemplates('X-Games')],
  Football: [...footballTemplates, ...chanceTemplates('Football')],
  Literature: [...literatureTemplates, ...chanceTemplates('Literature')],
  Science: [...scienceTemplates, ...chanceTemplates('Science')],
  Astronomy: [...astronomyTemplates, ...chanceTemplates('Astronomy')],
  Anatomy: [...anatomyTemplates, ...chanceTemplates('Anatomy')],
};
