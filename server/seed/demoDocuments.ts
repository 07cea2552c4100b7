/**
 * Pictures for the demo data that look like what they stand for: a business licence
 * with the company's name, credit code, representative and address, and a letter
 * confirming who owns an account. Each carries a "demo" watermark so that nobody takes
 * it for a real document. Drawn as SVG, rendered to PNG with the project's own font.
 */
import { escapeXml } from '../lib/images/svgToPng';
import { drawnPng } from './drawingCache';

const WIDTH = 880;
const HEIGHT = 620;
const SEAL_RED = '#c8161d';
const INK = '#1f1f1f';

export interface LicenceFacts {
  readonly companyName: string;
  readonly creditCode: string;
  readonly legalRepresentative: string;
  readonly address: string;
  /** YYYY-MM-DD */
  readonly foundedOn: string;
}

export interface OwnershipLetterFacts {
  readonly companyName: string;
  readonly creditCode: string;
  readonly userName: string;
  readonly mobile: string;
  /** YYYY-MM-DD */
  readonly writtenOn: string;
}

/** A business licence (营业执照, 副本) of the company. */
export function licenceImage(facts: LicenceFacts): Buffer {
  const rows: [string, string][] = [
    ['统一社会信用代码', facts.creditCode],
    ['名　　称', facts.companyName],
    ['类　　型', '有限责任公司（自然人投资或控股）'],
    ['法定代表人', facts.legalRepresentative],
    ['注册资本', '壹仟万元整'],
    ['成立日期', chineseDate(facts.foundedOn)],
    ['住　　所', facts.address],
  ];
  const body = labelledRows(rows, { top: 232, step: 46 });
  return drawnPng(
    page(
      `<rect x="18" y="18" width="${WIDTH - 36}" height="${HEIGHT - 36}" fill="none" stroke="#b8860b" stroke-width="6"/>` +
        `<rect x="30" y="30" width="${WIDTH - 60}" height="${HEIGHT - 60}" fill="none" stroke="#b8860b" stroke-width="1.5"/>` +
        `<text x="${WIDTH / 2}" y="118" text-anchor="middle" font-size="54" font-weight="700" fill="${SEAL_RED}" letter-spacing="18">营业执照</text>` +
        `<text x="${WIDTH / 2}" y="160" text-anchor="middle" font-size="20" fill="${INK}">（副\u3000本）</text>` +
        body +
        seal(720, 500, '市场监督管理局') +
        `<text x="640" y="590" font-size="16" fill="${INK}">登记机关（章）</text>`,
    ),
  );
}

/** A signed letter confirming the account belongs to the company (账号归属证明). */
export function ownershipLetterImage(facts: OwnershipLetterFacts): Buffer {
  const lines = [
    `兹证明登录名为 ${facts.userName} 的账号`,
    `属于本单位${facts.companyName}，`,
    `统一社会信用代码 ${facts.creditCode}。`,
    `因原手机号已停用，申请将账号手机号更换为 ${facts.mobile}，`,
    '由此产生的一切责任由本单位承担。',
    '特此证明。',
  ];
  const body = lines
    .map(
      (line, index) =>
        `<text x="${index === 0 ? 130 : 90}" y="${220 + index * 44}" font-size="22" fill="${INK}">${escapeXml(line)}</text>`,
    )
    .join('');
  return drawnPng(
    page(
      `<text x="${WIDTH / 2}" y="120" text-anchor="middle" font-size="40" font-weight="700" fill="${INK}" letter-spacing="8">账号归属证明</text>` +
        `<line x1="90" y1="150" x2="${WIDTH - 90}" y2="150" stroke="${SEAL_RED}" stroke-width="3"/>` +
        body +
        `<text x="${WIDTH - 90}" y="530" text-anchor="end" font-size="22" fill="${INK}">${escapeXml(facts.companyName)}（公章）</text>` +
        `<text x="${WIDTH - 90}" y="572" text-anchor="end" font-size="22" fill="${INK}">${escapeXml(chineseDate(facts.writtenOn))}</text>` +
        seal(WIDTH - 190, 520, facts.companyName),
    ),
  );
}

export interface PersonFacts {
  readonly name: string;
  readonly gender: 'male' | 'female';
  /** YYYY-MM-DD */
  readonly birthDate: string;
  readonly idCard: string;
  readonly address: string;
}

