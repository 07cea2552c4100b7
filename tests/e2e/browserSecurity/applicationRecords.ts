/**
 * A member company's application (MEMBER's) in the state a route needs: editable for its
 * own writes, submitted for the platform's decisions. Other specs may have moved the
 * latest application on: each step reads where it stands and what the company may do.
 * An area gives its paths and what a submission needs that a row lacks.
 */
import type { AvailableEventInfo } from '../../../machines/contracts';
import { MEMBER, type DemoApi } from './demoApi';

export interface ApplicationPaths {
  /** The company's latest application (a one-row page). */
  readonly latest: string;
  /** One application's detail, by id. */
  readonly detail: (id: number) => string;
  readonly save: string;
  readonly submit: string;
  readonly withdraw: string;
}

interface Versioned {
  readonly id: number;
  readonly version: number;
}

const idAndVersion = ({ id, version }: Versioned) => ({ id, version });

export abstract class ApplicationRecords<TRow extends Versioned> {
  /** Every application the suite wrote to: its pages are visited. */
  readonly touched = new Set<number>();

  protected constructor(
    protected readonly api: DemoApi,
    private readonly paths: ApplicationPaths,
  ) {}

  /** What a submission needs that the row lacks; what it has stays. */
  protected abstract missingFields(row: TRow): Promise<Record<string, unknown>>;

  /** The body of a new draft: empty, unless the area needs something first (a category). */
  protected newDraftBody(): Promise<Record<string, unknown>> {
    return Promise.resolve({});
  }

  /** The company's latest application, open to its changes (a new draft when none is). */
  async editable(): Promise<TRow> {
    const page = await this.api.call<{ list: TRow[] }>(MEMBER, 'GET', this.paths.latest);
    const [latest] = page.list;
    let row: TRow | undefined = latest;
    if (latest) {
      const detail = await this.api.call<{ availableEvents: AvailableEventInfo[] }>(
        MEMBER,
        'GET',
        this.paths.detail(latest.id),
      );
      const may = (type: string) => detail.availableEvents.some((event) => event.type === type);
      if (may('WITHDRAW')) {
        row = await this.api.call<TRow>(MEMBER, 'POST', this.paths.withdraw, idAndVersion(latest));
      } else if (!may('SUBMIT')) row = undefined;
    }
    row ??= await this.api.call<TRow>(MEMBER, 'POST', this.paths.save, await this.newDraftBody());
    this.touched.add(row.id);
    return row;
  }

  /** A body that changes the editable application, every submission field filled. */
  async completeBody() {
    const row = await this.completeOutsideBody(await this.editable());
    return { ...idAndVersion(row), ...(await this.missingFields(row)) };
  }

  /**
   * What a submission needs that the body cannot carry (a credit application's materials),
   * given by the area's own calls: answers the row as they leave it.
   */
  protected completeOutsideBody(row: TRow): Promise<TRow> {
    return Promise.resolve(row);
  }

  /** The company's application, submitted: awaiting the platform's decision. */
  async pending(): Promise<Versioned> {
    const body = await this.completeBody();
    return idAndVersion(await this.api.call<TRow>(MEMBER, 'POST', this.paths.submit, body));
  }
}
