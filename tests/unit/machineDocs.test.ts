import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MACHINE_DOCS_DIR, machineDocs } from '../../scripts/machineDocs';

describe('docs/machines', async () => {
  const docs = await machineDocs();

  it.each([...docs.keys()])('%s is current (run `npm run docs:machines`)', (file) => {
    const path = `${MACHINE_DOCS_DIR}/${file}`;
    expect(existsSync(path), `${path} is missing`).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe(docs.get(file));
  });

  it('holds no page or picture of a machine that no longer exists', () => {
    const files = readdirSync(MACHINE_DOCS_DIR).filter((file) => /\.(md|svg)$/.test(file));
    expect(files.sort()).toEqual([...docs.keys()].sort());
  });
});