/** A one-inch ID photo: a head-and-shoulders figure on blue, the name under it. */
export function idPhotoImage({ name, gender }: Pick<PersonFacts, 'name' | 'gender'>): Buffer {
  const width = 300;
  const height = 420;
  const hair = gender === 'female' ? '#3b2a20' : '#222';
  const hairShape =
    gender === 'female'
      ? `<path d="M92 170 Q90 70 150 66 Q210 70 208 170 L214 260 L86 260 Z" fill="${hair}"/>`
      : `<path d="M98 150 Q100 74 150 70 Q200 74 202 150 Q190 104 150 102 Q110 104 98 150 Z" fill="${hair}"/>`;
  return drawnPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="#3d85c6"/>` +
      hairShape +
      `<path d="M40 420 Q44 300 150 288 Q256 300 260 420 Z" fill="#1f2d3d"/>` +
      `<path d="M128 262 L150 300 L172 262 Z" fill="#f2f2f2"/>` +
      `<rect x="132" y="232" width="36" height="40" fill="#f1c7a5"/>` +
      `<ellipse cx="150" cy="170" rx="50" ry="64" fill="#f6d2b4"/>` +
      `<circle cx="132" cy="166" r="4" fill="#333"/><circle cx="168" cy="166" r="4" fill="#333"/>` +
      `<path d="M136 204 Q150 212 164 204" stroke="#b0685a" stroke-width="3" fill="none"/>` +
      `<rect x="0" y="372" width="${width}" height="48" fill="#ffffff" fill-opacity="0.85"/>` +
      `<text x="${width / 2}" y="404" text-anchor="middle" font-size="22" fill="${INK}">${escapeXml(name)}</text>` +
      `<text x="${width / 2}" y="${height / 2}" text-anchor="middle" font-size="34" font-weight="700" fill="#ffffff" fill-opacity="0.3" transform="rotate(-30 ${width / 2} ${height / 2})">演示数据 DEMO</text>` +
      `</svg>`,
  );
}

/** The front of a resident identity card: name, gender, birth, address and number. */
export function idCardImage(facts: PersonFacts): Buffer {
  const [year, month, day] = facts.birthDate.split('-');
  const label = (x: number, y: number, text: string) =>
    `<text x="${x}" y="${y}" font-size="18" fill="#2f6f9f">${escapeXml(text)}</text>`;
  const value = (x: number, y: number, text: string) =>
    `<text x="${x}" y="${y}" font-size="20" fill="${INK}">${escapeXml(text)}</text>`;
  return drawnPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540">` +
      `<rect x="8" y="8" width="840" height="524" rx="28" fill="#eef4f7" stroke="#b7c9d6" stroke-width="2"/>` +
      `<rect x="8" y="8" width="840" height="524" rx="28" fill="#d9e9f1" fill-opacity="0.5"/>` +
      label(60, 100, '姓\u3000名') +
      value(160, 100, facts.name) +
      label(60, 160, '性\u3000别') +
      value(160, 160, facts.gender === 'male' ? '男' : '女') +
      label(300, 160, '民\u3000族') +
      value(400, 160, '汉') +
      label(60, 220, '出\u3000生') +
      value(160, 220, `${year} 年 ${Number(month)} 月 ${Number(day)} 日`) +
      label(60, 280, '住\u3000址') +
      value(160, 280, facts.address) +
      label(60, 440, '公民身份号码') +
      `<text x="220" y="442" font-size="28" letter-spacing="4" fill="${INK}">${escapeXml(facts.idCard)}</text>` +
      `<rect x="600" y="70" width="190" height="240" fill="#c9dbe6"/>` +
      `<ellipse cx="695" cy="170" rx="52" ry="66" fill="#9fb6c6"/>` +
      `<path d="M610 310 Q620 240 695 236 Q770 240 780 310 Z" fill="#9fb6c6"/>` +
      `<text x="428" y="300" text-anchor="middle" font-size="64" font-weight="700" fill="#9e9e9e" fill-opacity="0.25" transform="rotate(-20 428 270)">演示数据 DEMO</text>` +
      `</svg>`,
  );
}

/** Paper, the content, and the watermark on top. */
function page(content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fdf8ec"/>` +
    content +
    `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle" font-size="64" font-weight="700" fill="#9e9e9e" fill-opacity="0.22" transform="rotate(-24 ${WIDTH / 2} ${HEIGHT / 2})">演示数据 DEMO</text>` +
    `</svg>`
  );
}

