/** The periods a composer is filed under, in order (docs/search.md, "The composer index"). */
export const ERAS = [
  'medieval',
  'renaissance',
  'baroque',
  'classical',
  'romantic',
  'modern',
  'contemporary',
] as const;
export type Era = (typeof ERAS)[number];
