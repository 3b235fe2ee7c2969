// Route ownership, read from the shell's deployed areas.json (the same table the shell's router uses).

export function areaForPath(areas, pathname) {
  return areas.find(
    (area) =>
      area.paths.includes(pathname) ||
      area.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
}

/** '/' -> 'index.json', '/product/overview' -> 'product/overview.json' (same rule as the prerenderer). */
export function fragmentFileName(pagePath) {
  return pagePath === '/' ? 'index.json' : `${pagePath.replace(/^\//, '')}.json`;
}
