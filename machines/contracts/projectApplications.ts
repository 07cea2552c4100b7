/**
 * Project declarations (issue 14): a project the company carried out, its project manager
 * and its two documents, reviewed by the institution it names, then by the platform.
 */
import type { AvailableEventInfo, StoredFileInfo, TimelineEntry } from './records';

export interface ProjectApplication {
  readonly id: number;
  readonly corporateId: number;
  readonly companyName: string;
  /** Qualification status 0-9 (DESIGN §3.3). */
  readonly status: number;
  readonly version: number;
  readonly name: string;
  readonly client: string;
  /** Yuan, two decimals ('' while a draft has none). */
  readonly contractAmount: string;
  /** YYYY-MM-DD, or '' */
  readonly startDate: string;
  readonly endDate: string;
  /** `generalContractor`, `subcontractor`, `consortiumMember`, or '' (a draft). */
  readonly role: string;
  /** The project manager: a verified person of the company's roster. */
  readonly managerId: number | null;
  readonly managerName: string;
  readonly institutionId: number | null;
  readonly institutionName: string;
  readonly description: string;
  readonly contractFile: StoredFileInfo | null;
  readonly acceptanceFile: StoredFileInfo | null;
  readonly submittedAt: string | null;
  readonly institutionDecidedAt: string | null;
  readonly decidedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface ProjectApplicationDetail {
  readonly application: ProjectApplication;
  readonly events: readonly TimelineEntry[];
  readonly availableEvents: readonly AvailableEventInfo[];
  /** A draft its company may delete (`train/delete-project`). */
  readonly deletable: boolean;
}
