/**
 * The shapes the API answers, written once for the server that builds them and the client
 * that reads them (DESIGN §5). Types only: nothing here runs.
 */

import type { AvailableEventInfo, StoredFileInfo, TimelineEntry } from './records';

/** A real-name application, as every real-name endpoint answers it. */
export interface RealnameApplication {
  readonly id: number;
  readonly corporateId: number;
  /** Generic application status 0-6 (DESIGN §3.1). */
  readonly status: number;
  /** Optimistic lock: sent back with every change. */
  readonly version: number;
  /** Text fields a draft has not filled yet are empty strings. */
  readonly companyName: string;
  readonly creditCode: string;
  readonly legalRepresentative: string;
  readonly contactName: string;
  /** Masked (138****5678) in platform lists, whole on the detail page. */
  readonly contactMobile: string;
  readonly address: string;
  readonly licenceFile: StoredFileInfo | null;
  readonly submittedAt: string | null;
  readonly decidedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** `GET /api/corporate/query-realcorporate-detail`. */
export interface RealnameDetail {
  readonly application: RealnameApplication;
  readonly events: readonly TimelineEntry[];
  readonly availableEvents: readonly AvailableEventInfo[];
}

export type * from './adminActions';
export type * from './loginLogs';
export type * from './messages';
export type * from './courses';
export type * from './signUps';
export type * from './appeals';
export type * from './account';
export type * from './people';
export type * from './records';
export type * from './membership';
export type * from './institutions';
export type * from './catalogues';
export type * from './accounts';
export type * from './creditCategories';
export type * from './backlog';
export type * from './dashboardCharts';
export type * from './creditApplications';
export type * from './projectApplications';
export type * from './trainingRecords';
export type * from './trainingHistories';
export type * from './workflowMap';
