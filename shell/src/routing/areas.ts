import areaTable from './areas.json';

/** A page area owned by one remote: exact paths plus path prefixes (a prefix owns everything below it). */
export interface AreaDefinition {
  name: string;
  paths: string[];
  prefixes: string[];
  /** Static files the remote publishes under its dist/files (PDFs, security.txt); served by the gateway. */
  files: string[];
}

/** The shell's route ownership table. The gateway and the prerenderer read the same JSON. */
export const AREAS: readonly AreaDefinition[] = areaTable;

/** The remote that owns `pathname`, or undefined when no area does (the shell then shows its 404). */
export function areaForPath(pathname: string): AreaDefinition | undefined {
  return AREAS.find(
    (area) =>
      area.paths.includes(pathname) ||
      area.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
}
