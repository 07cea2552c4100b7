import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module reads the tag once, when first asked: each test loads it afresh. */
async function servedZone(content: string | null): Promise<string> {
  document.head.querySelector('meta[name="association-time-zone"]')?.remove();
  if (content !== null) {
    const meta = document.createElement('meta');
    meta.name = 'association-time-zone';
    meta.content = content;
    document.head.append(meta);
  }
  vi.resetModules();
  const { associationTimeZone } = await import('../../../src/lib/timeZone');
  return associationTimeZone();
}

describe("the association's time zone", () => {
  afterEach(() => document.head.querySelector('meta[name="association-time-zone"]')?.remove());

  it('is the one the serving page names', async () => {
    expect(await servedZone('Asia/Urumqi')).toBe('Asia/Urumqi');
  });

  it('is Asia/Shanghai without the tag or with a name that is no zone', async () => {
    expect(await servedZone(null)).toBe('Asia/Shanghai');
    expect(await servedZone('Mars/Olympus')).toBe('Asia/Shanghai');
  });

  it('is read when first asked, not when the module loads', async () => {
    document.head.querySelector('meta[name="association-time-zone"]')?.remove();
    vi.resetModules();
    const { associationTimeZone } = await import('../../../src/lib/timeZone');
    const meta = document.createElement('meta');
    meta.name = 'association-time-zone';
    meta.content = 'Asia/Hong_Kong';
    document.head.append(meta);
    expect(associationTimeZone()).toBe('Asia/Hong_Kong');
  });
});
