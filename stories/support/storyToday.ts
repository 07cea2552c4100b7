/**
 * The day every story lives on (the decorator in .storybook/preview.tsx provides it): after
 * every session of the fixtures has started. The fixtures are dated in 2029-2030 so no real
 * day overtakes them; a story of an earlier day provides its own.
 */
export const STORY_TODAY = '2030-06-01';
