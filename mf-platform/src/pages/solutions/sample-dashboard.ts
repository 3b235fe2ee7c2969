/** The sample dashboard figures every solutions page shows (94.2% coverage, 847 assets, 12 exposures). */
export const SAMPLE_DASHBOARD_FIGURES = {
  coverage: '94.2%',
  assets: '847',
  exposures: '12',
} as const;
