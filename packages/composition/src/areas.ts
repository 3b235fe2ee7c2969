// Route ownership: which remote's area owns which page paths. The table itself is the shell's
// `src/routing/areas.json`, deployed beside the shell as `areas.json`; the shell's router, its prerenderer and the
// gateway all read it through these functions.

/** A page area owned by one remote: exact paths plus path prefixes (a prefix owns everything below it). */
export interface AreaDefinition {
  name: string;
  paths: string[];
  prefixes: string[];
  /** Static files the remote publishes under its dist/files (PDFs, security.txt), served on the site's origin. */
  files: string[];
}

/** The table's file name in the shell's build folder. */
export const AREAS_FILE = 'areas.json';

/** The area that owns `pathname`, or undefined when none does (the shell then shows its 404). */
export function areaForPath(areas: readonly AreaDefinition[], pathname: string): AreaDefinition | undefined {
  return areas.find(
    (area) => area.paths.includes(pathname) || area.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
}

/** The area that publishes `pathname` as a static file, if any (exact match only). */
export function fileOwner(areas: readonly AreaDefinition[], pathname: string): AreaDefinition | undefined {
  return areas.find((area) => area.files.includes(pathname));
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && item.startsWith('/'));

/**
 * Checks a parsed areas.json: a list of `{ name, paths, prefixes, files? }`, every path absolute. Throws with the
 * offending entry, so a broken deploy fails loudly instead of serving 404s.
 */
export function parseAreas(value: unknown, source = AREAS_FILE): AreaDefinition[] {
  if (!Array.isArray(value)) throw new Error(`${source}: expected a list of areas`);
  return value.map((entry: unknown, index) => {
    const area = entry as Partial<AreaDefinition> | null;
    const files = area?.files ?? [];
    if (
      !area ||
      typeof area.name !== 'string' ||
      !/^[a-z][a-z0-9-]*$/.test(area.name) ||
      !isStringList(area.paths) ||
      !isStringList(area.prefixes) ||
      !isStringList(files)
    ) {
      throw new Error(`${source}: area ${index} is not { name, paths, prefixes, files } with absolute paths`);
    }
    return { name: area.name, paths: area.paths, prefixes: area.prefixes, files };
  });
}