/** A round red seal: its owner's name along the top arc, a star in the middle. */
function seal(cx: number, cy: number, owner: string): string {
  const radius = 78;
  const arc = `M ${cx - radius + 16} ${cy} A ${radius - 16} ${radius - 16} 0 1 1 ${cx + radius - 16} ${cy}`;
  const id = `arc${cx}${cy}`;
  // A long name gets smaller characters: it always fits the upper arc.
  const fontSize = Math.min(18, Math.floor(200 / Math.max(owner.length, 1)));
  const star = Array.from({ length: 10 }, (_, index) => {
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    const r = index % 2 === 0 ? 24 : 10;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return (
    `<g fill-opacity="0.82" stroke-opacity="0.82">` +
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${SEAL_RED}" stroke-width="5"/>` +
    `<defs><path id="${id}" d="${arc}"/></defs>` +
    `<text font-size="${fontSize}" font-weight="700" fill="${SEAL_RED}"><textPath href="#${id}" startOffset="50%" text-anchor="middle">${escapeXml(owner)}</textPath></text>` +
    `<polygon points="${star}" fill="${SEAL_RED}"/>` +
    `</g>`
  );
}

/** A founding date that stays the same for a credit code: the demo is repeatable. */
export function foundingDateOf(creditCode: string): string {
  const seed = [...creditCode].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const month = String((seed % 12) + 1).padStart(2, '0');
  const day = String((seed % 27) + 1).padStart(2, '0');
  return `${2008 + (seed % 14)}-${month}-${day}`;
}

/** Label and value on one line each, in two columns from `top` down. */
function labelledRows(
  rows: readonly [string, string][],
  { top, step }: { top: number; step: number },
) {
  return rows
    .map(
      ([label, value], index) =>
        `<text x="110" y="${top + index * step}" font-size="20" fill="${INK}">${escapeXml(label)}</text>` +
        `<text x="300" y="${top + index * step}" font-size="20" fill="${INK}">${escapeXml(value)}</text>`,
    )
    .join('');
}

export interface MembershipFormFacts {
  readonly companyName: string;
  readonly creditCode: string;
  /** The level's Chinese name (会员单位, 理事单位, …). */
  readonly levelName: string;
  readonly contactName: string;
  readonly contactMobile: string;
  /** YYYY-MM-DD */
  readonly writtenOn: string;
}

/** The signed and sealed membership application form (入会申请表). */
export function membershipFormImage(facts: MembershipFormFacts): Buffer {
  return signedFormImage('入会申请表', facts.companyName, facts.writtenOn, [
    ['单位名称', facts.companyName],
    ['统一社会信用代码', facts.creditCode],
    ['申请会员级别', facts.levelName],
    ['联 系 人', facts.contactName],
    ['联系电话', facts.contactMobile],
    ['申请意见', '自愿加入本协会，遵守协会章程，履行会员义务。'],
  ]);
}

export interface InstitutionFormFacts {
  readonly companyName: string;
  readonly creditCode: string;
  /** 培训机构 or 评审机构 */
  readonly kindName: string;
  readonly businessLine: number;
  readonly contactName: string;
  /** YYYY-MM-DD */
  readonly writtenOn: string;
}

/** The signed and sealed institution qualification form (机构资格申请表). */
export function institutionFormImage(facts: InstitutionFormFacts): Buffer {
  return signedFormImage(`${facts.kindName}申请表`, facts.companyName, facts.writtenOn, [
    ['单位名称', facts.companyName],
    ['统一社会信用代码', facts.creditCode],
    ['申请类别', facts.kindName],
    ['业务条线', String(facts.businessLine)],
    ['联 系 人', facts.contactName],
    ['申请意见', '具备相应场地、师资与管理制度，申请承担协会相关工作。'],
  ]);
}

/** A one-page form: its title, the labelled rows, the company's seal and the day signed. */
function signedFormImage(
  title: string,
  companyName: string,
  writtenOn: string,
  rows: [string, string][],
): Buffer {
  return drawnPng(
    page(
      `<text x="${WIDTH / 2}" y="110" text-anchor="middle" font-size="40" font-weight="700" fill="${INK}" letter-spacing="8">${escapeXml(title)}</text>` +
        `<line x1="90" y1="140" x2="${WIDTH - 90}" y2="140" stroke="${SEAL_RED}" stroke-width="3"/>` +
        labelledRows(rows, { top: 200, step: 50 }) +
        `<text x="${WIDTH - 90}" y="540" text-anchor="end" font-size="22" fill="${INK}">${escapeXml(companyName)}（盖章）</text>` +
        `<text x="${WIDTH - 90}" y="580" text-anchor="end" font-size="22" fill="${INK}">${escapeXml(chineseDate(writtenOn))}</text>` +
        seal(WIDTH - 190, 520, companyName),
    ),
  );
}

/** 2019-03-14 → 2019年03月14日 */
function chineseDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${year}年${month}月${day}日`;
}

/**
 * A certificate's empty background: frame, seal, and room for the fields the template
 * places (`credit-category/image-point`). No words but the seal's: the title is a field
 * too, so an English reader gets an English certificate.
 */
export function certificateBackgroundImage(issuer: string): Buffer {
  return drawnPng(
    page(
      `<rect x="18" y="18" width="${WIDTH - 36}" height="${HEIGHT - 36}" fill="none" stroke="#1d4f91" stroke-width="10"/>` +
        `<rect x="34" y="34" width="${WIDTH - 68}" height="${HEIGHT - 68}" fill="none" stroke="#c9a227" stroke-width="2"/>` +
        seal(700, 500, issuer),
    ),
  );
}

/**
 * A one-page PDF standing for a scanned material (an audit report, a contract): its title
 * and the company's code in a built-in font, written by hand so that seeding stays fast.
 */
export function materialPdf(title: string, creditCode: string): Buffer {
  const text = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '\\$&');
  const content =
    `BT /F1 22 Tf 72 760 Td (${text(title)}) Tj ET\n` +
    `BT /F1 12 Tf 72 730 Td (Unified social credit code: ${text(creditCode)}) Tj ET\n` +
    'BT /F1 10 Tf 72 700 Td (Demo material of the qualification declaration system) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
