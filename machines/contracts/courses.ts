/**
 * Training courses (issue 15): a training institution's course, its dated sessions and
 * materials, reviewed by the platform or an expert of the course's business line.
 */
import type { OfferedCatalogueTypeWithLevels } from './catalogues';
import type { InstitutionPerson } from './institutions';
import type { AvailableEventInfo, StoredFileInfo, TimelineEntry } from './records';

/** A named catalogue entry in both languages (a course or certificate level, its type). */
export interface CatalogueName {
  readonly name: string;
  readonly nameEn: string;
}

export interface Course {
  readonly id: number;
  readonly corporateId: number;
  /** The training institution. */
  readonly companyName: string;
  /** Course status 0-5 (DESIGN §3.4). */
  readonly status: number;
  readonly version: number;
  /** Off: a published course is hidden from sign-up. */
  readonly enabled: boolean;
  readonly businessLine: number;
  readonly name: string;
  readonly courseLevelId: number | null;
  /** The course type and level it teaches ('' while a draft has none). */
  readonly courseType: CatalogueName;
  readonly courseLevel: CatalogueName;
  readonly certificateLevelId: number | null;
  /** The personnel certificate type and level it leads to. */
  readonly certificateType: CatalogueName;
  readonly certificateLevel: CatalogueName;
  readonly description: string;
  /** Yuan, two decimals ('' while a draft has none). */
  readonly fee: string;
  readonly capacity: number | null;
  readonly online: boolean;
  readonly location: string;
  /** YYYY-MM-DD, or ''. */
  readonly signUpDeadline: string;
  /** Hours, one decimal, or ''. */
  readonly creditHours: string;
  readonly cover: StoredFileInfo | null;
  readonly teachers: readonly InstitutionPerson[];
  /** The dates, earliest first. */
  readonly dates: readonly TrainingDate[];
  readonly copiedFromId: number | null;
  readonly submittedAt: string | null;
  readonly decidedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A dated session of a course (status 0-5, DESIGN §3.6). */
export interface TrainingDate {
  readonly id: number;
  readonly status: number;
  readonly version: number;
  readonly startsOn: string;
  readonly endsOn: string;
  readonly capacity: number;
  readonly location: string;
}

/**
 * A session of a running course as its institution and the platform see it (issue 41): its
 * places held, and the move asked or decided last.
 */
export interface CourseSession extends TrainingDate {
  readonly courseId: number;
  readonly courseName: string;
  /** The training institution. */
  readonly institutionName: string;
  /** The dates a move waiting for the platform asks for (status 3); null otherwise. */
  readonly proposedStartsOn: string | null;
  readonly proposedEndsOn: string | null;
  /** Places held in it now: sign-ups waiting or approved. */
  readonly signedUp: number;
  /** Why the last move was asked; '' when none was. */
  readonly reason: string;
  /** The platform's reason when it refused the last move; '' otherwise. */
  readonly refusal: string;
  readonly updatedAt: string;
}

/** The institution asks to move a session (`train/request-traindate-change`, ours). */
export interface SessionMoveAsk {
  readonly id: number;
  readonly version: number;
  readonly startsOn: string;
  readonly endsOn: string;
  readonly comment: string;
}

/** The institution adds a session to a running course (`train/add-traindate`, ours). */
export interface SessionAdd {
  readonly courseId: number;
  readonly startsOn: string;
  readonly endsOn: string;
  readonly capacity: number;
  readonly location: string;
}

export interface CourseMaterial {
  readonly id: number;
  readonly courseId: number;
  readonly name: string;
  readonly file: StoredFileInfo;
  readonly createdAt: string;
}

export interface CourseDetail {
  readonly course: Course;
  readonly events: readonly TimelineEntry[];
  readonly availableEvents: readonly AvailableEventInfo[];
}

/** What the course form offers: course levels of the institution's line, certificate levels. */
export interface CourseChoices {
  readonly courseTypes: readonly OfferedCatalogueTypeWithLevels[];
  readonly certificateTypes: readonly OfferedCatalogueTypeWithLevels[];
}
