/**
 * The catalogues of issue 13: credit, course and certificate types, each with its levels.
 * A type belongs to a business line (DESIGN §2), which its levels share.
 */

/** `credit` (company qualifications), `course` (training), `certificate` (personnel). */
export type CatalogueKind = 'credit' | 'course' | 'certificate';

export interface CatalogueType {
  readonly id: number;
  readonly name: string;
  readonly nameEn: string;
  /** 0-9 (DESIGN §2). */
  readonly businessLine: number;
  /** Smallest first. */
  readonly sort: number;
  /** Only enabled types (and their enabled levels) are offered to applicants. */
  readonly enabled: boolean;
  readonly levelCount: number;
  readonly updatedAt: string;
}

export interface CatalogueLevel {
  readonly id: number;
  readonly typeId: number;
  readonly typeName: string;
  readonly typeNameEn: string;
  /** The type's business line. */
  readonly businessLine: number;
  readonly name: string;
  readonly nameEn: string;
  readonly sort: number;
  readonly enabled: boolean;
  readonly updatedAt: string;
}

/** `GET /api/qualification/QLevels`: an enabled level of an enabled type. */
export interface OfferedCatalogueLevel {
  readonly id: number;
  readonly name: string;
  readonly nameEn: string;
}

/** `GET /api/credit-category/query-credittype-list` and the like: an enabled type. */
export interface OfferedCatalogueType extends OfferedCatalogueLevel {
  readonly businessLine: number;
}

/** An enabled type with its enabled levels (a form's two-step choice). */
export interface OfferedCatalogueTypeWithLevels extends OfferedCatalogueType {
  readonly levels: readonly OfferedCatalogueLevel[];
}
