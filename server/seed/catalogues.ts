/** Starting catalogues of the demo association, in display order (DESIGN §4, issue 13). */
export interface CatalogueEntry {
  readonly name: string;
  readonly nameEn: string;
  /** Offered to applicants; the demo keeps one of each catalogue switched off. */
  readonly enabled?: boolean;
}

/** A type with its business line (DESIGN §2) and its own levels. */
export interface CatalogueTypeEntry extends CatalogueEntry {
  readonly businessLine: number;
  readonly levels: readonly CatalogueEntry[];
}

const threeLevels: readonly CatalogueEntry[] = [
  { name: '一级', nameEn: 'Level 1' },
  { name: '二级', nameEn: 'Level 2' },
  { name: '三级', nameEn: 'Level 3' },
];
const levelFour: CatalogueEntry = { name: '四级', nameEn: 'Level 4' };
const fourLevels: readonly CatalogueEntry[] = [...threeLevels, levelFour];

const threeGrades: readonly CatalogueEntry[] = [
  { name: '初级', nameEn: 'Junior' },
  { name: '中级', nameEn: 'Intermediate' },
  { name: '高级', nameEn: 'Senior' },
];

export const creditCatalogue: readonly CatalogueTypeEntry[] = [
  {
    name: '信息系统建设和服务能力评估',
    nameEn: 'Information system construction and service capability',
    businessLine: 1,
    levels: fourLevels,
  },
  {
    name: '信息技术服务运行维护',
    nameEn: 'IT service operation and maintenance',
    businessLine: 2,
    levels: fourLevels,
  },
  {
    name: '信息安全服务',
    nameEn: 'Information security service',
    businessLine: 3,
    levels: threeLevels,
  },
  {
    name: '软件企业评估',
    nameEn: 'Software enterprise assessment',
    businessLine: 6,
    levels: [...threeLevels, { ...levelFour, enabled: false }],
  },
];

export const courseCatalogue: readonly CatalogueTypeEntry[] = [
  {
    name: '信息系统项目管理',
    nameEn: 'Information system project management',
    businessLine: 1,
    levels: threeGrades,
  },
  {
    name: '系统集成技术',
    nameEn: 'System integration technology',
    businessLine: 1,
    levels: threeGrades,
  },
  {
    name: '信息安全技术',
    nameEn: 'Information security technology',
    businessLine: 3,
    levels: threeGrades,
  },
  {
    name: '运维服务管理',
    nameEn: 'IT operations management',
    businessLine: 2,
    levels: threeGrades.slice(0, 2),
  },
  {
    name: '信息技术服务基础',
    nameEn: 'IT service fundamentals',
    businessLine: 0,
    levels: threeGrades,
  },
];

export const certificateCatalogue: readonly CatalogueTypeEntry[] = [
  {
    name: '系统集成项目经理',
    nameEn: 'System integration project manager',
    businessLine: 1,
    levels: threeGrades,
  },
  {
    name: '信息系统监理工程师',
    nameEn: 'Information system supervision engineer',
    businessLine: 1,
    levels: threeGrades,
  },
  {
    name: '信息安全工程师',
    nameEn: 'Information security engineer',
    businessLine: 3,
    levels: threeGrades,
  },
  {
    name: '运维服务工程师',
    nameEn: 'IT operations engineer',
    businessLine: 2,
    levels: threeGrades,
    enabled: false,
  },
];
