import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DOC, referenceDoc } from '../../scripts/referenceDocs';

describe('docs/reference.md', () => {
  it('is current (run `npm run docs:reference`)', () => {
    expect(readFileSync(REFERENCE_DOC, 'utf8')).toBe(referenceDoc());
  });
});
