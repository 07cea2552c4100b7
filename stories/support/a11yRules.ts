/**
 * The axe rules every story runs without (.storybook/preview.tsx). A story shows a screen or a
 * part of one, not a page: the page-level rules (one h1, content in landmarks) are the app-wide
 * suite's (docs/accessibility.md). A story that turns off one more rule lists these with it,
 * since a story's rules replace the preview's.
 */
export const PAGE_LEVEL_RULES = [
  { id: 'page-has-heading-one', enabled: false },
  { id: 'landmark-one-main', enabled: false },
  { id: 'region', enabled: false },
] as const;
