import { areaForPath as ownerOf, parseAreas, type AreaDefinition } from '@site/composition';
import areaTable from './areas.json';

export type { AreaDefinition };

/** The shell's route ownership table. The gateway reads the same JSON from the shell's build (dist/areas.json). */
export const AREAS: readonly AreaDefinition[] = parseAreas(areaTable);

/** The remote that owns `pathname`, or undefined when no area does (the shell then shows its 404). */
export function areaForPath(pathname: string): AreaDefinition | undefined {
  return ownerOf(AREAS, pathname);
}
