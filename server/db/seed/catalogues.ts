/** Starting catalogues of the demo association, in display order (DESIGN §4). */
export interface CatalogueEntry {
  readonly name: string;
  readonly nameEn: string;
}

export const creditTypeEntries: readonly CatalogueEntry[] = [
  {
    name: '信息系统建设和服务能力评估',
    nameEn: 'Information system construction and service capability',
  },
  { name: '信息技术服务运行维护', nameEn: 'IT service operation and maintenance' },
  { name: '信息安全服务', nameEn: 'Information security service' },
  { name: '软件企业评估', nameEn: 'Software enterprise assessment' },
];

export const creditLevelEntries: readonly CatalogueEntry[] = [
  { name: '一级', nameEn: 'Level 1' },
  { name: '二级', nameEn: 'Level 2' },
  { name: '三级', nameEn: 'Level 3' },
  { name: '四级', nameEn: 'Level 4' },
];

export const courseTypeEntries: readonly CatalogueEntry[] = [
  { name: '信息系统项目管理', nameEn: 'Information system project management' },
  { name: '系统集成技术', nameEn: 'System integration technology' },
  { name: '信息安全技术', nameEn: 'Information security technology' },
  { name: '运维服务管理', nameEn: 'IT operations management' },
];

export const courseLevelEntries: readonly CatalogueEntry[] = [
  { name: '初级', nameEn: 'Junior' },
  { name: '中级', nameEn: 'Intermediate' },
  { name: '高级', nameEn: 'Senior' },
];

export const certificateTypeEntries: readonly CatalogueEntry[] = [
  { name: '系统集成项目经理', nameEn: 'System integration project manager' },
  { name: '信息系统监理工程师', nameEn: 'Information system supervision engineer' },
  { name: '信息安全工程师', nameEn: 'Information security engineer' },
  { name: '运维服务工程师', nameEn: 'IT operations engineer' },
];

export const certificateLevelEntries: readonly CatalogueEntry[] = [
  { name: '初级', nameEn: 'Junior' },
  { name: '中级', nameEn: 'Intermediate' },
  { name: '高级', nameEn: 'Senior' },
];
