import type { AreaRoute } from '@site/ui';
import { homeRoutes } from './routes/home.routes';
import { productRoutes } from './routes/product.routes';
import { solutionsRoutes } from './routes/solutions.routes';
import { pricingRoutes } from './routes/pricing.routes';
import { docsRoutes } from './routes/docs.routes';

/** Every page the platform remote owns, grouped by section (one file per section). */
export const routes: AreaRoute[] = [...homeRoutes, ...productRoutes, ...solutionsRoutes, ...pricingRoutes, ...docsRoutes];
