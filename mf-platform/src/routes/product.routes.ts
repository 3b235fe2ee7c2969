import type { AreaRoute } from '@site/ui';

export const productRoutes: AreaRoute[] = [];
