import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '@machines/registry';

/** The Storybook "Machines" section draws every machine of the registry. */
describe('Machines stories', () => {
  const stories = readFileSync('stories/machines/Machines.stories.tsx', 'utf8');

  it.each(machineRegistry.map((entry) => entry.name))('%s has a diagram story', (name) => {
    expect(stories).toContain(`args: { name: '${name}' }`);
  });
});
