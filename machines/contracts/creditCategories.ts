/**
 * Credit categories (issue 13): what a company applies for (a credit type and level),
 * with its required materials and its certificate template.
 */
import type { TemplatePoint } from '../validation/certificateTemplate';

export interface CreditCategory {
  readonly id: number;
  readonly typeId: number;
  readonly typeName: string;
  readonly typeNameEn: string;
  readonly levelId: number;
  readonly levelName: string;
  readonly levelNameEn: string;
  /** The type's business line (DESIGN §2). */
  readonly businessLine: number;
  /** How long a qualification of this category lasts once issued. */
  readonly validityYears: number;
  /** Only enabled categories are offered to applicants. */
  readonly enabled: boolean;
  readonly materialCount: number;
  /** Whether a background image has been chosen and at least one field placed. */
  readonly hasTemplate: boolean;
  readonly updatedAt: string;
}

export interface CreditMaterial {
  readonly id: number;
  readonly categoryId: number;
  readonly name: string;
  readonly nameEn: string;
  /** An application is not submitted without a required material. */
  readonly required: boolean;
  readonly sort: number;
}

/** `credit-category/image-point/{id}`: the certificate's background and field points. */
export interface CertificateTemplate {
  readonly backgroundFileId: string | null;
  readonly points: readonly TemplatePoint[];
  /** Optimistic lock: sent back with a change; a stale one is refused with 409. */
  readonly version: number;
}
