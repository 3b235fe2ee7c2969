import type { AreaRoute } from '@site/ui';

export const solutionsRoutes: AreaRoute[] = [];
