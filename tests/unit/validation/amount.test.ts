import { describe, expect, it } from 'vitest';
import { courseDraftSchema, projectDraftSchema } from '@machines/validation';

/** Issue 42: an amount typed as a contract prints it is read, not refused. */
describe('amounts with digit grouping', () => {
  it.each([
    ['1,234,567.89', '1234567.89'],
    ['1，234，567', '1234567'],
    ['1 234 567.5', '1234567.5'],
    ['2800', '2800'],
  ])('reads %s as %s', async (typed, read) => {
    const project = await projectDraftSchema.validate({ name: '项目', contractAmount: typed });
    expect(project.contractAmount).toBe(read);
    const course = await courseDraftSchema.validate({ name: '课程', fee: typed });
    expect(course.fee).toBe(read);
  });

  it('still refuses what is not an amount', async () => {
    for (const typed of ['1,23a', ',100', '100,', '1.234,56']) {
      await expect(
        projectDraftSchema.validate({ name: '项目', contractAmount: typed }),
      ).rejects.toThrow('validation.contractAmount');
    }
  });
});
