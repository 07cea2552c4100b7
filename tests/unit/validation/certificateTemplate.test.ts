import { describe, expect, it } from 'vitest';
import {
  newPoint,
  overlappingFields,
  pointBox,
  type TemplatePoint,
} from '@machines/validation/certificateTemplate';
import { DEMO_CREDIT_POINTS } from '../../../server/seed/categorySeed';
import { DEMO_PERSONNEL_POINTS } from '../../../server/seed/personnelTemplateSeed';

const number: TemplatePoint = { field: 'certificateNumber', x: 0.1, y: 0.6, size: 0.02 };
const qr: TemplatePoint = { field: 'qrCode', x: 0.5, y: 0.5, size: 0.15 };

describe('fields placed apart', () => {
  it('sizes a box from the width: a line is taller on a tall picture, the QR code keeps room for its caption', () => {
    const line = pointBox(number, 2);
    expect([line.left, line.top]).toEqual([0.1, 0.6]);
    expect(line.right).toBeCloseTo(0.42);
    expect(line.bottom).toBeCloseTo(0.64);
    expect(pointBox(number, 1).bottom).toBeCloseTo(0.62);
    const box = pointBox(qr, 1);
    expect(box.right).toBeCloseTo(0.65);
    expect(box.bottom).toBeCloseTo(0.5 + 0.15 * 1.25);
  });

  it('names the fields printed over each other, and nothing when all are apart', () => {
    expect(overlappingFields([number, qr], 1.4)).toEqual([]);
    const under = { ...number, x: 0.4 };
    expect(overlappingFields([under, qr], 1.4)).toEqual([['certificateNumber', 'qrCode']]);
    // Touching edges is not overlapping.
    const touching = { ...qr, x: pointBox(number, 1.4).right, y: 0.6 };
    expect(overlappingFields([number, touching], 1.4)).toEqual([]);
  });

  it('puts a new field below the others, never on them', () => {
    const first = newPoint('qrCode', [], 1.4);
    const second = newPoint('companyName', [first], 1.4);
    expect(overlappingFields([first, second], 1.4)).toEqual([]);
  });

  it('keeps the demo templates clear: nothing over another field', () => {
    // The demo backgrounds are 880 × 620.
    expect(overlappingFields(DEMO_CREDIT_POINTS, 880 / 620)).toEqual([]);
    expect(overlappingFields(DEMO_PERSONNEL_POINTS, 880 / 620)).toEqual([]);
  });
});
