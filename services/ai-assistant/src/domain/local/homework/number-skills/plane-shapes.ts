import type { Exact } from '../math-engine.js';

/**
 * The formulas of rectangles, squares and regular polygons, and the inverses that check them: one place
 * for the exercises (`geometry.ts`) and the word problems (`story/shape-measures.ts`).
 */
export const rectangleArea = (length: Exact, width: Exact): Exact => length.mul(width);
export const rectanglePerimeter = (length: Exact, width: Exact): Exact => length.add(width).mul(2);
/** The other side of a rectangle from its area and one side. */
export const sideFromArea = (area: Exact, side: Exact): Exact => area.div(side);
/** The other side of a rectangle from its perimeter and one side. */
export const sideFromPerimeter = (perimeter: Exact, side: Exact): Exact => perimeter.div(2).sub(side);
export const squareArea = (side: Exact): Exact => side.mul(side);
export const regularPerimeter = (sides: number, side: Exact): Exact => side.mul(sides);
