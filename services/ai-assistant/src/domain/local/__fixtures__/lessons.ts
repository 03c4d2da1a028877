/** Realistic lesson texts used by several tests. */
export const PHOTOSYNTHESIS = `Photosynthesis and Cell Energy

Photosynthesis is the process by which green plants use sunlight to make glucose from carbon dioxide and water.
It takes place in the chloroplast, a small structure inside plant cells.
Chlorophyll is a green pigment that absorbs light energy, mostly red and blue light.
The glucose made during photosynthesis stores chemical energy for the plant.
Oxygen is released as a by-product when water molecules are split.
Cellular respiration is the process that releases the energy stored in glucose.
The mitochondria are the organelles where cellular respiration happens.
Plants need both photosynthesis and cellular respiration to grow.
A stoma is a tiny opening on a leaf that lets carbon dioxide in and oxygen out.
When light is weak, photosynthesis slows down and the plant makes less glucose.
Farmers in greenhouses sometimes add carbon dioxide so that photosynthesis runs faster.`;

export const HISTORY = `The Industrial Revolution began in Britain in the late 1700s. A factory is a building where goods are made by machines.
The steam engine is a machine that turns the heat of burning coal into motion. James Watt improved the steam engine in 1769.
Urbanization refers to the movement of people from the countryside into cities. Many workers, including children, worked long hours in factories.
A labor union is an organization of workers who bargain together for better pay and safer conditions.
The Industrial Revolution spread from Britain to Europe and North America during the 1800s.`;

/** Text as it comes out of a PDF: page numbers, a hyphenated line break, bullets, a figure reference. */
export const MESSY_PDF = `BIOLOGY 101 — CHAPTER 4

Cell Structure
Page 1

The cell mem-
brane is a thin layer that surrounds every cell and controls what enters and leaves.
• The nucleus is the control center of the cell.
• Ribosomes are tiny structures that build proteins.

Fig. 4.2 shows a plant cell. In plant cells, the cell wall is a rigid layer outside the membrane, made of cellulose.
Page 2
Vacuoles store water, food and waste. A large central vacuole is typical of plant cells, e.g. in onion cells.
When light is weak, plant cells make less sugar.
The endoplasmic reticulum, called the ER, is a network of membranes that transports materials.`;
