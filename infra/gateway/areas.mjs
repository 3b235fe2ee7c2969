// Route ownership, read from the shell's deployed areas.json (the same table the shell's router uses).

export function areaForPath(areas, pathname) {
  return areas.find(
    (area) =>
      area.paths.includes(pathname) ||
      area.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
}

/** Each prefix-owning area's prerendered 404 (see shell/src/server/page-fragment.ts). */
export const AREA_NOT_FOUND_PATH = '/__not-found__';

/** '/' -> 'index.json', '/product/overview' -> 'product/overview.json' (same rule as the prerenderer). */
export function fragmentFileName(pagePath) {
  return pagePath === '/' ? 'index.json' : `${pagePath.replace(/^\//, '')}.json`;
}
